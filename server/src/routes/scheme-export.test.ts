import { parseSalaryTableCsv } from '@beloning/core/csv';
import { agencyCsvExportSchema, inlenersCaoResponseSchema } from '@beloning/core/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueKvkNr } from '../../../tests/helpers/account-api.js';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { buildTestApp, testClock } from '../../../tests/helpers/app.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { saveScheme, schemePayloadFor } from '../../../tests/helpers/schemes.js';
import { setuErrors } from '../../../tests/helpers/setu.js';
import type { App } from '../app.js';
import { NOT_FOUND } from '../http/errors.js';

describeEachEngine('the hirer exports its own scheme', (engine) => {
  const test = useTestDatabase(engine, 'schoonmaak');
  const clock = testClock();
  let app: App;
  const db = () => test.handle.db;

  beforeAll(async () => {
    app = (await buildTestApp(test.handle, { clock })).app;
    await app.ready();
  }, 60_000);
  afterAll(async () => app.close());

  const login = async (options: Parameters<typeof createTestUser>[1] = {}) => {
    const user = await createTestUser(db(), options);
    return { ...user, token: (await app.sessions.issueTokenSet(db(), user.userId, clock.now())).access };
  };
  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

  /** A hirer with a scheme in two versions; the second signed by another name. */
  const setUp = async () => {
    const kvkNr = uniqueKvkNr();
    const hirer = await login({ kvkNr, kvkVerified: true });
    const saved = await saveScheme(app, hirer.token);
    await saveScheme(
      app,
      hirer.token,
      { ...schemePayloadFor(), signed_fullname: 'Piet Jansen' },
      { inlener_cao_id: saved.id, expected_version: 1 },
    );
    return { hirer, kvkNr, guid: saved.guid, url: `/api/inleners/inleners-cao/${saved.guid}/export/` };
  };

  it('exports any version as JSON, its salary tables as CSV, and schema-valid SETU', async () => {
    const { hirer, kvkNr, guid, url } = await setUp();

    const json = await get(hirer.token, `${url}?format=json&version=1`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="beloning-.+-v1\.json"$/);
    const first = inlenersCaoResponseSchema.parse(json.json());
    expect(first).toMatchObject({ guid, version: 1, signed_fullname: 'Jan de Vries' });
    const detail = await get(hirer.token, `/api/inleners/inleners-cao/${guid}/?version=1`);
    expect(first).toEqual(inlenersCaoResponseSchema.parse(detail.json()));

    const csv = await get(hirer.token, `${url}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = parseSalaryTableCsv(csv.body);
    expect(parsed.ok).toBe(true);
    const forClient = agencyCsvExportSchema.parse(
      (await get(hirer.token, `${url}?format=csv`, { accept: 'application/json' })).json(),
    );
    expect(forClient.csv).toBe(csv.body);
    expect(forClient.filename).toMatch(/-v2\.csv$/);

    const setu = await get(hirer.token, `${url}?format=setu`);
    expect(setu.statusCode).toBe(200);
    expect(setuErrors(setu.json())).toEqual([]);
    expect(setu.body).toContain(kvkNr);
  });

  it('gives a Dutch 400 for an unknown format or version and a 404 for an unknown version', async () => {
    const { hirer, url } = await setUp();
    const format = await get(hirer.token, `${url}?format=xml`);
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({
      errors: { format: ['Vul een geldige waarde in'] },
      non_field_errors: [],
    });
    expect((await get(hirer.token, url)).statusCode).toBe(400);
    expect((await get(hirer.token, `${url}?format=json&version=abc`)).statusCode).toBe(400);
    expect((await get(hirer.token, `${url}?format=json&version=3`)).json()).toEqual({ detail: NOT_FOUND });
  });

  it("answers 404 for another company's scheme, 401 without login and 403 for an agency", async () => {
    const { url } = await setUp();
    const other = await login();
    expect((await get(other.token, `${url}?format=json`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${url}?format=json` })).statusCode).toBe(401);
    const agency = await login({ companyKind: 'uitlener' });
    expect((await get(agency.token, `${url}?format=json`)).statusCode).toBe(403);
  });
});

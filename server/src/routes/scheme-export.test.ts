import { parseSalaryTableCsv } from '@beloning/core/csv';
import { agencyCsvExportSchema, inlenersCaoResponseSchema } from '@beloning/core/schemas';
import { expect, it } from 'vitest';
import { uniqueKvkNr } from '../../../tests/helpers/account-api.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme, schemePayloadFor } from '../../../tests/helpers/schemes.js';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { NOT_FOUND } from '../http/errors.js';

describeEachEngine('the hirer exports its own scheme', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  /** A hirer with a scheme in two versions; the second signed by another name. */
  const setUp = async () => {
    const kvkNr = uniqueKvkNr();
    const hirer = await test.hirer({ kvkNr, kvkVerified: true });
    const saved = await saveScheme(test.app, hirer.token);
    await saveScheme(
      test.app,
      hirer.token,
      { ...schemePayloadFor(), signed_fullname: 'Piet Jansen' },
      { inlener_cao_id: saved.id, expected_version: 1 },
    );
    return { hirer, kvkNr, guid: saved.guid, url: `/api/inleners/inleners-cao/${saved.guid}/export/` };
  };

  it('exports any version as JSON, its salary tables as CSV, and schema-valid SETU', async () => {
    const { hirer, kvkNr, guid, url } = await setUp();

    const json = await test.call(hirer.token, 'GET', `${url}?format=json&version=1`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="beloning-.+-v1\.json"$/);
    const first = inlenersCaoResponseSchema.parse(json.json());
    expect(first).toMatchObject({ guid, version: 1, signed_fullname: 'Jan de Vries' });
    const detail = await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${guid}/?version=1`);
    expect(first).toEqual(inlenersCaoResponseSchema.parse(detail.json()));

    const csv = await test.call(hirer.token, 'GET', `${url}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = parseSalaryTableCsv(csv.body);
    expect(parsed.ok).toBe(true);
    const forClient = agencyCsvExportSchema.parse(
      (
        await test.call(hirer.token, 'GET', `${url}?format=csv`, undefined, { accept: 'application/json' })
      ).json(),
    );
    expect(forClient.csv).toBe(csv.body);
    expect(forClient.filename).toMatch(/-v2\.csv$/);

    const setu = await test.call(hirer.token, 'GET', `${url}?format=setu`);
    expect(setu.statusCode).toBe(200);
    expect(setuErrors(setu.json())).toEqual([]);
    expect(setu.body).toContain(kvkNr);
  });

  it('gives a Dutch 400 for an unknown format or version and a 404 for an unknown version', async () => {
    const { hirer, url } = await setUp();
    const format = await test.call(hirer.token, 'GET', `${url}?format=xml`);
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({
      errors: { format: ['Vul een geldige waarde in'] },
      non_field_errors: [],
    });
    expect((await test.call(hirer.token, 'GET', url)).statusCode).toBe(400);
    expect((await test.call(hirer.token, 'GET', `${url}?format=json&version=abc`)).statusCode).toBe(400);
    expect((await test.call(hirer.token, 'GET', `${url}?format=json&version=3`)).json()).toEqual({
      detail: NOT_FOUND,
    });
  });

  it("answers 404 for another company's scheme, 401 without login and 403 for an agency", async () => {
    const { url } = await setUp();
    const other = await test.hirer();
    expect((await test.call(other.token, 'GET', `${url}?format=json`)).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `${url}?format=json` })).statusCode).toBe(401);
    const agency = await test.agency();
    expect((await test.call(agency.token, 'GET', `${url}?format=json`)).statusCode).toBe(403);
  });
});

import { exportPackageCsv, parseSalaryTableCsv } from '@beloning/core/csv';
import { agencyCsvExportSchema, inlenersCaoResponseSchema } from '@beloning/core/schemas';
import { expect, it } from 'vitest';
import { examplePackage } from '../../../core/src/schemas/equivalent-package.fixtures.js';
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

  it('exports the package as its own Excel CSV: the saved blocks, and for an older version no value', async () => {
    const hirer = await test.hirer({ kvkNr: uniqueKvkNr(), kvkVerified: true });
    const v1 = await saveScheme(test.app, hirer.token);
    await saveScheme(
      test.app,
      hirer.token,
      { ...schemePayloadFor(), equivalent_package: examplePackage() },
      { inlener_cao_id: v1.id, expected_version: 1 },
    );
    const url = `/api/inleners/inleners-cao/${v1.guid}/export/`;

    const now = await test.call(hirer.token, 'GET', `${url}?format=pakket-csv`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(now.headers['content-disposition']).toMatch(
      /^attachment; filename="beloning-.+-v2\.pakket\.csv"$/,
    );
    // Core's one function, on the package as the server holds it; the values arrive with decimal commas.
    expect(now.rawPayload.toString('utf8')).toBe(exportPackageCsv(examplePackage()));
    expect(now.body).toContain(';Premie werkgever (%);;;;15,9;procent;');
    // It is not the salary-table CSV: tables import would refuse it rather than read it as wages.
    expect(parseSalaryTableCsv(now.body).ok).toBe(false);

    // Version 1 was saved before the package: every block 'nog niet ingevuld', nothing invented.
    const before = await test.call(hirer.token, 'GET', `${url}?format=pakket-csv&version=1`);
    expect(before.statusCode).toBe(200);
    const rows = before.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(9);
    for (const row of rows.slice(1)) expect(row).toMatch(/^[^;]+;nog niet ingevuld(;)+$/);

    const forClient = agencyCsvExportSchema.parse(
      (
        await test.call(hirer.token, 'GET', `${url}?format=pakket-csv&version=1`, undefined, {
          accept: 'application/json',
        })
      ).json(),
    );
    expect(forClient).toEqual({ filename: expect.stringMatching(/-v1\.pakket\.csv$/), csv: before.body });
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

import { exportPackageCsv, parseSalaryTableCsv } from '@beloning/core/csv';
import {
  agencyCsvExportSchema,
  agencyHirersResponseSchema,
  caoComplianceCreateResponseSchema,
  caoComplianceResponseSchema,
  inlenersCaoResponseSchema,
  koppelingenResponseSchema,
  schemeVersionsResponseSchema,
  type KoppelingRequest,
} from '@beloning/core/schemas';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme, schemePayloadFor } from '../../../tests/helpers/schemes.js';
import { setuErrors } from '../../../tests/helpers/setu.js';
import { useTestApp, type TestAppUser } from '../../../tests/helpers/test-app.js';
import { mailboxProofs } from '../db/schema.js';
import { NOT_FOUND } from '../http/errors.js';

let kvkCounter = 0;
const freshKvk = () => String(70_000_000 + ((process.pid * 137 + ++kvkCounter * 11) % 9_999_999));

describeEachEngine('the agency side', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  /** A link to the agency of `kvk_nr`, for whoever speaks for `contact_email` there. */
  const link = (kvk_nr: string, contact_email: string, disabled = false): KoppelingRequest => ({
    kvk_nr,
    handelsnaam: `Uitzendbureau ${kvk_nr}`,
    contact_email,
    disabled,
  });
  const share = async (token: string, url: string, koppelingen: KoppelingRequest[]) => {
    const response = await test.call(token, 'PUT', url, { koppelingen });
    expect(response.statusCode, response.body).toBe(200);
    return koppelingenResponseSchema.parse(response.json()).koppelingen;
  };

  /**
   * A verified hirer with a scheme in two versions and a compliance, both shared with a new agency at the
   * address of its (first, main) user.
   */
  const setUp = async () => {
    const hirer = await test.hirer({ kvkVerified: true, companyName: `Schoonmaak ${++kvkCounter} B.V.` });
    const v1 = await saveScheme(test.app, hirer.token);
    const edited = { ...schemePayloadFor(), signed_fullname: 'Piet Jansen' };
    await saveScheme(test.app, hirer.token, edited, { inlener_cao_id: v1.id, expected_version: 1 });
    const created = await test.call(hirer.token, 'POST', '/api/inleners/cao-compliance/', {
      cao_id: 1,
      signed_fullname: 'Jan de Vries',
      jobs: [],
    });
    const compliance = caoComplianceCreateResponseSchema.parse(created.json()).id;
    const kvk = freshKvk();
    const agency = await test.agency({ kvkNr: kvk });
    await share(hirer.token, `/api/inleners/inleners-cao/${v1.guid}/koppelingen/`, [link(kvk, agency.email)]);
    await share(hirer.token, `/api/inleners/cao-compliance/${compliance}/koppelingen/`, [
      link(kvk, agency.email),
    ]);
    return { hirer, scheme: v1, compliance, kvk, agency };
  };

  it('lists the hirers and versions shared with the agency and reads each version', async () => {
    const { hirer, scheme, compliance, agency } = await setUp();
    const list = await test.call(agency.token, 'GET', '/api/uitleners/inleners/');
    expect(list.statusCode, list.body).toBe(200);
    const [entry, ...others] = agencyHirersResponseSchema.parse(list.json());
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      inlener_id: hirer.companyId,
      schemes: [{ id: scheme.id, guid: scheme.guid, version: 2, new: true }],
      compliances: [{ id: compliance, cao_id: 1, new: true }],
    });
    // The list carries the newest version only; the older ones continue on the versions route.
    const listed = entry?.schemes[0];
    expect(listed?.versions.map((version) => version.version)).toEqual([2]);
    expect(listed?.versions_after).toEqual(expect.any(String));
    const older = await test.call(
      agency.token,
      'GET',
      `/api/uitleners/inleners-cao/${scheme.guid}/versions/?after=${listed?.versions_after}`,
    );
    expect(older.statusCode, older.body).toBe(200);
    expect(schemeVersionsResponseSchema.parse(older.json()).map((version) => version.version)).toEqual([1]);

    const newest = inlenersCaoResponseSchema.parse(
      (await test.call(agency.token, 'GET', `/api/uitleners/inleners-cao/${scheme.guid}/`)).json(),
    );
    expect(newest).toMatchObject({ version: 2, signed_fullname: 'Piet Jansen', koppelingen: [] });
    const first = await test.call(
      agency.token,
      'GET',
      `/api/uitleners/inleners-cao/${scheme.guid}/?version=1`,
    );
    expect(inlenersCaoResponseSchema.parse(first.json())).toMatchObject({
      version: 1,
      signed_fullname: 'Jan de Vries',
    });
    expect(
      (await test.call(agency.token, 'GET', `/api/uitleners/inleners-cao/${scheme.guid}/?version=3`))
        .statusCode,
    ).toBe(404);
    // The agency keeps its copy: If-None-Match with its tag is a 304; the hirer's read of the same version
    // (rendered once for both) still shows the hirer's links, the agency's never.
    const etag = String(first.headers.etag);
    const unchanged = await test.call(
      agency.token,
      'GET',
      `/api/uitleners/inleners-cao/${scheme.guid}/?version=1`,
      undefined,
      { 'if-none-match': etag },
    );
    expect([unchanged.statusCode, unchanged.body]).toEqual([304, '']);
    const own = await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${scheme.guid}/?version=1`);
    expect(inlenersCaoResponseSchema.parse(own.json()).koppelingen).not.toEqual([]);
    expect(own.headers.etag).not.toBe(etag);
    const shown = await test.call(agency.token, 'GET', `/api/uitleners/cao-compliance/${compliance}/`);
    expect(caoComplianceResponseSchema.parse(shown.json())).toMatchObject({
      id: compliance,
      koppelingen: [],
    });

    // Opening them tells the hirer the links are no longer new.
    const relisted = agencyHirersResponseSchema.parse(
      (await test.call(agency.token, 'GET', '/api/uitleners/inleners/')).json(),
    );
    expect(relisted[0]?.schemes[0]?.new).toBe(false);
    // The created_at the list gives is the newest version's, as the versions route has it.
    const versions = schemeVersionsResponseSchema.parse(
      (await test.call(agency.token, 'GET', `/api/uitleners/inleners-cao/${scheme.guid}/versions/`)).json(),
    );
    expect(relisted[0]?.schemes[0]?.versions).toEqual([versions[0]]);
    expect(relisted[0]?.compliances[0]?.new).toBe(false);
    const hirerView = await test.call(hirer.token, 'GET', `/api/inleners/inleners-cao/${scheme.guid}/`);
    expect(hirerView.statusCode).toBe(200);
  });

  it('lists a scheme of one version without a cursor; the cursor opens no scheme that is not shared', async () => {
    const { hirer, scheme, kvk, agency } = await setUp();
    const single = await saveScheme(test.app, hirer.token);
    await share(hirer.token, `/api/inleners/inleners-cao/${single.guid}/koppelingen/`, [
      link(kvk, agency.email),
    ]);
    const [entry] = agencyHirersResponseSchema.parse(
      (await test.call(agency.token, 'GET', '/api/uitleners/inleners/')).json(),
    );
    const listed = new Map(entry?.schemes.map((item) => [item.guid, item]));
    expect(listed.get(single.guid)).toMatchObject({ version: 1, versions_after: null });
    expect(listed.get(single.guid)?.versions.map((version) => version.version)).toEqual([1]);
    // The two-version scheme's cursor, sent for a scheme of the hirer that is not shared: 404, nothing listed.
    const unshared = await saveScheme(test.app, hirer.token);
    const cursor = listed.get(scheme.guid)?.versions_after;
    expect(cursor).toEqual(expect.any(String));
    const refused = await test.call(
      agency.token,
      'GET',
      `/api/uitleners/inleners-cao/${unshared.guid}/versions/?after=${cursor}`,
    );
    expect([refused.statusCode, refused.json()]).toEqual([404, { detail: NOT_FOUND }]);
  });

  it('exports a shared version as JSON, as CSV of its salary tables and as schema-valid SETU', async () => {
    const { scheme, agency } = await setUp();
    const url = `/api/uitleners/inleners-cao/${scheme.guid}/export/`;
    const json = await test.call(agency.token, 'GET', `${url}?format=json&version=1`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="beloning-Schoonmaak-\d+-B.V.-v1.json"$/,
    );
    expect(inlenersCaoResponseSchema.parse(json.json())).toMatchObject({ guid: scheme.guid, version: 1 });

    const csv = await test.call(agency.token, 'GET', `${url}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const parsed = parseSalaryTableCsv(csv.rawPayload);
    expect(parsed.ok).toBe(true);
    const table = schemePayloadFor().salary_tables[0];
    if (parsed.ok && table !== undefined) expect(parsed.tables[table.name]).toEqual(table.full_table);
    const forClient = await test.call(agency.token, 'GET', `${url}?format=csv`, undefined, {
      accept: 'application/json',
    });
    expect(agencyCsvExportSchema.parse(forClient.json()).csv).toBe(csv.body);

    const setu = await test.call(agency.token, 'GET', `${url}?format=setu`);
    expect(setu.statusCode).toBe(200);
    const message = setu.json<Record<string, unknown>>();
    expect(setuErrors(message)).toEqual([]);
    expect(message).toMatchObject({ documentId: { value: `${scheme.guid}-v2` }, versionId: { value: '2' } });

    // The package as its own CSV: this scheme has none, so every block is 'nog niet ingevuld'.
    const pack = await test.call(agency.token, 'GET', `${url}?format=pakket-csv`, undefined, {
      accept: 'application/json',
    });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(agencyCsvExportSchema.parse(pack.json())).toEqual({
      filename: expect.stringMatching(/^beloning-Schoonmaak-\d+-B\.V\.-v2\.pakket\.csv$/),
      csv: exportPackageCsv(null),
    });

    const bad = await test.call(agency.token, 'GET', `${url}?format=xml`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { format: ['Vul een geldige waarde in'] } });
  });

  it('shows an agency only what is shared with its KVK number at an address its user speaks for, and nothing once the link is disconnected', async () => {
    const { hirer, scheme, compliance, kvk, agency } = await setUp();
    const urls = [
      `/api/uitleners/inleners-cao/${scheme.guid}/`,
      `/api/uitleners/inleners-cao/${scheme.guid}/export/?format=setu`,
      `/api/uitleners/cao-compliance/${compliance}/`,
    ];
    const seesNothing = async (user: TestAppUser, who: string) => {
      for (const url of urls) {
        const response = await test.call(user.token, 'GET', url);
        expect(response.statusCode, `${who} ${url}`).toBe(404);
        expect(response.json(), `${who} ${url}`).toEqual({ detail: NOT_FOUND });
      }
      expect((await test.call(user.token, 'GET', '/api/uitleners/inleners/')).json(), who).toEqual([]);
    };
    const seesAll = async (user: TestAppUser, who: string) => {
      for (const url of urls)
        expect((await test.call(user.token, 'GET', url)).statusCode, `${who} ${url}`).toBe(200);
      const list = agencyHirersResponseSchema.parse(
        (await test.call(user.token, 'GET', '/api/uitleners/inleners/')).json(),
      );
      expect(
        list.map((entry) => entry.inlener_id),
        who,
      ).toEqual([hirer.companyId]);
    };
    const unrelated = await test.agency({ kvkNr: freshKvk() });
    await seesNothing(unrelated, 'another agency');
    for (const url of ['/api/uitleners/inleners-cao/abc/', '/api/uitleners/cao-compliance/abc/']) {
      const response = await test.call(unrelated.token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND });
    }
    // A colleague at the same agency whom the main user let in speaks for the main user's address and sees
    // it too.
    const colleague = await test.agency({ companyId: agency.companyId });
    await seesAll(colleague, 'an admitted colleague');
    // The KVK number alone admits nobody: a user of the same agency company who was not let in (still asking
    // to be), or a second main user nobody admitted, does not speak for the contact address and sees nothing.
    const requested = await test.agency({ companyId: agency.companyId, admission: 'requested' });
    await seesNothing(requested, 'a colleague not let in yet');
    const founder = await test.agency({
      companyId: agency.companyId,
      isMainUser: true,
      admission: 'founder',
    });
    await seesNothing(founder, 'a main user nobody admitted');
    // Until they prove the contact address themselves (in any case).
    await test.db
      .insert(mailboxProofs)
      .values({ userId: requested.userId, email: agency.email.toUpperCase(), via: 'test' });
    await seesAll(requested, 'a colleague who proved the address');
    // Hirers and anonymous callers get nothing here.
    expect((await test.call(hirer.token, 'GET', '/api/uitleners/inleners/')).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/uitleners/inleners/' })).statusCode).toBe(401);

    await share(hirer.token, `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`, [
      link(kvk, agency.email, true),
    ]);
    await share(hirer.token, `/api/inleners/cao-compliance/${compliance}/koppelingen/`, []);
    for (const user of [agency, colleague]) {
      for (const url of urls) expect((await test.call(user.token, 'GET', url)).statusCode, url).toBe(404);
      expect((await test.call(user.token, 'GET', '/api/uitleners/inleners/')).json()).toEqual([]);
    }
    // Connected again, but for another address of the agency's number: still nothing for its users.
    await share(hirer.token, `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`, [
      link(kvk, `planning-${kvk}@uitzend.test`),
    ]);
    for (const user of [agency, colleague]) {
      expect((await test.call(user.token, 'GET', urls[0] ?? '')).statusCode).toBe(404);
      expect((await test.call(user.token, 'GET', '/api/uitleners/inleners/')).json()).toEqual([]);
    }
    // Back to the main user's address, written in another case: the address is compared case-insensitively.
    await share(hirer.token, `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`, [
      link(kvk, agency.email.toUpperCase()),
    ]);
    for (const user of [agency, colleague]) {
      expect((await test.call(user.token, 'GET', urls[0] ?? '')).statusCode).toBe(200);
    }
    expect((await test.call(founder.token, 'GET', urls[0] ?? '')).statusCode).toBe(404);
  });
});

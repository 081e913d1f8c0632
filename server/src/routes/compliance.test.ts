import { fileURLToPath } from 'node:url';
import { MAX_LENGTH, maxLengthMessage, MESSAGES } from '@beloning/core/rules';
import {
  caoComplianceCreateResponseSchema,
  caoComplianceListResponseSchema,
  caoComplianceResponseSchema,
  fieldErrorBodySchema,
  SIGNED_FULLNAME_MAX_LENGTH,
  type CaoCompliancePayload,
} from '@beloning/core/schemas';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { importCaoFile } from '../cao/import.js';
import { caoCompliances } from '../db/schema.js';
import { NOT_FOUND } from '../http/errors.js';

const CAOS = fileURLToPath(new URL('../../../fixtures/caos/', import.meta.url));
const CREATE = '/api/inleners/cao-compliance/';
const LIST = '/api/inleners/cao-compliance-list/';
/** Schoonmaak (cao 1) has table 101 with payscales LG1 to LG6; Groothandel v1 (cao 3) has table 301. */
const SCHOONMAAK_ID = 1;
const GROOTHANDEL_V1_ID = 3;

function payload(changes: Partial<CaoCompliancePayload> = {}): CaoCompliancePayload {
  return {
    cao_id: SCHOONMAAK_ID,
    signed_fullname: 'Jan de Vries',
    jobs: [{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 101, minimal_payscale: 'LG2' }],
    ...changes,
  };
}

describeEachEngine('cao compliances', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak-groothandel' });

  const rows = async () => (await test.db.select({ n: count() }).from(caoCompliances))[0]?.n;
  const create = async (token: string, body: CaoCompliancePayload = payload()) => {
    const response = await test.call(token, 'POST', CREATE, body);
    expect(response.statusCode, response.body).toBe(201);
    return caoComplianceCreateResponseSchema.parse(response.json()).id;
  };

  it('creates a compliance and answers it in the list and the detail (with and without slash)', async () => {
    const owner = await test.hirer();
    const id = await create(owner.token);
    const withoutJobs = await create(owner.token, payload({ jobs: [] }));
    const list = caoComplianceListResponseSchema.parse((await test.call(owner.token, 'GET', LIST)).json());
    expect(list.map((item) => item.id)).toEqual([withoutJobs, id]);
    for (const url of [`${CREATE}${id}`, `${CREATE}${id}/`]) {
      const response = await test.call(owner.token, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(caoComplianceResponseSchema.parse(response.json())).toEqual({
        id,
        cao_id: SCHOONMAAK_ID,
        cao_name: 'Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026',
        signed_fullname: 'Jan de Vries',
        jobs: [
          { job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 101, minimal_payscale: 'LG2' },
        ],
        koppelingen: [],
        new_cao_version: [],
      });
    }
  });

  it('shows the links saved with PUT koppelingen in the detail and the list', async () => {
    const owner = await test.hirer({ kvkVerified: true });
    const id = await create(owner.token);
    const agencyKvk = String(70_000_000 + (process.pid % 9_999_999)).padStart(8, '0');
    const agency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: agencyKvk });
    const link = {
      kvk_nr: agencyKvk,
      handelsnaam: 'Uitzendbureau Noord B.V.',
      contact_email: agency.email,
      disabled: false,
    };
    const put = await test.call(owner.token, 'PUT', `${CREATE}${id}/koppelingen/`, { koppelingen: [link] });
    expect(put.statusCode, put.body).toBe(200);
    const expected = [{ ...link, active: true, new: true }];
    const detail = caoComplianceResponseSchema.parse(
      (await test.call(owner.token, 'GET', `${CREATE}${id}/`)).json(),
    );
    expect(detail.koppelingen).toEqual(expected);
    const list = caoComplianceListResponseSchema.parse((await test.call(owner.token, 'GET', LIST)).json());
    expect(list.find((item) => item.id === id)?.koppelingen).toEqual(expected);
    // Disconnected, the link stays in the detail, marked disabled and not active.
    await test.call(owner.token, 'PUT', `${CREATE}${id}/koppelingen/`, {
      koppelingen: [{ ...link, disabled: true }],
    });
    const after = caoComplianceResponseSchema.parse(
      (await test.call(owner.token, 'GET', `${CREATE}${id}/`)).json(),
    );
    expect(after.koppelingen).toEqual([{ ...link, disabled: true, active: false, new: true }]);
  });

  it('refuses jobs that do not fit the cao, an unknown cao and bad fields, writing nothing', async () => {
    const owner = await test.hirer();
    const before = await rows();
    const errorsOf = async (body: unknown) => {
      const response = await test.call(owner.token, 'POST', CREATE, body);
      expect(response.statusCode, response.body).toBe(400);
      return fieldErrorBodySchema.parse(response.json()).errors;
    };
    expect(await errorsOf(payload({ cao_id: 999_999 }))).toEqual({ cao_id: [MESSAGES.invalidValue] });
    const [job] = payload().jobs;
    expect(await errorsOf(payload({ jobs: [{ ...job!, salary_table_id: 301 }] }))).toEqual({
      'jobs.0.salary_table_id': [MESSAGES.invalidValue],
    });
    expect(await errorsOf(payload({ jobs: [{ ...job!, minimal_payscale: 'LG9' }] }))).toEqual({
      'jobs.0.minimal_payscale': [MESSAGES.invalidValue],
    });
    expect(await errorsOf(payload({ jobs: [{ ...job!, name: 'x'.repeat(161) }] }))).toEqual({
      'jobs.0.name': [maxLengthMessage(MAX_LENGTH.jobTitle)],
    });
    expect(await errorsOf(payload({ jobs: [{ ...job!, name: ' ', minimal_payscale: '' }] }))).toEqual({
      'jobs.0.name': [MESSAGES.required],
      'jobs.0.minimal_payscale': [MESSAGES.required],
    });
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: CREATE,
      headers: { authorization: `Bearer ${owner.token}` },
      validBody: payload(),
      fields: [
        { name: 'cao_id', kind: 'number' },
        { name: 'signed_fullname', kind: 'text', maxLength: SIGNED_FULLNAME_MAX_LENGTH },
        { name: 'jobs', kind: 'other' },
      ],
    });
    expect(await rows()).toBe(before);
  });

  it('lets only users with the create permission create, and shows nothing of another company', async () => {
    const owner = await test.hirer();
    const id = await create(owner.token);
    const reader = await test.hirer({ companyId: owner.companyId, canCreateSchemes: false });
    const before = await rows();
    expect((await test.call(reader.token, 'POST', CREATE, payload())).statusCode).toBe(403);
    expect(await rows()).toBe(before);
    expect((await test.call(reader.token, 'GET', `${CREATE}${id}`)).statusCode).toBe(200);

    const other = await test.hirer();
    for (const url of [`${CREATE}${id}`, `${CREATE}${id}/`, `${CREATE}abc`, `${CREATE}99999999999`]) {
      const response = await test.call(other.token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND });
    }
    expect((await test.call(other.token, 'GET', LIST)).json()).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('is never updated: the database refuses it', async () => {
    const owner = await test.hirer();
    const id = await create(owner.token);
    await expect(
      test.db
        .update(caoCompliances)
        .set({ signedFullname: 'Iemand anders' })
        .where(eq(caoCompliances.id, id)),
    ).rejects.toThrow();
  });

  it('shows new_cao_version once a newer version of its cao is imported', async () => {
    const owner = await test.hirer();
    const id = await create(
      owner.token,
      payload({
        cao_id: GROOTHANDEL_V1_ID,
        jobs: [
          {
            job_id: null,
            name: 'Magazijnmedewerker',
            aard: null,
            salary_table_id: 301,
            minimal_payscale: 'A',
          },
        ],
      }),
    );
    await importCaoFile(test.db, `${CAOS}voorbeeld-groothandel-v2.json`, {
      now: test.clock.now(),
      publicUrl: 'http://portaal.test',
    });
    const result = (await test.db.execute(
      sql`select id, full_name from cao_versions where is_latest and cao_id = (select cao_id from cao_versions where id = ${GROOTHANDEL_V1_ID})`,
    )) as unknown as { rows: { id: number; full_name: string }[] };
    const latest = result.rows[0];
    const detail = caoComplianceResponseSchema.parse(
      (await test.call(owner.token, 'GET', `${CREATE}${id}`)).json(),
    );
    expect(detail.new_cao_version).toEqual([latest?.id, latest?.full_name]);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  MAX_LENGTH,
  maxLengthMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
  tableAgeNeedsWageMessage,
} from '@beloning/core/rules';
import {
  caoSchema,
  fieldErrorBodySchema,
  inlenersCaoListResponseSchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
  SIGNED_FULLNAME_MAX_LENGTH,
  type Cao,
  type InlenersCao,
  type InlenersCaoSaveResponse,
} from '@beloning/core/schemas';
import { ageKeyError, storedWageError } from '@beloning/core/salary';
import { asc, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { schemePayloadFor, type SchemeSavePayload } from '../../../tests/helpers/schemes.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { importCaoFile } from '../cao/import.js';
import { createScheme } from '../schemes/store.js';
import { schemes, schemeVersions } from '../db/schema.js';
import { NOT_FOUND } from '../http/errors.js';
import { PROPOSAL_ONLY_BY_AGENCY, STALE_VERSION, VERSION_REQUIRED } from '../schemes/messages.js';

const CAOS = fileURLToPath(new URL('../../../fixtures/caos/', import.meta.url));
const SCHOONMAAK = caoSchema.parse(JSON.parse(readFileSync(`${CAOS}schoonmaak-glazenwassers.json`, 'utf8')));
const GROOTHANDEL_V1 = caoSchema.parse(
  JSON.parse(readFileSync(`${CAOS}voorbeeld-groothandel-v1.json`, 'utf8')),
);

const SAVE = '/api/inleners/inleners-cao/';
const LIST = '/api/inleners/inleners-cao-list/';
const detailUrl = (guid: string, query = '') => `/api/inleners/inleners-cao/${guid}/${query}`;

type Payload = SchemeSavePayload;

/** A scheme as the wizard saves it, starting from the first table of a fixture cao (the shared helper). */
const payloadFor = (cao: Cao = SCHOONMAAK): Payload => schemePayloadFor(cao);

/** The payload with changes to its first salary table. */
function withTable(payload: Payload, changes: Partial<Payload['salary_tables'][number]>): Payload {
  const [first, ...rest] = payload.salary_tables;
  if (first === undefined) throw new Error('Geen tabel');
  return { ...payload, salary_tables: [{ ...first, ...changes }, ...rest] };
}

describeEachEngine('schemes (inleners-cao)', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak-groothandel' });

  const create = async (token: string, payload: Payload = payloadFor()): Promise<InlenersCaoSaveResponse> => {
    const response = await test.call(token, 'POST', SAVE, payload);
    expect(response.statusCode, response.body).toBe(201);
    return inlenersCaoSaveResponseSchema.parse(response.json());
  };
  const detail = async (token: string, guid: string, query = ''): Promise<InlenersCao> => {
    const response = await test.call(token, 'GET', detailUrl(guid, query));
    expect(response.statusCode, response.body).toBe(200);
    return inlenersCaoResponseSchema.parse(response.json());
  };
  const versionRows = (schemeId: number) =>
    test.db
      .select({
        number: schemeVersions.number,
        payload: schemeVersions.payload,
        createdAt: schemeVersions.createdAt,
      })
      .from(schemeVersions)
      .where(eq(schemeVersions.schemeId, schemeId))
      .orderBy(asc(schemeVersions.number));
  const tableCounts = async () => ({
    schemes: (await test.db.select({ n: count() }).from(schemes))[0]?.n,
    versions: (await test.db.select({ n: count() }).from(schemeVersions))[0]?.n,
  });
  const fieldErrors = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(400);
    return fieldErrorBodySchema.parse(response.json()).errors;
  };

  describe('saving', () => {
    it('creates a scheme with version 1 and answers its detail in core’s shape', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      expect(saved.version).toBe(1);
      const scheme = await detail(owner.token, saved.guid);
      expect(scheme).toMatchObject({
        id: saved.id,
        guid: saved.guid,
        cao_id: SCHOONMAAK.id,
        full_name: SCHOONMAAK.full_name,
        based_on: SCHOONMAAK.full_name,
        version: 1,
        signed_fullname: 'Jan de Vries',
        follow_salary_tables: true,
        vacation_time_type: 'hours_per_year',
        vacation_time_amount: SCHOONMAAK.vacation_time_amount,
        timesheet_overtime_interaction: 'highest',
        koppelingen: [],
        new_cao_version: [],
        has_new_based_on_tables: false,
        new_based_on_tables: [],
        proposal_by: null,
        rejected_proposal: false,
      });
      expect(scheme.versions.map((entry) => entry.version)).toEqual([1]);
      const [table] = scheme.salary_tables;
      // The step-8 comparison needs the cao's originals: the table names its original and carries the cao's jobs.
      expect(table?.original_salary_table_id).toBe(SCHOONMAAK.salary_tables[0]?.id);
      expect(table?.jobs.map((job) => job.name)).toEqual(
        SCHOONMAAK.salary_tables[0]?.jobs.map((job) => job.name),
      );
      expect(table?.inleners_jobs[0]).toMatchObject({
        name: 'Glazenwasser hoogbouw',
        minimal_payscale: 'LG2',
      });
    });

    it('appends version 2 with the right expected_version, keeps version 1 as it was, and shows either', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const [before] = await versionRows(saved.id);
      const edit = { ...payloadFor(), vacation_amount: '200', inlener_cao_id: saved.id, expected_version: 1 };
      const response = await test.call(owner.token, 'PUT', SAVE, edit);
      expect(response.statusCode, response.body).toBe(200);
      expect(inlenersCaoSaveResponseSchema.parse(response.json())).toEqual({
        id: saved.id,
        guid: saved.guid,
        version: 2,
      });

      const newest = await detail(owner.token, saved.guid);
      expect(newest.version).toBe(2);
      expect(newest.vacation_time_amount).toBe('200');
      expect(newest.versions.map((entry) => entry.version)).toEqual([1, 2]);
      const first = await detail(owner.token, saved.guid, '?version=1');
      expect(first.version).toBe(1);
      expect(first.vacation_time_amount).toBe(SCHOONMAAK.vacation_time_amount);
      expect(first.versions.map((entry) => entry.version)).toEqual([1, 2]);

      const rows = await versionRows(saved.id);
      expect(rows.map((row) => row.number)).toEqual([1, 2]);
      expect(rows[0]).toEqual(before);
    });

    it('refuses a stale expected_version with 412 and writes nothing', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const edit = { ...payloadFor(), inlener_cao_id: saved.id, expected_version: 1 };
      expect((await test.call(owner.token, 'PUT', SAVE, edit)).statusCode).toBe(200);
      const before = await tableCounts();
      const stale = await test.call(owner.token, 'PUT', SAVE, { ...edit, vacation_amount: '250' });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toEqual({ detail: STALE_VERSION });
      expect(await tableCounts()).toEqual(before);
      expect((await detail(owner.token, saved.guid)).vacation_time_amount).toBe(
        SCHOONMAAK.vacation_time_amount,
      );
    });

    it('asks for expected_version with 428 and for inlener_cao_id with 400', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const before = await tableCounts();
      const missingVersion = await test.call(owner.token, 'PUT', SAVE, {
        ...payloadFor(),
        inlener_cao_id: saved.id,
      });
      expect(missingVersion.statusCode).toBe(428);
      expect(missingVersion.json()).toEqual({ detail: VERSION_REQUIRED });
      expect(fieldErrors(await test.call(owner.token, 'PUT', SAVE, payloadFor()))).toEqual({
        inlener_cao_id: [MESSAGES.required],
      });
      // expected_version without the scheme it belongs to is core's schema's 'Onbekend veld'.
      expect(
        fieldErrors(await test.call(owner.token, 'PUT', SAVE, { ...payloadFor(), expected_version: 1 })),
      ).toMatchObject({
        expected_version: [MESSAGES.unknownField],
      });
      expect(await tableCounts()).toEqual(before);
    });

    it('keeps editing on PUT: a POST naming a scheme is refused', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const errors = fieldErrors(
        await test.call(owner.token, 'POST', SAVE, {
          ...payloadFor(),
          inlener_cao_id: saved.id,
          expected_version: 1,
        }),
      );
      expect(errors).toEqual({ inlener_cao_id: [MESSAGES.unknownField] });
    });

    it('saves an own pay scheme without a cao', async () => {
      const owner = await test.hirer();
      const own = withTable(
        {
          ...payloadFor(),
          cao_id: null,
          follow_salary_tables: null,
          vacation_time_type: 'days_per_year',
          vacation_amount: '20',
        },
        { original_salary_table_id: null, salary_table_id: null, conform: 'Eigen regeling' },
      );
      const saved = await create(owner.token, own);
      const scheme = await detail(owner.token, saved.guid);
      expect(scheme).toMatchObject({
        cao_id: null,
        based_on: null,
        full_name: 'Eigen beloningsregeling',
        avv: false,
      });
    });

    it('never updates a version row: the database refuses it', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      await expect(
        test.db
          .update(schemeVersions)
          .set({ signedFullname: 'Iemand anders' })
          .where(eq(schemeVersions.schemeId, saved.id)),
      ).rejects.toThrow();
      const [row] = await test.db.select().from(schemeVersions).where(eq(schemeVersions.schemeId, saved.id));
      expect(row?.signedFullname).toBe('Jan de Vries');
    });

    it('lets exactly one of 20 concurrent saves of the same version win; the rest get 412', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          test.call(owner.token, 'PUT', SAVE, {
            ...payloadFor(),
            signed_fullname: `Schrijver ${index}`,
            inlener_cao_id: saved.id,
            expected_version: 1,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
      const rows = await versionRows(saved.id);
      expect(rows.map((row) => row.number)).toEqual([1, 2]);
      const [scheme] = await test.db.select().from(schemes).where(eq(schemes.id, saved.id));
      expect(scheme?.currentVersion).toBe(2);
    });

    it('numbers versions without gaps when saves follow each other, also under contention', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      // Five rounds of five writers that each start from the version they just read.
      for (let round = 0; round < 5; round += 1) {
        const current = (await detail(owner.token, saved.guid)).version;
        const results = await Promise.all(
          Array.from({ length: 5 }, () =>
            test.call(owner.token, 'PUT', SAVE, {
              ...payloadFor(),
              inlener_cao_id: saved.id,
              expected_version: current,
            }),
          ),
        );
        expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
      }
      expect((await versionRows(saved.id)).map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });

  describe('the rules of the wizard', () => {
    let token: string;
    beforeAll(async () => {
      token = (await test.hirer()).token;
    });
    const post = async (payload: unknown) => {
      const before = await tableCounts();
      const errors = fieldErrors(await test.call(token, 'POST', SAVE, payload));
      expect(await tableCounts()).toEqual(before);
      return errors;
    };

    it('refuses vacation below 20 days for an own scheme', async () => {
      const own = withTable(
        {
          ...payloadFor(),
          cao_id: null,
          follow_salary_tables: null,
          vacation_time_type: 'days_per_year',
          vacation_amount: '19',
        },
        { original_salary_table_id: null },
      );
      expect(await post(own)).toEqual({ vacation_amount: ['Waarde moet minimaal 20 zijn'] });
    });

    it('raises the minimums to the cao’s values', async () => {
      const errors = await post({
        ...payloadFor(),
        vacation_amount: '150',
        vacation_allowance: '7.5',
        year_end_bonus_amount: '4',
      });
      expect(errors).toEqual({
        vacation_amount: [minValueMessage('197.6')],
        vacation_allowance: [minValueMessage('8')],
        year_end_bonus_amount: [minValueMessage('5')],
      });
      expect(errors['vacation_amount']).toEqual(['Waarde moet minimaal 197,6 zijn']);
    });

    it('refuses a wage below the cao’s original and a table without wages', async () => {
      const table = SCHOONMAAK.salary_tables[0]!;
      const lowered = structuredClone(table.full_table);
      lowered['null']!['LG1']!['1'] = '1.00';
      expect(await post(withTable(payloadFor(), { full_table: lowered }))).toEqual({
        'salary_tables.0.full_table.null.LG1.1': [minValueMessage(table.full_table['null']!['LG1']!['1']!)],
      });
      const empty = await post(withTable(payloadFor(), { full_table: {}, inleners_jobs: [] }));
      expect(empty['salary_tables.0.full_table.null']).toEqual([tableAgeNeedsWageMessage(table.name, null)]);
    });

    it('reads a stored wage as a dot decimal: three decimals just below the cao’s original are refused, also in a new version', async () => {
      const table = SCHOONMAAK.salary_tables[0]!;
      const original = table.full_table['null']!['LG1']!['1']!;
      // 15.52 becomes 15.519, which the Dutch input rule would read as 15519.
      const [euros = '0', cents = '00'] = original.split('.');
      const justBelow = `${euros}.${(Number(cents.padEnd(2, '0')) * 10 - 1).toString().padStart(3, '0')}`;
      expect(Number(justBelow)).toBeLessThan(Number(original));
      const lowered = structuredClone(table.full_table);
      lowered['null']!['LG1']!['1'] = justBelow;
      const refusal = { 'salary_tables.0.full_table.null.LG1.1': [minValueMessage(original)] };
      expect(await post(withTable(payloadFor(), { full_table: lowered }))).toEqual(refusal);

      const saved = await create(token);
      const before = await versionRows(saved.id);
      const put = await test.call(token, 'PUT', SAVE, {
        ...withTable(payloadFor(), { full_table: lowered }),
        inlener_cao_id: saved.id,
        expected_version: saved.version,
      });
      expect(fieldErrors(put)).toEqual(refusal);
      expect(await versionRows(saved.id)).toEqual(before);
    });

    it('accepts a wage exactly when core’s cell check accepts it (random values around the cao’s original)', async () => {
      const table = SCHOONMAAK.salary_tables[0]!;
      const original = table.full_table['null']!['LG1']!['1']!;
      const originalCents = Math.round(Number(original) * 100);
      const nearOriginal = fc
        .integer({ min: -3000, max: 3000 })
        .map((thousandths) => ((originalCents * 10 + thousandths) / 1000).toFixed(3));
      const wire = fc
        .tuple(fc.boolean(), fc.integer({ min: 0, max: 99_999 }), fc.option(fc.stringMatching(/^\d{1,4}$/)))
        .map(
          ([negative, whole, fraction]) =>
            `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`,
        );
      const typedOrBroken = fc.constantFrom(
        '15,52',
        '1.234,56',
        '1.234.567',
        '€ 15',
        '',
        ' ',
        'abc',
        '15.',
        '.5',
        '-0.00',
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(nearOriginal, wire, typedOrBroken), async (value) => {
          const full = structuredClone(table.full_table);
          full['null']!['LG1']!['1'] = value;
          const response = await test.call(
            token,
            'POST',
            SAVE,
            withTable(payloadFor(), { full_table: full }),
          );
          const accepted = storedWageError(value, original) === null;
          expect(response.statusCode, `${value}: ${response.body}`).toBe(accepted ? 201 : 400);
        }),
        { numRuns: 60 },
      );
    });

    it('accepts a random own table exactly when core’s age and cell checks accept every key and wage, and saves nothing otherwise', async () => {
      // Own schemes have no cao original, so core's cell check is storedWageError(value, null) for each wage,
      // and each age key must pass ageKeyError. Nothing else in these tables can be refused.
      // Weighted so that about one table in six passes: both outcomes are met in every run.
      const age = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('null', '16', '18', '21') },
        { weight: 1, arbitrary: fc.constantFrom('21+', '18 jaar', '12', '100', '-3', '18.5', 'abc') },
      );
      const wage = fc.oneof(
        {
          weight: 12,
          arbitrary: fc.integer({ min: -200, max: 4000 }).map((cents) => (cents / 100).toFixed(2)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom('7.125', '0', '15,52', '1.234,56', '2.600', '16.085', '', 'abc', '€ 15'),
        },
      );
      const row = fc.dictionary(fc.constantFrom('1', '2', '3'), wage, { minKeys: 1, maxKeys: 3 });
      const table = fc.dictionary(age, fc.record({ LG1: row, LG2: row }), { minKeys: 1, maxKeys: 3 });
      await fc.assert(
        fc.asyncProperty(table, async (fullTable) => {
          const own = withTable(
            { ...payloadFor(), cao_id: null, follow_salary_tables: null },
            { original_salary_table_id: null, full_table: fullTable, inleners_jobs: [] },
          );
          const accepted = Object.entries(fullTable).every(
            ([key, payscales]) =>
              ageKeyError(key) === null &&
              Object.values(payscales).every((cells) =>
                Object.values(cells).every((value) => storedWageError(value, null) === null),
              ),
          );
          const before = await tableCounts();
          const response = await test.call(token, 'POST', SAVE, own);
          expect(response.statusCode, `${JSON.stringify(fullTable)}: ${response.body}`).toBe(
            accepted ? 201 : 400,
          );
          if (!accepted) expect(await tableCounts()).toEqual(before);
        }),
        { numRuns: 40 },
      );
    });

    it('refuses a wage of zero or less in an own scheme, which has no cao original', async () => {
      const own = withTable(
        { ...payloadFor(), cao_id: null, follow_salary_tables: null },
        {
          original_salary_table_id: null,
          full_table: { null: { LG1: { '1': '-5', '2': '0', '3': '15.52' } } },
          inleners_jobs: [],
        },
      );
      expect(await post(own)).toEqual({
        'salary_tables.0.full_table.null.LG1.1': ['Waarde moet groter dan 0 zijn'],
        'salary_tables.0.full_table.null.LG1.2': ['Waarde moet groter dan 0 zijn'],
      });
    });

    it('refuses an age that is neither all ages nor a whole age from 13 to 99, naming it, and saves nothing', async () => {
      const message = 'Leeftijd moet alle leeftijden (null) of een hele leeftijd van 13 tot en met 99 zijn';
      for (const age of ['21+', '18 jaar', 'abc', '-3', '18.5', '018', '12', '100']) {
        const own = withTable(
          { ...payloadFor(), cao_id: null, follow_salary_tables: null },
          {
            original_salary_table_id: null,
            full_table: { [age]: { LG1: { '1': '12.00' } }, null: { LG1: { '1': '15.52' } } },
            inleners_jobs: [],
          },
        );
        expect(await post(own), age).toEqual({ [`salary_tables.0.full_table.${age}`]: [message] });
      }
    });

    it('refuses duplicate payscale keys, an unknown payscale for a job, and a last table without end date', async () => {
      const fullTable = { null: { LG1: { '1': '14.15' }, ' lg1 ': { '1': '14.15' } } };
      const errors = await post(
        withTable(payloadFor(), { full_table: fullTable, original_salary_table_id: null, end_date: null }),
      );
      expect(errors['salary_tables.0.full_table.null']).toEqual([MESSAGES.unique]);
      expect(errors['salary_tables.0.inleners_jobs.0.minimal_payscale']).toEqual([MESSAGES.invalidValue]);
      expect(errors['salary_tables.0.end_date']).toEqual([MESSAGES.required]);
    });

    it('refuses an end date before the start date', async () => {
      expect(await post({ ...payloadFor(), duration_end: '2020-01-01' })).toEqual({
        duration_end: [MESSAGES.dateAfter],
      });
    });

    it('refuses a werksoort comment of 3 characters, an unknown werksoort and a missing amount', async () => {
      const [ov] = payloadFor().werksoorten;
      const errors = await post({
        ...payloadFor(),
        werksoorten: [
          { ...ov, comment: 'Kort' },
          { ...ov, name: 'OV02', comment: 'Abc' },
          { ...ov, name: 'XYZ01' },
          { ...ov, name: 'TU01', amount: null },
        ],
      });
      expect(errors).toEqual({
        'werksoorten.1.comment': [minLengthMessage(4)],
        'werksoorten.2.name': [MESSAGES.invalidValue],
        'werksoorten.3.amount': [MESSAGES.required],
      });
    });

    it('refuses a one-off bonus description of 101 characters', async () => {
      const errors = await post({
        ...payloadFor(),
        one_off_bonuses: [
          { description: 'x'.repeat(101), bonus_date: '2025-06-01', bonus_type: 'amount', amount: '150' },
        ],
      });
      expect(errors).toEqual({
        'one_off_bonuses.0.description': [maxLengthMessage(MAX_LENGTH.oneOffBonusDescription)],
      });
    });

    it('needs Ja or Nee on following the salary tables when a cao is used', async () => {
      expect(await post({ ...payloadFor(), follow_salary_tables: null })).toEqual({
        follow_salary_tables: [MESSAGES.required],
      });
    });

    it('refuses an unknown cao, a table of another cao, and a proposal', async () => {
      expect(await post({ ...payloadFor(), cao_id: 999_999 })).toEqual({ cao_id: [MESSAGES.invalidValue] });
      const foreign = withTable(payloadFor(), {
        original_salary_table_id: GROOTHANDEL_V1.salary_tables[0]!.id,
      });
      expect(await post(foreign)).toEqual({
        'salary_tables.0.original_salary_table_id': [MESSAGES.invalidValue],
      });
      expect(await post({ ...payloadFor(), proposal_inlener_id: 5 })).toEqual({
        proposal_inlener_id: [PROPOSAL_ONLY_BY_AGENCY],
      });
    });

    it('refuses no tables at all and wrong nested types', async () => {
      expect(await post({ ...payloadFor(), salary_tables: [] })).toEqual({
        salary_tables: [MESSAGES.atLeastOneTable],
      });
      const errors = await post(
        withTable(payloadFor(), { bbl: 'ja' as unknown as boolean, wages_per: 'dag' as 'hour' }),
      );
      expect(Object.keys(errors).sort()).toEqual(['salary_tables.0.bbl', 'salary_tables.0.wages_per']);
    });

    it('rejects malformed and hostile bodies field by field, writing nothing', async () => {
      await expectBadInputRejected(test.app, {
        method: 'POST',
        url: SAVE,
        headers: { authorization: `Bearer ${token}` },
        validBody: payloadFor(),
        fields: [
          { name: 'signed_fullname', kind: 'text', maxLength: SIGNED_FULLNAME_MAX_LENGTH },
          { name: 'terms_accepted', kind: 'accepted' },
          { name: 'cao_text', kind: 'other' },
          { name: 'duration_start', kind: 'other' },
          { name: 'vacation_amount', kind: 'other' },
          { name: 'vacation_allowance', kind: 'other' },
          { name: 'vacation_time_type', kind: 'other' },
          { name: 'year_end_bonus_type', kind: 'other' },
          { name: 'year_end_bonus_comment', kind: 'text', maxLength: MAX_LENGTH.yearEndComment },
        ],
        extraCases: [
          {
            name: 'mass assignment: version_no',
            input: { ...payloadFor(), version_no: 9 },
            expect: { field: 'version_no', message: MESSAGES.unknownField },
          },
          {
            name: 'mass assignment: tenant_id',
            input: { ...payloadFor(), tenant_id: 2 },
            expect: { field: 'tenant_id', message: MESSAGES.unknownField },
          },
          {
            name: 'a wage that is no number',
            input: withTable(payloadFor(), { full_table: { null: { LG1: { '1': 'veel' } } } }),
            expect: { field: 'salary_tables.0.full_table.null.LG1.1', message: MESSAGES.numeric },
          },
          {
            name: 'a date that is no date',
            input: { ...payloadFor(), duration_start: '31-12-2025' },
            expect: { field: 'duration_start', message: MESSAGES.date },
          },
        ],
        snapshot: tableCounts,
      });
    });

    it('refuses a body of 10 MB', async () => {
      const before = await tableCounts();
      const response = await test.app.inject({
        method: 'POST',
        url: SAVE,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...payloadFor(), cao_text: 'x'.repeat(10 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(await tableCounts()).toEqual(before);
    });
  });

  describe('working hours', () => {
    /** An own scheme whose one table pays € 2.000 a month, divided by 1, with the given hours (or none). */
    const ownMonthly = (hours?: string | null): Payload =>
      withTable(
        { ...payloadFor(), cao_id: null, follow_salary_tables: null },
        {
          original_salary_table_id: null,
          salary_table_id: null,
          conform: 'Eigen regeling',
          wages_per: 'month',
          wages_divided_by: '1',
          full_table: { null: { A: { '1': '2000.00' }, B: { '1': '2100.00' } } },
          inleners_jobs: [{ job_id: null, name: 'Glazenwasser hoogbouw', minimal_payscale: 'B', aard: null }],
          ...(hours === undefined ? {} : { hours_in_workweek: hours }),
        },
      );

    it('refuses a new save of a monthly wage divided by 1 without working hours, in Dutch, and keeps them once given', async () => {
      const { token } = await test.hirer();
      for (const hours of [undefined, null]) {
        const response = await test.call(token, 'POST', SAVE, ownMonthly(hours));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({
          errors: { 'salary_tables.0.hours_in_workweek': [MESSAGES.workHoursRequired] },
          non_field_errors: [],
        });
      }
      const refused = await test.call(token, 'POST', SAVE, ownMonthly('61'));
      expect(refused.json()).toMatchObject({
        errors: { 'salary_tables.0.hours_in_workweek': ['Waarde moet maximaal 60 zijn'] },
      });
      const saved = await create(token, ownMonthly('36'));
      const [table] = (await detail(token, saved.guid)).salary_tables;
      expect(table).toMatchObject({ wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '36' });
    });

    it("takes the cao's hours for a table saved without its own, and leaves an hourly table without them", async () => {
      const { token } = await test.hirer();
      const groothandel = await create(token, payloadFor(GROOTHANDEL_V1));
      expect((await detail(token, groothandel.guid)).salary_tables[0]).toMatchObject({
        wages_divided_by: '173.33',
        hours_in_workweek: '40',
      });
      const own = withTable(
        { ...payloadFor(), cao_id: null, follow_salary_tables: null },
        { original_salary_table_id: null, salary_table_id: null, conform: 'Eigen regeling' },
      );
      const hourly = await create(token, own);
      expect((await detail(token, hourly.guid)).salary_tables[0]).toMatchObject({
        wages_per: 'hour',
        hours_in_workweek: null,
      });
    });

    it('still reads and exports a version saved before the hours existed, which a save now refuses', async () => {
      const owner = await test.hirer({ kvkVerified: true });
      const old = await createScheme(
        test.db,
        { ...ownMonthly(), signed_fullname: 'Oude Versie' },
        { userId: owner.userId, companyId: owner.companyId },
        new Date('2025-03-01T09:00:00Z'),
      );
      const read = await detail(owner.token, old.guid);
      expect(read.salary_tables[0]).toMatchObject({ wages_divided_by: '1', hours_in_workweek: null });
      const exportUrl = `/api/inleners/inleners-cao/${old.guid}/export/`;
      for (const format of ['json', 'csv', 'setu']) {
        const response = await test.call(owner.token, 'GET', `${exportUrl}?format=${format}`);
        expect(response.statusCode, `${format}: ${response.body}`).toBe(200);
      }
      // Editing it asks for the hours before it saves (a saved version is never rewritten).
      const edit = await test.call(owner.token, 'PUT', SAVE, {
        ...ownMonthly(),
        inlener_cao_id: old.id,
        expected_version: 1,
      });
      expect(edit.statusCode).toBe(400);
      expect((await detail(owner.token, old.guid)).version).toBe(1);
    });
  });

  describe('access', () => {
    it('needs a valid login; anonymous writes are stopped before anything else', async () => {
      for (const [method, url] of [
        ['GET', LIST],
        ['GET', detailUrl('00000000-0000-4000-8000-000000000000')],
        ['POST', SAVE],
        ['PUT', SAVE],
      ] as const) {
        const response = await test.app.inject({
          method,
          url,
          headers: { authorization: 'Bearer kapot.token.waarde' },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await test.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
      const anonymous = await test.app.inject({ method: 'POST', url: SAVE, payload: payloadFor() });
      // The CSRF check (403) or the login (401) stops it; never validation or a save.
      expect([401, 403]).toContain(anonymous.statusCode);
    });

    it('lets a sub-user without the create permission read but not save (403)', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const reader = await test.hirer({ companyId: owner.companyId, canCreateSchemes: false });
      const before = await tableCounts();
      const post = await test.call(reader.token, 'POST', SAVE, payloadFor());
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ detail: expect.any(String) as string });
      const put = await test.call(reader.token, 'PUT', SAVE, {
        ...payloadFor(),
        inlener_cao_id: saved.id,
        expected_version: 1,
      });
      expect(put.statusCode).toBe(403);
      // Even a broken body is refused for the permission first, so validation tells such a user nothing.
      expect((await test.call(reader.token, 'POST', SAVE, { kapot: true })).statusCode).toBe(403);
      expect(await tableCounts()).toEqual(before);
      expect((await detail(reader.token, saved.guid)).version).toBe(1);
      const list = await test.call(reader.token, 'GET', LIST);
      expect(list.statusCode).toBe(200);
      expect(inlenersCaoListResponseSchema.parse(list.json()).map((item) => item.guid)).toEqual([saved.guid]);
    });

    it('answers 404 for another company’s scheme, an unknown guid or version, and changes nothing', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token);
      const other = await test.hirer();
      const before = await tableCounts();
      for (const url of [
        detailUrl(saved.guid),
        detailUrl(saved.guid, '?version=1'),
        detailUrl('00000000-0000-4000-8000-000000000000'),
        detailUrl('geen-guid'),
      ]) {
        const response = await test.call(other.token, 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: NOT_FOUND });
      }
      expect((await test.call(owner.token, 'GET', detailUrl(saved.guid, '?version=2'))).statusCode).toBe(404);
      const put = await test.call(other.token, 'PUT', SAVE, {
        ...payloadFor(),
        inlener_cao_id: saved.id,
        expected_version: 1,
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ detail: NOT_FOUND });
      expect(await tableCounts()).toEqual(before);
      const list = await test.call(other.token, 'GET', LIST);
      expect(list.json()).toEqual([]);
    });

    it('refuses an agency account (403)', async () => {
      const agency = await test.agency();
      expect((await test.call(agency.token, 'POST', SAVE, payloadFor())).statusCode).toBe(403);
      expect((await test.call(agency.token, 'GET', LIST)).statusCode).toBe(403);
    });
  });

  describe('the list', () => {
    it('lists the company’s schemes at their newest versions, also with get_proposals=true', async () => {
      const owner = await test.hirer();
      const first = await create(owner.token);
      test.clock.advance(1000);
      const second = await create(owner.token, {
        ...payloadFor(),
        cao_id: null,
        follow_salary_tables: null,
        vacation_time_type: 'days_per_year',
        vacation_amount: '20',
        salary_tables: withTable(payloadFor(), { original_salary_table_id: null }).salary_tables,
      });
      test.clock.advance(1000);
      await test.call(owner.token, 'PUT', SAVE, {
        ...payloadFor(),
        inlener_cao_id: first.id,
        expected_version: 1,
      });
      for (const query of ['', '?get_proposals=true', '?get_proposals=false']) {
        const response = await test.call(owner.token, 'GET', `${LIST}${query}`);
        expect(response.statusCode).toBe(200);
        const list = inlenersCaoListResponseSchema.parse(response.json());
        expect(list.map((item) => [item.guid, item.version])).toEqual([
          [first.guid, 2],
          [second.guid, 1],
        ]);
        expect(list[0]).toMatchObject({
          full_name: SCHOONMAAK.full_name,
          koppelingen: [],
          new_cao_version: [],
        });
      }
      expect(fieldErrors(await test.call(owner.token, 'GET', `${LIST}?get_proposals=ja`))).toHaveProperty(
        'get_proposals',
      );
      expect(
        fieldErrors(await test.call(owner.token, 'GET', detailUrl(first.guid, '?version=nul'))),
      ).toHaveProperty('version');
    });
  });

  describe('links in the detail', () => {
    it('shows the links saved with PUT koppelingen in the detail (every version) and the list', async () => {
      const owner = await test.hirer({ kvkVerified: true });
      const saved = await create(owner.token);
      const agencyKvk = String(71_000_000 + (process.pid % 999_999)).padStart(8, '0');
      const agency = await createTestUser(test.db, { companyKind: 'uitlener', kvkNr: agencyKvk });
      const link = {
        kvk_nr: agencyKvk,
        handelsnaam: 'Uitzendbureau Zuid B.V.',
        contact_email: agency.email,
        disabled: false,
      };
      const withoutAccount = { ...link, kvk_nr: '12345670', contact_email: 'info@geenaccount.test' };
      const put = await test.call(owner.token, 'PUT', `${SAVE}${saved.guid}/koppelingen/`, {
        koppelingen: [link, withoutAccount],
      });
      expect(put.statusCode, put.body).toBe(200);
      const expected = [
        { ...link, active: true, new: true },
        { ...withoutAccount, active: false, new: true },
      ];
      expect((await detail(owner.token, saved.guid)).koppelingen).toEqual(expected);
      await test.call(owner.token, 'PUT', SAVE, {
        ...payloadFor(),
        inlener_cao_id: saved.id,
        expected_version: 1,
      });
      // Links belong to the scheme, not to a version: version 1 and version 2 both show them.
      expect((await detail(owner.token, saved.guid, '?version=1')).koppelingen).toEqual(expected);
      expect((await detail(owner.token, saved.guid)).koppelingen).toEqual(expected);
      const list = inlenersCaoListResponseSchema.parse((await test.call(owner.token, 'GET', LIST)).json());
      expect(list.find((item) => item.id === saved.id)?.koppelingen).toEqual(expected);
    });
  });

  describe('a saved version read again (rendered once, ETag)', () => {
    it('answers 304 to If-None-Match with its tag, and a new tag and body once a live part changed', async () => {
      const owner = await test.hirer({ kvkVerified: true });
      const saved = await create(owner.token, payloadFor(GROOTHANDEL_V1));
      const first = await test.call(owner.token, 'GET', detailUrl(saved.guid));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-store');
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const body = inlenersCaoResponseSchema.parse(first.json());
      expect(body).toMatchObject({ id: saved.id, version: 1, koppelingen: [], new_cao_version: [] });

      const again = await test.call(owner.token, 'GET', detailUrl(saved.guid), undefined, {
        'if-none-match': String(etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      for (const header of [`W/${etag}`, `"ander", ${etag}`, '*']) {
        const match = await test.call(owner.token, 'GET', detailUrl(saved.guid), undefined, {
          'if-none-match': header,
        });
        expect(match.statusCode, header).toBe(304);
      }
      const other = await test.call(owner.token, 'GET', detailUrl(saved.guid), undefined, {
        'if-none-match': '"ander"',
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(first.json());

      // A link, a newer cao version and a later version of the scheme each show on the version read before.
      const tags = new Set([etag]);
      const readV1 = async () => {
        const response = await test.call(owner.token, 'GET', detailUrl(saved.guid, '?version=1'), undefined, {
          'if-none-match': String(etag),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(tags.has(response.headers.etag as string)).toBe(false);
        tags.add(response.headers.etag as string);
        return inlenersCaoResponseSchema.parse(response.json());
      };
      const newest = async () =>
        inlenersCaoResponseSchema.parse((await test.call(owner.token, 'GET', detailUrl(saved.guid))).json());
      for (let read = 0; read < 3; read++) expect((await newest()).koppelingen).toEqual([]);
      const link = {
        kvk_nr: '12345670',
        handelsnaam: 'Uitzendbureau Zuid B.V.',
        contact_email: 'info@zuid.test',
        disabled: false,
      };
      const put = await test.call(owner.token, 'PUT', `${SAVE}${saved.guid}/koppelingen/`, {
        koppelingen: [link],
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await readV1()).koppelingen).toEqual([{ ...link, active: false, new: true }]);
      // The newest version (read before, so its body, tag and on PGlite its lookup are kept) shows the link
      // at once too, and the cao news below.
      expect((await newest()).koppelingen).toEqual([{ ...link, active: false, new: true }]);

      await importCaoFile(test.db, `${CAOS}voorbeeld-groothandel-v2.json`, {
        now: test.clock.now(),
        publicUrl: 'http://portaal.test',
      });
      const afterImport = await readV1();
      expect(afterImport.new_cao_version).toHaveLength(2);
      expect(afterImport.has_new_based_on_tables).toBe(true);
      expect((await newest()).new_cao_version).toEqual(afterImport.new_cao_version);

      const changed = await test.call(owner.token, 'PUT', SAVE, {
        ...payloadFor(GROOTHANDEL_V1),
        inlener_cao_id: saved.id,
        expected_version: 1,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const afterSave = await readV1();
      expect(afterSave.versions.map((entry) => entry.version)).toEqual([1, 2]);
      expect(afterSave.versions_after).toBeNull();
      expect((await newest()).version).toBe(2);
      // What was saved in version 1 is what it was.
      const {
        versions: _v,
        versions_after: _a,
        koppelingen: _k,
        new_cao_version: _n,
        new_based_on_tables: _t,
        has_new_based_on_tables: _h,
        ...fixed
      } = afterSave;
      const {
        versions: _v1,
        versions_after: _a1,
        koppelingen: _k1,
        new_cao_version: _n1,
        new_based_on_tables: _t1,
        has_new_based_on_tables: _h1,
        ...fixedBefore
      } = body;
      expect(fixed).toEqual(fixedBefore);
    });

    it('answers a version that does not exist, or of another company, with 404 whatever was read before', async () => {
      const owner = await test.hirer();
      const stranger = await test.hirer();
      const saved = await create(owner.token);
      expect((await test.call(owner.token, 'GET', detailUrl(saved.guid))).statusCode).toBe(200);
      expect((await test.call(stranger.token, 'GET', detailUrl(saved.guid))).statusCode).toBe(404);
      for (const query of ['?version=2', '?version=0']) {
        const response = await test.call(owner.token, 'GET', detailUrl(saved.guid, query));
        expect(response.statusCode, query).toBe(query === '?version=0' ? 400 : 404);
      }
    });
  });

  describe('a new cao version', () => {
    it('marks schemes based on the old version: new_cao_version and newer based-on tables', async () => {
      const owner = await test.hirer();
      const saved = await create(owner.token, payloadFor(GROOTHANDEL_V1));
      const untouched = await create(owner.token);
      await importCaoFile(test.db, `${CAOS}voorbeeld-groothandel-v2.json`, {
        now: test.clock.now(),
        publicUrl: 'http://portaal.test',
      });
      const [latest] = await test.db
        .execute<{ id: number; full_name: string }>(
          sql`select id, full_name from cao_versions where is_latest and cao_id = (select cao_id from cao_versions where id = ${GROOTHANDEL_V1.id})`,
        )
        .then((result) => (result as unknown as { rows: { id: number; full_name: string }[] }).rows);
      expect(latest).toBeDefined();
      const scheme = await detail(owner.token, saved.guid);
      expect(scheme.new_cao_version).toEqual([latest!.id, latest!.full_name]);
      expect(scheme.has_new_based_on_tables).toBe(true);
      expect(scheme.new_based_on_tables.map((table) => table.name)).toEqual(['Salarisschalen 1-1-2026']);
      expect(scheme.new_based_on_tables[0]?.cao_id).toBe(latest!.id);
      const list = inlenersCaoListResponseSchema.parse((await test.call(owner.token, 'GET', LIST)).json());
      const item = list.find((entry) => entry.guid === saved.guid);
      expect(item).toMatchObject({
        new_cao_version: [latest!.id, latest!.full_name],
        has_new_based_on_tables: true,
      });
      const other = list.find((entry) => entry.guid === untouched.guid);
      expect(other).toMatchObject({ new_cao_version: [], has_new_based_on_tables: false });

      // Taking over the new version and its tables clears both marks.
      const v2 = caoSchema.parse(JSON.parse(readFileSync(`${CAOS}voorbeeld-groothandel-v2.json`, 'utf8')));
      const table = v2.salary_tables[0]!;
      const updated = withTable(
        { ...payloadFor(v2), cao_id: latest!.id },
        {
          original_salary_table_id: scheme.new_based_on_tables[0]!.id,
          salary_table_id: scheme.new_based_on_tables[0]!.id,
        },
      );
      expect(table.name).toBe('Salarisschalen 1-1-2026');
      const put = await test.call(owner.token, 'PUT', SAVE, {
        ...updated,
        inlener_cao_id: saved.id,
        expected_version: 1,
      });
      expect(put.statusCode, put.body).toBe(200);
      const after = await detail(owner.token, saved.guid);
      expect(after).toMatchObject({ version: 2, new_cao_version: [], has_new_based_on_tables: false });
      // The old version still tells what was new for it.
      expect((await detail(owner.token, saved.guid, '?version=1')).has_new_based_on_tables).toBe(true);
    });
  });
});

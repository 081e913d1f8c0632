import { inlenersCaoPayloadSchema } from '@beloning/core/schemas';
import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { schemeUpdatePayload } from './scheme-payload.js';

describe('schemeUpdatePayload', () => {
  it('saves the scheme again as it is, from the version it was read at', () => {
    const scheme = testScheme();
    const payload = schemeUpdatePayload(scheme);
    expect(inlenersCaoPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      inlener_cao_id: 7,
      expected_version: 3,
      cao_id: null,
      signed_fullname: 'Jan de  Vries',
      terms_accepted: true,
      duration_start: '2025-01-01',
      duration_end: '2025-12-31',
      vacation_amount: '25',
      vacation_allowance: '8',
      year_end_bonus_type: 'Geen',
      proposal_inlener_id: null,
    });
    expect(payload.salary_tables.map((table) => [table.name, table.active_per, table.full_table])).toEqual(
      scheme.salary_tables.map((table) => [table.name, table.active_per, table.full_table]),
    );
    expect(payload.salary_tables[1]?.inleners_jobs).toEqual([
      { job_id: null, name: 'Glazenwasser', minimal_payscale: 'B', aard: null },
    ]);
  });
});

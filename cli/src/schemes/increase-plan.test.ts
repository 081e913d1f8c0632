import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { DatedIncreaseRefusal, planDatedIncreaseEdit } from './increase-plan.js';
import { schemeUpdatePayload } from './scheme-payload.js';

const scheme = testScheme();
const payload = schemeUpdatePayload(scheme);
describe('planDatedIncreaseEdit', () => {
  const steps = [
    { type: 'percentage' as const, value: '3' },
    { type: 'amount' as const, value: '0', payscales: { B: '0.25' } },
  ];

  it('adds follow-ups from the date and ends a table running past it; every other table is sent as it was', () => {
    const { payload: next, changes } = planDatedIncreaseEdit(scheme, payload, { per: '2025-10-01', steps });
    expect(next.salary_tables[0]).toEqual(payload.salary_tables[0]);
    expect(next.salary_tables[1]).toEqual({ ...payload.salary_tables[1], end_date: '2025-09-30' });
    expect(next.salary_tables[2]).toEqual({ ...payload.salary_tables[2], end_date: '2025-09-30' });
    expect(
      next.salary_tables.slice(3).map((table) => [table.name, table.active_per, table.end_date]),
    ).toEqual([
      ['Basis', '2025-10-01', '2025-12-31'],
      ['Jeugd', '2025-10-01', '2025-12-31'],
    ]);
    // Basis of 1-7-2025: A 15,20 x 1,03 = 15,656 -> 15,66; B 16,00 x 1,03 + 0,25 = 16,73.
    expect(next.salary_tables[3]).toMatchObject({
      salary_table_id: null,
      full_table: { null: { A: { '1': '15.66', '2': '16.17' }, B: { '1': '16.73' } } },
      inleners_jobs: [{ job_id: null, name: 'Glazenwasser' }],
    });
    expect(changes.map((change) => [change.table.name, change.action, change.verb])).toEqual([
      ['Basis', 'ended', undefined],
      ['Jeugd', 'ended', undefined],
      ['Basis', 'follow-up', 'verhoogd'],
      ['Jeugd', 'follow-up', 'verhoogd'],
    ]);
  });

  it("refuses with core's reasons, and names a cut verlaagd", () => {
    expect(() => planDatedIncreaseEdit(scheme, payload, { per: '2025-03-01', steps })).toThrow(
      DatedIncreaseRefusal,
    );
    const cut = planDatedIncreaseEdit(scheme, payload, {
      per: '2025-10-01',
      steps: [{ type: 'percentage', value: '-5' }],
    });
    expect(
      cut.changes.filter((change) => change.action === 'follow-up').map((change) => change.verb),
    ).toEqual(['verlaagd', 'verlaagd']);
  });
});

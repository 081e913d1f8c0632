import { increaseFullTable } from '@beloning/core/salary';
import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { planIncrease, UnknownTableError } from './increase-plan.js';
import { schemeUpdatePayload } from './scheme-payload.js';

const scheme = testScheme();
const payload = schemeUpdatePayload(scheme);
const increase = {
  steps: [{ type: 'percentage' as const, value: '2,5' }],
  rounding: { mode: 'up' as const, decimals: 2 },
};

describe('planIncrease', () => {
  it('raises the newest table of each name with core maths and leaves older tables of a series alone', () => {
    const { payload: next, changes } = planIncrease(scheme, payload, increase);
    expect(next.salary_tables[0]).toEqual(payload.salary_tables[0]);
    expect(next.salary_tables[1]?.full_table).toEqual({
      null: { A: { '1': '15.58', '2': '16.10' }, B: { '1': '16.40' } },
    });
    expect(next.salary_tables[2]?.full_table).toEqual(
      increaseFullTable(payload.salary_tables[2]?.full_table ?? {}, increase.steps, increase.rounding),
    );
    expect(changes.map((change) => [change.table.name, change.action, change.counts.changed])).toEqual([
      ['Basis', 'increased', 3],
      ['Jeugd', 'increased', 1],
    ]);
  });

  it('raises one table with --table', () => {
    const { payload: next, changes } = planIncrease(scheme, payload, increase, 'jeugd');
    expect(next.salary_tables[1]).toEqual(payload.salary_tables[1]);
    expect(next.salary_tables[2]?.full_table).toEqual({ '18': { A: { '1': '12.30' } } });
    expect(changes).toHaveLength(1);
  });

  it('names the tables there are when --table names none of them', () => {
    const run = () => planIncrease(scheme, payload, increase, 'Senior');
    expect(run).toThrow(UnknownTableError);
    expect(run).toThrow("Loontabel 'Senior' staat niet in deze regeling.");
    try {
      run();
    } catch (error) {
      expect((error as UnknownTableError).known).toEqual(['Basis', 'Jeugd']);
    }
  });
});

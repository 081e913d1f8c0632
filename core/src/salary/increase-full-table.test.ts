import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FullTable } from '../schemas/salary-table.js';
import { applyIncrease } from './apply-increase.js';
import { increaseFullTable } from './increase-full-table.js';

const table: FullTable = {
  null: { LG1: { '1': '15.52', '2': '16.08' }, LG2: { '1': '16.31' } },
  '18': { LG1: { '1': '11.62' } },
};

describe('increaseFullTable', () => {
  it('increases every wage and keeps the ages, payscales and periodicals', () => {
    expect(increaseFullTable(table, [{ type: 'percentage', value: '3' }])).toEqual({
      null: { LG1: { '1': '15.99', '2': '16.56' }, LG2: { '1': '16.80' } },
      '18': { LG1: { '1': '11.97' } },
    });
  });

  it('rounds as asked', () => {
    const increased = increaseFullTable(table, [{ type: 'amount', value: '0.005' }], {
      mode: 'down',
      decimals: 2,
    });
    expect(increased['18']).toEqual({ LG1: { '1': '11.62' } });
    const up = increaseFullTable(table, [{ type: 'amount', value: '0.001' }], { mode: 'up' });
    expect(up['18']).toEqual({ LG1: { '1': '11.63' } });
  });

  it('leaves the input table unchanged', () => {
    const copy = structuredClone(table);
    increaseFullTable(table, [{ type: 'percentage', value: '10' }]);
    expect(table).toEqual(copy);
  });

  it('returns an empty table for an empty table', () => {
    expect(increaseFullTable({}, [{ type: 'percentage', value: '10' }])).toEqual({});
  });

  it('refuses a table with a wage that is not a number', () => {
    expect(() => increaseFullTable({ null: { A: { '1': '15,52' } } }, [])).toThrow(
      expect.objectContaining({ code: 'invalid_decimal' }),
    );
  });

  it('gives each cell what applyIncrease gives it', () => {
    const wage = fc
      .integer({ min: 0, max: 99_999_999 })
      .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    const fullTable = fc.dictionary(
      fc.constantFrom('null', '18', '19', '21'),
      fc.dictionary(
        fc.constantFrom('A', 'B', '1', '10'),
        fc.dictionary(fc.constantFrom('0', '1', '2'), wage),
      ),
    );
    fc.assert(
      fc.property(fullTable, fc.integer({ min: -1000, max: 1000 }), (value, hundredths) => {
        const steps = [{ type: 'percentage' as const, value: String(hundredths / 100) }];
        const increased = increaseFullTable(value, steps);
        for (const [age, payscales] of Object.entries(value)) {
          for (const [payscale, periodicals] of Object.entries(payscales)) {
            for (const [periodical, cell] of Object.entries(periodicals)) {
              expect(increased[age]?.[payscale]?.[periodical]).toBe(applyIncrease(cell, steps));
            }
          }
        }
      }),
    );
  });
});

import { increaseFullTable } from '@beloning/core/salary';
import { describe, expect, it } from 'vitest';
import { clearedCells, increasedTable } from './table-edits';

const table = {
  null: { A: { '1': '15.52', '2': '16.00' }, B: { '1': '17.00' } },
};

describe('the bulk increase', () => {
  it('raises the whole table as core does', () => {
    const input = { type: 'percentage', value: '3', mode: 'up', decimals: '2' } as const;
    const result = increasedTable(table, input, null, null);
    expect(result.ok && result.table).toEqual(
      increaseFullTable(table, [{ type: 'percentage', value: '3' }], { mode: 'up', decimals: 2 }),
    );
  });

  it('raises only the selected cells', () => {
    const input = { type: 'amount', value: '1,5', mode: 'mathematical', decimals: '2' } as const;
    const result = increasedTable(table, input, [{ age: 'null', payscale: 'A', periodical: '2' }], null);
    expect(result.ok && result.table).toEqual({
      null: { A: { '1': '15.52', '2': '17.50' }, B: { '1': '17.00' } },
    });
    expect(result.ok && result.changes).toHaveLength(1);
  });

  it('refuses a decrease below the cao value, naming the cell', () => {
    const input = { type: 'amount', value: '-1', mode: 'mathematical', decimals: '2' } as const;
    const result = increasedTable(table, input, null, table);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toBe('schaal A, periodiek 1: Waarde moet minimaal 15,52 zijn');
  });

  it('refuses a value that is no number', () => {
    const input = { type: 'percentage', value: 'drie', mode: 'up', decimals: '2' } as const;
    expect(increasedTable(table, input, null, null)).toEqual({
      ok: false,
      errors: ['Vul een geldig getal in'],
    });
  });
});

describe('clearing cells', () => {
  it('removes wages and names the periodicals that lose their last one', () => {
    const result = clearedCells(table, 'null', [
      { age: 'null', payscale: 'A', periodical: '2' },
      { age: 'null', payscale: 'B', periodical: '2' },
    ]);
    expect(result).toEqual({
      table: { null: { A: { '1': '15.52' }, B: { '1': '17.00' } } },
      removedPeriodicals: ['2'],
      cleared: 1,
    });
  });

  it('is null when no cell holds a wage', () => {
    expect(clearedCells(table, 'null', [{ age: 'null', payscale: 'B', periodical: '2' }])).toBeNull();
  });
});

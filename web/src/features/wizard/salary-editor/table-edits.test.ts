import { increaseFullTable } from '@beloning/core/salary';
import { describe, expect, it } from 'vitest';
import { newTableForm } from '@beloning/core/wizard';
import { clearedCells, datedIncreasedTables, increasedTable } from './table-edits';

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

describe('ordered steps and a raise per date', () => {
  it('applies the percentage, then the amount of each payscale, rounded once', () => {
    const input = {
      type: 'percentage',
      value: '3',
      amounts: { A: '0,25', B: '' },
      mode: 'mathematical',
      decimals: '2',
    } as const;
    const result = increasedTable(table, input, null, null);
    // 15,52 x 1,03 + 0,25 = 16,2356 -> 16,24; B has no amount: 17,00 x 1,03 = 17,51.
    expect(result.ok && result.table).toEqual({
      null: { A: { '1': '16.24', '2': '16.73' }, B: { '1': '17.51' } },
    });
    const bad = { ...input, amounts: { A: 'veel' } };
    expect(increasedTable(table, bad, null, null)).toEqual({
      ok: false,
      errors: ['schaal A: Vul een geldig getal in'],
    });
  });

  it('adds a follow-up per date to the series and leaves the tables before it as they were', () => {
    const first = {
      ...newTableForm('Lonen 1-7-2025', []),
      activePer: '01-07-2025',
      endDate: '31-12-2025',
      fullTable: table,
    };
    const second = {
      ...newTableForm('Lonen 1-1-2026', [first]),
      activePer: '01-01-2026',
      endDate: '30-06-2026',
      fullTable: table,
    };
    const forms = [first, second];
    const input = {
      type: 'percentage',
      value: '3',
      amounts: { A: '0,25', B: '0,10' },
      mode: 'mathematical',
      decimals: '2',
      per: '01-07-2026',
      endDate: '31-12-2026',
    } as const;
    const result = datedIncreasedTables(forms, 0, input);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tables.slice(0, 2)).toEqual(forms);
    expect(result.followUp).toMatchObject({
      name: 'Lonen 1-7-2026',
      activePer: '01-07-2026',
      endDate: '31-12-2026',
      fullTable: { null: { A: { '1': '16.24', '2': '16.73' }, B: { '1': '17.61' } } },
    });
    expect(result.changes).toHaveLength(3);
    const beyond = datedIncreasedTables(forms, 0, { ...input, value: '1000', amounts: {} });
    expect(beyond).toMatchObject({ ok: false, beyondBound: true });
    expect(datedIncreasedTables(forms, 0, { ...input, value: '1000', amounts: {}, force: true }).ok).toBe(
      true,
    );
    expect(datedIncreasedTables(forms, 0, { ...input, per: '31-06-2026' })).toEqual({
      ok: false,
      errors: ['Geldige datum vereist (DD-MM-YYYY)'],
      beyondBound: false,
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

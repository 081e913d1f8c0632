import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FullTable } from '../schemas/salary-table.js';
import { sameFullTable } from './table-keys.js';

const table: FullTable = { null: { LG1: { '1': '14.05', '2': '14.50' }, LG2: { '1': '15.00' } } };

describe('sameFullTable', () => {
  it('holds for the same wages under the same keys, also in another object', () => {
    expect(sameFullTable(table, table)).toBe(true);
    expect(sameFullTable(table, structuredClone(table))).toBe(true);
    expect(sameFullTable({}, {})).toBe(true);
  });

  it('tells apart another wage, another key, a missing cell and another order', () => {
    expect(sameFullTable(table, { null: { ...table.null, LG2: { '1': '15.01' } } })).toBe(false);
    expect(sameFullTable(table, { null: { ...table.null, LG3: { '1': '15.00' } } })).toBe(false);
    expect(sameFullTable(table, { null: { LG1: { '1': '14.05', '2': '14.50' }, LG2: {} } })).toBe(false);
    expect(
      sameFullTable(table, { null: { LG2: { '1': '15.00' }, LG1: { '1': '14.05', '2': '14.50' } } }),
    ).toBe(false);
    expect(sameFullTable(table, { '18': table.null! })).toBe(false);
  });

  it('answers as comparing the JSON texts does', () => {
    const wage = fc.constantFrom('14.05', '14.5', '15.00', '');
    const periodicals = fc.dictionary(fc.constantFrom('1', '2', '3'), wage, { maxKeys: 3 });
    const payscales = fc.dictionary(fc.constantFrom('LG1', 'LG2'), periodicals, { maxKeys: 2 });
    const tables = fc.dictionary(fc.constantFrom('null', '18'), payscales, { maxKeys: 2 });
    fc.assert(
      fc.property(tables, tables, (a, b) => {
        expect(sameFullTable(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
      }),
      { numRuns: 500 },
    );
  });
});

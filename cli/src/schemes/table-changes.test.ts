import { describe, expect, it } from 'vitest';
import { cellCount, countCellChanges } from './table-changes.js';

describe('countCellChanges', () => {
  it('counts changed, added, removed and unchanged cells; 16.0 equals 16.00', () => {
    const before = { null: { A: { '1': '15.00', '2': '16.00' }, B: { '1': '17.00' } } };
    const after = { null: { A: { '1': '15.10', '2': '16.0', '3': '16.50' } }, '18': { A: { '1': '12.00' } } };
    expect(countCellChanges(before, after)).toEqual({ changed: 1, added: 2, removed: 1, unchanged: 1 });
  });

  it('finds nothing changed in equal tables', () => {
    const table = { null: { A: { '1': '15.00' } } };
    expect(countCellChanges(table, structuredClone(table))).toEqual({
      changed: 0,
      added: 0,
      removed: 0,
      unchanged: 1,
    });
  });
});

describe('cellCount', () => {
  it('counts the wages of every age and payscale', () => {
    expect(cellCount({ null: { A: { '1': '1', '2': '2' } }, '18': { A: { '1': '1' } } })).toBe(3);
    expect(cellCount({})).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { cellChanges, cellTotal, countCellChanges, drasticChange, type CellChange } from './cell-changes.js';

describe('cellChanges and countCellChanges', () => {
  const before = { null: { A: { '1': '15.00', '2': '16.00' }, B: { '1': '17.00' } } };
  const after = { null: { A: { '1': '15.10', '2': '16.0', '3': '16.50' } }, '18': { A: { '1': '12.00' } } };

  it('lists every changed, new and dropped cell with its old and new wage; 16.0 equals 16.00', () => {
    // Whole-number keys ('18') come first, as JavaScript lists an object's keys.
    expect(cellChanges(before, after)).toEqual([
      { age: '18', payscale: 'A', periodical: '1', old: null, new: '12.00' },
      { age: 'null', payscale: 'A', periodical: '1', old: '15.00', new: '15.10' },
      { age: 'null', payscale: 'A', periodical: '3', old: null, new: '16.50' },
      { age: 'null', payscale: 'B', periodical: '1', old: '17.00', new: null },
    ]);
  });

  it('counts changed, added, removed and unchanged cells', () => {
    expect(countCellChanges(before, after)).toEqual({ changed: 1, added: 2, removed: 1, unchanged: 1 });
  });

  it('finds nothing changed in equal tables', () => {
    const table = { null: { A: { '1': '15.00' } } };
    expect(cellChanges(table, structuredClone(table))).toEqual([]);
    expect(countCellChanges(table, structuredClone(table))).toEqual({
      changed: 0,
      added: 0,
      removed: 0,
      unchanged: 1,
    });
  });

  it('counts the wages of every age and payscale', () => {
    expect(cellTotal({ null: { A: { '1': '1', '2': '2' } }, '18': { A: { '1': '1' } } })).toBe(3);
    expect(cellTotal({})).toBe(0);
  });
});

describe('drasticChange', () => {
  const change = (old: string | null, next: string | null): CellChange => ({
    age: 'null',
    payscale: 'A',
    periodical: '1',
    old,
    new: next,
  });

  it('asks for a confirmation when a wage more than doubles, falls below half, or is dropped', () => {
    expect(drasticChange(change('15.52', '16085'))).toBe('more_than_double');
    expect(drasticChange(change('15.52', '31.05'))).toBe('more_than_double');
    expect(drasticChange(change('2600', '2.60'))).toBe('less_than_half');
    expect(drasticChange(change('15.52', '7.75'))).toBe('less_than_half');
    expect(drasticChange(change('15.52', null))).toBe('dropped');
  });

  it('lets exactly double, exactly half, an ordinary raise and a new cell pass', () => {
    expect(drasticChange(change('15.52', '31.04'))).toBeNull();
    expect(drasticChange(change('15.52', '7.76'))).toBeNull();
    expect(drasticChange(change('15.52', '15.99'))).toBeNull();
    expect(drasticChange(change(null, '99999'))).toBeNull();
  });
});

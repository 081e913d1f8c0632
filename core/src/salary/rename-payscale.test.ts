import { describe, expect, it } from 'vitest';
import type { FullTable } from '../schemas/salary-table.js';
import { renamePayscale } from './rename-payscale.js';

const table: FullTable = {
  '18': { A: { '1': '11.62' }, B: { '1': '12.21', '2': '12.80' } },
  null: { A: { '1': '14.15' }, B: { '1': '14.87' }, C: {} },
};
const frozen = structuredClone(table);

describe('renamePayscale', () => {
  it('renames the row in every age, keeps its wages and its place, and leaves the input alone', () => {
    const result = renamePayscale(table, 'A', ' LG1 ');
    expect(result).toEqual({
      ok: true,
      table: {
        '18': { LG1: { '1': '11.62' }, B: { '1': '12.21', '2': '12.80' } },
        null: { LG1: { '1': '14.15' }, B: { '1': '14.87' }, C: {} },
      },
    });
    if (result.ok) expect(Object.keys(result.table['18'] ?? {})).toEqual(['LG1', 'B']);
    expect(table).toEqual(frozen);
  });

  it('allows a key to change only its case', () => {
    const result = renamePayscale(table, 'B', 'b');
    expect(result.ok && Object.keys(result.table.null ?? {})).toEqual(['A', 'b', 'C']);
  });

  it("refuses an empty, too long or taken key and an unknown row with core's Dutch messages", () => {
    expect(renamePayscale(table, 'A', '  ')).toEqual({
      ok: false,
      error: { code: 'required', message: 'Veld is vereist' },
    });
    expect(renamePayscale(table, 'A', 'ABCDEFGHIJK')).toEqual({
      ok: false,
      error: { code: 'too_long', message: 'Maximaal 10 karakters' },
    });
    expect(renamePayscale(table, 'A', 'ABCDEFGHIJ').ok).toBe(true);
    expect(renamePayscale(table, 'A', ' c ')).toEqual({
      ok: false,
      error: { code: 'unique', message: 'Waarde moet uniek zijn' },
    });
    expect(renamePayscale(table, 'Z', 'Y')).toMatchObject({ ok: false, error: { code: 'unknown_payscale' } });
    expect(table).toEqual(frozen);
  });
});

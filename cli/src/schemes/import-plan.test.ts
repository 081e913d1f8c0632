import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { DuplicateImportError, planImport } from './import-plan.js';
import { schemeUpdatePayload } from './scheme-payload.js';

const scheme = testScheme();
const payload = schemeUpdatePayload(scheme);

describe('planImport', () => {
  it('replaces the wages of the newest table of a name (any case) and keeps its settings and jobs', () => {
    const wages = { null: { A: { '1': '15.40', '2': '15.70' }, B: { '1': '16.20' } } };
    const { payload: next, changes } = planImport(scheme, payload, [
      { file: 'basis.csv', tables: { ' basis ': wages } },
    ]);
    expect(next.salary_tables).toHaveLength(3);
    expect(next.salary_tables[0]).toEqual(payload.salary_tables[0]);
    expect(next.salary_tables[1]).toEqual({ ...payload.salary_tables[1], full_table: wages });
    expect(next.salary_tables[2]).toEqual(payload.salary_tables[2]);
    expect(next.expected_version).toBe(3);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.action).toBe('replaced');
    expect(changes[0]?.table).toMatchObject({ name: 'Basis', active_per: '2025-07-01', full_table: wages });
    expect(changes[0]?.counts).toEqual({ changed: 2, added: 0, removed: 0, unchanged: 1 });
  });

  it("adds a table with a new name with the newest table's settings, no cao original and no jobs", () => {
    const wages = { null: { X: { '1': '18.00' } } };
    const { payload: next, changes } = planImport(scheme, payload, [
      { file: 'nieuw.csv', tables: { 'Nieuw 2026': wages } },
    ]);
    expect(next.salary_tables).toHaveLength(4);
    expect(next.salary_tables[3]).toEqual({
      ...payload.salary_tables[1],
      name: 'Nieuw 2026',
      salary_table_id: null,
      original_salary_table_id: null,
      full_table: wages,
      inleners_jobs: [],
    });
    expect(changes[0]).toMatchObject({ action: 'added', counts: { added: 1, changed: 0, removed: 0 } });
  });

  it('gives an added table the dates asked for', () => {
    const { payload: next } = planImport(
      scheme,
      payload,
      [{ file: 'nieuw.csv', tables: { Nieuw: { null: { X: { '1': '18.00' } } } } }],
      { activePer: '2026-01-01', endDate: '2026-06-30' },
    );
    expect(next.salary_tables[3]).toMatchObject({ active_per: '2026-01-01', end_date: '2026-06-30' });
  });

  it('refuses a table that comes in twice, naming both files', () => {
    const tables = { Jeugd: { '18': { A: { '1': '12.50' } } } };
    const run = () =>
      planImport(scheme, payload, [
        { file: 'a.csv', tables },
        { file: 'b.csv', tables: { JEUGD: tables.Jeugd } },
      ]);
    expect(run).toThrow(DuplicateImportError);
    expect(run).toThrow('Loontabel JEUGD staat meer dan eens in de invoer (a.csv en b.csv).');
  });
});

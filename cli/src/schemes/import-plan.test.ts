import { describe, expect, it } from 'vitest';
import { testScheme } from '../test-scheme.js';
import { ImportPlanError, planImport } from './import-plan.js';
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

  it('adds a table of an existing series after its newest table, with its settings, no cao original and no jobs', () => {
    const wages = { null: { X: { '1': '18.00' } } };
    const { payload: next, changes } = planImport(
      scheme,
      payload,
      [{ file: 'nieuw.csv', tables: { 'Basis 2026': wages } }],
      { endDate: '2026-06-30' },
    );
    expect(next.salary_tables).toHaveLength(4);
    expect(next.salary_tables[3]).toEqual({
      ...payload.salary_tables[1],
      name: 'Basis 2026',
      salary_table_id: null,
      original_salary_table_id: null,
      active_per: '2026-01-01',
      end_date: '2026-06-30',
      full_table: wages,
      inleners_jobs: [],
    });
    expect(changes[0]).toMatchObject({ action: 'added', counts: { added: 1, changed: 0, removed: 0 } });
  });

  it('gives an added table the dates asked for, and no end date of another table', () => {
    const wages = { null: { X: { '1': '18.00' } } };
    const { payload: next } = planImport(scheme, payload, [{ file: 'nieuw.csv', tables: { Nieuw: wages } }], {
      activePer: '2026-01-01',
      endDate: '2026-06-30',
    });
    expect(next.salary_tables[3]).toMatchObject({ active_per: '2026-01-01', end_date: '2026-06-30' });
  });

  it("never borrows another table's dates: a new series without --active-per is refused, and so is a follow-up of an open table", () => {
    const wages = { null: { X: { '1': '18.00' } } };
    const run = () => planImport(scheme, payload, [{ file: 'nieuw.csv', tables: { Nieuw: wages } }]);
    expect(run).toThrow(ImportPlanError);
    expect(() => run()).toThrow(
      [
        'Loontabel Nieuw is nieuw en volgt op geen tabel van de regeling: geef met --active-per op vanaf wanneer hij geldt.',
        'Loontabel Nieuw is nieuw en heeft een einddatum nodig: geef met --end-date op tot wanneer hij geldt.',
      ].join('\n'),
    );
    const openScheme = { ...scheme, salary_tables: [{ ...scheme.salary_tables[2]!, end_date: null }] };
    expect(() =>
      planImport(
        openScheme,
        schemeUpdatePayload(openScheme),
        [{ file: 'jeugd.csv', tables: { 'Jeugd 2026': { '18': { A: { '1': '13.00' } } } } }],
        { endDate: '2026-12-31' },
      ),
    ).toThrow(
      'Loontabel Jeugd 2026 volgt op Jeugd, die geen einddatum heeft: geef Jeugd eerst een einddatum, of geef --active-per op.',
    );
  });

  it('refuses a table that comes in twice, naming both files', () => {
    const tables = { Jeugd: { '18': { A: { '1': '12.50' } } } };
    const run = () =>
      planImport(scheme, payload, [
        { file: 'a.csv', tables },
        { file: 'b.csv', tables: { JEUGD: tables.Jeugd } },
      ]);
    expect(run).toThrow(ImportPlanError);
    expect(run).toThrow('Loontabel JEUGD staat meer dan eens in de invoer (a.csv en b.csv).');
  });
});

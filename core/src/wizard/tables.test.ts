import { describe, expect, it } from 'vitest';
import {
  addFollowUpTable,
  canDeleteTable,
  caoTableForms,
  datedIncreaseForms,
  deleteFollowUpTable,
  importCsvTables,
  newTableForm,
} from './tables.js';
import { fixtureCao } from './test-cao.js';
import { salaryTable } from './test-states.js';

describe('the cao’s tables and a new table', () => {
  it('seeds one form per cao table with its id, original wages and jobs', () => {
    const cao = fixtureCao();
    const forms = caoTableForms(cao);
    expect(forms).toHaveLength(cao.salary_tables.length);
    const [first] = forms;
    const table = cao.salary_tables[0]!;
    expect(first).toMatchObject({
      name: table.name,
      salaryTableId: table.id,
      originalSalaryTableId: table.id,
      fullTable: table.full_table,
      originalFullTable: table.full_table,
    });
    expect(first?.jobs.map((job) => job.name)).toEqual(table.jobs.map((job) => job.name));
  });

  it("starts each table with the cao's working hours per week, its normal work week when it has no other", () => {
    const cao = fixtureCao();
    const [table] = cao.salary_tables;
    const own = { ...table!, hours_in_workweek: '37.5', normal_workweek: '38' };
    expect(caoTableForms({ ...cao, salary_tables: [own] })[0]?.hoursInWorkweek).toBe('37,5');
    const normal = { ...table!, hours_in_workweek: null, normal_workweek: '38' };
    expect(caoTableForms({ ...cao, salary_tables: [normal] })[0]?.hoursInWorkweek).toBe('38');
    const none = { ...table!, hours_in_workweek: null, normal_workweek: null };
    expect(caoTableForms({ ...cao, salary_tables: [none] })[0]?.hoursInWorkweek).toBe('');
  });

  it('gives a new table the last table’s terms under the typed name, no wages and a key of its own', () => {
    const last = salaryTable('Loontabel A');
    const table = newTableForm('  Eigen tabel ', [last]);
    expect(table).toMatchObject({ name: 'Eigen tabel', salaryTableId: null, fullTable: {}, jobs: [] });
    expect(table.hourDefinition).toBe(last.hourDefinition);
    expect(table.key).not.toBe(last.key);
    expect(newTableForm('B', [last, table]).key).not.toBe(table.key);
    expect(newTableForm('Eerste', [])).toMatchObject({
      conform: 'Eigen regeling',
      wagesPer: 'hour',
      hoursInWorkweek: '',
    });
  });
});

describe('follow-up tables', () => {
  it('starts the day after the series’ newest end date, with a copy of its wages', () => {
    const first = salaryTable('Loontabel A');
    const added = addFollowUpTable([first], 0);
    if (!added.ok) throw new Error(added.message);
    expect(added.table).toMatchObject({ activePer: '01-01-2026', endDate: '', salaryTableId: null });
    expect(added.table.fullTable).toEqual(first.fullTable);
    expect(added.table.fullTable).not.toBe(first.fullTable);
    expect(added.tables).toHaveLength(2);
    // The new newest has no end date, so there is no follow-up of it yet.
    expect(addFollowUpTable(added.tables, 1).ok).toBe(false);
  });

  it('deletes only the newest follow-up of a series, never its first table, and shows the one before', () => {
    const first = salaryTable('Loontabel A');
    const added = addFollowUpTable([first], 0);
    if (!added.ok) throw new Error(added.message);
    expect(canDeleteTable(added.tables, 0)).toBe(false);
    expect(deleteFollowUpTable(added.tables, 0)).toBeNull();
    expect(deleteFollowUpTable(added.tables, 1)).toEqual({ tables: [first], show: first.key });
  });
});

describe('a raise per date (the portal’s bulk increase)', () => {
  const steps = [
    { type: 'percentage' as const, value: '3' },
    { type: 'amount' as const, value: '0.10', payscales: { LG1: '0.25', LG2: '0.15' } },
  ];

  it('continues the Schoonmaak series per 01-07-2026 with the raised wages; earlier tables stay as they are', () => {
    const forms = caoTableForms(fixtureCao());
    const result = datedIncreaseForms(forms, 1, { per: '01-07-2026', endDate: '31-12-2026', steps });
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tables.slice(0, forms.length)).toEqual(forms);
    expect(result.ended).toBeNull();
    expect(result.followUp).toMatchObject({
      name: 'Basisuurlonen 1-7-2026',
      activePer: '01-07-2026',
      endDate: '31-12-2026',
      salaryTableId: null,
      originalSalaryTableId: forms[3]!.originalSalaryTableId,
    });
    expect(result.followUp.fullTable.null?.LG1?.['1']).toBe('16.24');
    expect(result.followUp.jobs.every((job) => job.jobId === null)).toBe(true);
    expect(new Set(result.tables.map((table) => table.key)).size).toBe(forms.length + 1);
  });

  it('ends a table running past the date the day before, and refuses bad input in Dutch changing nothing', () => {
    const forms = caoTableForms(fixtureCao());
    const split = datedIncreaseForms(forms, 3, { per: '01-04-2026', endDate: '', steps });
    expect(split.ok && split.ended?.endDate).toBe('31-03-2026');
    expect(split.ok && split.followUp.endDate).toBe('30-06-2026');
    expect(datedIncreaseForms(forms, 3, { per: '31-02-2026', endDate: '', steps })).toMatchObject({
      ok: false,
      errors: ['Geldige datum vereist (DD-MM-YYYY)'],
    });
    expect(datedIncreaseForms(forms, 3, { per: '01-10-2025', endDate: '', steps })).toMatchObject({
      ok: false,
      codes: ['not_after_start'],
    });
    const beyond = datedIncreaseForms(forms, 3, {
      per: '01-07-2026',
      endDate: '31-12-2026',
      steps: [{ type: 'percentage', value: '1000' }],
    });
    expect(beyond).toMatchObject({ ok: false, codes: ['beyond_bound'] });
  });
});

describe('tables from a CSV file', () => {
  const csv = 'Loontabel;Leeftijd;Schaal;Periodiek;Loon\nLoontabel A;Alle leeftijden;A;0;16,00\n';

  it('replaces the wages of the newest table of that name and adds an unknown name as a new table', () => {
    const result = importCsvTables(
      [salaryTable('Loontabel A')],
      `${csv}Nieuw;Alle leeftijden;A;0;12,00\n`,
      '',
    );
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.tables.map((table) => table.name)).toEqual(['Loontabel A', 'Nieuw']);
    expect(result.tables[0]?.fullTable).toEqual({ null: { A: { '0': '16.00' } } });
    expect(result.replaced).toEqual([
      {
        name: 'Loontabel A',
        changes: [{ age: 'null', payscale: 'A', periodical: '0', old: '15.52', new: '16.00' }],
        drastic: [],
      },
    ]);
    expect(result.added).toEqual(['Nieuw']);
    expect(result.needsConfirmation).toBe(false);
  });

  it('asks before a replaced table loses cells, and lists them', () => {
    const table = {
      ...salaryTable('Loontabel A'),
      fullTable: { null: { A: { '0': '15.52', '1': '16.00' } } },
    };
    const result = importCsvTables([table], csv, '');
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.needsConfirmation).toBe(true);
    expect(result.replaced[0]?.drastic).toEqual([
      { age: 'null', payscale: 'A', periodical: '1', old: '16.00', new: null },
    ]);
  });

  it('changes nothing and names the place of a value a reader could take two ways', () => {
    const tables = [salaryTable('Loontabel A')];
    const result = importCsvTables(tables, `${csv}Loontabel A;Alle leeftijden;A;1;16.085\n`, '');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toContain('16.085 is op twee manieren te lezen');
    expect(tables[0]?.fullTable).toEqual({ null: { A: { '0': '15.52' } } });
  });
});

import { describe, expect, it } from 'vitest';
import { exampleInlenersCao, exampleKoppeling, exampleSalaryTable } from '../schemas/test-examples.js';
import { wizardStateFromScheme } from './load-scheme.js';
import { fixtureCao } from './test-cao.js';

describe('wizardStateFromScheme', () => {
  it('loads a saved scheme for editing at step 1: forms, table steps done, active links, its version', () => {
    const scheme = {
      ...exampleInlenersCao(),
      koppelingen: [exampleKoppeling(), { ...exampleKoppeling(), kvk_nr: '68750110', disabled: true }],
    };
    const { state, step } = wizardStateFromScheme(scheme);
    expect(step).toBe(1);
    expect(state).toMatchObject({
      step1: { usesCao: 1 },
      inlenerCaoId: 42,
      expectedVersion: 2,
      schemeGuid: scheme.guid,
      step3Done: true,
      step4Done: true,
      step5Done: true,
      proposalInlenerId: null,
    });
    expect(state.step2).toMatchObject({ caoId: 12, startDate: '01-01-2025', vacationAmount: '25' });
    expect(state.salaryTables.map((table) => table.name)).toEqual(['Loontabel schoonmaak']);
    expect(state.koppelingen).toEqual([
      {
        kvk_nr: exampleKoppeling().kvk_nr,
        handelsnaam: exampleKoppeling().handelsnaam,
        contact_email: exampleKoppeling().contact_email,
      },
    ]);
  });

  it('moves it to a new cao version at step 2 with the minimums raised to the new cao’s', () => {
    const cao = {
      ...fixtureCao(),
      id: 99,
      vacation_time_type: 'days_per_year' as const,
      vacation_time_amount: '30',
    };
    const { state, step } = wizardStateFromScheme(exampleInlenersCao(), { kind: 'new-cao-version', cao });
    expect(step).toBe(2);
    expect(state.step2).toMatchObject({ caoId: 99, vacationAmount: '30' });
  });

  it('adds the newer based-on cao tables after its own at step 3, to be checked again', () => {
    const newer = {
      ...exampleSalaryTable(),
      id: 777,
      salary_table_id: 32,
      original_salary_table_id: null,
      name: 'Loontabel schoonmaak',
    };
    const scheme = { ...exampleInlenersCao(), new_based_on_tables: [newer], has_new_based_on_tables: true };
    const { state, step } = wizardStateFromScheme(scheme, { kind: 'new-tables' });
    expect(step).toBe(3);
    expect(state.salaryTables).toHaveLength(2);
    expect(state.salaryTables[1]).toMatchObject({
      salaryTableId: null,
      originalSalaryTableId: 32,
      originalFullTable: newer.full_table,
    });
    expect([state.step3Done, state.step4Done, state.step5Done]).toEqual([false, false, false]);
  });

  it('gives each table based on a table of the cao that cao table’s wages as floor, as step 3 would', () => {
    const scheme = exampleInlenersCao();
    const caoTable = { ...exampleSalaryTable(), id: 31, full_table: { null: { A: { '1': '14.00' } } } };
    const other = { ...exampleSalaryTable(), id: 99, full_table: { null: { A: { '1': '99.00' } } } };
    const edited = wizardStateFromScheme(scheme, {
      kind: 'edit',
      cao: { id: 12, salary_tables: [other, caoTable] },
    });
    expect(edited.state.salaryTables[0]?.originalFullTable).toEqual(caoTable.full_table);
    // Without the cao, or without its table, there is no floor to give.
    expect(wizardStateFromScheme(scheme).state.salaryTables[0]?.originalFullTable).toBeNull();
    const missing = wizardStateFromScheme(scheme, { kind: 'edit', cao: { id: 12, salary_tables: [other] } });
    expect(missing.state.salaryTables[0]?.originalFullTable).toBeNull();
  });
});

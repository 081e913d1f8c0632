import { describe, expect, it } from 'vitest';
import { schemeComparison } from './comparison.js';
import { emptyWizardState } from './state.js';
import { caoTableForms, newTableForm } from './tables.js';
import { fixtureCao } from './test-cao.js';
import { chooseCao } from './transitions.js';

const cao = fixtureCao();

function stateFromCao() {
  const state = chooseCao(
    { ...emptyWizardState(), step1: { usesCao: 1, withEmployersOrganisation: false } },
    cao,
  );
  return {
    ...state,
    salaryTables: caoTableForms(cao),
    step7: { caoText: cao.cao_text, originalCaoText: null },
  };
}

describe('schemeComparison (step 8)', () => {
  it('finds no deviation, equal tables and the same text when nothing deviates from the cao', () => {
    const comparison = schemeComparison(stateFromCao(), cao);
    expect(comparison.caoName).toBe(cao.full_name);
    expect(comparison.step2).toEqual([]);
    expect(comparison.tables.every((table) => table.status === 'same')).toBe(true);
    expect(comparison.droppedTables).toEqual([]);
    expect(comparison.caoText.same).toBe(true);
  });

  it('lists a changed wage, the step-2 deviations, a new table, a dropped one and the text in 15 characters', () => {
    const state = stateFromCao();
    const [first, second, ...rest] = state.salaryTables;
    if (first === undefined || second === undefined || state.step2 === null) throw new Error('fixture');
    const full = structuredClone(first.fullTable);
    const [age = '', payscales = {}] = Object.entries(full)[0] ?? [];
    const [payscale = '', cells = {}] = Object.entries(payscales)[0] ?? [];
    const [periodical = '', wage = ''] = Object.entries(cells)[0] ?? [];
    cells[periodical] = '99.99';
    const comparison = schemeComparison(
      {
        ...state,
        step2: {
          ...state.step2,
          vacationAmount: '40',
          vacationAllowance: '8,00',
          oneOffBonuses: [
            ...state.step2.oneOffBonuses,
            { bonusDate: '01-12-2026', bonusType: 'amount', amount: '100', description: 'Kerst' },
          ],
        },
        salaryTables: [{ ...first, fullTable: full }, ...rest, newTableForm('Eigen', state.salaryTables)],
        step7: { caoText: '<p>Een heel andere tekst dan de cao</p>', originalCaoText: null },
      },
      cao,
    );
    // '8,00' is the cao's 8 %: no deviation.
    expect(comparison.step2).toEqual([
      {
        label: 'Vakantie',
        before: `${state.step2.vacationAmount} uur per jaar`,
        after: '40 uur per jaar',
      },
      { label: 'Eenmalige uitkering', before: null, after: '01-12-2026, € 100,00, Kerst' },
    ]);

    // Amounts and percentages read as the user reads them, whichever way they were typed; the same bonus
    // typed '1.000,5' and '1000,50' is no change.
    const typed = schemeComparison(
      {
        ...state,
        step2: {
          ...state.step2,
          vacationAllowance: '8,5',
          yearEndBonusType: 'amount',
          yearEndBonusAmount: '1.250,5',
          oneOffBonuses: [
            { bonusDate: '01-12-2026', bonusType: 'percentage', amount: '2,50', description: 'Winst' },
          ],
        },
      },
      cao,
    );
    expect(
      typed.step2.filter((entry) => entry.label !== 'Eenmalige uitkering' || entry.after !== null),
    ).toEqual(
      expect.arrayContaining([
        { label: 'Vakantietoeslag', before: '8 %', after: '8,5 %' },
        expect.objectContaining({ label: 'Eindejaarsuitkering', after: '€ 1.250,50' }),
        { label: 'Eenmalige uitkering', before: null, after: '01-12-2026, 2,5 %, Winst' },
      ]),
    );
    expect(comparison.tables[0]).toEqual({
      key: first.key,
      name: first.name,
      status: 'changed',
      cells: [{ age, payscale, periodical, old: wage, new: '99.99' }],
    });
    expect(comparison.tables.at(-1)).toMatchObject({ name: 'Eigen', status: 'new' });
    expect(comparison.droppedTables).toEqual([second.name]);
    expect(comparison.caoText).toMatchObject({ after: 'Een heel andere...', same: false });
  });
});

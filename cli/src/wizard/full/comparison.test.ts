import { caoTableForms, chooseCao, emptyWizardState, newTableForm } from '@beloning/core/wizard';
import { describe, expect, it } from 'vitest';
import { fixtureCao } from '../../test-wizard.js';
import { caoTextPreview } from '@beloning/core/format';
import { cellLine, comparisonLines } from './comparison.js';

function stateFromCao() {
  const cao = fixtureCao();
  const state = chooseCao(
    { ...emptyWizardState(), step1: { usesCao: 1, withEmployersOrganisation: false } },
    cao,
  );
  return { cao, state: { ...state, salaryTables: caoTableForms(cao) } };
}

describe('comparisonLines (step 8)', () => {
  it('lists nothing but equal tables and the same text when nothing deviates from the cao', () => {
    const { cao, state } = stateFromCao();
    const lines = comparisonLines(
      { ...state, step7: { caoText: cao.cao_text ?? '', originalCaoText: null } },
      cao,
    );
    expect(lines).toContain('  geen');
    expect(lines.filter((line) => line.endsWith(': gelijk aan de cao'))).toHaveLength(
      cao.salary_tables.length,
    );
    expect(lines.at(-1)).toMatch(/\(gelijk\)$/);
  });

  it('shows the changed cell, the step-2 deviations, a new table and the cao text in 15 characters', () => {
    const { cao, state } = stateFromCao();
    const [first, ...rest] = state.salaryTables;
    if (first === undefined || state.step2 === null) throw new Error('fixture without tables');
    const [age = '', payscales = {}] = Object.entries(first.fullTable)[0] ?? [];
    const [payscale = '', cells = {}] = Object.entries(payscales)[0] ?? [];
    const [periodical = '', wage = ''] = Object.entries(cells)[0] ?? [];
    const changed = {
      ...first,
      fullTable: {
        ...first.fullTable,
        [age]: { ...payscales, [payscale]: { ...cells, [periodical]: '99.99' } },
      },
    };
    const lines = comparisonLines(
      {
        ...state,
        step2: {
          ...state.step2,
          vacationAmount: '40',
          oneOffBonuses: [
            { bonusDate: '01-12-2026', bonusType: 'amount', amount: '100', description: 'Kerst' },
          ],
        },
        salaryTables: [changed, ...rest, newTableForm('Eigen', state.salaryTables)],
        step7: { caoText: '<p>Een heel andere tekst dan de cao</p>', originalCaoText: null },
      },
      cao,
    );
    expect(lines.some((line) => /^ {2}Vakantie: .* → 40 /.test(line))).toBe(true);
    expect(lines).toContain('  Eenmalige uitkering toegevoegd: 01-12-2026, € 100,00, Kerst');
    expect(lines).toContain(`  ${first.name}: 1 loon wijkt af`);
    expect(
      lines.some((line) => line.endsWith(`${payscale} · ${periodical}: ${wage.replace('.', ',')} → 99,99`)),
    ).toBe(true);
    expect(lines).toContain('  Eigen: nieuwe loontabel');
    expect(lines.at(-1)).toBe(`Cao-tekst: ${caoTextPreview(cao.cao_text)} → Een heel andere...`);
  });

  it("names a removed and an added cell with '-', and a cao table left out", () => {
    expect(cellLine({ age: 'null', payscale: 'A', periodical: '1', old: '10.00', new: null })).toBe(
      'Alle leeftijden · A · 1: 10,00 → -',
    );
    expect(cellLine({ age: '18', payscale: 'A', periodical: '2', old: null, new: '11.125' })).toBe(
      '18 jaar · A · 2: - → 11,125',
    );
    const { cao, state } = stateFromCao();
    const lines = comparisonLines({ ...state, salaryTables: state.salaryTables.slice(1) }, cao);
    expect(lines).toContain(`  ${cao.salary_tables[0]?.name ?? ''}: niet meer in de regeling`);
  });
});

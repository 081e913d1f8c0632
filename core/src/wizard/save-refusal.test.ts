import { describe, expect, it } from 'vitest';
import { saveRefusalIssues } from './save-refusal.js';
import { filledState, salaryTable } from './test-states.js';
import type { WizardState } from './state.js';

function state(): WizardState {
  return {
    ...filledState(),
    salaryTables: [salaryTable('Loontabel A'), salaryTable('Loontabel B')],
    step6: {
      bonusCombination: 'highest',
      werksoorten: {
        OV: [{ name: 'OV01', startDate: '', comment: 'Na 38 uur', amount: '25', description: 'Overwerk' }],
        PT: [
          { name: 'PT01', startDate: '', comment: 'Ploegen', amount: '10', description: 'Vroege dienst' },
          { name: 'PT02', startDate: '', comment: 'Ploegen', amount: '15', description: 'Late dienst' },
        ],
      },
      singleWerksoorten: { RU: { comment: 'Reisuren betaald' } },
      educations: [{ description: 'VCA', inleners_jobs: ['Schoonmaker'] }],
    },
  };
}

describe('saveRefusalIssues', () => {
  it('places each refused value at the step and field it was typed in', () => {
    const issues = saveRefusalIssues(
      {
        vacation_allowance: ['Waarde moet minimaal 8 zijn'],
        'one_off_bonuses.0.bonus_date': ['Geldige datum vereist (DD-MM-YYYY)'],
        'salary_tables.1.hour_definition': ['Minimaal 4 karakters'],
        'salary_tables.0.full_table.null.A.0': ['Waarde moet minimaal 14,15 zijn'],
        'salary_tables.1.inleners_jobs.0.minimal_payscale': ['Maximaal 10 karakters'],
        'werksoorten.2.amount': ['Vul een geldig getal in'],
        'werksoorten.3.comment': ['Minimaal 4 karakters'],
        'educations.0.description': ['Veld is vereist'],
        cao_text: ['Maximaal 100000 karakters'],
        signed_fullname: ['Veld is vereist'],
      },
      [],
      state(),
    );
    expect(issues).toEqual([
      { step: 2, issue: { message: 'Waarde moet minimaal 8 zijn', field: 'vacationAllowance' } },
      {
        step: 2,
        issue: { message: 'Geldige datum vereist (DD-MM-YYYY)', field: 'oneOffBonuses.0.bonusDate' },
      },
      {
        step: 3,
        issue: {
          message: 'Minimaal 4 karakters',
          field: 'hourDefinition',
          tableKey: 'Loontabel B',
          tableName: 'Loontabel B',
        },
      },
      {
        step: 4,
        issue: {
          message: 'Waarde moet minimaal 14,15 zijn',
          field: 'fullTable.null.A.0',
          tableKey: 'Loontabel A',
          tableName: 'Loontabel A',
        },
      },
      {
        step: 5,
        issue: {
          message: 'Maximaal 10 karakters',
          field: 'jobs.0.minimalPayscale',
          tableKey: 'Loontabel B',
          tableName: 'Loontabel B',
        },
      },
      // The third werksoort sent is PT02 (OV first, then PT in order), the fourth the single RU.
      { step: 6, issue: { message: 'Vul een geldig getal in', field: 'werksoorten.PT.1.amount' } },
      { step: 6, issue: { message: 'Minimaal 4 karakters', field: 'singleWerksoorten.RU.comment' } },
      { step: 6, issue: { message: 'Veld is vereist', field: 'educations.0.description' } },
      { step: 7, issue: { message: 'Maximaal 100000 karakters', field: 'caoText' } },
      { step: 9, issue: { message: 'Veld is vereist', field: 'firstName' } },
    ]);
  });

  it("places a refused value of the package at step 6's field of its block, once the section has a form", () => {
    const withForm = { ...state(), packageForm: { pension: { origin: 'cao', name: 'PPF' } } };
    const message = 'Waarde moet maximaal 100 zijn';
    expect(
      saveRefusalIssues({ 'equivalent_package.pension.employer_percentage': [message] }, [], withForm),
    ).toEqual([{ step: 6, issue: { message, field: 'pension.employer_percentage' } }]);
    // Without the form (a save that never showed the section) or outside a block: step 9, path in front.
    expect(
      saveRefusalIssues({ 'equivalent_package.pension.name': ['Veld is vereist'] }, [], state()),
    ).toEqual([{ step: 9, issue: { message: 'equivalent_package.pension.name: Veld is vereist' } }]);
    expect(saveRefusalIssues({ 'equivalent_package.salary': ['Onbekend veld'] }, [], withForm)).toEqual([
      { step: 9, issue: { message: 'equivalent_package.salary: Onbekend veld' } },
    ]);
  });

  it('keeps what it cannot place on step 9, the path in front, and the general messages there too', () => {
    expect(saveRefusalIssues({ onbekend: ['Ongeldig'] }, ['Kies een cao'], state())).toEqual([
      { step: 9, issue: { message: 'onbekend: Ongeldig' } },
      { step: 9, issue: { message: 'Kies een cao' } },
    ]);
  });
});

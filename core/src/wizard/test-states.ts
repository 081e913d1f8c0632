import type { SalaryTableForm } from '../schemas/forms.js';
import { emptyWizardState, type WizardState } from './state.js';

/** Test data shared by the wizard tests: a salary table and a wizard with steps 1 to 7 filled. */
export function salaryTable(name = 'Loontabel A'): SalaryTableForm {
  return {
    key: name,
    salaryTableId: 11,
    originalSalaryTableId: 11,
    name,
    activePer: '01-01-2025',
    endDate: '31-12-2025',
    conform: 'CAO',
    wagesPer: 'hour',
    wagesDividedBy: '1',
    hoursInWorkweek: '38',
    hourDefinition: 'Gewerkte uren',
    initialScaling: 'cao||',
    advComment: 'Geen ADV',
    advType: null,
    advAmount: '',
    bbl: false,
    hasPeriodiekVerhogingen: 0,
    periodiekVerhogingen: [],
    shiftWorkComment: '',
    fullTable: { null: { A: { '0': '15.52' } } },
    originalFullTable: { null: { A: { '0': '15.52' } } },
    jobs: [],
  };
}

export function filledState(): WizardState {
  return {
    ...emptyWizardState(),
    step1: { usesCao: 1, withEmployersOrganisation: true },
    step2: {
      caoId: 7,
      startDate: '01-01-2025',
      endDate: '31-12-2025',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8',
      yearEndBonusType: 'Geen',
      yearEndBonusAmount: '0',
      yearEndBonusComment: '',
      oneOffBonuses: [],
    },
    salaryTables: [salaryTable()],
    step3Done: true,
    step4Done: true,
    step5Done: true,
    step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
    step7: { caoText: '<p>Cao-tekst</p>', originalCaoText: '<p>Cao-tekst</p>' },
    step9: null,
  };
}

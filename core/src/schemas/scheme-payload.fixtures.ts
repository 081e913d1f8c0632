import type { SalaryTableForm, StartWizardForm } from './forms.js';
import type { SchemeForms } from './scheme-payload.js';

/** Wizard forms as a hirer fills them in, shared by the mapping tests. */

export function exampleTableForm(): SalaryTableForm {
  return {
    key: 'tabel-1',
    salaryTableId: 31,
    originalSalaryTableId: 31,
    name: 'Loontabel schoonmaak',
    activePer: '01-01-2025',
    endDate: '30-06-2025',
    conform: 'CAO',
    wagesPer: 'hour',
    wagesDividedBy: '1',
    hoursInWorkweek: '38',
    hourDefinition: 'Gewerkte uren inclusief reistijd',
    initialScaling: 'Volgens cao||',
    advComment: 'Geen ADV',
    advType: 'percentage',
    advAmount: '2,5',
    bbl: false,
    hasPeriodiekVerhogingen: 1,
    periodiekVerhogingen: [
      {
        type: 'mandatory_periodical',
        trigger_date: '01-01',
        required_time: 12,
        required_time_type: 'months',
        measurement_type: 'calendar',
        date_required_time_interaction: 'both',
      },
    ],
    shiftWorkComment: '',
    fullTable: { null: { '1': { '0': '14.71', '1': '15.02' } } },
    originalFullTable: null,
    jobs: [{ jobId: 7, name: 'Glazenwasser', minimalPayscale: '1', aard: 'AV' }],
  };
}

export function exampleSchemeForms(): SchemeForms {
  return {
    step1: { usesCao: 1, withEmployersOrganisation: false },
    step2: {
      caoId: 12,
      startDate: '01-01-2025',
      endDate: '31-12-2025',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8,5',
      yearEndBonusType: 'percentage',
      yearEndBonusAmount: '3,5',
      yearEndBonusComment: 'Uitbetaald in december',
      oneOffBonuses: [
        { description: 'Eenmalige uitkering', bonusDate: '01-06-2025', bonusType: 'amount', amount: '150' },
      ],
    },
    salaryTables: [exampleTableForm()],
    step6: {
      bonusCombination: 'highest',
      werksoorten: {
        OV: [
          {
            name: 'OV01',
            startDate: '01-01-2025',
            comment: 'Na 38 uur per week',
            amount: '25',
            description: 'Eerste twee uur',
          },
        ],
        TU: [],
        PT: [],
        RV: [{ name: 'RV01', startDate: '', comment: 'Per km', amount: '0,23', description: 'Woon-werk' }],
        TWV: [],
      },
      singleWerksoorten: {
        RU: { comment: 'Reisuren worden vergoed' },
        OW: null,
        IC: null,
        BT: null,
        BS: null,
        ETC: null,
      },
      educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser'] }],
    },
    step7: { caoText: '<p>De normale arbeidsduur is 38 uur per week.</p>', originalCaoText: null },
    step9: { agreedToTerms: true, followSalaryTables: 1, firstName: 'Jan', lastName: 'de Vries' },
    proposalInlenerId: null,
    inlenerCaoId: 42,
    expectedVersion: 2,
  };
}

export function exampleStartWizardForm(): StartWizardForm {
  return {
    caoId: 12,
    selected: 1,
    hasJobsOption: 1,
    withEmployersOrganisation: false,
    askForHelp: null,
    helpUitlenersSubscription: null,
    agreedToTerms: true,
    firstName: 'Jan',
    lastName: 'de Vries',
    jobs: [{ job_id: null, name: ' Hoogwerker ', aard: null, salary_table_id: 31, minimal_payscale: '2' }],
  };
}

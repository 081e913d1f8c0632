import type { SalaryTableForm, Step2Form } from '../schemas/forms.js';

/** Valid forms for the rules' tests; each test changes only what it is about. Not used at runtime. */

export function validStep2(overrides: Partial<Step2Form> = {}): Step2Form {
  return {
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
    ...overrides,
  };
}

export function validTable(overrides: Partial<SalaryTableForm> = {}): SalaryTableForm {
  return {
    key: 'tabel-1',
    salaryTableId: 1,
    originalSalaryTableId: 1,
    name: 'Uurlonen',
    activePer: '01-01-2025',
    endDate: '30-06-2025',
    conform: 'CAO',
    wagesPer: 'month',
    wagesDividedBy: '173,33',
    hoursInWorkweek: '40',
    hourDefinition: 'Uren volgens rooster',
    initialScaling: 'ervaring|diploma|Op basis van ervaring',
    advComment: 'Geen ADV',
    advType: null,
    advAmount: '',
    bbl: false,
    hasPeriodiekVerhogingen: 0,
    periodiekVerhogingen: [],
    shiftWorkComment: '',
    fullTable: { null: { A: { '1': '2500.00', '2': '2600.00' }, B: { '1': '2700.00' } } },
    originalFullTable: { null: { A: { '1': '2500.00', '2': '2600.00' }, B: { '1': '2700.00' } } },
    jobs: [{ jobId: 1, name: 'Schoonmaker', minimalPayscale: 'A', aard: null }],
    ...overrides,
  };
}

import type { FullTable, InlenersCao, SalaryTable } from '@beloning/core/schemas';

/** A saved scheme as the server answers it, for the unit tests of the table commands. For tests only. */

export function testTable(
  name: string,
  activePer: string,
  endDate: string | null,
  fullTable: FullTable,
  extra: Partial<SalaryTable> = {},
): SalaryTable {
  return {
    id: null,
    salary_table_id: null,
    original_salary_table_id: null,
    cao_id: null,
    name,
    description: '',
    active_per: activePer,
    active_per_description: '',
    end_date: endDate,
    conform: 'Eigen regeling',
    wages_per: 'hour',
    wages_divided_by: '1',
    hours_in_workweek: null,
    normal_workweek: null,
    workweeks: null,
    hour_definition: 'Gewerkte uren',
    initial_scaling: 'Volgens cao||',
    adv: null,
    adv_amount: null,
    adv_comment: 'Geen ADV in deze regeling',
    adv_type: null,
    bbl: false,
    abu_calc_available: false,
    min_age: null,
    max_age: null,
    payscales: [],
    full_table: fullTable,
    periodiek_verhogingen: [],
    shift_work_comment: '',
    jobs: [],
    inleners_jobs: [],
    created_at: null,
    ...extra,
  };
}

/**
 * An own scheme (no cao) with the series 'Basis' (1-1-2025 to 30-6-2025, then 1-7-2025 to 31-12-2025) and
 * the table 'Jeugd'; the newest Basis has a job on payscale B.
 */
export function testScheme(): InlenersCao {
  return {
    id: 7,
    guid: '5f0c8a52-1111-4c1e-9d51-0a7f3f0f0001',
    cao_id: null,
    full_name: 'Eigen regeling Schoonmaak',
    version: 3,
    versions: [
      { version: 1, created_at: '2025-01-02T08:00:00.000Z' },
      { version: 2, created_at: '2025-06-02T08:00:00.000Z' },
      { version: 3, created_at: '2025-07-02T08:00:00.000Z' },
    ],
    based_on: null,
    proposal_by: null,
    proposal_by_company: null,
    rejected_proposal: false,
    rejected_proposal_date: null,
    company_name: 'Schoonmaakbedrijf Jan BV',
    signed_fullname: 'Jan de  Vries',
    follow_salary_tables: null,
    duration_start: '2025-01-01',
    duration_end: '2025-12-31',
    vacation_time_type: 'days_per_year',
    vacation_time_amount: '25',
    vacation_allowance: '8',
    year_end_bonus_type: 'Geen',
    year_end_bonus_amount: null,
    year_end_bonus_comment: null,
    one_off_bonuses: [],
    updated_at: '2025-07-02T08:00:00.000Z',
    koppelingen: [],
    salary_tables: [
      testTable('Basis', '2025-01-01', '2025-06-30', { null: { A: { '1': '15.00', '2': '15.50' } } }),
      testTable(
        'Basis',
        '2025-07-01',
        '2025-12-31',
        { null: { A: { '1': '15.20', '2': '15.70' }, B: { '1': '16.00' } } },
        {
          inleners_jobs: [
            { job_id: null, name: 'Glazenwasser', minimal_payscale: 'B', payscales: [], aard: null },
          ],
        },
      ),
      testTable('Jeugd', '2025-01-01', '2025-12-31', { '18': { A: { '1': '12.00' } } }),
    ],
    new_based_on_tables: [],
    werksoorts: [],
    educations: [],
    timesheet_overtime_interaction: 'Geen',
    cao_text: '<p>Eigen regeling.</p>',
    avv: false,
    new_cao_version: [],
    has_new_based_on_tables: false,
  };
}

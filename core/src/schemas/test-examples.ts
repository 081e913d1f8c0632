import type { z } from 'zod';
import type { User } from './account.js';
import { parseWithDutchErrors, type FieldErrorBody } from './errors.js';
import type { CaoCompliance } from './cao-compliance.js';
import type { Koppeling } from './koppeling.js';
import type { SalaryTable } from './salary-table.js';
import type { InlenersCao } from './scheme.js';

/** Realistic wire examples shared by the schema tests. */

export function exampleUser(): User {
  return {
    username: 'planning@korenschoof.nl',
    email: 'planning@korenschoof.nl',
    company_name: 'Bakkerij de Korenschoof B.V.',
    kvk_nr: '69599084',
    holding_kvk_nr: null,
    kvk_verified: true,
    permissions: ['customauth.change_subscription', 'inleners.create_inlenerscao'],
    salary_table_update_emails: true,
    uitlener_asked_for_help: null,
  };
}

export function exampleKoppeling(): Koppeling {
  return {
    kvk_nr: '68750110',
    handelsnaam: 'Test BV Donald',
    contact_email: 'planning@donald-uitzend.nl',
    active: true,
    disabled: false,
    new: false,
  };
}

export function exampleSalaryTable(): SalaryTable {
  return {
    id: 501,
    salary_table_id: 31,
    original_salary_table_id: 31,
    cao_id: 12,
    name: 'Loontabel schoonmaak',
    description: 'Uurlonen per 1-1-2025',
    active_per: '2025-01-01',
    active_per_description: 'Per 1 januari 2025',
    end_date: '2025-06-30',
    conform: 'CAO',
    wages_per: 'hour',
    wages_divided_by: '1',
    hours_in_workweek: '38',
    normal_workweek: '38',
    workweeks: '52',
    hour_definition: 'Gewerkte uren inclusief reistijd tussen objecten',
    initial_scaling: 'Volgens cao||',
    adv: null,
    adv_amount: null,
    adv_comment: 'Geen ADV',
    adv_type: null,
    bbl: false,
    abu_calc_available: true,
    min_age: 21,
    max_age: null,
    payscales: ['1', '2'],
    full_table: { null: { '1': { '0': '14.71', '1': '15.02' }, '2': { '0': '15.12' } } },
    periodiek_verhogingen: [],
    shift_work_comment: '',
    jobs: [],
    inleners_jobs: [
      { job_id: 7, name: 'Glazenwasser', minimal_payscale: '2', payscales: ['1', '2'], aard: 'AV' },
    ],
    created_at: '2025-01-02T09:30:00+01:00',
  };
}

export function exampleInlenersCao(): InlenersCao {
  return {
    id: 42,
    guid: '7f1c7d2e-5a0b-4c1e-9a43-2b8d3c6e9f10',
    cao_id: 12,
    full_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
    version: 2,
    versions: [
      { version: 1, created_at: '2025-01-02T09:30:00+01:00' },
      { version: 2, created_at: '2025-02-10T14:05:00+01:00' },
    ],
    based_on: 'Cao Schoonmaak- en Glazenwassersbedrijf',
    proposal_by: null,
    proposal_by_company: null,
    rejected_proposal: false,
    rejected_proposal_date: null,
    company_name: 'Bakkerij de Korenschoof B.V.',
    signed_fullname: 'Jan de Vries',
    follow_salary_tables: true,
    duration_start: '2025-01-01',
    duration_end: '2025-12-31',
    vacation_time_type: 'days_per_year',
    vacation_time_amount: '25',
    vacation_allowance: '8',
    year_end_bonus_type: 'percentage',
    year_end_bonus_amount: '3.5',
    year_end_bonus_comment: 'Uitbetaald in december naar rato van het dienstverband',
    one_off_bonuses: [
      { description: 'Eenmalige uitkering', bonus_date: '2025-06-01', bonus_type: 'amount', amount: '150' },
    ],
    updated_at: '2025-02-10T14:05:00+01:00',
    koppelingen: [exampleKoppeling()],
    salary_tables: [exampleSalaryTable()],
    new_based_on_tables: [],
    werksoorts: [
      {
        name: 'OV01',
        amount: '25',
        start_date: '2025-01-01',
        end_date: null,
        description: 'Overwerk eerste twee uur',
        type: 'percentage',
        comment: 'Na 38 uur per week',
      },
    ],
    educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser'] }],
    timesheet_overtime_interaction: 'highest',
    cao_text: '<h2>Arbeidsduur</h2><p>De normale arbeidsduur is 38 uur per week.</p>',
    avv: true,
    new_cao_version: [],
    has_new_based_on_tables: false,
  };
}

export function exampleCaoCompliance(): CaoCompliance {
  return {
    id: 9,
    cao_id: 12,
    cao_name: 'Cao Schoonmaak- en Glazenwassersbedrijf',
    signed_fullname: 'Jan de Vries',
    jobs: [{ job_id: null, name: 'Hoogwerker', aard: null, salary_table_id: 31, minimal_payscale: '2' }],
    koppelingen: [],
    new_cao_version: [13, 'Cao Schoonmaak- en Glazenwassersbedrijf 2026'],
  };
}

/** The field-error body a schema gives for an input; fails the test when the input is accepted. */
export function errorBodyOf(schema: z.ZodType, input: unknown): FieldErrorBody {
  const result = parseWithDutchErrors(schema, input);
  if (result.success) throw new Error(`expected the input to be refused: ${JSON.stringify(input)}`);
  return result.body;
}

/** The Dutch messages per field a schema gives for an input (no general messages expected). */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const body = errorBodyOf(schema, input);
  if (body.non_field_errors.length > 0) throw new Error(`unexpected: ${body.non_field_errors.join(', ')}`);
  return body.errors;
}

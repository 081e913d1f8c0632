/**
 * The one builder of a scheme as the wizard saves it (POST/PUT inleners/inleners-cao), for every kind of test:
 * the route tests, the HTTP and CLI end-to-end tests, the browser tests (which cannot load core at run time,
 * so only core's types are imported here) and the benchmarks. Built from a fixture cao file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Cao, InlenersCaoPayload, SalaryTable } from '@beloning/core/schemas';

/** The fixture caos, for tests that need cao data in their database. */
export const CAOS_DIR = fileURLToPath(new URL('../../fixtures/caos/', import.meta.url));

/** The cleaning cao, which every test database and the server's seed load (cao id 1, tables 101 and up). */
export const SCHOONMAAK_FILE = 'schoonmaak-glazenwassers.json';

export type SchemeSavePayload = Omit<InlenersCaoPayload, 'inlener_cao_id' | 'expected_version'>;

/** A fixture cao file as it is stored, read without validation (core's caoSchema validates it elsewhere). */
export function readFixtureCao(file: string = SCHOONMAAK_FILE): Cao {
  return JSON.parse(readFileSync(`${CAOS_DIR}${file}`, 'utf8')) as Cao;
}

export interface SchemePayloadOptions {
  /** The cao the scheme follows; default the cleaning cao. */
  cao?: Cao;
  /** Which of the cao's tables the scheme has; default its first. */
  table?: (table: SalaryTable) => boolean;
  /** The scheme's name of that table; default the cao's. */
  tableName?: string;
  /** The cao text; default one paragraph. */
  caoText?: string;
  /** The holiday allowance; default the cao's. */
  vacationAllowance?: string;
  /** The start of the scheme; default the table's start. */
  durationStart?: string;
}

/**
 * A cao salary table as a scheme that follows the cao has it: the cao's wages and settings, conform the cao,
 * with one job (`job`) on the table's second payscale.
 */
export function schemeTableOf(table: SalaryTable, job: string): SchemeSavePayload['salary_tables'][number] {
  return {
    salary_table_id: table.id,
    original_salary_table_id: table.id,
    name: table.name,
    active_per: table.active_per,
    end_date: table.end_date,
    conform: 'CAO',
    wages_per: table.wages_per,
    wages_divided_by: table.wages_divided_by,
    hour_definition: table.hour_definition,
    initial_scaling: table.initial_scaling,
    adv_comment: table.adv_comment,
    adv_type: null,
    adv_amount: null,
    bbl: false,
    periodiek_verhogingen: [],
    shift_work_comment: '',
    full_table: table.full_table,
    inleners_jobs: [{ job_id: null, name: job, minimal_payscale: table.payscales[1] ?? '', aard: null }],
  };
}

/**
 * A valid scheme on one table of a fixture cao: its wages, one job 'Glazenwasser hoogbouw' on the table's
 * second payscale, overtime at 25 %, an education for the job, and the cao's holiday and year-end figures.
 */
export function schemePayloadFor(options: SchemePayloadOptions | Cao = {}): SchemeSavePayload {
  const settings: SchemePayloadOptions = 'salary_tables' in options ? { cao: options } : options;
  const cao = settings.cao ?? readFixtureCao();
  const table = settings.table === undefined ? cao.salary_tables[0] : cao.salary_tables.find(settings.table);
  if (table === undefined) throw new Error(`De fixture-cao ${cao.full_name} heeft die loontabel niet`);
  return {
    proposal_inlener_id: null,
    follow_salary_tables: true,
    signed_fullname: 'Jan de Vries',
    terms_accepted: true,
    cao_id: cao.id,
    cao_text: settings.caoText ?? '<p>De normale arbeidsduur is 38 uur per week.</p>',
    duration_start: settings.durationStart ?? table.active_per,
    duration_end: '2026-06-30',
    vacation_amount: cao.vacation_time_amount,
    vacation_allowance: settings.vacationAllowance ?? cao.vacation_allowance,
    vacation_time_type: cao.vacation_time_type,
    salary_tables: [
      { ...schemeTableOf(table, 'Glazenwasser hoogbouw'), name: settings.tableName ?? table.name },
    ],
    werksoorten: [
      {
        name: 'OV01',
        amount: '25',
        start_date: table.active_per,
        end_date: null,
        description: 'Eerste twee uur',
        type: 'percentage',
        comment: 'Na 38 uur per week',
      },
    ],
    educations: [{ description: 'VCA basis', inleners_jobs: ['Glazenwasser hoogbouw'] }],
    one_off_bonuses: [],
    bonus_combination: 'highest',
    year_end_bonus_type: 'percentage',
    year_end_bonus_amount: cao.year_end_bonus_amount,
    year_end_bonus_comment: 'Uitbetaald in december',
  };
}

/**
 * An own scheme without tables, as the store keeps it (the store does not validate; the route does that
 * first): for the tests of the store itself and of what happens around a save. `signedName` tells versions
 * apart.
 */
export function ownSchemePayload(signedName: string): InlenersCaoPayload {
  return {
    proposal_inlener_id: null,
    follow_salary_tables: null,
    signed_fullname: signedName,
    terms_accepted: true,
    cao_id: null,
    cao_text: '',
    duration_start: '2025-01-01',
    vacation_amount: '20',
    vacation_allowance: '8',
    vacation_time_type: 'days_per_year',
    salary_tables: [],
    werksoorten: [],
    educations: [],
    one_off_bonuses: [],
    year_end_bonus_type: 'Geen',
  };
}

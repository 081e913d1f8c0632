import type { Cao } from '@beloning/core/api';
import { parseSalaryTableCsv } from '@beloning/core/csv';
import { formatDutchDate } from '@beloning/core/format';
import { followUpStart, formSeriesTable, nameKey, newestByName } from '@beloning/core/salary';
import { fromInlenersCao, type SalaryTableForm } from '@beloning/core/schemas';

/**
 * The salary tables of the full wizard: the cao's tables as forms, a new empty table, and tables read from a
 * CSV file with core's codec.
 */

/**
 * The cao's tables as step-3 forms, each with the cao's wages as its original (a cell may not go below it) and
 * the cao's jobs as a start. Core's fromInlenersCao maps the fields, as it does for a saved scheme.
 */
export function caoTableForms(cao: Cao): SalaryTableForm[] {
  const forms = fromInlenersCao({
    id: 0,
    version: 1,
    cao_id: cao.id,
    signed_fullname: '',
    follow_salary_tables: null,
    duration_start: cao.duration_start,
    duration_end: cao.duration_end,
    vacation_time_type: cao.vacation_time_type,
    vacation_time_amount: cao.vacation_time_amount,
    vacation_allowance: cao.vacation_allowance,
    year_end_bonus_type: cao.year_end_bonus_type,
    year_end_bonus_amount: cao.year_end_bonus_amount,
    year_end_bonus_comment: null,
    one_off_bonuses: [],
    werksoorts: [],
    educations: [],
    timesheet_overtime_interaction: 'Geen',
    cao_text: cao.cao_text,
    salary_tables: cao.salary_tables.map((table) => ({ ...table, inleners_jobs: table.jobs })),
  }).salaryTables;
  return forms.map((form, index) => {
    const table = cao.salary_tables[index];
    return {
      ...form,
      salaryTableId: table?.id ?? null,
      originalSalaryTableId: table?.id ?? null,
      originalFullTable: table?.full_table ?? null,
    };
  });
}

/** A new table of the 'new table' dialog: the settings of the last table (or plain defaults), no wages. */
export function newTableForm(name: string, tables: readonly SalaryTableForm[]): SalaryTableForm {
  const last = tables.at(-1);
  const key = `tabel-nieuw-${tables.length + 1}-${Date.now().toString(36)}`;
  const base: SalaryTableForm = last ?? {
    key,
    salaryTableId: null,
    originalSalaryTableId: null,
    name,
    activePer: '',
    endDate: '',
    conform: 'Eigen regeling',
    wagesPer: 'hour',
    wagesDividedBy: '1',
    hourDefinition: '',
    initialScaling: '',
    advComment: '',
    advType: null,
    advAmount: '',
    bbl: false,
    hasPeriodiekVerhogingen: 0,
    periodiekVerhogingen: [],
    shiftWorkComment: '',
    fullTable: {},
    originalFullTable: null,
    jobs: [],
  };
  return {
    ...base,
    key,
    name: name.trim(),
    salaryTableId: null,
    originalSalaryTableId: null,
    fullTable: {},
    originalFullTable: null,
    jobs: [],
  };
}

export type CsvImport =
  | { ok: true; tables: SalaryTableForm[]; replaced: string[]; added: string[] }
  | { ok: false; errors: string[] };

/**
 * Fills tables from a CSV file (core's codec: Dutch Excel, long or wide): the newest table of a name that is
 * in the wizard gets the file's wages (as `tables import` does, core's newestByName); a new name becomes a
 * new table with the settings of the last one and dates still to fill in. Nothing changes
 * when the file has an error; every error is listed.
 */
export function importCsvTables(
  tables: readonly SalaryTableForm[],
  bytes: Uint8Array,
  fallbackName: string,
): CsvImport {
  const result = parseSalaryTableCsv(
    bytes,
    fallbackName.trim() === '' ? {} : { tableName: fallbackName.trim() },
  );
  if (!result.ok) return { ok: false, errors: result.errors.map((error) => error.message) };
  let next = [...tables];
  const replaced: string[] = [];
  const added: string[] = [];
  for (const [name, fullTable] of Object.entries(result.tables)) {
    const index = newestByName(next.map(formSeriesTable)).get(nameKey(name));
    if (index === undefined) {
      next = [...next, { ...newTableForm(name, next), fullTable }];
      added.push(name);
    } else {
      next = next.map((table, at) => (at === index ? { ...table, fullTable } : table));
      replaced.push(name);
    }
  }
  return { ok: true, tables: next, replaced, added };
}

export type FollowUpResult = { ok: true; table: SalaryTableForm } | { ok: false; message: string };

/**
 * A follow-up of the series of the table at `index` (SPEC.md 4, core's followUpStart): only when the
 * series' newest table has an end date, and then starting the day after it, without an end date, with a
 * copy of its wages, periodic increases, jobs and terms (and the cao's originals, so a wage stays at or above
 * them). It is a new table, so it has no id of its own.
 */
export function followUpTableForm(tables: readonly SalaryTableForm[], index: number): FollowUpResult {
  const start = followUpStart(tables.map(formSeriesTable), index);
  if (!start.ok) return { ok: false, message: start.message };
  const last = tables[start.from]!;
  return {
    ok: true,
    table: {
      ...last,
      key: `tabel-volgend-${tables.length + 1}-${Date.now().toString(36)}`,
      salaryTableId: null,
      activePer: formatDutchDate(start.start),
      endDate: '',
      periodiekVerhogingen: last.periodiekVerhogingen.map((rule) => ({ ...rule })),
      fullTable: structuredClone(last.fullTable),
      jobs: last.jobs.map((job) => ({ ...job, jobId: null })),
    },
  };
}

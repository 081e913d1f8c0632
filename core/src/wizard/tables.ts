import { parseSalaryTableCsv } from '../csv/parse.js';
import { formatDutchDate, parseDutchDate } from '../format/dates.js';
import { MESSAGES } from '../base/messages.js';
import {
  planDatedIncrease,
  type DatedIncreaseErrorCode,
  type DatedIncreaseStep,
} from '../salary/dated-increase.js';
import type { IncreaseRounding } from '../salary/increase-formula.js';
import { cellChanges, drasticChange, type CellChange } from '../salary/cell-changes.js';
import {
  canDeleteFollowUpTable,
  followUpStart,
  formSeriesTable,
  nameKey,
  newestByName,
  seriesOf,
} from '../salary/table-series.js';
import type { Cao } from '../schemas/cao.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import { fromInlenersCao } from '../schemas/scheme-forms.js';

/**
 * The salary tables of the full wizard's steps 3 to 5, for every client: the cao's tables as forms, a new
 * table, a follow-up table, deleting a follow-up table, and tables read from a CSV file. Each returns new
 * tables and leaves the given ones untouched.
 */

/** A key no table has yet: `{prefix}-{n}` with the smallest n from 1 (the same tables give the same key). */
function freeKey(tables: readonly SalaryTableForm[], prefix: string): string {
  const used = new Set(tables.map((table) => table.key));
  let n = tables.length + 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/**
 * The cao's tables as step-3 forms (what choosing a cao seeds, and 'reset to the cao'): each with the cao's
 * wages as its original (a cell may not go below it) and the cao's jobs as a start. Core's fromInlenersCao
 * maps the fields, as it does for a saved scheme.
 */
export function caoTableForms(
  cao: Pick<Cao, 'id' | 'duration_start' | 'duration_end' | 'salary_tables'>,
): SalaryTableForm[] {
  const forms = fromInlenersCao({
    id: 0,
    version: 1,
    cao_id: cao.id,
    signed_fullname: '',
    follow_salary_tables: null,
    duration_start: cao.duration_start,
    duration_end: cao.duration_end,
    vacation_time_type: 'days_per_year',
    vacation_time_amount: '0',
    vacation_allowance: '0',
    year_end_bonus_type: 'Geen',
    year_end_bonus_amount: '0',
    year_end_bonus_comment: null,
    one_off_bonuses: [],
    werksoorts: [],
    educations: [],
    timesheet_overtime_interaction: 'Geen',
    cao_text: '',
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

/** The settings a new table takes when there is no table to copy them from. */
function plainTable(key: string, name: string): SalaryTableForm {
  return {
    key,
    salaryTableId: null,
    originalSalaryTableId: null,
    name,
    activePer: '',
    endDate: '',
    conform: 'Eigen regeling',
    wagesPer: 'hour',
    wagesDividedBy: '1',
    hoursInWorkweek: '',
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
}

/**
 * A new table of the 'new table' dialog: the settings of the last table (its period, terms and periodic
 * increases; plain defaults when there is none) under the typed name, with no wages and no jobs.
 */
export function newTableForm(name: string, tables: readonly SalaryTableForm[]): SalaryTableForm {
  const key = freeKey(tables, 'tabel-nieuw');
  const base = tables.at(-1) ?? plainTable(key, name);
  return {
    ...base,
    key,
    name: name.trim(),
    salaryTableId: null,
    originalSalaryTableId: null,
    periodiekVerhogingen: base.periodiekVerhogingen.map((rule) => ({ ...rule })),
    fullTable: {},
    originalFullTable: null,
    jobs: [],
  };
}

export type FollowUpResult =
  { ok: true; tables: SalaryTableForm[]; table: SalaryTableForm } | { ok: false; message: string };

/**
 * Adds a follow-up to the series of the table at `index` (SPEC.md 4, core's followUpStart): only when the
 * series' newest table has an end date, and then starting the day after it, without an end date, with a copy
 * of its wages, periodic increases, jobs and terms (and the cao's originals, so a wage stays at or above
 * them). It is a new table, so it has no id of its own.
 */
export function addFollowUpTable(tables: readonly SalaryTableForm[], index: number): FollowUpResult {
  const start = followUpStart(tables.map(formSeriesTable), index);
  if (!start.ok) return { ok: false, message: start.message };
  const last = tables[start.from]!;
  const table: SalaryTableForm = {
    ...last,
    key: freeKey(tables, 'tabel-volgend'),
    salaryTableId: null,
    activePer: formatDutchDate(start.start),
    endDate: '',
    periodiekVerhogingen: last.periodiekVerhogingen.map((rule) => ({ ...rule })),
    fullTable: structuredClone(last.fullTable),
    jobs: last.jobs.map((job) => ({ ...job, jobId: null })),
  };
  return { ok: true, tables: [...tables, table], table };
}

/** Whether the table at `index` may be deleted: the newest of its series, and not its first (core's rule). */
export function canDeleteTable(tables: readonly SalaryTableForm[], index: number): boolean {
  return canDeleteFollowUpTable(tables.map(formSeriesTable), index);
}

export interface DeletedTable {
  tables: SalaryTableForm[];
  /** The key of the table before it in its series, which the wizard shows next. */
  show: string | null;
}

/** Deletes the follow-up table at `index`, or gives null when core's rule does not allow it. */
export function deleteFollowUpTable(tables: readonly SalaryTableForm[], index: number): DeletedTable | null {
  if (!canDeleteTable(tables, index)) return null;
  const previous = seriesOf(tables.map(formSeriesTable), index).at(-2);
  return {
    tables: tables.filter((_, at) => at !== index),
    show: previous === undefined ? null : (tables[previous]?.key ?? null),
  };
}

/** A table a CSV file replaces the wages of, and what that does to them. */
export interface ReplacedTable {
  name: string;
  /** Every cell whose wage changes (core's cellChanges), dropped cells last. */
  changes: CellChange[];
  /** The changes that need the user's confirmation (core's drasticChange): doubled, halved or dropped. */
  drastic: CellChange[];
}

export type CsvTablesResult =
  | {
      ok: true;
      tables: SalaryTableForm[];
      replaced: ReplacedTable[];
      added: string[];
      /** True when a replaced table loses a cell or a wage doubles or halves: apply only after confirmation. */
      needsConfirmation: boolean;
    }
  | { ok: false; errors: string[] };

/**
 * Fills tables from a CSV file (core's codec: Dutch Excel, long or wide): the newest table of a name that is
 * in the wizard gets the file's wages (as `tables import` does, core's newestByName); a new name becomes a
 * new table with the settings of the last one and dates still to fill in. Nothing changes when the file
 * has an error; every error is listed. What a replaced table loses is reported, so the client can ask.
 */
export function importCsvTables(
  tables: readonly SalaryTableForm[],
  input: string | Uint8Array,
  fallbackName: string,
): CsvTablesResult {
  const name = fallbackName.trim();
  const result = parseSalaryTableCsv(input, name === '' ? {} : { tableName: name });
  if (!result.ok) return { ok: false, errors: result.errors.map((error) => error.message) };
  let next = [...tables];
  const replaced: ReplacedTable[] = [];
  const added: string[] = [];
  for (const [tableName, fullTable] of Object.entries(result.tables)) {
    const index = newestByName(next.map(formSeriesTable)).get(nameKey(tableName));
    const current = index === undefined ? undefined : next[index];
    if (index === undefined || current === undefined) {
      next = [...next, { ...newTableForm(tableName, next), fullTable }];
      added.push(tableName);
      continue;
    }
    const changes = cellChanges(current.fullTable, fullTable);
    replaced.push({
      name: current.name,
      changes,
      drastic: changes.filter((change) => drasticChange(change) !== null),
    });
    next = next.map((table, at) => (at === index ? { ...table, fullTable } : table));
  }
  return {
    ok: true,
    tables: next,
    replaced,
    added,
    needsConfirmation: replaced.some((table) => table.drastic.length > 0),
  };
}

/** A raise per date as the portal's bulk increase gives it: Dutch dates as typed, steps read already. */
export interface DatedIncreaseInput {
  /** The date the raise takes effect, DD-MM-YYYY. */
  per: string;
  /** The end date of the follow-up, DD-MM-YYYY; empty: that of the table it splits. */
  endDate: string;
  steps: readonly DatedIncreaseStep[];
  rounding?: IncreaseRounding;
  force?: boolean;
}

export type DatedIncreaseFormsResult =
  | {
      ok: true;
      tables: SalaryTableForm[];
      /** The new follow-up table. */
      followUp: SalaryTableForm;
      /** The table it follows, when that now ends the day before the date. */
      ended: SalaryTableForm | null;
      /** Every wage of the follow-up that differs from the table it follows. */
      changes: CellChange[];
    }
  | { ok: false; errors: string[]; codes: DatedIncreaseErrorCode[] };

/**
 * The portal's raise per date of the series of the table at `index` (core's planDatedIncrease, as the CLI's
 * `tables increase --per`): a follow-up from the date with the raised wages, after the newest table of that
 * series (which ends the day before when it runs past the date), with a copy of its terms, periodic
 * increases, jobs (as new jobs) and cao originals. Nothing changes when it is refused; every reason is given.
 */
export function datedIncreaseForms(
  tables: readonly SalaryTableForm[],
  index: number,
  input: DatedIncreaseInput,
): DatedIncreaseFormsResult {
  const table = tables[index];
  const per = parseDutchDate(input.per);
  const endDate = input.endDate.trim() === '' ? null : parseDutchDate(input.endDate);
  if (table === undefined || per === null || (input.endDate.trim() !== '' && endDate === null)) {
    return { ok: false, errors: [MESSAGES.date], codes: [] };
  }
  const plan = planDatedIncrease(
    tables.map((form) => ({ ...formSeriesTable(form), fullTable: form.fullTable })),
    {
      per,
      endDate,
      steps: input.steps,
      ...(input.rounding === undefined ? {} : { rounding: input.rounding }),
      table: table.name,
      force: input.force ?? false,
    },
  );
  if (!plan.ok) {
    return {
      ok: false,
      errors: plan.errors.map((error) => error.message),
      codes: plan.errors.map((error) => error.code),
    };
  }
  const planned = plan.followUps[0];
  if (planned === undefined) return { ok: false, errors: [], codes: [] };
  const source = tables[planned.from]!;
  const end = plan.ended.find((ended) => ended.index === planned.from);
  const next = tables.map((form, at) =>
    end !== undefined && at === end.index ? { ...form, endDate: formatDutchDate(end.end) } : form,
  );
  const followUp: SalaryTableForm = {
    ...source,
    key: freeKey(next, 'tabel-volgend'),
    salaryTableId: null,
    name: planned.name,
    activePer: formatDutchDate(planned.start),
    endDate: planned.end === null ? '' : formatDutchDate(planned.end),
    periodiekVerhogingen: source.periodiekVerhogingen.map((rule) => ({ ...rule })),
    fullTable: planned.fullTable,
    jobs: source.jobs.map((job) => ({ ...job, jobId: null })),
  };
  return {
    ok: true,
    tables: [...next, followUp],
    followUp,
    ended: end === undefined ? null : next[end.index]!,
    changes: planned.changes,
  };
}

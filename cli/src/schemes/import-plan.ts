import type { SalaryTables } from '@beloning/core/csv';
import {
  cellChanges,
  countCellChanges,
  followUpStart,
  nameKey,
  newestByName,
  newestOfSeries,
  newestTable,
  savedSeriesTable,
} from '@beloning/core/salary';
import type { InlenersCao, SalaryTable, SalaryTablePayload } from '@beloning/core/schemas';
import type { SchemeEdit, TableChange } from './plan.js';

/** The tables read from one CSV file. */
export interface ImportedFile {
  /** As the user named it, for messages. */
  file: string;
  tables: SalaryTables;
}

/**
 * The dates of a table the import adds (ISO). Without activePer a new table continues its own series (the
 * day after the end date of the newest table of the series); its end date must be given (every table has
 * one, SPEC.md step 3).
 */
export interface NewTableDates {
  activePer?: string;
  endDate?: string;
}

/**
 * An import that cannot be planned without a guess: two files (or two spellings in one file) name the same
 * table, or a new table has no start date of its own. Each line names the table and what to do.
 */
export class ImportPlanError extends Error {
  override name = 'ImportPlanError';
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
  }
}

export const IMPORT_PLAN_MESSAGES = {
  duplicate: (name: string, first: string, file: string) =>
    `Loontabel ${name} staat meer dan eens in de invoer (${first} en ${file}).`,
  newSeries: (name: string) =>
    `Loontabel ${name} is nieuw en volgt op geen tabel van de regeling: geef met --active-per op vanaf wanneer hij geldt.`,
  noEndDate: (name: string) =>
    `Loontabel ${name} is nieuw en heeft een einddatum nodig: geef met --end-date op tot wanneer hij geldt.`,
  openPredecessor: (name: string, previous: string) =>
    `Loontabel ${name} volgt op ${previous}, die geen einddatum heeft: geef ${previous} eerst een einddatum, of geef --active-per op.`,
} as const;

/**
 * How imported tables land in a scheme (cli/README.md, 'tables import'): a table whose name (trimmed,
 * case-insensitive) is already in the scheme replaces the wages of the newest table of that name and keeps
 * everything else (dates, settings, cao link, jobs); a new name adds a table with no cao original and no
 * jobs, with the settings of the newest table of its series (core's table-series: 'Loontabel 2026' continues
 * 'Loontabel 2025'), else of the scheme's newest table. Its start is the given one, else the day after the
 * end of its series' newest table; its end the given one; never another table's dates. Other tables stay as they are. Throws
 * ImportPlanError when a name comes in twice or a new table's start would be a guess.
 */
export function planImport(
  scheme: InlenersCao,
  payload: SchemeEdit['payload'],
  files: readonly ImportedFile[],
  dates: NewTableDates = {},
): SchemeEdit {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const { file, tables } of files) {
    for (const name of Object.keys(tables)) {
      const key = nameKey(name);
      const first = seen.get(key);
      if (first !== undefined) duplicates.push(IMPORT_PLAN_MESSAGES.duplicate(name, first, file));
      else seen.set(key, file);
    }
  }
  if (duplicates.length > 0) throw new ImportPlanError(duplicates);

  const salaryTables: SalaryTablePayload[] = [...payload.salary_tables];
  const series = payload.salary_tables.map(savedSeriesTable);
  const newest = newestByName(series);
  const refused: string[] = [];
  const changes: TableChange[] = [];
  for (const { tables } of files) {
    for (const [name, fullTable] of Object.entries(tables)) {
      const index = newest.get(nameKey(name));
      if (index !== undefined) {
        const before = salaryTables[index];
        const record = scheme.salary_tables[index];
        if (before === undefined || record === undefined) continue;
        salaryTables[index] = { ...before, full_table: fullTable };
        changes.push({
          action: 'replaced',
          table: { ...record, full_table: fullTable },
          counts: countCellChanges(before.full_table, fullTable),
          cells: cellChanges(before.full_table, fullTable),
        });
        continue;
      }
      const previous = newestOfSeries(series, name);
      const templateIndex = previous ?? newestTable(series);
      const template = salaryTables[templateIndex];
      const record = scheme.salary_tables[templateIndex];
      if (template === undefined || record === undefined) continue;
      let activePer = dates.activePer;
      if (activePer === undefined) {
        const start = previous === undefined ? undefined : followUpStart(series, previous);
        if (start === undefined) refused.push(IMPORT_PLAN_MESSAGES.newSeries(name));
        else if (!start.ok) refused.push(IMPORT_PLAN_MESSAGES.openPredecessor(name, template.name));
        else activePer = start.start;
      }
      // Every table has an end date (step 3); a new one gets the one asked for, never another table's.
      const endDate = dates.endDate;
      if (endDate === undefined) refused.push(IMPORT_PLAN_MESSAGES.noEndDate(name));
      if (activePer === undefined || endDate === undefined) continue;
      const added: SalaryTablePayload = {
        ...template,
        salary_table_id: null,
        original_salary_table_id: null,
        name,
        active_per: activePer,
        end_date: endDate,
        full_table: fullTable,
        inleners_jobs: [],
      };
      salaryTables.push(added);
      const table: SalaryTable = {
        ...record,
        id: null,
        salary_table_id: null,
        original_salary_table_id: null,
        name,
        active_per: activePer,
        end_date: endDate,
        full_table: fullTable,
        inleners_jobs: [],
        jobs: [],
      };
      changes.push({
        action: 'added',
        table,
        counts: countCellChanges({}, fullTable),
        cells: cellChanges({}, fullTable),
      });
    }
  }
  if (refused.length > 0) throw new ImportPlanError(refused);
  return { payload: { ...payload, salary_tables: salaryTables }, changes };
}

import type { SalaryTables } from '@beloning/core/csv';
import type { InlenersCao, SalaryTable, SalaryTablePayload } from '@beloning/core/schemas';
import { newestTableIndex, newestTableIndexes, tableNameKey } from './newest-tables.js';
import type { SchemeEdit, TableChange } from './plan.js';
import { countCellChanges } from './table-changes.js';

/** The tables read from one CSV file. */
export interface ImportedFile {
  /** As the user named it, for messages. */
  file: string;
  tables: SalaryTables;
}

/** The dates of a table the import adds (ISO); by default those of the scheme's newest table. */
export interface NewTableDates {
  activePer?: string;
  endDate?: string;
}

/** Two files (or two spellings in one file) name the same table: which one wins would be a guess. */
export class DuplicateImportError extends Error {
  override name = 'DuplicateImportError';
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
  }
}

/**
 * How imported tables land in a scheme (cli/README.md, 'tables import'): a table whose name (trimmed,
 * case-insensitive) is already in the scheme replaces the wages of the newest table of that name and keeps
 * everything else (dates, settings, cao link, jobs); a new name adds a table with the settings of the
 * scheme's newest table, its dates or the given ones, no cao original, no jobs. Other tables stay as they
 * are. Throws DuplicateImportError when a name comes in twice.
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
      const key = tableNameKey(name);
      const first = seen.get(key);
      if (first !== undefined) {
        duplicates.push(`Loontabel ${name} staat meer dan eens in de invoer (${first} en ${file}).`);
      } else seen.set(key, file);
    }
  }
  if (duplicates.length > 0) throw new DuplicateImportError(duplicates);

  const salaryTables: SalaryTablePayload[] = [...payload.salary_tables];
  const newest = newestTableIndexes(payload.salary_tables);
  const templateIndex = newestTableIndex(payload.salary_tables);
  const changes: TableChange[] = [];
  for (const { tables } of files) {
    for (const [name, fullTable] of Object.entries(tables)) {
      const index = newest.get(tableNameKey(name));
      if (index !== undefined) {
        const before = salaryTables[index];
        const record = scheme.salary_tables[index];
        if (before === undefined || record === undefined) continue;
        salaryTables[index] = { ...before, full_table: fullTable };
        changes.push({
          action: 'replaced',
          table: { ...record, full_table: fullTable },
          counts: countCellChanges(before.full_table, fullTable),
        });
        continue;
      }
      const template = salaryTables[templateIndex];
      const record = scheme.salary_tables[templateIndex];
      if (template === undefined || record === undefined) continue;
      const activePer = dates.activePer ?? template.active_per;
      const endDate = dates.endDate ?? template.end_date;
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
      changes.push({ action: 'added', table, counts: countCellChanges({}, fullTable) });
    }
  }
  return { payload: { ...payload, salary_tables: salaryTables }, changes };
}

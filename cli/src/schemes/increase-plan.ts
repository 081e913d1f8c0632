import {
  cellChanges,
  countCellChanges,
  increaseFullTable,
  nameKey,
  newestByName,
  savedSeriesTable,
  type BulkIncrease,
} from '@beloning/core/salary';
import type { InlenersCao } from '@beloning/core/schemas';
import type { SchemeEdit, TableChange } from './plan.js';

/** --table names a table the scheme does not have. */
export class UnknownTableError extends Error {
  override name = 'UnknownTableError';
  constructor(
    readonly table: string,
    readonly known: readonly string[],
  ) {
    super(`Loontabel '${table}' staat niet in deze regeling.`);
  }
}

/**
 * A bulk increase with core's increaseFullTable on the newest table of each name (the tables `tables export`
 * writes; older tables of a series are history and stay as they were), or on the newest table of one name.
 */
export function planIncrease(
  scheme: InlenersCao,
  payload: SchemeEdit['payload'],
  increase: BulkIncrease,
  tableName?: string,
): SchemeEdit {
  const newest = newestByName(payload.salary_tables.map(savedSeriesTable));
  let indexes = [...newest.values()];
  if (tableName !== undefined) {
    const index = newest.get(nameKey(tableName));
    if (index === undefined) {
      const known = [...newest.values()].map((position) => payload.salary_tables[position]?.name ?? '');
      throw new UnknownTableError(tableName, known);
    }
    indexes = [index];
  }
  const salaryTables = [...payload.salary_tables];
  const changes: TableChange[] = [];
  for (const index of indexes) {
    const before = salaryTables[index];
    const record = scheme.salary_tables[index];
    if (before === undefined || record === undefined) continue;
    const fullTable = increaseFullTable(before.full_table, increase.steps, increase.rounding);
    salaryTables[index] = { ...before, full_table: fullTable };
    changes.push({
      action: 'increased',
      table: { ...record, full_table: fullTable },
      counts: countCellChanges(before.full_table, fullTable),
      cells: cellChanges(before.full_table, fullTable),
    });
  }
  return { payload: { ...payload, salary_tables: salaryTables }, changes };
}

import type { SalaryTables } from '@beloning/core/csv';
import { newestByName, savedSeriesTable } from '@beloning/core/salary';
import type { FullTable } from '@beloning/core/schemas';

/**
 * The CLI's CSV side of a scheme: the newest table of each name (core's table-series newestByName: latest
 * active_per, of equal dates the last; names trimmed and case-insensitive) as name -> full_table, what
 * `tables export` writes and `tables import` replaces.
 */
export function newestFullTables<
  T extends { name: string; active_per: string; end_date: string | null; full_table: FullTable },
>(tables: readonly T[]): SalaryTables {
  const result: SalaryTables = {};
  for (const index of newestByName(tables.map(savedSeriesTable)).values()) {
    const table = tables[index];
    if (table !== undefined) result[table.name] = table.full_table;
  }
  return result;
}

import { uniqueKey } from '@beloning/core/rules';
import type { SalaryTables } from '@beloning/core/csv';
import type { FullTable } from '@beloning/core/schemas';

/**
 * Tables of one name form a series in date order (core's step-3 rule); the CLI's CSV side of a scheme is the
 * newest table of each name (latest active_per; of equal dates the last). Names compare as core's rules
 * compare them: trimmed and case-insensitive.
 */

export interface DatedTable {
  name: string;
  active_per: string;
}

/** The key under which two table names are the same series. */
export function tableNameKey(name: string): string {
  return uniqueKey(name);
}

/** The index of the newest table of each name, keyed by tableNameKey, in the order the names first appear. */
export function newestTableIndexes(tables: readonly DatedTable[]): Map<string, number> {
  const newest = new Map<string, number>();
  tables.forEach((table, index) => {
    const key = tableNameKey(table.name);
    const current = newest.get(key);
    if (current === undefined || table.active_per >= (tables[current]?.active_per ?? '')) {
      newest.set(key, index);
    }
  });
  return newest;
}

/** The index of the newest table of the whole scheme (the template of a table an import adds), or -1. */
export function newestTableIndex(tables: readonly DatedTable[]): number {
  let found = -1;
  tables.forEach((table, index) => {
    if (found === -1 || table.active_per >= (tables[found]?.active_per ?? '')) found = index;
  });
  return found;
}

/** The newest table of each name as name -> full_table: what the CLI writes to and reads from CSV. */
export function newestFullTables<T extends DatedTable & { full_table: FullTable }>(
  tables: readonly T[],
): SalaryTables {
  const result: SalaryTables = {};
  for (const index of newestTableIndexes(tables).values()) {
    const table = tables[index];
    if (table !== undefined) result[table.name] = table.full_table;
  }
  return result;
}

import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';

/** Removes an age row with all its wages. */
export function removeAge(fullTable: FullTable, age: string): FullTableResult {
  if (!Object.hasOwn(fullTable, age)) return refused(fullTableErrors.unknownAge());
  const { [age]: _removed, ...rest } = fullTable;
  return changed(rest);
}

import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { ownValue } from './table-keys.js';

/**
 * Removes a periodical column from every payscale of one age, or only from `payscale` when given (one
 * cell). Refused when the age, the payscale or the periodical is not there.
 */
export function removePeriodical(
  fullTable: FullTable,
  age: string,
  periodical: string,
  payscale?: string,
): FullTableResult {
  const payscales = ownValue(fullTable, age);
  if (payscales === undefined) return refused(fullTableErrors.unknownAge());
  if (payscale !== undefined && !Object.hasOwn(payscales, payscale)) {
    return refused(fullTableErrors.unknownPayscale());
  }
  const rows = payscale === undefined ? Object.keys(payscales) : [payscale];
  if (!rows.some((row) => Object.hasOwn(payscales[row]!, periodical))) {
    return refused(fullTableErrors.unknownPeriodical());
  }
  const newPayscales = { ...payscales };
  for (const row of rows) {
    const { [periodical]: _removed, ...rest } = payscales[row]!;
    newPayscales[row] = rest;
  }
  return changed({ ...fullTable, [age]: newPayscales });
}

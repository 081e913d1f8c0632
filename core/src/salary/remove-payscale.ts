import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';

/** Removes a payscale row, with its wages, from every age. */
export function removePayscale(fullTable: FullTable, payscale: string): FullTableResult {
  const ages = Object.keys(fullTable);
  if (!ages.some((age) => Object.hasOwn(fullTable[age]!, payscale))) {
    return refused(fullTableErrors.unknownPayscale());
  }
  const result: FullTable = {};
  for (const age of ages) {
    const { [payscale]: _removed, ...rest } = fullTable[age]!;
    result[age] = rest;
  }
  return changed(result);
}

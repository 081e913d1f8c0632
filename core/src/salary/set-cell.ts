import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { cellValue, ownValue } from './table-keys.js';
import { validateWage } from './validate-wage.js';

/** One cell of a full_table. */
export interface CellAddress {
  age: string;
  payscale: string;
  periodical: string;
}

/**
 * Sets the wage of one cell (creating it in an existing payscale row when needed). The value is required,
 * a number, above zero, and not below the same cell of `originalTable` (the cao's table the user started
 * from): 'Waarde moet minimaal 15,52 zijn'.
 */
export function setCell(
  fullTable: FullTable,
  cell: CellAddress,
  value: string,
  originalTable: FullTable | null = null,
): FullTableResult {
  const payscales = ownValue(fullTable, cell.age);
  if (payscales === undefined) return refused(fullTableErrors.unknownAge());
  const periodicals = ownValue(payscales, cell.payscale);
  if (periodicals === undefined) return refused(fullTableErrors.unknownPayscale());
  const original = (originalTable === null ? undefined : cellValue(originalTable, cell)) ?? null;
  const wage = validateWage(value, original);
  if (!wage.ok) return refused(wage.error);
  return changed({
    ...fullTable,
    [cell.age]: { ...payscales, [cell.payscale]: { ...periodicals, [cell.periodical]: wage.value } },
  });
}

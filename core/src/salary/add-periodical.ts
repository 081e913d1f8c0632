import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { nextPayscaleKey } from './next-payscale-key.js';
import { ownValue, periodicalKeys } from './table-keys.js';
import { validateWage } from './validate-wage.js';

/** Where a new periodical goes and the wage it starts with. */
export interface NewPeriodical {
  age: string;
  payscale: string;
  /** The column key; defaults to the next key after the age's columns ('3' after '0', '1', '2'). */
  periodical?: string;
  /** The wage as typed ('15,52'). */
  value: string;
}

/**
 * Adds a periodical (a column cell) to one payscale row. A periodical without a value is not created: an
 * empty value is refused with 'Veld is vereist'. The value must be a number of at least zero, and the key
 * must not exist yet in that row.
 */
export function addPeriodical(fullTable: FullTable, cell: NewPeriodical): FullTableResult {
  const payscales = ownValue(fullTable, cell.age);
  if (payscales === undefined) return refused(fullTableErrors.unknownAge());
  const periodicals = ownValue(payscales, cell.payscale);
  if (periodicals === undefined) return refused(fullTableErrors.unknownPayscale());
  const key = cell.periodical?.trim() ?? nextPayscaleKey(periodicalKeys(fullTable, cell.age));
  if (key === '') return refused(fullTableErrors.required());
  if (Object.hasOwn(periodicals, key)) return refused(fullTableErrors.unique());
  const wage = validateWage(cell.value);
  if (!wage.ok) return refused(wage.error);
  return changed({
    ...fullTable,
    [cell.age]: { ...payscales, [cell.payscale]: { ...periodicals, [key]: wage.value } },
  });
}

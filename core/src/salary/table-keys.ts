import type { FullTable } from '../schemas/salary-table.js';
import type { CellAddress } from './set-cell.js';

/** Every payscale key of the table, in the order they first appear over the ages. */
export function payscaleKeys(fullTable: FullTable): string[] {
  const keys = new Set<string>();
  for (const payscales of Object.values(fullTable)) for (const key of Object.keys(payscales)) keys.add(key);
  return [...keys];
}

/**
 * Every periodical (column) key of one age, in the order they first appear over its payscales; the keys
 * of all ages when no age is given.
 */
export function periodicalKeys(fullTable: FullTable, age?: string): string[] {
  const keys = new Set<string>();
  const ages = age === undefined ? Object.values(fullTable) : [fullTable[age] ?? {}];
  for (const payscales of ages) {
    for (const periodicals of Object.values(payscales))
      for (const key of Object.keys(periodicals)) keys.add(key);
  }
  return [...keys];
}

/** The value under an own key only, so an age named 'constructor' never reaches Object.prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The wage of one cell as it is kept, or undefined when the table has no such cell (own keys only). */
export function cellValue(fullTable: FullTable, cell: CellAddress): string | undefined {
  const payscales = ownValue(fullTable, cell.age);
  const periodicals = payscales === undefined ? undefined : ownValue(payscales, cell.payscale);
  return periodicals === undefined ? undefined : ownValue(periodicals, cell.periodical);
}

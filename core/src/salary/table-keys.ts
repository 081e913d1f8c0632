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

/**
 * Whether two tables hold the same wages under the same keys in the same order (the order is what a grid
 * shows); a quicker and allocation-free answer than comparing their JSON texts.
 */
export function sameFullTable(a: FullTable, b: FullTable): boolean {
  if (a === b) return true;
  return sameRecord(a, b, (x, y) => sameRecord(x, y, (p, q) => sameRecord(p, q, (v, w) => v === w)));
}

function sameRecord<T>(
  a: Readonly<Record<string, T>>,
  b: Readonly<Record<string, T>>,
  same: (x: T, y: T) => boolean,
): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    if (key !== others[index] || !same(a[key]!, b[key]!)) return false;
  }
  return true;
}

import type { FullTable } from '../schemas/salary-table.js';
import { compare } from './compare.js';
import { parseDecimal, type Decimal } from './decimal.js';
import { multiply } from './multiply.js';

/**
 * What a new version does to the wages of a table, cell by cell, against the version it replaces: the one
 * comparison the CLI's dry runs list and the confirmation of drastic changes reads (the portal's dialog
 * will read the same).
 */

/** One cell whose wage a new version changes: old null when the cell is new, new null when it is dropped. */
export interface CellChange {
  age: string;
  payscale: string;
  periodical: string;
  old: string | null;
  new: string | null;
}

/** How the cells of a table differ before and after an import or increase. */
export interface CellCounts {
  /** Cells in both tables with another wage. */
  changed: number;
  /** Cells only in the new table. */
  added: number;
  /** Cells only in the old table. */
  removed: number;
  /** Cells in both tables with the same wage ('16.0' equals '16.00'). */
  unchanged: number;
}

/** Why a change needs an explicit confirmation before it is saved. */
export type DrasticChange = 'more_than_double' | 'less_than_half' | 'dropped';

function sameWage(a: string, b: string): boolean {
  if (a === b) return true;
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left !== null && right !== null && compare(left, right) === 0;
}

/**
 * Every cell whose wage differs between `before` and `after` (compared as decimals: '16.0' equals '16.00'):
 * changed and new cells in the order of `after`, then the dropped cells in the order of `before`.
 */
export function cellChanges(before: FullTable, after: FullTable): CellChange[] {
  const changes: CellChange[] = [];
  for (const [age, payscales] of Object.entries(after)) {
    for (const [payscale, cells] of Object.entries(payscales)) {
      for (const [periodical, wage] of Object.entries(cells)) {
        const old = before[age]?.[payscale]?.[periodical];
        if (old === undefined) changes.push({ age, payscale, periodical, old: null, new: wage });
        else if (!sameWage(old, wage)) changes.push({ age, payscale, periodical, old, new: wage });
      }
    }
  }
  for (const [age, payscales] of Object.entries(before)) {
    for (const [payscale, cells] of Object.entries(payscales)) {
      for (const [periodical, old] of Object.entries(cells)) {
        if (after[age]?.[payscale]?.[periodical] === undefined) {
          changes.push({ age, payscale, periodical, old, new: null });
        }
      }
    }
  }
  return changes;
}

/** Counts the cells (age, payscale, periodical) that an old and a new full_table share, change or lack. */
export function countCellChanges(before: FullTable, after: FullTable): CellCounts {
  const changes = cellChanges(before, after);
  const counts: CellCounts = { changed: 0, added: 0, removed: 0, unchanged: cellTotal(after) };
  for (const change of changes) {
    if (change.old === null) counts.added += 1;
    else if (change.new === null) counts.removed += 1;
    else counts.changed += 1;
  }
  counts.unchanged -= counts.changed + counts.added;
  return counts;
}

/** The number of wages in a full_table. */
export function cellTotal(table: FullTable): number {
  let count = 0;
  for (const payscales of Object.values(table)) {
    for (const cells of Object.values(payscales)) count += Object.keys(cells).length;
  }
  return count;
}

const TWO: Decimal = { units: 2n, scale: 0 };

/**
 * Whether a change is drastic enough to need an explicit confirmation ('--force', a question in a
 * terminal, a dialog in the portal): a wage that more than doubles or falls below half of the wage it
 * replaces (a slip of a decimal mark or a column), or a cell the new version drops. A new cell is not.
 */
export function drasticChange(change: CellChange): DrasticChange | null {
  if (change.old === null) return null;
  if (change.new === null) return 'dropped';
  const old = parseDecimal(change.old);
  const next = parseDecimal(change.new);
  if (old === null || next === null || old.units <= 0n) return null;
  if (compare(next, multiply(old, TWO)) > 0) return 'more_than_double';
  if (compare(multiply(next, TWO), old) < 0) return 'less_than_half';
  return null;
}

import { compare, parseDecimal } from '@beloning/core/salary';
import type { FullTable } from '@beloning/core/schemas';

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

function sameWage(a: string, b: string): boolean {
  if (a === b) return true;
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  return left !== null && right !== null && compare(left, right) === 0;
}

/** Counts the cells (age, payscale, periodical) that an old and a new full_table share, change or lack. */
export function countCellChanges(before: FullTable, after: FullTable): CellCounts {
  const counts: CellCounts = { changed: 0, added: 0, removed: 0, unchanged: 0 };
  for (const [age, payscales] of Object.entries(after)) {
    for (const [payscale, cells] of Object.entries(payscales)) {
      for (const [periodical, wage] of Object.entries(cells)) {
        const old = before[age]?.[payscale]?.[periodical];
        if (old === undefined) counts.added += 1;
        else if (sameWage(old, wage)) counts.unchanged += 1;
        else counts.changed += 1;
      }
    }
  }
  for (const [age, payscales] of Object.entries(before)) {
    for (const [payscale, cells] of Object.entries(payscales)) {
      for (const periodical of Object.keys(cells)) {
        if (after[age]?.[payscale]?.[periodical] === undefined) counts.removed += 1;
      }
    }
  }
  return counts;
}

/** The number of wages in a full_table. */
export function cellCount(table: FullTable): number {
  let count = 0;
  for (const payscales of Object.values(table)) {
    for (const cells of Object.values(payscales)) count += Object.keys(cells).length;
  }
  return count;
}

import { sameFullTable } from '@beloning/core/salary';
import type { FullTable } from '@beloning/core/schemas';

/**
 * The undo and redo history of one salary table: snapshots of its full_table. The store keeps the table
 * itself; this keeps what it was before each change (`past`, newest last) and what an undo took back
 * (`future`, newest last), with `present` the table the history was last in step with. A table that changed
 * elsewhere (step 3's reset, another tab) no longer matches `present`: its history then starts again, so an
 * undo never brings back a table from before a change it did not see.
 */
export interface TableHistory {
  readonly past: readonly FullTable[];
  readonly future: readonly FullTable[];
  readonly present: FullTable | null;
}

/** How many changes an undo can go back. */
export const HISTORY_LIMIT = 100;

export const EMPTY_HISTORY: TableHistory = { past: [], future: [], present: null };

function sameTable(a: FullTable | null, b: FullTable): boolean {
  return a !== null && sameFullTable(a, b);
}

/** Whether the history is in step with the table as it is now. */
export function inStep(history: TableHistory, current: FullTable): boolean {
  return sameTable(history.present, current);
}

/** The history after a change from `before` to `after`; a change that changes nothing is not recorded. */
export function recorded(history: TableHistory, before: FullTable, after: FullTable): TableHistory {
  if (sameTable(before, after)) return history;
  const past = inStep(history, before) ? history.past : [];
  return { past: [...past, before].slice(-HISTORY_LIMIT), future: [], present: after };
}

/** Whether an undo (or redo) can act on the table as it is now. */
export function canUndo(history: TableHistory, current: FullTable): boolean {
  return history.past.length > 0 && inStep(history, current);
}

export function canRedo(history: TableHistory, current: FullTable): boolean {
  return history.future.length > 0 && inStep(history, current);
}

export interface HistoryStep {
  readonly history: TableHistory;
  /** The table to store. */
  readonly table: FullTable;
}

/** Takes back the newest change: the table before it; null when there is nothing to undo. */
export function undone(history: TableHistory, current: FullTable): HistoryStep | null {
  const table = history.past.at(-1);
  if (table === undefined || !inStep(history, current)) return null;
  return {
    table,
    history: { past: history.past.slice(0, -1), future: [...history.future, current], present: table },
  };
}

/** Does the newest undone change again; null when there is nothing to redo. */
export function redone(history: TableHistory, current: FullTable): HistoryStep | null {
  const table = history.future.at(-1);
  if (table === undefined || !inStep(history, current)) return null;
  return {
    table,
    history: { past: [...history.past, current], future: history.future.slice(0, -1), present: table },
  };
}

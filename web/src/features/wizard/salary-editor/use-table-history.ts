import type { FullTable } from '@beloning/core/schemas';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
import { flushWrites, writeLater } from '../../../lib/deferred-storage';
import { useCallback } from 'react';
import { wizardStateAtom } from '../store';
import { EMPTY_HISTORY, canRedo, canUndo, recorded, redone, undone, type TableHistory } from './history';
import { withFullTable } from './table-edits';

type Histories = Record<string, TableHistory>;

/** The histories last read or written, by their text: the same text is the same object. */
let known: { readonly raw: string; readonly histories: Histories } | null = null;

/** The histories with each table's oldest half of its past left out: what is kept when storage is full. */
function halved(histories: Histories): Histories | null {
  const entries = Object.entries(histories);
  if (entries.every(([, history]) => history.past.length === 0 && history.future.length === 0)) return null;
  return Object.fromEntries(
    entries.map(([key, history]) => [
      key,
      {
        ...history,
        past: history.past.slice(Math.ceil(history.past.length / 2)),
        future: history.future.slice(Math.ceil(history.future.length / 2)),
      },
    ]),
  );
}

/**
 * sessionStorage, written once the change is on screen (lib/deferred-storage). When the tab's storage is full
 * (big tables, many changes), the oldest changes are forgotten until the rest fits: undo reaches back less
 * far after a reload, and the change itself is never refused.
 */
export const historyStorage: SyncStorage<Histories> = {
  getItem: (key, initial) => {
    try {
      // Only a pending write of the history itself: the wizard's own can wait (deferred-storage.ts).
      flushWrites({ storage: sessionStorage, key });
      const raw = sessionStorage.getItem(key);
      if (raw === null) return initial;
      if (known?.raw === raw) return known.histories;
      const histories = JSON.parse(raw) as Histories;
      known = { raw, histories };
      return histories;
    } catch {
      return initial;
    }
  },
  setItem: (key, histories) => {
    const store = (value: Histories) =>
      writeLater(
        sessionStorage,
        key,
        () => {
          const raw = JSON.stringify(value);
          known = { raw, histories: value };
          return raw;
        },
        () => {
          const smaller = halved(value);
          if (smaller === null) sessionStorage.removeItem(key);
          else store(smaller);
        },
      );
    store(histories);
  },
  removeItem: (key) => {
    flushWrites();
    sessionStorage.removeItem(key);
  },
};

/**
 * The undo and redo history of every table of step 4, by table key: kept for the tab (sessionStorage), so
 * a reload can still undo; the tables themselves live in the wizard's store.
 */
export const tableHistoryAtom = atomWithStorage<Histories>(
  'beloning.wizard.step4-history',
  {},
  historyStorage,
  { getOnInit: true },
);

export interface TableEditing {
  /** Stores a new full_table for the table, recording the one before it for undo. */
  readonly commit: (next: FullTable) => void;
  readonly undo: () => boolean;
  readonly redo: () => boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Stores new tables (a CSV import), recording each changed table's full_table before it for undo. */
  readonly commitTables: (tables: readonly SalaryTableForm[]) => void;
  /** The table as stored right now (not as last rendered). */
  readonly current: () => SalaryTableForm | undefined;
}

/** Edits of one table: every change through `commit`, so Ctrl+Z and Ctrl+Y undo and redo each one. */
export function useTableHistory(tableKey: string, fullTable: FullTable): TableEditing {
  const store = useStore();
  const histories = useAtomValue(tableHistoryAtom);
  const history = histories[tableKey] ?? EMPTY_HISTORY;
  const current = useCallback(
    () => store.get(wizardStateAtom).salaryTables.find((table) => table.key === tableKey),
    [store, tableKey],
  );
  const write = useCallback(
    (table: FullTable, next: TableHistory) => {
      store.set(tableHistoryAtom, { ...store.get(tableHistoryAtom), [tableKey]: next });
      store.set(wizardStateAtom, withFullTable(tableKey, table)(store.get(wizardStateAtom)));
    },
    [store, tableKey],
  );
  const commit = useCallback(
    (next: FullTable) => {
      const before = current()?.fullTable;
      if (before === undefined) return;
      write(next, recorded(store.get(tableHistoryAtom)[tableKey] ?? EMPTY_HISTORY, before, next));
    },
    [current, write, store, tableKey],
  );
  const move = useCallback(
    (how: typeof undone) => {
      const table = current()?.fullTable;
      if (table === undefined) return false;
      const step = how(store.get(tableHistoryAtom)[tableKey] ?? EMPTY_HISTORY, table);
      if (step === null) return false;
      write(step.table, step.history);
      return true;
    },
    [current, write, store, tableKey],
  );
  const commitTables = useCallback(
    (tables: readonly SalaryTableForm[]) => {
      const state = store.get(wizardStateAtom);
      const histories = { ...store.get(tableHistoryAtom) };
      for (const table of tables) {
        const before = state.salaryTables.find((old) => old.key === table.key)?.fullTable;
        if (before !== undefined)
          histories[table.key] = recorded(histories[table.key] ?? EMPTY_HISTORY, before, table.fullTable);
      }
      store.set(tableHistoryAtom, histories);
      store.set(wizardStateAtom, { ...state, salaryTables: [...tables] });
    },
    [store],
  );
  return {
    commit,
    commitTables,
    undo: useCallback(() => move(undone), [move]),
    redo: useCallback(() => move(redone), [move]),
    canUndo: canUndo(history, fullTable),
    canRedo: canRedo(history, fullTable),
    current,
  };
}

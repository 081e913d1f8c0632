import type { FullTable } from '@beloning/core/schemas';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { useAtomValue, useStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { wizardStateAtom } from '../store';
import { EMPTY_HISTORY, canRedo, canUndo, recorded, redone, undone, type TableHistory } from './history';
import { withFullTable } from './table-edits';

/**
 * The undo and redo history of every table of step 4, by table key: kept for the tab (sessionStorage), so
 * a reload can still undo; the tables themselves live in the wizard's store.
 */
export const tableHistoryAtom = atomWithStorage<Record<string, TableHistory>>(
  'beloning.wizard.step4-history',
  {},
  createJSONStorage(() => sessionStorage),
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

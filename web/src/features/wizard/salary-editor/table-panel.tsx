import { exportSalaryTableCsv } from '@beloning/core/csv';
import type { FullTable, SalaryTableForm } from '@beloning/core/schemas';
import {
  PASTE_MESSAGES,
  addAge,
  addPayscale,
  addPeriodical,
  gridAxes,
  nextPayscaleKey,
  pasteBlock,
  payscaleKeys,
  readPastedBlock,
  removeAge,
  removePayscale,
  removePeriodical,
  renamePayscale,
  salaryGridModel,
  setCell,
  type CellAddress,
  type FullTableErrorCode,
  type SalaryGridAge,
  type SalaryGridBase,
  type SalaryGridCell,
} from '@beloning/core/salary';
import { importCsvTables, type CsvTablesResult } from '@beloning/core/wizard';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button';
import { ConfirmationDialog } from '../../../components/confirmation-dialog';
import { useWizard } from '../store';
import { useStepIssues } from '../use-step';
import { AgeGrid, cellId, cellMessages, type Refusal } from './age-grid';
import { FieldDialog, type DialogRefusal } from './field-dialog';
import { IncreaseDialog } from './increase-dialog';
import {
  fillDown,
  fillRight,
  rectSize,
  selectionRect,
  selectionTsv,
  type GridSelection,
  type Rect,
} from './selection';
import { clearedCells } from './table-edits';
import { EDITOR_TEXTS as T } from './texts';
import { useTableHistory } from './use-table-history';

type Announcement = {
  readonly text: string;
  readonly lines?: readonly string[];
  readonly kind: 'status' | 'error';
};

type OpenDialog =
  | { kind: 'addAge' | 'addPayscale' | 'addPeriodical' | 'renamePayscale' | 'increase' }
  | { kind: 'confirm'; text: string; onConfirm: () => void };

const MAX_LISTED = 5;

/** The address of a place of the grid model's age, or undefined outside it. */
function addressAt(age: SalaryGridAge, row: number, column: number): CellAddress | undefined {
  const payscale = age.payscales[row];
  const periodical = age.periodicals[column];
  return payscale === undefined || periodical === undefined
    ? undefined
    : { age: age.age, payscale, periodical };
}

function rectAddresses(age: SalaryGridAge, rect: Rect): CellAddress[] {
  const cells: CellAddress[] = [];
  for (let row = rect.top; row <= rect.bottom; row += 1) {
    for (let column = rect.left; column <= rect.right; column += 1) {
      const address = addressAt(age, row, column);
      if (address !== undefined) cells.push(address);
    }
  }
  return cells;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * One salary table in step 4: a grid per age (AG Grid as a view of core's salaryGridModel), its toolbar
 * (undo, redo, hourly wages, bulk increase, CSV, structure) and the messages. Every change goes through one
 * of core's functions and then `commit`, so Ctrl+Z and Ctrl+Y undo and redo it.
 */
export function TablePanel({
  table,
  panelId,
  tabId,
}: {
  table: SalaryTableForm;
  panelId: string;
  tabId: string;
}) {
  const state = useWizard();
  // Built on the model of the table before the change: rows a paste or an edit did not touch are taken over.
  const lastModel = useRef<SalaryGridBase | undefined>(undefined);
  const model = useMemo(() => {
    const next = salaryGridModel(table, lastModel.current);
    lastModel.current = { table, model: next };
    return next;
  }, [table]);
  const editing = useTableHistory(table.key, table.fullTable);
  const issues = useStepIssues(4);
  const [hourly, setHourly] = useState(false);
  const [selection, setSelectionState] = useState<GridSelection | null>(null);
  const [refusals, setRefusals] = useState<ReadonlyMap<string, Refusal>>(new Map());
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [focusText, setFocusText] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [pendingImport, setPendingImport] = useState<Extract<CsvTablesResult, { ok: true }> | null>(null);
  const extend = useRef(false);
  const apis = useRef(new Map<string, GridApi>());
  const fileInput = useRef<HTMLInputElement>(null);
  // The selection's truth is this ref, set at once by every change; the state only redraws. A render may
  // run before a queued selection update (React renders urgent updates first), so a render must never put
  // an older selection back: `latest` takes the selection from the ref, the rest from the render.
  const selectionRef = useRef<GridSelection | null>(selection);
  const latest = useRef({ selection, model, hourly, table });
  latest.current = { selection: selectionRef.current, model, hourly, table };
  /** Keys come faster than renders: copy, paste, fill and delete read the newest selection at once. */
  const setSelection = (next: GridSelection | null) => {
    selectionRef.current = next;
    latest.current = { ...latest.current, selection: next };
    setSelectionState(next);
  };

  const announce = useCallback(
    (text: string, kind: Announcement['kind'] = 'status', lines?: readonly string[]) => {
      setAnnouncement({ text, kind, ...(lines === undefined ? {} : { lines }) });
    },
    [],
  );

  const emptyMessage = useCallback(
    (cell: SalaryGridCell) => {
      const result = setCell(table.fullTable, cell, '', table.originalFullTable);
      return result.ok ? '' : result.error.message;
    },
    [table],
  );

  const selectedAge = selection === null ? undefined : model.ages.find((age) => age.age === selection.age);
  const focusAddress =
    selection === null || selectedAge === undefined
      ? undefined
      : addressAt(selectedAge, selection.focus.row, selection.focus.column);

  /**
   * The selection as the newest key or click left it (`latest`, set at once), for the actions: a Ctrl+V,
   * Ctrl+D or Delete right after a click may come before React drew the click.
   */
  const newest = () => {
    const { selection: current, model: currentModel } = latest.current;
    const age =
      current === null ? undefined : currentModel.ages.find((candidate) => candidate.age === current.age);
    const address =
      current === null || age === undefined
        ? undefined
        : addressAt(age, current.focus.row, current.focus.column);
    return { current, age, address };
  };

  const describe = useCallback(
    (age: SalaryGridAge, next: GridSelection) => {
      const cell = age.rows[next.focus.row]?.cells[next.focus.column];
      if (cell === undefined) return '';
      const value = hourly ? cell.hourlyDisplayed : cell.displayed;
      const rect = selectionRect(next);
      const size = rectSize(rect);
      return [
        `${T.cellName(cell.age, cell.payscale, cell.periodical)}: ${value === '' ? T.empty : value}`,
        ...cellMessages(cell, { refusals, emptyMessage }),
        ...(size > 1 ? [T.selected(rect.bottom - rect.top + 1, rect.right - rect.left + 1)] : []),
      ].join('. ');
    },
    [hourly, refusals, emptyMessage],
  );

  /** The cell AG Grid has focused in an age's grid right now (null: none, or the payscale column). */
  const gridFocus = (ageKey: string): { row: number; column: number } | null => {
    const focused = apis.current.get(ageKey)?.getFocusedCell();
    const colId = focused?.column.getColId();
    if (focused === null || focused === undefined || colId === undefined || !colId.startsWith('p'))
      return null;
    return { row: focused.rowIndex, column: Number(colId.slice(1)) };
  };

  /** Moves the selection's focus to `place`: extending the block, or starting a new one there. */
  const focusAt = useCallback(
    (ageKey: string, place: { row: number; column: number }, extendBlock: boolean) => {
      const current = latest.current.selection;
      if (
        current !== null &&
        current.age === ageKey &&
        current.focus.row === place.row &&
        current.focus.column === place.column
      ) {
        return;
      }
      const next: GridSelection =
        extendBlock && current !== null && current.age === ageKey
          ? { ...current, focus: place }
          : { age: ageKey, anchor: place, focus: place };
      setSelection(next);
      const age = latest.current.model.ages.find((candidate) => candidate.age === ageKey);
      if (age !== undefined) setFocusText(describe(age, next));
    },
    [describe],
  );

  /**
   * AG Grid reports a focus change a moment after it happened (its events are asynchronous), so keys and
   * clicks read the grid's focus at once (`followGridFocus`) and a late report of a cell the grid has since
   * left changes nothing.
   */
  const onFocus = useCallback(
    (ageKey: string, place: { row: number; column: number } | null) => {
      if (place === null) return;
      const now = gridFocus(ageKey);
      if (now === null || now.row !== place.row || now.column !== place.column) return;
      focusAt(ageKey, place, extend.current);
    },
    [focusAt],
  );

  /** After a key or click in a grid: the selection follows the grid's focus at once. */
  const followGridFocus = (target: EventTarget, extendBlock: boolean) => {
    const ageKey =
      target instanceof Element ? target.closest<HTMLElement>('[data-age-grid]')?.dataset.ageGrid : undefined;
    if (ageKey === undefined) return;
    const place = gridFocus(ageKey);
    if (place !== null) focusAt(ageKey, place, extendBlock);
  };

  const forget = (cells: readonly CellAddress[]) => {
    if (refusals.size === 0) return;
    const next = new Map(refusals);
    for (const cell of cells) next.delete(cellId(cell.age, cell.payscale, cell.periodical));
    setRefusals(next);
  };

  const onEdit = (cell: SalaryGridCell, text: string) => {
    const current = editing.current();
    if (current === undefined) return;
    const name = T.cellName(cell.age, cell.payscale, cell.periodical);
    const result = setCell(current.fullTable, cell, text, current.originalFullTable);
    const id = cellId(cell.age, cell.payscale, cell.periodical);
    if (!result.ok) {
      setRefusals(new Map(refusals).set(id, { text, message: result.error.message }));
      announce(`${name}: ${result.error.message}`, 'error');
      return;
    }
    forget([cell]);
    editing.commit(result.table);
    const stored = result.table[cell.age]?.[cell.payscale]?.[cell.periodical] ?? '';
    announce(T.changed(name, stored.replace('.', ',')));
  };

  const applyBlock = (
    start: CellAddress,
    text: string,
    done: (cells: number) => string,
    selectBlock: boolean,
  ) => {
    const current = editing.current();
    if (current === undefined) return;
    const result = pasteBlock(current.fullTable, start, text, current.originalFullTable);
    if (!result.ok) {
      const listed = result.errors.slice(0, MAX_LISTED).map((error) => error.message);
      const more =
        result.errors.length > MAX_LISTED ? [PASTE_MESSAGES.more(result.errors.length - MAX_LISTED)] : [];
      announce(PASTE_MESSAGES.nothingApplied, 'error', [...listed, ...more]);
      return;
    }
    forget(result.cells);
    editing.commit(result.table);
    announce(done(result.cells.length));
    const age = model.ages.find((candidate) => candidate.age === start.age);
    const block = readPastedBlock(text);
    if (selectBlock && age !== undefined && block.ok && block.rows.length > 0) {
      const row = age.payscales.indexOf(start.payscale);
      const column = age.periodicals.indexOf(start.periodical);
      const width = Math.max(...block.rows.map((cells) => cells.length));
      setSelection({
        age: start.age,
        anchor: { row, column },
        focus: { row: row + block.rows.length - 1, column: column + width - 1 },
      });
    }
  };

  const paste = (text: string) => {
    if (latest.current.hourly) return announce(T.hourlyRefused, 'error');
    const { address } = newest();
    if (address === undefined) return announce(T.noCell, 'error');
    applyBlock(address, text, PASTE_MESSAGES.applied, true);
  };

  const fill = (how: typeof fillDown) => {
    if (hourly) return announce(T.hourlyRefused, 'error');
    const { current, age } = newest();
    if (current === null || age === undefined) return announce(T.noCell, 'error');
    const block = how(age, selectionRect(current));
    const start = block === null ? undefined : addressAt(age, block.start.row, block.start.column);
    if (block === null || start === undefined) return announce(T.nothingToFill, 'error');
    applyBlock(start, block.text, T.filled, false);
  };

  const clear = () => {
    if (hourly) return announce(T.hourlyRefused, 'error');
    const { current: chosen, age } = newest();
    if (chosen === null || age === undefined) return announce(T.noCell, 'error');
    const cells = rectAddresses(age, selectionRect(chosen));
    const current = editing.current();
    if (current === undefined) return;
    const result = clearedCells(current.fullTable, age.age, cells);
    if (result === null) {
      forget(cells);
      return;
    }
    const apply = () => {
      forget(cells);
      editing.commit(result.table);
      announce(T.cleared(result.cleared));
    };
    // SPEC.md 4: deleting the last wage of a periodical removes it, after confirmation.
    if (result.removedPeriodicals.length > 0) {
      setDialog({
        kind: 'confirm',
        text: T.confirmRemovePeriodical(result.removedPeriodicals, age.label),
        onConfirm: apply,
      });
    } else apply();
  };

  const undo = () => {
    setRefusals(new Map());
    announce(editing.undo() ? T.undone : T.nothingToUndo);
  };
  const redo = () => {
    setRefusals(new Map());
    announce(editing.redo() ? T.redone : T.nothingToRedo);
  };

  // The clipboard: the browser's own copy and paste events while a cell of this table (not its editor) has focus.
  const panel = useRef<HTMLDivElement>(null);
  const handlers = useRef({ paste, copy: (): string | null => null });
  handlers.current.paste = paste;
  handlers.current.copy = () => {
    const { selection: current, model: currentModel, hourly: perHour } = latest.current;
    const age =
      current === null ? undefined : currentModel.ages.find((candidate) => candidate.age === current.age);
    if (current === null || age === undefined) return null;
    const rect = selectionRect(current);
    announce(T.copied(rectSize(rect)));
    return selectionTsv(age, rect, perHour);
  };
  useEffect(() => {
    const inGrid = () => {
      const active = document.activeElement;
      return (
        active instanceof HTMLElement &&
        panel.current?.contains(active) === true &&
        active.closest('.salary-grid') !== null &&
        !(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      );
    };
    const onPaste = (event: ClipboardEvent) => {
      if (!inGrid()) return;
      event.preventDefault();
      handlers.current.paste(event.clipboardData?.getData('text/plain') ?? '');
    };
    const onCopy = (event: ClipboardEvent) => {
      if (!inGrid()) return;
      const text = handlers.current.copy();
      if (text === null) return;
      event.preventDefault();
      event.clipboardData?.setData('text/plain', text);
    };
    document.addEventListener('paste', onPaste);
    document.addEventListener('copy', onCopy);
    return () => {
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('copy', onCopy);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[role="dialog"]') !== null) return;
    if (
      (target instanceof HTMLInputElement && target.type !== 'checkbox') ||
      target instanceof HTMLTextAreaElement
    ) {
      return;
    }
    const control = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const inGrid = target.closest('.salary-grid') !== null;
    let handled = true;
    if (control && key === 'z' && !event.shiftKey) undo();
    else if (control && (key === 'y' || (key === 'z' && event.shiftKey))) redo();
    else if (control && key === 'd' && inGrid) fill(fillDown);
    else if (control && key === 'r' && inGrid) fill(fillRight);
    else if ((event.key === 'Delete' || event.key === 'Backspace') && inGrid) clear();
    else if (event.key === 'Escape' && inGrid && focusAddress !== undefined) {
      forget([focusAddress]);
      handled = false;
    } else handled = false;
    if (handled) event.preventDefault();
    // AG Grid moved its focus already (its own key handling ran first): the selection follows at once.
    else if (inGrid && (event.key.startsWith('Arrow') || event.key === 'Tab' || event.key === 'Enter')) {
      followGridFocus(event.target, event.shiftKey && event.key.startsWith('Arrow'));
    }
  };

  // Structure: payscales, periodicals and ages (SPEC.md 5.2 step 4), each through core and undoable.
  const commitResult = (
    result: { ok: true; table: FullTable } | { ok: false; error: { message: string } },
  ) => {
    if (!result.ok) return result.error.message;
    editing.commit(result.table);
    setDialog(null);
    return null;
  };
  const focusPayscale = focusAddress?.payscale;
  const focusPeriodical = focusAddress?.periodical;
  const ageIssues = (age: string) =>
    issues
      .filter((issue) => issue.tableKey === table.key && issue.field === `fullTable.${age}`)
      .map((issue) => issue.message);

  const onImportFile = async (file: File) => {
    const result = importCsvTables(state.salaryTables, new Uint8Array(await file.arrayBuffer()), table.name);
    if (!result.ok) {
      announce(T.importTitle, 'error', result.errors);
      return;
    }
    if (result.needsConfirmation) setPendingImport(result);
    else applyImport(result);
  };
  const applyImport = (result: Extract<CsvTablesResult, { ok: true }>) => {
    editing.commitTables(result.tables);
    const names = [
      ...result.replaced.filter((replaced) => replaced.changes.length > 0).map((replaced) => replaced.name),
      ...result.added,
    ];
    announce(names.length === 0 ? T.importedNothing : T.imported(names));
  };

  return (
    <div
      ref={panel}
      id={panelId}
      role="tabpanel"
      aria-labelledby={tabId}
      className="salary-editor__panel"
      onKeyDown={onKeyDown}
      onKeyDownCapture={(event) => {
        // A modifier pressed on its own changes nothing: the grid may report the focus an arrow moved only
        // after the next key went down (Shift of the next Shift+arrow, Control of a Ctrl+C).
        if (['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
        extend.current = event.shiftKey && event.key.startsWith('Arrow');
      }}
      onMouseDownCapture={(event) => {
        extend.current = event.shiftKey;
      }}
      onClick={(event) => followGridFocus(event.target, event.shiftKey)}
    >
      <div className="salary-editor__toolbar" role="toolbar" aria-label={`Bewerken van ${table.name}`}>
        <Button variant="secondary" onClick={undo} disabled={!editing.canUndo} aria-keyshortcuts="Control+Z">
          {T.undo}
        </Button>
        <Button variant="secondary" onClick={redo} disabled={!editing.canRedo} aria-keyshortcuts="Control+Y">
          {T.redo}
        </Button>
        <label className="salary-editor__toggle">
          <input type="checkbox" checked={hourly} onChange={(event) => setHourly(event.target.checked)} />{' '}
          {T.hourly}
        </label>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'increase' })} disabled={hourly}>
          {T.increase}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download(table.name, exportSalaryTableCsv({ [table.name]: table.fullTable }))}
        >
          {T.exportCsv}
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          {T.importCsv}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={T.importCsv}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file !== undefined) void onImportFile(file);
          }}
        />
      </div>
      <div
        className="salary-editor__toolbar"
        role="toolbar"
        aria-label={`Schalen, periodieken en leeftijden van ${table.name}`}
      >
        <Button variant="secondary" onClick={() => setDialog({ kind: 'addPayscale' })}>
          {T.addPayscale}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDialog({ kind: 'addPeriodical' })}
          disabled={model.ages.length === 0}
        >
          {T.addPeriodical}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'addAge' })}>
          {T.addAge}
        </Button>
        {focusPayscale === undefined ? null : (
          <>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'renamePayscale' })}>
              {T.renamePayscale(focusPayscale)}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                setDialog({
                  kind: 'confirm',
                  text: T.confirmRemovePayscale(focusPayscale),
                  onConfirm: () =>
                    commitResult(removePayscale(editing.current()?.fullTable ?? {}, focusPayscale)),
                })
              }
            >
              {T.removePayscale(focusPayscale)}
            </Button>
          </>
        )}
        {focusPeriodical === undefined || selectedAge === undefined ? null : (
          <Button
            variant="secondary"
            onClick={() =>
              setDialog({
                kind: 'confirm',
                text: T.confirmRemoveColumn(focusPeriodical, selectedAge.label),
                onConfirm: () =>
                  commitResult(
                    removePeriodical(editing.current()?.fullTable ?? {}, selectedAge.age, focusPeriodical),
                  ),
              })
            }
          >
            {T.removePeriodical(focusPeriodical)}
          </Button>
        )}
      </div>
      <p className="salary-editor__help muted">{T.keyboardHelp}</p>
      {hourly ? <p className="notice notice--info">{T.hourlyNote}</p> : null}
      {model.wmlNotice === null ? null : <p className="notice notice--warning">{model.wmlNotice}</p>}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {focusText}
      </div>
      <div
        className={
          announcement?.kind === 'error'
            ? 'notice notice--error salary-editor__message'
            : 'salary-editor__message'
        }
        role={announcement?.kind === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
      >
        {announcement === null ? null : (
          <>
            <p>{announcement.text}</p>
            {announcement.lines === undefined ? null : (
              <ul>
                {announcement.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {model.ages.length === 0 ? <p className="notice notice--info">{T.emptyTable}</p> : null}
      {model.ages.map((age) => {
        const labelId = `${panelId}-age-${age.age}`;
        const messages = ageIssues(age.age);
        return (
          <section key={age.age} className="salary-editor__age">
            <div className="row row--between">
              <h2 id={labelId}>{age.label}</h2>
              <Button
                variant="link"
                onClick={() =>
                  setDialog({
                    kind: 'confirm',
                    text: T.confirmRemoveAge(age.label),
                    onConfirm: () => commitResult(removeAge(editing.current()?.fullTable ?? {}, age.age)),
                  })
                }
              >
                {T.removeAge(age.label)}
              </Button>
            </div>
            {messages.length === 0 ? null : (
              <ul className="notice notice--error">
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            <AgeGrid
              age={age}
              hourly={hourly}
              selection={selection}
              refusals={refusals}
              emptyMessage={emptyMessage}
              labelId={labelId}
              onFocus={onFocus}
              onEdit={onEdit}
              onApi={(key, api) => {
                if (api === null) apis.current.delete(key);
                else apis.current.set(key, api);
              }}
            />
          </section>
        );
      })}
      {dialog?.kind === 'confirm' ? (
        <ConfirmationDialog
          open
          text={dialog.text}
          danger
          onRefute={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            dialog.onConfirm();
          }}
        />
      ) : null}
      {dialog?.kind === 'addPayscale' ? (
        <FieldDialog
          title={T.addPayscale}
          fields={[{ name: 'key', label: T.payscaleField }]}
          initial={{ key: nextPayscaleKey(payscaleKeys(table.fullTable)) }}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            commitResult(addPayscale(editing.current()?.fullTable ?? {}, values.key ?? ''))
          }
        />
      ) : null}
      {dialog?.kind === 'renamePayscale' && focusPayscale !== undefined ? (
        <FieldDialog
          title={T.renamePayscale(focusPayscale)}
          fields={[{ name: 'key', label: T.payscaleField }]}
          initial={{ key: focusPayscale }}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            commitResult(renamePayscale(editing.current()?.fullTable ?? {}, focusPayscale, values.key ?? ''))
          }
        />
      ) : null}
      {dialog?.kind === 'addAge' ? (
        <FieldDialog
          title={T.addAge}
          fields={[
            { name: 'age', label: T.ageField, hint: T.ageHint },
            {
              name: 'copyFrom',
              label: T.copyFrom,
              options: [['', T.copyNothing], ...model.ages.map((age) => [age.age, age.label] as const)],
            },
          ]}
          initial={{ age: '', copyFrom: '' }}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            commitResult(
              addAge(
                editing.current()?.fullTable ?? {},
                values.age ?? '',
                values.copyFrom === '' || values.copyFrom === undefined ? undefined : values.copyFrom,
              ),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'addPeriodical' ? (
        <AddPeriodicalDialog
          table={table.fullTable}
          ages={model.ages}
          age={selectedAge?.age ?? model.ages[0]?.age ?? ''}
          payscale={focusPayscale}
          onClose={() => setDialog(null)}
          onSubmit={(values) => {
            const result = addPeriodical(editing.current()?.fullTable ?? {}, {
              age: values.age ?? '',
              payscale: values.payscale ?? '',
              ...(values.periodical?.trim() ? { periodical: values.periodical } : {}),
              value: values.value ?? '',
            });
            const message = commitResult(result);
            return message === null || result.ok
              ? null
              : { field: periodicalField(result.error.code), message };
          }}
        />
      ) : null}
      {dialog?.kind === 'increase' ? (
        <IncreaseDialog
          fullTable={table.fullTable}
          original={table.originalFullTable}
          selection={
            selection !== null && selectedAge !== undefined && rectSize(selectionRect(selection)) > 1
              ? rectAddresses(selectedAge, selectionRect(selection))
              : null
          }
          tables={state.salaryTables}
          index={state.salaryTables.findIndex((candidate) => candidate.key === table.key)}
          onClose={() => setDialog(null)}
          onApply={(next, changes, verb) => {
            editing.commit(next);
            setDialog(null);
            announce(T.increased(changes, verb));
          }}
          onApplyTables={(tables, followUp) => {
            editing.commitTables(tables);
            setDialog(null);
            announce(T.followUpAdded(followUp.name, followUp.activePer));
          }}
        />
      ) : null}
      {pendingImport === null ? null : (
        <ConfirmationDialog
          open
          title={T.importTitle}
          text={T.importConfirm}
          onRefute={() => setPendingImport(null)}
          onConfirm={() => {
            applyImport(pendingImport);
            setPendingImport(null);
          }}
        />
      )}
    </div>
  );
}

/** The field of the 'add periodical' dialog that core's refusal is about (the wage, unless it names another). */
function periodicalField(code: FullTableErrorCode): string {
  if (code === 'unknown_age' || code === 'invalid_age') return 'age';
  if (code === 'unknown_payscale') return 'payscale';
  if (code === 'unique' || code === 'too_long') return 'periodical';
  return 'value';
}

function AddPeriodicalDialog({
  table,
  ages,
  age,
  payscale,
  onClose,
  onSubmit,
}: {
  table: FullTable;
  ages: readonly SalaryGridAge[];
  age: string;
  payscale: string | undefined;
  onClose: () => void;
  onSubmit: (values: Readonly<Record<string, string>>) => DialogRefusal | null;
}) {
  const payscales = (chosenAge: string) => gridAxes(table, chosenAge).payscales;
  return (
    <FieldDialog
      title={T.addPeriodical}
      fields={[
        { name: 'age', label: T.ageField, options: ages.map((one) => [one.age, one.label] as const) },
        {
          name: 'payscale',
          label: T.periodicalPayscale,
          // The payscales of the age chosen in the dialog.
          options: (values) => payscales(values.age ?? age).map((key) => [key, key] as const),
        },
        {
          name: 'periodical',
          label: T.periodicalField,
          hint: T.periodicalKeyHint,
        },
        { name: 'value', label: T.periodicalValue, hint: T.periodicalHint },
      ]}
      initial={{
        age,
        payscale:
          payscale !== undefined && payscales(age).includes(payscale) ? payscale : (payscales(age)[0] ?? ''),
        periodical: '',
        value: '',
      }}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}

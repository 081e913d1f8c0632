import type { SalaryGridAge, SalaryGridCell } from '@beloning/core/salary';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  LocaleModule,
  TextEditorModule,
  createGrid,
  type CellFocusedEvent,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type ICellRendererComp,
  type ICellRendererParams,
  type SuppressKeyboardEventParams,
  type TabToNextCellParams,
} from 'ag-grid-community';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { selectionRect, type CellPlace, type GridSelection } from './selection';
import { EDITOR_TEXTS } from './texts';

/** Only what the salary grid uses: AG Grid Community's rows, its text editor, cell classes and Dutch texts. */
const GRID_MODULES = [ClientSideRowModelModule, TextEditorModule, CellStyleModule, LocaleModule];

/** The grid's measures, fixed so its height can follow its rows. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 44;
const PAYSCALE_WIDTH = 110;
const WAGE_WIDTH = 130;
/** A taller table scrolls inside its grid, which then draws only the rows and columns in view. */
const ROWS_IN_VIEW = 15;
/**
 * Rows drawn below and above the view, ready for a scroll (AG Grid's default is 10): every change redraws
 * the drawn rows it touches, so fewer rows out of sight make a paste or an increase show sooner.
 */
const ROW_BUFFER = 4;
/** Room for a horizontal scrollbar under the rows, and the grid's border. */
const SCROLLBAR = 17;
/** The longest wait for an idle moment before the grid's first redraw (warmRedraw). */
const WARM_WAIT_MS = 2_000;
const BORDERS = 2;

/** A typed wage that core refused: shown in its cell, with core's message, until it is typed again. */
export interface Refusal {
  readonly text: string;
  readonly message: string;
}

export function cellId(age: string, payscale: string, periodical: string): string {
  return JSON.stringify([age, payscale, periodical]);
}

/** One payscale row of the grid. */
interface GridRow {
  readonly payscale: string;
  readonly index: number;
  readonly cells: readonly SalaryGridCell[];
}

/** What the cells read besides their row: refreshed on every change, so the classes follow. */
interface GridContext {
  selection: GridSelection | null;
  refusals: ReadonlyMap<string, Refusal>;
  hourly: boolean;
  emptyMessage: (cell: SalaryGridCell) => string;
}

/**
 * The refusal shown in a cell, if any. Without refusals (nearly always) no cell id is built: every change
 * asks this of each drawn cell several times (its value, its classes, its message).
 */
function refusalOf(refusals: ReadonlyMap<string, Refusal>, cell: SalaryGridCell): Refusal | undefined {
  return refusals.size === 0 ? undefined : refusals.get(cellId(cell.age, cell.payscale, cell.periodical));
}

/** The message a cell carries: a refused typed value, core's cell check, or the statutory minimum. */
export function cellMessages(
  cell: SalaryGridCell,
  context: Pick<GridContext, 'refusals' | 'emptyMessage'>,
): string[] {
  const refusal = refusalOf(context.refusals, cell);
  if (refusal !== undefined) return [refusal.message];
  if (cell.stored === null) return [context.emptyMessage(cell)];
  return [cell.error?.message, cell.belowMinimumWage?.message].filter(
    (text): text is string => text !== undefined,
  );
}

/**
 * A wage cell: its text, and core's message as title and aria-description. A plain DOM renderer (a class
 * with getGui, which AG Grid draws without React) rather than a React one: a table has thousands of cells.
 */
class WageCellRenderer implements ICellRendererComp<GridRow> {
  private readonly span = document.createElement('span');

  init(params: ICellRendererParams<GridRow, string, GridContext>): void {
    this.span.className = 'salary-cell__value';
    this.show(params);
  }

  getGui(): HTMLElement {
    return this.span;
  }

  refresh(params: ICellRendererParams<GridRow, string, GridContext>): boolean {
    this.show(params);
    return true;
  }

  /** Writes only what differs: a text written again as it was still makes the browser lay the cell out anew. */
  private show(params: ICellRendererParams<GridRow, string, GridContext>): void {
    const column = Number(params.colDef?.colId?.slice(1));
    const cell = params.data?.cells[column];
    const value = cell === undefined ? '' : (params.value ?? '');
    if (this.span.textContent !== value) this.span.textContent = value;
    const text = cell === undefined ? '' : cellMessages(cell, params.context).join('. ');
    if (text === '') {
      if (this.span.hasAttribute('title')) {
        this.span.removeAttribute('title');
        this.span.removeAttribute('aria-description');
      }
    } else if (this.span.title !== text) {
      this.span.title = text;
      this.span.setAttribute('aria-description', text);
    }
  }
}

/** A row as last drawn: when a new model shows the same, the row keeps its object and AG Grid its cells. */
interface DrawnRow {
  readonly row: GridRow;
  readonly refusals: ReadonlyMap<string, Refusal>;
  /** The message of each empty cell, in order (it depends on the table, not only on the cell). */
  readonly emptyMessages: readonly string[];
}

/** Whether two rows of cells show the same, compared field by field (no text is built: 6,000 cells a change). */
function sameCells(a: readonly SalaryGridCell[], b: readonly SalaryGridCell[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    const x = a[index]!;
    const y = b[index]!;
    if (
      x.periodical !== y.periodical ||
      x.stored !== y.stored ||
      x.minimum !== y.minimum ||
      x.displayed !== y.displayed ||
      x.hourlyDisplayed !== y.hourlyDisplayed ||
      x.error?.message !== y.error?.message ||
      x.belowMinimumWage?.message !== y.belowMinimumWage?.message
    ) {
      return false;
    }
  }
  return true;
}

function sameRefusals(
  cells: readonly SalaryGridCell[],
  a: ReadonlyMap<string, Refusal>,
  b: ReadonlyMap<string, Refusal>,
): boolean {
  if (a === b || (a.size === 0 && b.size === 0)) return true;
  return cells.every((cell) => {
    const id = cellId(cell.age, cell.payscale, cell.periodical);
    return a.get(id)?.text === b.get(id)?.text;
  });
}

/**
 * Redraws the grid's rows once, as they are, when the page is next idle after they were first drawn. The
 * first change after loading (a paste, an increase) otherwise also paid for AG Grid's and React's redraw of
 * cells running for the first time, which the browser compiles and optimises on first use (the bench's
 * first paste after loading took 38.7 ms, the next 27.0). The rows are handed over as copies and then as
 * themselves again, so AG Grid takes every drawn row as changed and redraws it through the same code a real
 * change runs; each cell shows what it showed (its renderer writes nothing that is the same). It waits for
 * a painted frame and then for idle time, so it never holds up the table's first appearance; a grid that
 * is gone, is being edited or got other rows in the meantime is left alone.
 */
function warmRedraw(grid: GridApi<GridRow>, rows: () => GridRow[]): void {
  const run = () => {
    if (grid.isDestroyed() || grid.getEditingCells().length > 0) return;
    const current = rows();
    if (grid.getGridOption('rowData') !== current) return;
    grid.setGridOption(
      'rowData',
      current.map((row) => ({ ...row })),
    );
    grid.setGridOption('rowData', current);
  };
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: WARM_WAIT_MS });
    else setTimeout(run, WARM_WAIT_MS);
  });
}

/** The page's hidden grid that keeps AG Grid's styles in the page (keepGridStyles); null until the first grid. */
let styleKeeper: GridApi | null = null;

/**
 * AG Grid's theming takes its styles (over 100 KB of CSS) out of the page when the page's last grid is
 * destroyed, and puts them back when the next grid is made: every return to step 4 from another step then
 * parsed them again and restyled every element of the page (traced: about a quarter of drawing a 6,000-cell
 * table). From the first grid on, one grid without rows or columns stays in the page, hidden (outside the
 * accessibility tree), so the styles stay for the page's life.
 */
function keepGridStyles(): void {
  if (styleKeeper !== null) return;
  const element = document.createElement('div');
  element.hidden = true;
  element.dataset.gridStyleKeeper = '';
  document.body.append(element);
  styleKeeper = createGrid(element, {}, { modules: GRID_MODULES });
}

const CONTROL_KEYS = new Set(['z', 'y', 'c', 'v', 'x', 'd', 'r']);

/** The grid leaves these keys to the editor (undo, clipboard, fill, delete) while no cell is being edited. */
function suppressKeyboardEvent(params: SuppressKeyboardEventParams): boolean {
  if (params.editing) return false;
  const event = params.event;
  if ((event.ctrlKey || event.metaKey) && CONTROL_KEYS.has(event.key.toLowerCase())) return true;
  return event.key === 'Delete' || event.key === 'Backspace';
}

/**
 * What every column shares, and the row ids: made once, because AG Grid rebuilds its columns whenever it
 * gets a new object (an inline object literal is a new one on every render, so every paste did).
 */
const DEFAULT_COLUMN: ColDef<GridRow> = {
  sortable: false,
  resizable: false,
  suppressMovable: true,
  suppressKeyboardEvent,
};
const rowId = (params: GetRowIdParams<GridRow>) => params.data.payscale;

/**
 * Tab moves right along a row, as in Excel; at the end of a row (Shift+Tab: at its start) it leaves the grid
 * for the next control, so a keyboard user never has to walk through every cell of a big table to go on.
 */
function tabToNextCell(params: TabToNextCellParams<GridRow>) {
  const next = params.nextCellPosition;
  if (next === null || next.rowIndex !== params.previousCellPosition.rowIndex) return false;
  return next;
}

/** AG Grid's own texts that this grid can show or announce, in Dutch (its defaults are English). */
const LOCALE_TEXT: Record<string, string> = {
  ariaInputEditor: 'Loon invoeren',
  ariaPendingChange: 'Wijziging nog niet verwerkt',
  ariaValidationErrorPrefix: 'Fout in het loon',
  noRowsToShow: 'Deze leeftijd heeft nog geen schalen',
  loadingOoo: 'Laden...',
};

export interface AgeGridProps {
  readonly age: SalaryGridAge;
  readonly hourly: boolean;
  readonly selection: GridSelection | null;
  readonly refusals: ReadonlyMap<string, Refusal>;
  readonly emptyMessage: (cell: SalaryGridCell) => string;
  readonly labelId: string;
  /** A cell got focus (null: the payscale column or none). */
  readonly onFocus: (age: string, place: CellPlace | null) => void;
  /** A typed value, to go through core's setCell. */
  readonly onEdit: (cell: SalaryGridCell, text: string) => void;
  readonly onApi: (age: string, api: GridApi | null) => void;
}

/**
 * One age of a table in AG Grid Community: payscales down, periodicals across, as core's grid model has
 * them. The grid is only a view: typed values are handed to `onEdit` (readOnlyEdit) and the table, the
 * selection and the history live in the store and the editor.
 */
export function AgeGrid({
  age,
  hourly,
  selection,
  refusals,
  emptyMessage,
  labelId,
  onFocus,
  onEdit,
  onApi,
}: AgeGridProps) {
  const api = useRef<GridApi | null>(null);
  // Rows whose cells did not change keep their object, so a change redraws only the rows it touched.
  const kept = useRef(new Map<string, DrawnRow>());
  const rows = useMemo<GridRow[]>(() => {
    const next = new Map<string, DrawnRow>();
    const list = age.rows.map((row, index) => {
      const emptyMessages = row.cells.filter((cell) => cell.stored === null).map(emptyMessage);
      const old = kept.current.get(row.payscale);
      const same =
        old !== undefined &&
        old.row.index === index &&
        sameCells(old.row.cells, row.cells) &&
        sameRefusals(row.cells, old.refusals, refusals) &&
        old.emptyMessages.join('\u0001') === emptyMessages.join('\u0001');
      const value = same ? old.row : { payscale: row.payscale, index, cells: row.cells };
      next.set(row.payscale, { row: value, refusals, emptyMessages });
      return value;
    });
    kept.current = next;
    return list;
  }, [age, refusals, emptyMessage]);
  // The rows go to AG Grid in the same commit that made them, from a layout effect: AG Grid's redraw is part
  // of the commit, before the paint (through a rowData prop AG Grid took them only after a painted frame).
  const gridKey = `${hourly ? 'uur' : 'loon'}|${age.periodicals.join('|')}`;
  const latestRows = useRef(rows);
  useLayoutEffect(() => {
    latestRows.current = rows;
    const grid = api.current;
    // A grid made in this commit (see below) starts with these rows.
    if (grid !== null && grid.getGridOption('rowData') !== rows) grid.setGridOption('rowData', rows);
  }, [rows]);
  // One context object for the grid's life, updated on every render: AG Grid reads it when it refreshes.
  const context = useRef<GridContext>({ selection, refusals, hourly, emptyMessage }).current;
  Object.assign(context, { selection, refusals, hourly, emptyMessage });
  // The callbacks of the newest render, for the grid's events (the grid lives across renders).
  const handlers = useRef({ onFocus, onEdit, onApi });
  handlers.current = { onFocus, onEdit, onApi };
  const periodicalsKey = age.periodicals.join('|');
  const columns = useMemo<ColDef<GridRow>[]>(() => {
    return [
      {
        colId: 'payscale',
        headerName: EDITOR_TEXTS.payscaleHeader,
        field: 'payscale',
        editable: false,
        width: PAYSCALE_WIDTH,
        cellClass: 'salary-cell--payscale',
      },
      ...age.periodicals.map((periodical, column): ColDef<GridRow> => ({
        colId: `p${column}`,
        headerName: EDITOR_TEXTS.periodicalHeader(periodical),
        width: WAGE_WIDTH,
        editable: () => !context.hourly,
        cellRenderer: WageCellRenderer,
        valueGetter: (params) => {
          const cell = params.data?.cells[column];
          if (cell === undefined) return '';
          const refusal = refusalOf(context.refusals, cell);
          if (refusal !== undefined) return refusal.text;
          return context.hourly ? cell.hourlyDisplayed : cell.displayed;
        },
        cellClassRules: {
          'salary-cell': () => true,
          'salary-cell--invalid': (params) => {
            const cell = params.data?.cells[column];
            if (cell === undefined) return false;
            return cell.error !== null || refusalOf(context.refusals, cell) !== undefined;
          },
          'salary-cell--empty': (params) => params.data?.cells[column]?.stored === null,
          'salary-cell--below-wml': (params) =>
            (params.data?.cells[column]?.belowMinimumWage ?? null) !== null,
        },
      })),
    ];
    // New columns only when the periodicals change; the values come from the rows and the context.
  }, [periodicalsKey, context]);

  // AG Grid Community itself (createGrid), not its React wrapper: the wrapper draws every cell as a React
  // component, so a change that redraws a few hundred cells (a raise, a paste) went through React state for
  // each of them (a render per cell and its renderer's refresh in an effect) before the frame; here AG Grid
  // refreshes the cells' own renderers directly. A new grid for other columns (gridKey): AG Grid kept the old
  // columns' cell classes after new column definitions. The grid's DOM is AG Grid's own inside `host`.
  const host = useRef<HTMLDivElement>(null);
  const ageKey = age.age;
  useLayoutEffect(() => {
    const element = host.current;
    if (element === null) return;
    const grid = createGrid<GridRow>(
      element,
      {
        rowData: latestRows.current,
        columnDefs: columns,
        context,
        getRowId: rowId,
        localeText: LOCALE_TEXT,
        tabToNextCell,
        defaultColDef: DEFAULT_COLUMN,
        readOnlyEdit: true,
        singleClickEdit: false,
        enterNavigatesVerticallyAfterEdit: true,
        stopEditingWhenCellsLoseFocus: true,
        ensureDomOrder: true,
        // Cells with a renderer are otherwise made in animation frames after the grid itself: the table first
        // showed a frame later than the same grid without renderers. A view of 15 rows draws fast enough
        // without frames, also while scrolling.
        suppressAnimationFrame: true,
        rowBuffer: ROW_BUFFER,
        rowHeight: ROW_HEIGHT,
        headerHeight: HEADER_HEIGHT,
        onFirstDataRendered: (event) => warmRedraw(event.api, () => latestRows.current),
        onCellFocused: (event: CellFocusedEvent<GridRow>) => {
          const colId =
            typeof event.column === 'object' && event.column !== null ? event.column.getColId() : null;
          if (event.rowIndex === null || colId === null || !colId.startsWith('p')) {
            handlers.current.onFocus(ageKey, null);
            return;
          }
          handlers.current.onFocus(ageKey, { row: event.rowIndex, column: Number(colId.slice(1)) });
        },
        onCellEditRequest: (event) => {
          const column = Number(event.column.getColId().slice(1));
          const cell = event.data.cells[column];
          if (cell === undefined) return;
          handlers.current.onEdit(
            cell,
            typeof event.newValue === 'string' ? event.newValue : String(event.newValue ?? ''),
          );
        },
      },
      { modules: GRID_MODULES },
    );
    keepGridStyles();
    api.current = grid;
    handlers.current.onApi(ageKey, grid);
    return () => {
      api.current = null;
      handlers.current.onApi(ageKey, null);
      grid.destroy();
    };
  }, [gridKey, columns, context, ageKey]);

  // The selection is painted by a style rule of its own: AG Grid's cell classes did not always follow a
  // selection that changed together with the row data (after a paste the pasted block stayed marked). One
  // selector per selected row and one per selected column, so the rule stays small for any selection, and
  // it holds for rows and columns the grid draws later as they scroll into view.
  const selectionCss = useMemo(() => {
    if (selection === null || selection.age !== age.age) return '';
    const rect = selectionRect(selection);
    const grid = `[data-age-grid="${CSS.escape(age.age)}"]`;
    const rows: string[] = [];
    for (let row = rect.top; row <= rect.bottom; row += 1) rows.push(`.ag-row[row-index="${row}"]`);
    const columns: string[] = [];
    for (let column = rect.left; column <= rect.right; column += 1) {
      columns.push(`.ag-cell[col-id="p${column}"]`);
    }
    return `${grid} :is(${rows.join(', ')}) :is(${columns.join(', ')}) { background-color: var(--salary-selected, #dbeafe); }`;
  }, [selection, age.age]);

  // As high as its rows up to ROWS_IN_VIEW, with room for the horizontal scrollbar when the columns are wider
  // than the page: a small table shows whole, without a scrollbar of its own.
  // Only whether the columns fit is state: a measured width that changes nothing (a big table never fits)
  // draws nothing again, so the grid is not rendered a second time right after its first draw.
  const contentWidth = PAYSCALE_WIDTH + age.periodicals.length * WAGE_WIDTH + BORDERS;
  const [fits, setFits] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const width = useRef<number | null>(null);
  const latestContentWidth = useRef(contentWidth);
  latestContentWidth.current = contentWidth;
  useEffect(() => {
    if (width.current !== null) setFits(contentWidth <= width.current);
  }, [contentWidth]);
  useEffect(() => {
    const element = frame.current;
    if (element === null) return;
    const measure = () => {
      width.current = element.clientWidth;
      setFits(latestContentWidth.current <= width.current);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  const scrollsAcross = !fits;
  const height =
    HEADER_HEIGHT +
    Math.min(Math.max(age.rows.length, 1), ROWS_IN_VIEW) * ROW_HEIGHT +
    BORDERS +
    (scrollsAcross ? SCROLLBAR : 0);

  return (
    <div
      ref={frame}
      className="salary-grid"
      role="group"
      aria-labelledby={labelId}
      data-age-grid={age.age}
      style={{ height }}
    >
      {selectionCss === '' ? null : <style>{selectionCss}</style>}
      <div ref={host} className="salary-grid__host" />
    </div>
  );
}

import { toTypedDecimal } from '@beloning/core/format';
import type { SalaryGridAge } from '@beloning/core/salary';

/**
 * The editor's own rectangular selection (AG Grid Community has no range selection): within one age, from
 * the cell where it started (`anchor`) to the focused cell (`focus`). Rows are payscales and columns
 * periodicals, both by their place in core's grid model.
 */
export interface CellPlace {
  readonly row: number;
  readonly column: number;
}

export interface GridSelection {
  readonly age: string;
  readonly anchor: CellPlace;
  readonly focus: CellPlace;
}

export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function selectionRect(selection: GridSelection): Rect {
  return {
    top: Math.min(selection.anchor.row, selection.focus.row),
    bottom: Math.max(selection.anchor.row, selection.focus.row),
    left: Math.min(selection.anchor.column, selection.focus.column),
    right: Math.max(selection.anchor.column, selection.focus.column),
  };
}

export function inRect(rect: Rect, row: number, column: number): boolean {
  return row >= rect.top && row <= rect.bottom && column >= rect.left && column <= rect.right;
}

/** The number of cells in the rectangle. */
export function rectSize(rect: Rect): number {
  return (rect.bottom - rect.top + 1) * (rect.right - rect.left + 1);
}

/** A kept wage ('1234.5') as a spreadsheet in Dutch reads it back: decimal comma, no thousands separators. */
export function clipboardWage(stored: string | null): string {
  return stored === null ? '' : toTypedDecimal(stored);
}

/** The rectangle's cells, row by row, as kept (dot decimal; null for an empty cell). */
function rectValues(
  age: SalaryGridAge,
  rect: Rect,
  value: (stored: string | null, hourly: string | null) => string | null,
) {
  const rows: (string | null)[][] = [];
  for (let row = rect.top; row <= rect.bottom; row += 1) {
    const cells = age.rows[row]?.cells ?? [];
    const line: (string | null)[] = [];
    for (let column = rect.left; column <= rect.right; column += 1) {
      const cell = cells[column];
      line.push(cell === undefined ? null : value(cell.stored, cell.hourly));
    }
    rows.push(line);
  }
  return rows;
}

function tsv(rows: readonly (readonly (string | null)[])[]): string {
  return rows.map((cells) => cells.map(clipboardWage).join('\t')).join('\r\n') + '\r\n';
}

/**
 * The selection as Excel puts a block on the clipboard: cells separated by tabs, rows ending in CRLF, wages
 * with a decimal comma ('15,52'). With `hourly`, the hourly wages the grid shows instead of the wages.
 */
export function selectionTsv(age: SalaryGridAge, rect: Rect, hourly = false): string {
  return tsv(rectValues(age, rect, (stored, perHour) => (hourly ? perHour : stored)));
}

/** A block to paste at `start` (core's pasteBlock) and where it goes. */
export interface FillBlock {
  readonly start: CellPlace;
  readonly text: string;
}

/**
 * Ctrl+D: the top row of the selection copied into the rows below it; with a single row selected, the row
 * above it copied into the selection (as Excel does). Null when there is nothing above to copy.
 */
export function fillDown(age: SalaryGridAge, rect: Rect): FillBlock | null {
  const source = rect.top === rect.bottom ? rect.top - 1 : rect.top;
  if (source < 0) return null;
  const first = rect.top === rect.bottom ? rect.top : rect.top + 1;
  const line = rectValues(age, { ...rect, top: source, bottom: source }, (stored) => stored)[0] ?? [];
  const rows = Array.from({ length: rect.bottom - first + 1 }, () => line);
  return { start: { row: first, column: rect.left }, text: tsv(rows) };
}

/** Ctrl+R: the left column of the selection copied to the right; with one column, the column left of it. */
export function fillRight(age: SalaryGridAge, rect: Rect): FillBlock | null {
  const source = rect.left === rect.right ? rect.left - 1 : rect.left;
  if (source < 0) return null;
  const first = rect.left === rect.right ? rect.left : rect.left + 1;
  const column = rectValues(age, { ...rect, left: source, right: source }, (stored) => stored).map(
    (cells) => cells[0] ?? null,
  );
  const rows = column.map((value) => Array.from({ length: rect.right - first + 1 }, () => value));
  return { start: { row: rect.top, column: first }, text: tsv(rows) };
}

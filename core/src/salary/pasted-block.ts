import Papa from 'papaparse';
import type { FullTable } from '../schemas/salary-table.js';
import { ageName } from '../base/ages.js';
import { fullTableErrors } from './full-table-error.js';
import { gridAxes } from './grid-model.js';
import { setCell, type CellAddress } from './set-cell.js';
import { ownValue } from './table-keys.js';

/**
 * A block of wages pasted from a spreadsheet (Excel, Sheets) into a salary grid, the portal's and the
 * terminal's. The block is text: rows end in a newline (\r\n or \n; one newline at the end is no extra row),
 * cells are separated by tabs, and a cell Excel put in quotes is read without them. Each wage is read as a
 * person wrote it (validateWage: '15,52', '1.234,56', '€ 14,71'; '16.085' reads two ways and is refused,
 * never guessed) and checked by core's one cell check (setCell: above zero, not below the cao's original).
 */

/** A pasted block that is refused, or one refused cell of it. */
export interface PastedBlockError {
  /** The row (1 is the first) and column of the pasted block; null when the block as a whole is refused. */
  row: number | null;
  column: number | null;
  /** The grid cell the refused value was meant for; null when the block as a whole is refused. */
  cell: CellAddress | null;
  /** The Dutch line to show: 'Rij 2, kolom 3 (schaal LG2, periodiek 3): Waarde moet minimaal 10,94 zijn'. */
  message: string;
}

/** The outcome of a paste: the new table and the cells that got a wage, or why nothing changed. */
export type PastedBlockResult =
  { ok: true; table: FullTable; cells: CellAddress[] } | { ok: false; errors: PastedBlockError[] };

/** The cells of a pasted text, row by row, or why it cannot be read. */
export type PastedText = { ok: true; rows: string[][] } | { ok: false; error: PastedBlockError };

export const PASTE_MESSAGES = {
  empty: 'Het geplakte blok bevat geen lonen',
  /** 'Rij 2, kolom 3 (schaal LG2, periodiek 3): Vul een geldig getal in' */
  cell: (row: number, column: number, cell: CellAddress, message: string) =>
    `Rij ${row}, kolom ${column} (schaal ${cell.payscale}, periodiek ${cell.periodical}): ${message}`,
  /** 'Het geplakte blok (3 rijen, 4 kolommen) past niet vanaf schaal LG5, periodiek 2 bij leeftijd 18: ...' */
  tooBig: (size: BlockSize, start: CellAddress, over: BlockSize) =>
    `Het geplakte blok (${count(size.rows, 'rij', 'rijen')}, ${count(size.columns, 'kolom', 'kolommen')}) past niet ` +
    `vanaf schaal ${start.payscale}, periodiek ${start.periodical} bij leeftijd ${ageName(start.age)}: ` +
    `${overflow(over)} buiten de tabel. Voeg eerst ${remedy(over)} toe of plak vanaf een andere cel`,
  /** A quote Excel did not write: 'Rij 2: Aanhalingsteken wordt niet afgesloten of staat midden in een cel'. */
  quote: (row: number) => `Rij ${row}: Aanhalingsteken wordt niet afgesloten of staat midden in een cel`,
  /** Said under the refusals of a paste: nothing of the block was applied. */
  nothingApplied: 'Er is niets geplakt',
  /** Under a shortened list of refused cells: 'en nog 3 geweigerde cellen'. */
  more: (cells: number) => `en nog ${count(cells, 'geweigerde cel', 'geweigerde cellen')}`,
  /** '6 lonen geplakt', '1 loon geplakt' */
  applied: (cells: number) => `${count(cells, 'loon', 'lonen')} geplakt`,
} as const;

interface BlockSize {
  rows: number;
  columns: number;
}

function count(n: number, one: string, more: string): string {
  return `${n} ${n === 1 ? one : more}`;
}

function overflow(over: BlockSize): string {
  const parts = [
    ...(over.rows > 0 ? [count(over.rows, 'rij', 'rijen')] : []),
    ...(over.columns > 0 ? [count(over.columns, 'kolom', 'kolommen')] : []),
  ];
  const one = parts.length === 1 && (over.rows === 1 || over.columns === 1);
  return `${parts.join(' en ')} ${one ? 'valt' : 'vallen'}`;
}

function remedy(over: BlockSize): string {
  if (over.rows > 0 && over.columns > 0) return 'schalen en periodieken';
  return over.rows > 0 ? 'schalen' : 'periodieken';
}

/**
 * Splits pasted text into rows of cells: rows by \r\n, \n or \r, cells by tab; one newline at the end (Excel
 * always writes one) is no extra row; quotes around a cell (Excel writes them around a cell with a tab, newline
 * or quote in it) are taken off. Cells are given as pasted, spaces included. Empty text has no rows.
 */
export function readPastedBlock(text: string): PastedText {
  const lines = text.replace(/\r\n?/g, '\n');
  const body = lines.endsWith('\n') ? lines.slice(0, -1) : lines;
  if (body === '') return { ok: true, rows: [] };
  const parsed = Papa.parse<string[]>(body, {
    delimiter: '\t',
    newline: '\n',
    quoteChar: '"',
    header: false,
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors[0];
  if (quoteError !== undefined) {
    const row = (quoteError.row ?? 0) + 1;
    return { ok: false, error: blockError(PASTE_MESSAGES.quote(row), row) };
  }
  return { ok: true, rows: parsed.data };
}

/**
 * Applies a pasted block to a full table with its top-left cell at `start`, all or nothing: the block's rows go
 * down the payscales of `start.age` and its columns across that age's periodicals, in the grid's order
 * (gridAxes). Either every non-empty cell is accepted and the new table comes back, or nothing changes and
 * every refused cell is named ('Rij 2, kolom 3 (schaal LG2, periodiek 3): Vul een geldig getal in').
 *
 * - An empty pasted cell (blank or only spaces) leaves its grid cell as it is: a wage is removed with the
 *   grid's own delete, which asks before a periodical goes (SPEC.md 4), never by a paste. A block without
 *   any wage is refused.
 * - A block that runs past the last payscale or periodical of the age is refused, naming how many rows and
 *   columns fall outside; nothing is added (SPEC.md says nothing about growing the table by a paste, and a
 *   new payscale or periodical needs a key the block does not give).
 * - A cell of an existing payscale that has no wage in that periodical yet gets one, as setCell does.
 */
export function pasteBlock(
  fullTable: FullTable,
  start: CellAddress,
  text: string,
  originalTable: FullTable | null = null,
): PastedBlockResult {
  const block = readPastedBlock(text);
  if (!block.ok) return { ok: false, errors: [block.error] };
  const rows = block.rows;
  if (!rows.some((cells) => cells.some((cell) => cell.trim() !== ''))) {
    return refusedBlock(PASTE_MESSAGES.empty);
  }
  if (ownValue(fullTable, start.age) === undefined) return refusedBlock(fullTableErrors.unknownAge().message);
  const { payscales, periodicals } = gridAxes(fullTable, start.age);
  const top = payscales.indexOf(start.payscale);
  if (top === -1) return refusedBlock(fullTableErrors.unknownPayscale().message);
  const left = periodicals.indexOf(start.periodical);
  if (left === -1) return refusedBlock(fullTableErrors.unknownPeriodical().message);

  const size = { rows: rows.length, columns: Math.max(...rows.map((cells) => cells.length)) };
  const over = {
    rows: Math.max(0, top + size.rows - payscales.length),
    columns: Math.max(0, left + size.columns - periodicals.length),
  };
  if (over.rows > 0 || over.columns > 0) return refusedBlock(PASTE_MESSAGES.tooBig(size, start, over));

  let table = fullTable;
  const applied: CellAddress[] = [];
  const errors: PastedBlockError[] = [];
  rows.forEach((cells, rowIndex) => {
    cells.forEach((value, columnIndex) => {
      if (value.trim() === '') return;
      const cell = {
        age: start.age,
        payscale: payscales[top + rowIndex]!,
        periodical: periodicals[left + columnIndex]!,
      };
      const result = setCell(table, cell, value, originalTable);
      if (result.ok) {
        table = result.table;
        applied.push(cell);
        return;
      }
      const row = rowIndex + 1;
      const column = columnIndex + 1;
      errors.push({
        row,
        column,
        cell,
        message: PASTE_MESSAGES.cell(row, column, cell, result.error.message),
      });
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, table, cells: applied };
}

function blockError(message: string, row: number | null = null): PastedBlockError {
  return { row, column: null, cell: null, message };
}

function refusedBlock(message: string): PastedBlockResult {
  return { ok: false, errors: [blockError(message)] };
}

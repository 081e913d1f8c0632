import Papa from 'papaparse';
import { MAX_LENGTH } from '../base/limits.js';
import { MESSAGES, maxLengthMessage } from '../base/messages.js';
import { ALL_AGES_KEY } from '../base/constants.js';
import type { FullTable } from '../schemas/salary-table.js';
import { readAgeText, resolveOlder, type AgeText } from '../base/ages.js';
import { storedWageError } from '../salary/validate-wage.js';
import {
  columnLetter,
  noteWageNotation,
  readKeyCell,
  readWage,
  type DecimalMark,
  type WageNotation,
} from './cells.js';
import { decodeCsvBytes } from './decode.js';
import { detectDelimiter, type CsvDelimiter } from './delimiter.js';
import { CSV_MESSAGES, CsvErrorList, csvError, duplicateCellMessage, type CsvError } from './errors.js';
import { CSV_COLUMN_NAMES, readLayout, type CsvColumn, type CsvLayout } from './layout.js';
import { TableBuilder } from './table-builder.js';

export interface ParseSalaryTableCsvOptions {
  /** The separator; detected from the header row when left out. */
  delimiter?: CsvDelimiter;
  /**
   * How decimals are written, when the caller knows; when left out, the file's wages say (readWage), and a
   * wage they leave two-way is refused.
   */
  decimalMark?: DecimalMark;
  /** The table for a file without a 'tabel' column (then required); ignored when the file has one. */
  tableName?: string;
}

/** Salary tables by name, each a full_table (age -> payscale -> periodical -> wage). */
export type SalaryTables = Record<string, FullTable>;

export type SalaryTableCsvResult =
  | {
      ok: true;
      tables: SalaryTables;
      /** Data rows read (blank rows not counted). */
      rowCount: number;
      /** Wages read. */
      cellCount: number;
      layout: CsvLayout['kind'];
      delimiter: CsvDelimiter;
      decimalMark: DecimalMark;
    }
  | { ok: false; errors: CsvError[] };

/**
 * Reads salary tables from a CSV file (text, or the file's bytes in UTF-8, UTF-16 or Windows-1252) in the
 * long form (one wage per row) or the wide form (payscales down, periodicals across); the layout is
 * recognised from the header row. Never throws: a bad file gives every problem found (at most 100 and a
 * count of the rest) as Dutch messages naming row and column as Excel shows them, and no tables at all.
 */
export function parseSalaryTableCsv(
  input: string | Uint8Array,
  options: ParseSalaryTableCsvOptions = {},
): SalaryTableCsvResult {
  try {
    return parse(input, options);
  } catch {
    return { ok: false, errors: [csvError(null, null, CSV_MESSAGES.unexpected)] };
  }
}

function parse(input: string | Uint8Array, options: ParseSalaryTableCsvOptions): SalaryTableCsvResult {
  const errors = new CsvErrorList();
  const fail = (): SalaryTableCsvResult => ({ ok: false, errors: errors.toArray() });
  const text = typeof input === 'string' ? stripBom(input) : decodeCsvBytes(input).text;
  if (!/\S/.test(text)) {
    errors.add(null, null, CSV_MESSAGES.empty);
    return fail();
  }
  const dialect = detectDelimiter(text);
  const delimiter = options.delimiter ?? dialect.delimiter;
  const parsed = Papa.parse<string[]>(dialect.body, { delimiter, header: false, skipEmptyLines: false });
  for (const error of parsed.errors) {
    const message = error.code === 'MissingQuotes' ? CSV_MESSAGES.unclosedQuote : CSV_MESSAGES.invalidQuote;
    errors.add(error.row === undefined ? null : error.row + 1, null, message);
  }
  if (!errors.isEmpty) return fail();

  const rows = parsed.data;
  const headerIndex = rows.findIndex((cells) => !isBlank(cells));
  const header = rows[headerIndex];
  if (header === undefined) {
    errors.add(null, null, CSV_MESSAGES.empty);
    return fail();
  }
  const layout = readLayout(header, headerIndex + 1, options.tableName === undefined, errors);
  if (layout === null) return fail();
  const fixedTable = layout.table === null ? checkTableOption(options.tableName ?? '', errors) : '';
  if (!errors.isEmpty) return fail();

  const notation = wageNotation(rows, headerIndex, layout, delimiter, options.decimalMark);
  const reader = new RowReader(layout, header.length, notation, fixedTable, errors);
  let rowCount = 0;
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const cells = rows[index]!;
    if (isBlank(cells)) continue;
    rowCount += 1;
    reader.read(cells, index + 1);
  }
  reader.resolveOlderAges();
  if (!errors.isEmpty) return fail();
  if (reader.builder.cellCount === 0) {
    errors.add(null, null, CSV_MESSAGES.noWages);
    return fail();
  }
  return {
    ok: true,
    tables: reader.builder.toTables(),
    rowCount,
    cellCount: reader.builder.cellCount,
    layout: layout.kind,
    delimiter,
    decimalMark: decimalMarkOf(notation),
  };
}

/** Checks the keys and wages of each data row and hands good cells to the builder. */
class RowReader {
  readonly builder = new TableBuilder();
  private readonly ageTexts = new Map<string, AgeText>();
  /** The first row of each table's 'N and older' age, by table and key. */
  private readonly older = new Map<
    string,
    { table: string; key: string; text: string; from: number; row: number; column: CsvColumn }
  >();

  constructor(
    private readonly layout: CsvLayout,
    private readonly headerLength: number,
    private readonly notation: WageNotation,
    private readonly fixedTable: string,
    private readonly errors: CsvErrorList,
  ) {}

  read(cells: readonly string[], row: number): void {
    const { layout, errors } = this;
    const before = errors.count;
    this.checkUnnamed(cells, row);
    const table =
      layout.table === null ? this.fixedTable : this.key(cells, layout.table, row, MAX_LENGTH.tableName);
    const age = layout.age === null ? ALL_AGES_KEY : this.age(cells, layout.age, row, table);
    const payscale = this.key(cells, layout.payscale, row, MAX_LENGTH.payscaleKey);
    if (layout.kind === 'long') {
      const periodical = this.key(cells, layout.periodical, row, null);
      const wage = this.wage(cells, layout.wage, row, true);
      if (errors.count === before && wage !== null) this.add(table, age, payscale, periodical, wage, row);
      return;
    }
    const keysOk = errors.count === before;
    for (const column of layout.periodicals) {
      const wage = this.wage(cells, column, row, false);
      if (keysOk && wage !== null) this.add(table, age, payscale, column.key, wage, row);
    }
  }

  private add(
    table: string,
    age: string,
    payscale: string,
    periodical: string,
    wage: string,
    row: number,
  ): void {
    const firstRow = this.builder.add(table, age, payscale, periodical, wage, row);
    if (firstRow !== null) {
      this.errors.add(row, null, duplicateCellMessage(table, age, payscale, periodical, firstRow));
    }
  }

  /** A required text key; adds an error and returns '' when it is empty or too long. */
  private key(cells: readonly string[], column: CsvColumn, row: number, maxLength: number | null): string {
    const value = readKeyCell(cells[column.index]);
    if (value === '') this.errors.add(row, column.label, MESSAGES.required);
    else if (maxLength !== null && value.length > maxLength)
      this.errors.add(row, column.label, maxLengthMessage(maxLength));
    else return value;
    return '';
  }

  /**
   * The age key of a row (core's readAgeText): 'null', a whole age, or for '21+' and its spellings a key of
   * its own ('21+') that resolveOlderAges turns into 'null' once the table's other ages are known.
   */
  private age(cells: readonly string[], column: CsvColumn, row: number, table: string): string {
    const text = readKeyCell(cells[column.index]);
    // A file has few distinct ages and up to 100,000 rows: each spelling is read once.
    let age = this.ageTexts.get(text);
    if (age === undefined) {
      age = readAgeText(text);
      this.ageTexts.set(text, age);
    }
    if (age.kind === 'key') return age.key;
    if (age.kind === 'unknown') {
      this.errors.add(row, column.label, age.message);
      return '';
    }
    const key = `${age.from}+`;
    const place = `${table}\u0000${key}`;
    if (!this.older.has(place)) this.older.set(place, { table, key, text, from: age.from, row, column });
    return key;
  }

  /** Each table's '21+' rows: the 'null' row when its whole ages end at 20, else refused (core's resolveOlder). */
  resolveOlderAges(): void {
    for (const { table, key, text, from, row, column } of this.older.values()) {
      const others = this.builder.ageKeys(table).filter((age) => age !== key);
      const refusal = resolveOlder(text, from, others);
      if (refusal === null) this.builder.renameAge(table, key, ALL_AGES_KEY);
      else this.errors.add(row, column.label, refusal);
    }
  }

  /** A wage as a dot-decimal string; null when empty (an error only if required) or wrong. */
  private wage(cells: readonly string[], column: CsvColumn, row: number, required: boolean): string | null {
    const text = (cells[column.index] ?? '').trim();
    if (text === '') {
      if (required) this.errors.add(row, column.label, MESSAGES.required);
      return null;
    }
    const wage = readWage(text, this.notation);
    // Read from the file's own notation once; the stored value then passes the one cell check.
    const error = wage.ok
      ? storedWageError(wage.value)?.message
      : wage.reason === 'ambiguous'
        ? CSV_MESSAGES.ambiguousWage(text.trim(), wage.thousands, wage.decimal)
        : MESSAGES.numeric;
    if (error === undefined && wage.ok) return wage.value;
    this.errors.add(row, column.label, error ?? MESSAGES.numeric);
    return null;
  }

  /** A value in a column without a header name would be lost, so it is an error. */
  private checkUnnamed(cells: readonly string[], row: number): void {
    for (const index of this.layout.unnamed) this.checkEmpty(cells, index, row);
    for (let index = this.headerLength; index < cells.length; index += 1) this.checkEmpty(cells, index, row);
  }

  private checkEmpty(cells: readonly string[], index: number, row: number): void {
    if ((cells[index] ?? '').trim() !== '')
      this.errors.add(row, columnLetter(index), CSV_MESSAGES.unnamedColumn);
  }
}

/** What every wage cell of the file shows about its notation (cells.ts readWage). */
function wageNotation(
  rows: readonly string[][],
  headerIndex: number,
  layout: CsvLayout,
  delimiter: CsvDelimiter,
  forced: DecimalMark | undefined,
): WageNotation {
  const notation: WageNotation = {
    delimiter,
    decimalComma: false,
    decimalDot: false,
    ...(forced === undefined ? {} : { forced }),
  };
  const columns =
    layout.kind === 'long' ? [layout.wage.index] : layout.periodicals.map((column) => column.index);
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const cells = rows[index]!;
    for (const column of columns) {
      const text = cells[column];
      if (text !== undefined && text !== '') noteWageNotation(notation, text);
    }
  }
  return notation;
}

/** The decimal mark the file was read with, as the result reports it. */
function decimalMarkOf(notation: WageNotation): DecimalMark {
  if (notation.forced !== undefined) return notation.forced;
  if (notation.decimalComma) return 'comma';
  return notation.delimiter === ',' || notation.decimalDot ? 'dot' : 'comma';
}

function checkTableOption(tableName: string, errors: CsvErrorList): string {
  const name = tableName.trim();
  const column = CSV_COLUMN_NAMES.table;
  if (name === '') errors.add(null, column, MESSAGES.required);
  else if (name.length > MAX_LENGTH.tableName)
    errors.add(null, column, maxLengthMessage(MAX_LENGTH.tableName));
  return name;
}

function isBlank(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

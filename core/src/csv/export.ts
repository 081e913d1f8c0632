import Papa from 'papaparse';
import { MESSAGES } from '../base/messages.js';
import { ALL_AGES_KEY } from '../base/constants.js';
import { needsFormulaGuard } from './cells.js';
import type { CsvDelimiter } from './delimiter.js';
import { CSV_COLUMN_NAMES, type CsvLayout } from './layout.js';
import type { SalaryTables } from './parse.js';

/** Any of the separators the reader considers (CSV_DELIMITERS). */
const SEPARATOR = /[;,\t]/;

export interface ExportSalaryTableCsvOptions {
  /** 'long' (one wage per row, the default) or 'wide' (payscales down, periodicals across). */
  layout?: CsvLayout['kind'];
  /** Default ';', what Dutch Excel expects. */
  delimiter?: CsvDelimiter;
  /** Write '15,52' instead of '15.52'; default true. */
  decimalComma?: boolean;
  /** Start with a UTF-8 byte order mark so Excel reads 'é' correctly; default true. */
  bom?: boolean;
}

/**
 * Writes salary tables as CSV with Dutch column names and CRLF line ends. parseSalaryTableCsv reads the
 * result back to the same tables, whatever the options. Only cells that hold a wage are written, so a
 * payscale or age without any wage does not come back. The all-ages key is written as MESSAGES.allAges.
 * A text cell that a spreadsheet would run as a formula ('=...', '+...', '-...', '@...') gets a leading
 * apostrophe, which the parser removes again.
 */
export function exportSalaryTableCsv(
  tables: SalaryTables,
  options: ExportSalaryTableCsvOptions = {},
): string {
  const { layout = 'long', delimiter = ';', decimalComma = true, bom = true } = options;
  const wage = decimalComma ? (value: string) => value.replace('.', ',') : (value: string) => value;
  const [header = [], ...body] = layout === 'long' ? longRows(tables, wage) : wideRows(tables, wage);
  // The reader works out the separator from the first line (detectDelimiter: the most frequent one outside
  // quotes), so a heading holding another separator (a periodical named 'a;b') is quoted there; the other
  // rows only where the separator itself needs it.
  const head = Papa.unparse([header], {
    delimiter,
    newline: '\r\n',
    header: false,
    quotes: (value) => SEPARATOR.test(String(value)),
  });
  const rest =
    body.length === 0
      ? ''
      : `\r\n${Papa.unparse(body, { delimiter, newline: '\r\n', quotes: false, header: false })}`;
  return `${bom ? '\uFEFF' : ''}${head}${rest}\r\n`;
}

function longRows(tables: SalaryTables, wage: (value: string) => string): string[][] {
  const { table, age, payscale, periodical, wage: wageName } = CSV_COLUMN_NAMES;
  const rows = [[table, age, payscale, periodical, wageName]];
  for (const [tableName, ages] of Object.entries(tables)) {
    for (const [ageKey, payscales] of Object.entries(ages)) {
      for (const [payscaleKey, cells] of Object.entries(payscales)) {
        for (const [periodicalKey, value] of Object.entries(cells)) {
          rows.push([text(tableName), ageText(ageKey), text(payscaleKey), text(periodicalKey), wage(value)]);
        }
      }
    }
  }
  return rows;
}

function wideRows(tables: SalaryTables, wage: (value: string) => string): string[][] {
  const periodicals = new Set<string>();
  for (const ages of Object.values(tables)) {
    for (const payscales of Object.values(ages)) {
      for (const cells of Object.values(payscales))
        for (const key of Object.keys(cells)) periodicals.add(key);
    }
  }
  const columns = [...periodicals];
  const { table, age, payscale } = CSV_COLUMN_NAMES;
  const rows = [[table, age, payscale, ...columns.map(text)]];
  for (const [tableName, ages] of Object.entries(tables)) {
    for (const [ageKey, payscales] of Object.entries(ages)) {
      for (const [payscaleKey, cells] of Object.entries(payscales)) {
        if (Object.keys(cells).length === 0) continue;
        const values = columns.map((key) => (Object.hasOwn(cells, key) ? wage(cells[key]!) : ''));
        rows.push([text(tableName), ageText(ageKey), text(payscaleKey), ...values]);
      }
    }
  }
  return rows;
}

function ageText(age: string): string {
  return age === ALL_AGES_KEY ? MESSAGES.allAges : text(age);
}

function text(value: string): string {
  return needsFormulaGuard(value) ? `'${value}` : value;
}

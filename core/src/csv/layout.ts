import { readKeyCell } from './cells.js';
import { CSV_MESSAGES, missingColumnMessage, type CsvErrorList } from './errors.js';
import { PACKAGE_CSV_COLUMNS } from './package-export.js';

/** What a header column holds. */
export type CsvColumnRole = 'table' | 'age' | 'payscale' | 'periodical' | 'wage';

/** The Dutch column names, as export writes them and messages name missing columns. */
export const CSV_COLUMN_NAMES: Record<CsvColumnRole, string> = {
  table: 'tabel',
  age: 'leeftijd',
  payscale: 'schaal',
  periodical: 'periodiek',
  wage: 'loon',
};

/** Header names read case-insensitively, Dutch and English. */
const HEADER_ALIASES = new Map<string, CsvColumnRole>([
  ['tabel', 'table'],
  ['loontabel', 'table'],
  ['table', 'table'],
  ['salary table', 'table'],
  ['salary_table', 'table'],
  ['leeftijd', 'age'],
  ['age', 'age'],
  ['schaal', 'payscale'],
  ['loonschaal', 'payscale'],
  ['salarisschaal', 'payscale'],
  ['payscale', 'payscale'],
  ['pay scale', 'payscale'],
  ['periodiek', 'periodical'],
  ['trede', 'periodical'],
  ['periodical', 'periodical'],
  ['loon', 'wage'],
  ['bedrag', 'wage'],
  ['salaris', 'wage'],
  ['wage', 'wage'],
  ['salary', 'wage'],
]);

/** A named column: where it is and what the user called it (for messages). */
export interface CsvColumn {
  index: number;
  label: string;
}

/** One wage per row: table, age, payscale, periodical, wage. */
export interface LongLayout {
  kind: 'long';
  table: CsvColumn | null;
  age: CsvColumn | null;
  payscale: CsvColumn;
  periodical: CsvColumn;
  wage: CsvColumn;
  /** Columns without a name in the header: a value there is an error. */
  unnamed: number[];
}

/** Payscales down, periodicals across; table and age optional columns. */
export interface WideLayout {
  kind: 'wide';
  table: CsvColumn | null;
  age: CsvColumn | null;
  payscale: CsvColumn;
  /** The periodical columns; `key` is the periodical key, `label` how messages name the column. */
  periodicals: (CsvColumn & { key: string })[];
  /** Columns without a name in the header: a value there is an error. */
  unnamed: number[];
}

export type CsvLayout = LongLayout | WideLayout;

/**
 * Reads the header row and decides the layout: a 'loon' or 'periodiek' column means the long form; a 'schaal'
 * column without them means the wide form, every other named column being a periodical. Adds an error for
 * each problem (missing or repeated column, unknown layout) and returns null when there was one.
 * `needsTable` is false when the caller names the table for a file without a 'tabel' column.
 */
export function readLayout(
  header: readonly string[],
  row: number,
  needsTable: boolean,
  errors: CsvErrorList,
): CsvLayout | null {
  const before = errors.count;
  const found: Partial<Record<CsvColumnRole, CsvColumn>> = {};
  const others: CsvColumn[] = [];
  const unnamed: number[] = [];
  header.forEach((raw, index) => {
    const label = readKeyCell(raw);
    if (label === '') {
      unnamed.push(index);
      return;
    }
    const role = HEADER_ALIASES.get(label.toLowerCase());
    if (role === undefined) {
      if (others.some((other) => other.label === label)) errors.add(row, label, CSV_MESSAGES.duplicateColumn);
      else others.push({ index, label });
    } else if (found[role] === undefined) found[role] = { index, label };
    else errors.add(row, label, CSV_MESSAGES.duplicateColumn);
  });

  const { table = null, age = null, payscale, periodical, wage } = found;
  const kind =
    wage !== undefined || periodical !== undefined ? 'long' : payscale !== undefined ? 'wide' : null;
  if (kind === null) {
    // The package's own CSV (exportPackageCsv) given for wages: say what it is rather than 'unknown'.
    const [first, second] = header.map((cell) => readKeyCell(cell));
    const pack = first === PACKAGE_CSV_COLUMNS.block && second === PACKAGE_CSV_COLUMNS.status;
    errors.add(row, null, pack ? CSV_MESSAGES.packageCsv : CSV_MESSAGES.unknownLayout);
    return null;
  }
  const missing = (role: CsvColumnRole) =>
    errors.add(row, CSV_COLUMN_NAMES[role], missingColumnMessage(CSV_COLUMN_NAMES[role]), null);
  if (table === null && needsTable) missing('table');
  if (payscale === undefined) missing('payscale');

  if (kind === 'long') {
    if (periodical === undefined) missing('periodical');
    if (wage === undefined) missing('wage');
    if (errors.count > before || payscale === undefined || periodical === undefined || wage === undefined) {
      return null;
    }
    return { kind, table, age, payscale, periodical, wage, unnamed };
  }

  const periodicals = others.map((column) => ({
    ...column,
    key: column.label,
    label: `periodiek ${column.label}`,
  }));
  if (periodicals.length === 0) errors.add(row, null, CSV_MESSAGES.noPeriodicalColumns);
  if (errors.count > before || payscale === undefined) return null;
  return { kind, table, age, payscale, periodicals, unnamed };
}

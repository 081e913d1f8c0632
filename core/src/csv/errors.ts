import { WAGE_TEXT_MESSAGES } from '../format/wage-text.js';
import { ageName } from '../base/ages.js';

/**
 * One problem in a CSV file. `row` is the row number as Excel shows it (the header is row 1), `column` the
 * column as the user named it in the header; both are null when the problem is not tied to one place.
 * `message` is the full Dutch line, ready to show: 'Rij 12, kolom loon: Vul een geldig getal in'.
 */
export interface CsvError {
  row: number | null;
  column: string | null;
  message: string;
}

/** At most this many errors are listed; a last line says how many more there were. */
export const MAX_CSV_ERRORS = 100;

export const CSV_MESSAGES = {
  empty: 'Het bestand is leeg',
  noWages: 'Het bestand bevat geen lonen',
  unexpected: 'Het bestand kon niet worden gelezen door een onverwachte fout',
  unknownLayout:
    'Onbekende indeling. Gebruik de kolommen tabel, leeftijd, schaal, periodiek en loon (één loon per rij), ' +
    'of tabel, leeftijd en schaal met één kolom per periodiek',
  /** The header of exportPackageCsv: a report of the package, not wages. */
  packageCsv:
    'Dit bestand is een export van het pakket gelijkwaardige beloning, geen loontabel. ' +
    'Het pakket leest u in met een JSON- of SETU-export van de regeling',
  noPeriodicalColumns: 'Geen kolommen met periodieken gevonden naast de kolom schaal',
  duplicateColumn: 'Deze kolom komt twee keer voor',
  unnamedColumn: 'Deze kolom heeft geen naam in de kopregel',
  unclosedQuote: 'Aanhalingsteken wordt niet afgesloten',
  invalidQuote: 'Ongeldig aanhalingsteken',
  ambiguousWage: WAGE_TEXT_MESSAGES.ambiguous,
} as const;

/** 'Kolom loon ontbreekt' */
export function missingColumnMessage(column: string): string {
  return `Kolom ${column} ontbreekt`;
}

/** 'dubbele cel voor tabel X, leeftijd 18, schaal A, periodiek 1 (ook in rij 3)' */
export function duplicateCellMessage(
  table: string,
  age: string,
  payscale: string,
  periodical: string,
  firstRow: number,
): string {
  const shownAge = ageName(age);
  return `dubbele cel voor tabel ${table}, leeftijd ${shownAge}, schaal ${payscale}, periodiek ${periodical} (ook in rij ${firstRow})`;
}

/** 'en nog 1 fout', 'en nog 12 fouten' */
export function moreErrorsMessage(count: number): string {
  return `en nog ${count} ${count === 1 ? 'fout' : 'fouten'}`;
}

/** Prefixes the place: 'Rij 12, kolom loon: ...', 'Rij 7: ...', or the bare text. */
export function csvError(row: number | null, column: string | null, text: string): CsvError {
  const place =
    row === null
      ? column === null
        ? ''
        : `Kolom ${column}: `
      : `Rij ${row}${column === null ? '' : `, kolom ${column}`}: `;
  return { row, column, message: `${place}${text}` };
}

/** Collects errors up to MAX_CSV_ERRORS and counts the rest. */
export class CsvErrorList {
  private readonly errors: CsvError[] = [];
  private overflow = 0;

  /** Adds an error; `shownColumn` is the column named in the message when it differs from `column`. */
  add(row: number | null, column: string | null, text: string, shownColumn: string | null = column): void {
    if (this.errors.length < MAX_CSV_ERRORS) {
      this.errors.push({ ...csvError(row, shownColumn, text), column });
    } else this.overflow += 1;
  }

  /** How many errors were added, including those left off the list. */
  get count(): number {
    return this.errors.length + this.overflow;
  }

  get isEmpty(): boolean {
    return this.errors.length === 0;
  }

  /** The listed errors, with a final 'en nog N fouten' line when some were left off. */
  toArray(): CsvError[] {
    if (this.overflow === 0) return [...this.errors];
    return [...this.errors, { row: null, column: null, message: moreErrorsMessage(this.overflow) }];
  }
}

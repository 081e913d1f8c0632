// How a wage cell is read lives with the typed and pasted wages (format/wage-text.ts).
export {
  noteWageNotation,
  readWage,
  type DecimalMark,
  type WageNotation,
  type WageReading,
} from '../format/wage-text.js';

const APOSTROPHE = 39;
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', "'"]);

/**
 * Whether a text cell needs a leading apostrophe on export so a spreadsheet shows it as text instead of
 * running it as a formula ('=HYPERLINK(...)'). A leading apostrophe is doubled for the same reason, so
 * readKeyCell can undo exactly what was added.
 */
export function needsFormulaGuard(value: string): boolean {
  return value.length > 0 && FORMULA_START.has(value[0]!);
}

/** A text cell (table, age, payscale, periodical, header) as a key: trimmed, export's formula guard removed. */
export function readKeyCell(raw: string | undefined): string {
  if (raw === undefined) return '';
  const value = raw.trim();
  if (value.charCodeAt(0) === APOSTROPHE && value.length > 1 && FORMULA_START.has(value[1]!)) {
    return value.slice(1);
  }
  return value;
}

/** The spreadsheet letter of a zero-based column: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

import { normaliseDecimal } from '../format/numbers.js';

/** How decimals are written in the file: with a comma (Dutch Excel) or a dot. */
export type DecimalMark = 'comma' | 'dot';

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

/**
 * Reads a wage as a dot-decimal string, or null when it is not a number. With the comma mark, '15,52' and
 * '1.234,56' are read as Dutch numbers (normaliseDecimal); with the dot mark a dot is always the decimal
 * point, so '1.234' stays 1.234. A euro sign and spaces are allowed. The common plain form is read without
 * regular expressions because files run to 100,000 rows.
 */
export function parseWage(text: string, mark: DecimalMark): string | null {
  const plain = plainNumber(text, mark === 'comma' ? 44 : 46);
  if (plain !== null) return plain;
  if (mark === 'comma') return normaliseDecimal(text);
  return plainNumber(text.replace(/[\s€]/g, ''), 46);
}

/** '-'? digits (separator digits)?, with the separator turned into a dot; null for anything else. */
function plainNumber(text: string, separator: number): string | null {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0;
  const digitsStart = i;
  while (i < length && isDigit(text.charCodeAt(i))) i += 1;
  if (i === digitsStart) return null;
  if (i === length) return text;
  if (text.charCodeAt(i) !== separator) return null;
  const separatorAt = i;
  i += 1;
  while (i < length && isDigit(text.charCodeAt(i))) i += 1;
  if (i !== length || i === separatorAt + 1) return null;
  return separator === 46 ? text : `${text.slice(0, separatorAt)}.${text.slice(separatorAt + 1)}`;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** The spreadsheet letter of a zero-based column: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

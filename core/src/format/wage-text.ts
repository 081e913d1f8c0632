/**
 * How a wage written by a person is read (a CSV cell, a typed or pasted grid cell): one reading or a refusal,
 * never a guess. A wire value (a full_table on the API) is never read here: it is a dot decimal as it is
 * (core/src/salary/validate-wage.ts storedWageError).
 */

/** How decimals are written: with a comma (Dutch) or a dot. */
export type DecimalMark = 'comma' | 'dot';

export const WAGE_TEXT_MESSAGES = {
  /** '16.085 is op twee manieren te lezen, als 16085 of als 16,085: schrijf 16085 of 16,085' */
  ambiguous: (text: string, thousands: string, decimal: string) =>
    `${text} is op twee manieren te lezen, als ${thousands} of als ${decimal}: schrijf ${thousands} of ${decimal}`,
} as const;

/**
 * What a file's wages show about how they are written, gathered over every wage before any is read, so the
 * same text is read the same way in every row (readWage).
 */
export interface WageNotation {
  /** The separator: in a ',' file a dot is a decimal point; in a ';' or tab file a thousands dot. */
  delimiter: ';' | ',' | '\t';
  /** Some wage has a decimal comma ('15,52', '1.234,56'). */
  decimalComma: boolean;
  /** Some wage has a dot that cannot group thousands, so it is a decimal point ('15.52', '15.5'). */
  decimalDot: boolean;
  /** A mark the caller gave: with it no text is read two ways. */
  forced?: DecimalMark;
}

export type WageReading =
  | { ok: true; value: string }
  | { ok: false; reason: 'not_a_number' }
  | { ok: false; reason: 'ambiguous'; thousands: string; decimal: string };

const DIGITS = /^-?\d+$/;
/** '15,52', '1234,5', '1.234,56', '-0,5': a decimal comma, dots grouping thousands before it. */
const COMMA_DECIMAL = /^-?(\d+|\d{1,3}(\.\d{3})+),\d+$/;
/** '1.234.567': thousands dots only, more than one. */
const THOUSANDS_ONLY = /^-?\d{1,3}(\.\d{3}){2,}$/;
/**
 * '2.600', '16.085', '14.999': one dot before exactly three digits, which may group thousands or not. Not
 * '0.125': no one groups thousands after a leading zero, so that dot is a decimal point.
 */
const DOT_THREE = /^-?[1-9]\d{0,2}\.\d{3}$/;
/** '15.52', '1234.567': one dot that is a decimal point whatever else the file holds. */
const DOT_DECIMAL = /^-?\d+\.\d+$/;

/** The text of a wage without a euro sign and spaces (also the no-break space Excel writes). */
function bare(text: string): string {
  return text.replace(/[\s\u00a0\u202f€]/g, '');
}

const MINUS = 45;
const ZERO = 48;
const COMMA = 44;
const DOT = 46;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * The plain forms most cells have, read without a regular expression because files run to 100,000 rows:
 * '-'? digits, or digits, one ',' or '.', digits. Gives the separator (0 for none) and, for a dot, whether
 * it stands before exactly three digits after at most three, the first not 0 (DOT_THREE); null for anything
 * else.
 */
function plainShape(text: string): { separator: 0 | typeof COMMA | typeof DOT; three: boolean } | null {
  const length = text.length;
  const start = text.charCodeAt(0) === MINUS ? 1 : 0;
  let i = start;
  while (i < length && isDigit(text.charCodeAt(i))) i += 1;
  if (i === start) return null;
  if (i === length) return { separator: 0, three: false };
  const separator = text.charCodeAt(i);
  if (separator !== COMMA && separator !== DOT) return null;
  const at = i;
  i += 1;
  while (i < length && isDigit(text.charCodeAt(i))) i += 1;
  if (i !== length || i === at + 1) return null;
  const three =
    separator === DOT && length - at - 1 === 3 && at - start <= 3 && text.charCodeAt(start) !== ZERO;
  return { separator, three };
}

/** Adds what one wage shows about the notation (before reading). */
export function noteWageNotation(notation: WageNotation, text: string): void {
  const shape = plainShape(text);
  if (shape !== null) {
    if (shape.separator === COMMA) notation.decimalComma = true;
    else if (shape.separator === DOT && !shape.three) notation.decimalDot = true;
    return;
  }
  const value = bare(text);
  if (COMMA_DECIMAL.test(value)) notation.decimalComma = true;
  else if (DOT_DECIMAL.test(value) && !DOT_THREE.test(value)) notation.decimalDot = true;
}

/**
 * Reads a wage as a dot-decimal string (cli/README.md, 'How a CSV is read'). A decimal comma is Dutch, dots before
 * it group thousands ('1.234,56'); several dots group thousands ('1.234.567'); a dot before other than three
 * digits is a decimal point ('15.52'). One dot before exactly three digits ('2.600') is read by the file: a
 * decimal point in a ',' file, a thousands dot in a ';' or tab file (Dutch Excel), unless the file also
 * writes decimals the other way, and then it is refused as two-way ('ambiguous'), never guessed.
 */
export function readWage(text: string, notation: WageNotation): WageReading {
  const forced = notation.forced;
  const shape = plainShape(text);
  if (shape !== null && !shape.three) {
    if (shape.separator === 0) return { ok: true, value: text };
    if (shape.separator === COMMA) {
      return forced === 'dot'
        ? { ok: false, reason: 'not_a_number' }
        : { ok: true, value: text.replace(',', '.') };
    }
    return forced === 'comma' ? { ok: false, reason: 'not_a_number' } : { ok: true, value: text };
  }
  const value = bare(text);
  if (DIGITS.test(value)) return { ok: true, value };
  if (COMMA_DECIMAL.test(value) && forced !== 'dot') {
    return { ok: true, value: value.replace(/\./g, '').replace(',', '.') };
  }
  if (THOUSANDS_ONLY.test(value) && forced !== 'dot') return { ok: true, value: value.replace(/\./g, '') };
  if (DOT_THREE.test(value)) {
    const thousands = value.replace('.', '');
    const reading =
      forced ??
      (notation.delimiter === ','
        ? notation.decimalComma
          ? undefined
          : 'dot'
        : notation.decimalComma || notation.decimalDot
          ? undefined
          : 'comma');
    if (reading === 'dot') return { ok: true, value };
    if (reading === 'comma') return { ok: true, value: thousands };
    return { ok: false, reason: 'ambiguous', thousands, decimal: value.replace('.', ',') };
  }
  if (DOT_DECIMAL.test(value) && forced !== 'comma') return { ok: true, value };
  return { ok: false, reason: 'not_a_number' };
}

/**
 * What one typed value has around it: nothing settles the notation, so a decimal comma is Dutch, several
 * thousands dots group thousands, a dot before other than three digits is a decimal point, and one dot
 * before exactly three digits ('16.085') is two-way and refused.
 */
export const TYPED_WAGE: WageNotation = { delimiter: ';', decimalComma: true, decimalDot: true };

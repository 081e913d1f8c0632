import { canonicalDecimal, normaliseDecimal } from '../format/numbers.js';
import { compare } from '../salary/compare.js';
import { decimal } from '../salary/decimal.js';

/**
 * Exact work on dot-decimal strings for the rules: a minimum is met or not on the digits themselves, so no
 * binary float ever decides that 7.2 is below 7.20.
 */

/** What a user may type in a decimal input: digits with an optional comma and 1 or 2 decimals (SPEC 5.1). */
export const DECIMAL_INPUT_PATTERN = /^\d+(,\d{1,2})?$/;

/** True when the text matches the decimal input pattern ('15', '15,5', '15,52'; not '15,523' or '15.5'). */
export function isDecimalInput(text: string): boolean {
  return DECIMAL_INPUT_PATTERN.test(text);
}

/**
 * A typed number (text, read by normaliseDecimal) or a JavaScript number as a dot-decimal string ('20,5' gives
 * '20.5'), or null when it is no number or reads two ways ('1.250'). Wire text goes through wireDecimal.
 */
export function toDecimalString(value: unknown): string | null {
  if (typeof value === 'number') return numberToDecimal(value);
  if (typeof value === 'string') return normaliseDecimal(value);
  return null;
}

/** A dot-decimal string as it travels and is stored: an optional minus, digits, an optional dot and digits. */
const WIRE_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A value from the wire or the database ('7.125', a cao's holiday allowance) read as what it is: a dot
 * decimal, never Dutch input, so '7.125' stays seven and an eighth and is not taken for 7125. Null when it
 * is not a dot-decimal number.
 */
export function wireDecimal(value: string): string | null {
  return WIRE_DECIMAL.test(value) ? value : null;
}

/**
 * -1, 0 or 1 as dot-decimal string `a` is below, equal to ('1.50' equals '1.5') or above `b`: core's one
 * comparison of decimals (salary's `compare`), on the digits. Throws on a string that is no dot decimal.
 */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  return compare(decimal(a), decimal(b));
}

/** The larger of two dot-decimal strings; the first when they are equal in value. */
export function maxDecimalString(a: string, b: string): string {
  return compareDecimalStrings(a, b) >= 0 ? a : b;
}

function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent notation: toFixed writes small numbers out; numbers of 1e21 and more it cannot.
  const fixed = value.toFixed(20);
  return /e/i.test(fixed) ? null : canonicalDecimal(fixed);
}

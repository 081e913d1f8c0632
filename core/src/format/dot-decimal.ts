/**
 * The one reading of a dot-decimal string's shape ('1234.5', '-0.125', '7'): an optional leading '-', digits,
 * at most one dot with digits on both sides. No thousands separators and no decimal comma; what users type
 * is normalised first (numbers.ts). parseDecimal and decimalSign (salary/decimal.ts) and formatAllDecimals
 * (numbers.ts) all read a text through scanDotDecimal, so they can never disagree on what is a number.
 *
 * A salary grid scans every cell this way, so the scan makes no object: it answers one small integer, read
 * with the functions below.
 */

/** What scanDotDecimal answers for a text that is no dot decimal. */
export const NOT_A_DOT_DECIMAL = -1;

/**
 * The shape of a dot-decimal string as one non-negative integer (read it with dotDecimalNegative,
 * dotDecimalNonZero and dotDecimalDot), or NOT_A_DOT_DECIMAL. One pass over the characters.
 */
export function scanDotDecimal(text: string): number {
  const negative = text.charCodeAt(0) === 45; // '-'
  const start = negative ? 1 : 0;
  let dot = -1;
  let nonZero = false;
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 46 && dot === -1) dot = i;
    else if (code < 48 || code > 57) return NOT_A_DOT_DECIMAL;
    else if (code !== 48) nonZero = true;
  }
  if (dot === start || dot === text.length - 1 || text.length === start) return NOT_A_DOT_DECIMAL;
  return (dot + 1) * 4 + (nonZero ? 2 : 0) + (negative ? 1 : 0);
}

/** The scanned text starts with '-' (it may still be zero: '-0.00'). */
export function dotDecimalNegative(scan: number): boolean {
  return scan % 2 === 1;
}

/** Some digit of the scanned text is not 0. */
export function dotDecimalNonZero(scan: number): boolean {
  return scan % 4 >= 2;
}

/** The index of the scanned text's dot, -1 when it has none. */
export function dotDecimalDot(scan: number): number {
  return Math.floor(scan / 4) - 1;
}

import {
  NOT_A_DOT_DECIMAL,
  dotDecimalDot,
  dotDecimalNegative,
  dotDecimalNonZero,
  scanDotDecimal,
} from './dot-decimal.js';
import { readWage, TYPED_WAGE, WAGE_TEXT_MESSAGES, type WageReading } from './wage-text.js';

/**
 * Decimal numbers travel as strings with a dot ("1234.5"), so money never passes through binary floats.
 * These helpers turn what a Dutch user types into that form and back.
 */

/**
 * Reads one typed number (a form field, a CLI answer, a grid cell) as a dot-decimal string, the way a wage is
 * read when nothing settles the notation (wage-text.ts, TYPED_WAGE): a decimal comma ('15,52'), Dutch
 * thousands dots before it ('1.234,56'), several thousands dots ('1.234.567'), a decimal dot before other than
 * three digits ('15.52', '0.125'). One dot before exactly three digits ('1.250', '8.333') is two-way and
 * refused as 'ambiguous', never guessed. A wire value is never read here (rules/decimal.ts, wireDecimal).
 */
export function readTypedDecimal(text: string): WageReading {
  return readWage(text.trim(), TYPED_WAGE);
}

/**
 * A typed number as a dot-decimal string ('15,52' gives '15.52', '1.234,56' gives '1234.56'), or null when it
 * is no number or can be read two ways ('1.250'); readTypedDecimal says which.
 */
export function normaliseDecimal(text: string): string | null {
  const reading = readTypedDecimal(text);
  return reading.ok ? reading.value : null;
}

/**
 * What is wrong with a typed number: null when it reads one way, the two readings when it can be read two
 * ways ('1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250'), `notANumber`
 * otherwise.
 */
export function typedDecimalError(text: string, notANumber: string): string | null {
  const reading = readTypedDecimal(text);
  if (reading.ok) return null;
  return reading.reason === 'ambiguous'
    ? WAGE_TEXT_MESSAGES.ambiguous(text.trim(), reading.thousands, reading.decimal)
    : notANumber;
}

const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+(?=\d)/;
const NON_ZERO = /[1-9]/;

function groupThousands(integerPart: string): string {
  return integerPart.length <= 3 ? integerPart : integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Shows a dot-decimal string in Dutch with every decimal it has and at least `minimumDecimals` ('1234.5'
 * gives '1.234,50', '14.829' gives '14,829'): formatDecimal with as many decimals as the text has, so
 * nothing is rounded. Null when the text is no dot decimal (scanDotDecimal's reading, the one parseDecimal
 * has: digits, at most one dot between digits, an optional leading '-'). Worked out on the characters,
 * without BigInts or regular expressions for a number under 1.000: a salary grid shows every cell this way.
 */
export function formatAllDecimals(value: string, minimumDecimals = 2): string | null {
  const scan = scanDotDecimal(value);
  if (scan === NOT_A_DOT_DECIMAL) return null;
  const negative = dotDecimalNegative(scan);
  const start = negative ? 1 : 0;
  const dot = dotDecimalDot(scan);
  const end = dot === -1 ? value.length : dot;
  let first = start;
  while (first < end - 1 && value.charCodeAt(first) === 48) first += 1;
  const fraction = dot === -1 ? '' : value.slice(dot + 1);
  const sign = negative && dotDecimalNonZero(scan) ? '-' : '';
  const decimals = fraction.length < minimumDecimals ? fraction.padEnd(minimumDecimals, '0') : fraction;
  const integer = groupThousands(value.slice(first, end));
  return decimals === '' ? `${sign}${integer}` : `${sign}${integer},${decimals}`;
}

/**
 * Rounds a dot-decimal string half up (away from zero) to the given number of decimals, on the digits
 * themselves, so no binary float is involved.
 */
export function toFixedDecimal(value: string, decimals: number): string {
  const negative = value.startsWith('-');
  const [intRaw = '0', fracRaw = ''] = (negative ? value.slice(1) : value).split('.');
  // Nothing to round (a wage with two decimals shown with two): only padding, without BigInts. A salary
  // grid formats every cell this way, twice.
  if (fracRaw.length <= decimals && DIGITS.test(intRaw) && (fracRaw === '' || DIGITS.test(fracRaw))) {
    const intPart = intRaw.replace(LEADING_ZEROS, '');
    const fracPart = fracRaw.padEnd(decimals, '0');
    const sign = negative && (NON_ZERO.test(intPart) || NON_ZERO.test(fracPart)) ? '-' : '';
    return decimals === 0 ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`;
  }
  const scaled = BigInt(intRaw + fracRaw.padEnd(decimals + 1, '0').slice(0, decimals + 1));
  let rounded = scaled / 10n;
  if (scaled % 10n >= 5n) rounded += 1n;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const isZero = rounded === 0n;
  const sign = negative && !isZero ? '-' : '';
  return decimals === 0 ? `${sign}${intPart}` : `${sign}${intPart}.${fracPart}`;
}

/**
 * A dot decimal from the wire as the user would type it, without thousands dots: '8.33' becomes '8,33' and
 * '1234.5' '1234,5'. The forms of the wizard start from it; it never reads Dutch input.
 */
export function toTypedDecimal(value: string): string {
  return value.replace('.', ',');
}

/** Shows a dot-decimal string with a decimal comma and thousands dots: "1234.5" becomes "1.234,50". */
export function formatDecimal(value: string, decimals = 2): string {
  // Nothing to round (the text has at most `decimals` decimals): shown as it is, padded, in one pass.
  const dot = value.indexOf('.');
  if ((dot === -1 ? 0 : value.length - dot - 1) <= decimals) {
    const shown = formatAllDecimals(value, decimals);
    if (shown !== null) return shown;
  }
  const fixed = toFixedDecimal(value, decimals);
  const negative = fixed.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = groupThousands(intPart);
  return `${negative ? '-' : ''}${grouped}${fracPart === undefined ? '' : `,${fracPart}`}`;
}

/** Shows an amount in euros the Dutch way: "1234.56" becomes "€ 1.234,56". */
export function formatEuro(value: string): string {
  const formatted = formatDecimal(value, 2);
  return formatted.startsWith('-') ? `€ -${formatted.slice(1)}` : `€ ${formatted}`;
}

/** Shows a percentage the Dutch way, without trailing zeros beyond what is needed: "8.33" becomes "8,33 %". */
export function formatPercentage(value: string): string {
  const fixed = toFixedDecimal(value, 2).replace(/\.?0+$/, '');
  return `${formatDecimal(fixed, fixed.includes('.') ? fixed.split('.')[1]!.length : 0)} %`;
}

/** The shortest way to write a dot-decimal string: '25.00' gives '25', '7.50' gives '7.5', '-0.0' gives '0'. */
export function canonicalDecimal(value: string): string {
  const negative = value.startsWith('-');
  const [integerRaw = '0', fractionRaw = ''] = (negative ? value.slice(1) : value).split('.');
  const integer = integerRaw.replace(/^0+(?=\d)/, '');
  const fraction = fractionRaw.replace(/0+$/, '');
  const body = fraction === '' ? integer : `${integer}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

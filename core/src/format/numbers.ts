/**
 * Decimal numbers travel as strings with a dot ("1234.5"), so money never passes through binary floats.
 * These helpers turn what a Dutch user types into that form and back.
 */

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** Digits with thousands dots and a decimal comma, as Dutch Excel shows them: 1.234,56 */
const DUTCH_GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const DUTCH_PLAIN = /^-?\d+(,\d+)?$/;

/**
 * Normalises a typed number to a dot-decimal string. Accepts a decimal comma ("15,52"), a decimal dot
 * ("15.52") and Dutch thousands separators ("1.234,56"). Returns null when the text is not a number.
 */
export function normaliseDecimal(text: string): string | null {
  const value = text.trim().replace(/\s/g, '').replace(/^€/, '');
  if (value === '') return null;
  if (DUTCH_GROUPED.test(value)) return value.replace(/\./g, '').replace(',', '.');
  if (DUTCH_PLAIN.test(value)) return value.replace(',', '.');
  if (PLAIN_DECIMAL.test(value)) return value;
  return null;
}

const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+(?=\d)/;
const NON_ZERO = /[1-9]/;

function groupThousands(integerPart: string): string {
  return integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
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

import type { Decimal } from './decimal.js';

/** Writes a Decimal as a dot-decimal string with exactly its scale in decimals: { 12345n, 2 } is '123.45'. */
export function toDecimalString(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString();
  const sign = negative ? '-' : '';
  if (value.scale === 0) return sign + digits;
  const padded = digits.padStart(value.scale + 1, '0');
  const point = padded.length - value.scale;
  return `${sign}${padded.slice(0, point)}.${padded.slice(point)}`;
}

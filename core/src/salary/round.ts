import { assertDecimals, powerOfTen, rescaleUp, type Decimal, type RoundingFunction } from './decimal.js';

/**
 * The value with exactly `decimals` decimals: padded with zeros when it has fewer, rounded by `rounding`
 * when it has more. Throws SalaryError 'invalid_decimals' outside 0..100.
 */
export function round(value: Decimal, decimals: number, rounding: RoundingFunction): Decimal {
  assertDecimals(decimals);
  if (value.scale <= decimals) return { units: rescaleUp(value, decimals), scale: decimals };
  return { units: rounding(value.units, powerOfTen(value.scale - decimals)), scale: decimals };
}

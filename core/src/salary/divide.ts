import { assertDecimals, powerOfTen, type Decimal, type RoundingFunction } from './decimal.js';
import { SalaryError } from './errors.js';

/**
 * The quotient with exactly `decimals` decimals, rounded once by `rounding` from the exact quotient.
 * Throws SalaryError 'division_by_zero' for a zero divisor and 'invalid_decimals' outside 0..100.
 */
export function divide(
  dividend: Decimal,
  divisor: Decimal,
  decimals: number,
  rounding: RoundingFunction,
): Decimal {
  assertDecimals(decimals);
  if (divisor.units === 0n) throw new SalaryError('division_by_zero', 'Cannot divide by zero');
  // dividend / divisor = (a / 10^sa) / (b / 10^sb); scaled to `decimals`: a * 10^(decimals + sb - sa) / b.
  const shift = decimals + divisor.scale - dividend.scale;
  let numerator = shift >= 0 ? dividend.units * powerOfTen(shift) : dividend.units;
  let denominator = shift >= 0 ? divisor.units : divisor.units * powerOfTen(-shift);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return { units: rounding(numerator, denominator), scale: decimals };
}

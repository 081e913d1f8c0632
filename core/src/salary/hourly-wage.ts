import { decimal } from './decimal.js';
import { divide } from './divide.js';
import { SalaryError } from './errors.js';
import { roundUp } from './round-up.js';
import { toDecimalString } from './to-decimal-string.js';

/**
 * The hourly wage shown beside a table (step 4's 'Toon uurlonen'): wage / wages_divided_by, rounded UP to
 * cents, so the shown hourly wage times the divisor never falls below the wage: hourlyWage('2500.00',
 * '173.33') is '14.43'. Throws SalaryError 'invalid_decimal' for text that is not a dot-decimal number and
 * 'invalid_divisor' for a divisor of zero or less.
 */
export function hourlyWage(wage: string, wagesDividedBy: string): string {
  const divisor = decimal(wagesDividedBy);
  if (divisor.units <= 0n) {
    throw new SalaryError(
      'invalid_divisor',
      `Wages must be divided by more than zero, not '${wagesDividedBy}'`,
    );
  }
  return toDecimalString(divide(decimal(wage), divisor, 2, roundUp));
}

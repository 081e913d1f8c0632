import { canonicalDecimal } from '../format/numbers.js';
import { maxDecimalString, wireDecimal } from './decimal.js';
import { VACATION_ALLOWANCE_MINIMUM, VACATION_MINIMUM } from '../base/limits.js';

/**
 * The statutory minimums of step 2 (SPEC.md 5.2 and 9), raised to the cao's value when that is higher. All
 * comparisons are exact on decimal strings; results are dot-decimal strings without trailing zeros.
 */

/**
 * The least vacation allowed: 20 days or 144 hours per year, or the cao's value when higher. Pass the cao's
 * value only when the cao counts in the same unit (`type`); a value that is not a number is ignored.
 */
export function vacationMinimum(type: keyof typeof VACATION_MINIMUM, caoValue?: string | null): string {
  return withCaoValue(VACATION_MINIMUM[type], caoValue);
}

/** The least holiday allowance allowed, in percent: 8, or the cao's value when higher. */
export function vacationAllowanceMinimum(caoValue?: string | null): string {
  return withCaoValue(VACATION_ALLOWANCE_MINIMUM, caoValue);
}

/** The least year-end bonus allowed: the cao's value, or 0 without a cao. */
export function yearEndBonusMinimum(caoValue?: string | null): string {
  return withCaoValue('0', caoValue);
}

function withCaoValue(statutory: string, caoValue: string | null | undefined): string {
  // The cao's value comes from the wire: '7.125' is a dot decimal, never Dutch for 7125.
  const cao = caoValue === undefined || caoValue === null ? null : wireDecimal(caoValue.trim());
  return canonicalDecimal(cao === null ? statutory : maxDecimalString(cao, statutory));
}

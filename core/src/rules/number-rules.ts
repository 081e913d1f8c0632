import { canonicalDecimal, typedDecimalError } from '../format/numbers.js';
import { maxValueMessage, MESSAGES, minValueMessage } from '../base/messages.js';
import type { Rule } from './engine.js';
import { compareDecimalStrings, toDecimalString, wireDecimal } from './decimal.js';
import { isBlank } from './generic.js';

/**
 * The number rules of SPEC.md section 5.1, apart from the other generic rules: they read typed numbers
 * (format/numbers.ts), which pages without a number field (the login) need not download.
 */

/**
 * A number; a decimal comma is accepted ('15,52' is read as 15.52). Text that reads two ways ('1.250': 1250 or
 * 1,250) is refused with both readings, never guessed.
 */
export const numeric: Rule = (value) => {
  if (isBlank(value)) return null;
  if (typeof value === 'string') return typedDecimalError(value, MESSAGES.numeric);
  return toDecimalString(value) !== null ? null : MESSAGES.numeric;
};

/**
 * At least `minimum` (a dot-decimal string or a number), compared exactly. A value that is not a number passes
 * here; `numeric` reports it. The message shows the minimum with a decimal comma.
 */
export function minValue(minimum: string | number): Rule {
  const bound = boundOf(minimum);
  return (value) => {
    const decimal = isBlank(value) ? null : toDecimalString(value);
    return decimal !== null && compareDecimalStrings(decimal, bound) < 0 ? minValueMessage(bound) : null;
  };
}

/** At most `maximum`, compared exactly; the message shows the maximum with a decimal comma. */
export function maxValue(maximum: string | number): Rule {
  const bound = boundOf(maximum);
  return (value) => {
    const decimal = isBlank(value) ? null : toDecimalString(value);
    return decimal !== null && compareDecimalStrings(decimal, bound) > 0 ? maxValueMessage(bound) : null;
  };
}

/** A rule's bound is core's own figure, a dot decimal ('7.125' is seven and an eighth), never typed input. */
function boundOf(bound: string | number): string {
  const decimal = typeof bound === 'string' ? wireDecimal(bound) : toDecimalString(bound);
  if (decimal === null) throw new RangeError(`Not a number for a rule bound: ${String(bound)}`);
  return canonicalDecimal(decimal);
}

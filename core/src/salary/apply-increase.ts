import {
  increaseApplier,
  increaseFormula,
  type IncreaseRounding,
  type IncreaseStep,
} from './increase-formula.js';

/**
 * Applies the increase steps in order to one wage (dot-decimal text) and rounds the exact result once, by
 * the rounding mode, to `decimals` decimals (default 2): applyIncrease('15.52', [{ type: 'percentage',
 * value: '3' }]) is '15.99'. The result always has exactly `decimals` decimals. Throws SalaryError for a
 * wage or step that is not a number, or decimals outside 0..100.
 */
export function applyIncrease(
  value: string,
  steps: readonly IncreaseStep[],
  rounding: IncreaseRounding = {},
): string {
  return increaseApplier(increaseFormula(steps, rounding))(value);
}

import type { FullTable } from '../schemas/salary-table.js';
import {
  increaseApplier,
  increaseFormula,
  type IncreaseRounding,
  type IncreaseStep,
} from './increase-formula.js';

/**
 * Applies the increase steps to every wage of a full_table (age -> payscale -> periodical -> wage) and
 * returns a new table with the same keys; the input is not changed. The steps are folded into one formula
 * first, so a million cells cost one pass. Throws SalaryError for a wage or step that is not a number.
 */
export function increaseFullTable(
  fullTable: FullTable,
  steps: readonly IncreaseStep[],
  rounding: IncreaseRounding = {},
): FullTable {
  const apply = increaseApplier(increaseFormula(steps, rounding));
  const increased: FullTable = {};
  for (const age in fullTable) {
    const payscales = fullTable[age]!;
    const newPayscales: FullTable[string] = {};
    for (const payscale in payscales) {
      // Copying the row and overwriting its values is faster than adding the keys one by one.
      const periodicals = { ...payscales[payscale]! };
      const keys = Object.keys(periodicals);
      for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index]!;
        periodicals[key] = apply(periodicals[key]!);
      }
      newPayscales[payscale] = periodicals;
    }
    increased[age] = newPayscales;
  }
  return increased;
}

import { readTypedDecimal } from '../format/numbers.js';
import { VACATION_ALLOWANCE_MINIMUM, VACATION_MINIMUM } from '../base/limits.js';
import { compareDecimalStrings, maxDecimalString } from '../rules/decimal.js';
import { yearEndBonusMinimum } from '../rules/minimums.js';
import type { WizardState } from './state.js';
import { step2FromCao, toFormDecimal, type CaoStep2Source } from './transitions.js';

/**
 * The value kept when it meets the minimum, otherwise the minimum (as the user would type it). A value that
 * reads two ways ('1.250') is kept as typed: step 2's rules ask the hirer which one it is, as one of the two may
 * meet the minimum; nothing is guessed for them.
 */
function raiseTo(typed: string, minimum: string): string {
  const current = readTypedDecimal(typed);
  if (!current.ok && current.reason === 'ambiguous') return typed;
  if (current.ok && compareDecimalStrings(current.value, minimum) >= 0) return typed;
  return toFormDecimal(minimum);
}

/**
 * Editing a scheme with a new cao version (SPEC.md sections 4 and 9): step 2 points at the new cao and the
 * minimums are raised. Vacation becomes at least 20 days or 144 hours per year, or the new cao's value when
 * that is higher and counted in the same unit; holiday allowance at least 8% or the cao's higher value; and a
 * year-end bonus of the new cao's kind (percentage or amount) at least the new cao's, as step 2's rule asks
 * (SPEC.md names only vacation and allowance; without this the hirer would meet the new cao's year-end minimum
 * as a refusal of a value they did not change). A value that meets its minimum, or reads two ways, stays as
 * typed; a lower, empty or unreadable value is raised. The other step-2 values stay as the hirer set them; with
 * no step 2 yet, it starts from the cao. The web then opens step 2.
 */
export function loadNewCaoVersion(state: WizardState, cao: CaoStep2Source): WizardState {
  if (state.step2 === null) return { ...state, step2: step2FromCao(cao) };
  const step2 = state.step2;
  const statutory = VACATION_MINIMUM[step2.vacationType];
  const vacationMinimum =
    cao.vacation_time_type === step2.vacationType
      ? maxDecimalString(cao.vacation_time_amount, statutory)
      : statutory;
  const allowanceMinimum = maxDecimalString(cao.vacation_allowance, VACATION_ALLOWANCE_MINIMUM);
  return {
    ...state,
    step2: {
      ...step2,
      caoId: cao.id,
      vacationAmount: raiseTo(step2.vacationAmount, vacationMinimum),
      vacationAllowance: raiseTo(step2.vacationAllowance, allowanceMinimum),
      yearEndBonusAmount:
        step2.yearEndBonusType !== 'Geen' && step2.yearEndBonusType === cao.year_end_bonus_type
          ? raiseTo(step2.yearEndBonusAmount, yearEndBonusMinimum(cao.year_end_bonus_amount))
          : step2.yearEndBonusAmount,
    },
  };
}

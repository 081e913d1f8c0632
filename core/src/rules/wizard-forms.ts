import type { CaoOption } from '../schemas/cao.js';
import type { OneOffBonusForm, Step1Form, Step2Form, Step9Form } from '../schemas/forms.js';
import type { PeriodicIncrease } from '../schemas/salary-table.js';
import {
  mergeErrors,
  ruleSet,
  ruleSetWhen,
  validateForm,
  validateItems,
  type FormErrors,
  type FormRuleSets,
  type Rule,
} from './engine.js';
import { answered, caoRequired, maxLength, membershipRequired, required } from './generic.js';
import { dateAfter, dutchDate } from './wizard-generic.js';
import { maxValue, minValue, numeric } from './number-rules.js';
import { MAX_LENGTH, ROUNDING_DECIMALS } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';
import { toDecimalString } from './decimal.js';
import { vacationAllowanceMinimum, vacationMinimum, yearEndBonusMinimum } from './minimums.js';

/** The field rules of wizard steps 1, 2 and 9 and of the increase dialogs (SPEC.md 5.2). */

/** Step 1: the choice between own scheme and cao; membership is answered when a cao is used. */
export const step1RuleSets: FormRuleSets<Step1Form> = {
  usesCao: ruleSet(answered),
  withEmployersOrganisation: ruleSetWhen<Step1Form>(
    (form) => form.usesCao === 1,
    ruleSet(membershipRequired),
  ),
};

/** The values of the chosen cao that raise the step-2 minimums. */
export type CaoMinimums = Pick<
  CaoOption,
  'vacation_time_type' | 'vacation_time_amount' | 'vacation_allowance' | 'year_end_bonus_amount'
>;

export interface Step2Context {
  /** The chosen cao, or null when none is chosen yet (then the statutory minimums apply). */
  readonly cao: CaoMinimums | null;
  /** False for an own scheme without a cao; then no cao has to be chosen. Defaults to true. */
  readonly usesCao?: boolean;
}

/**
 * At least 20 days or 144 hours per year, whichever unit the form uses, or the cao's value when the cao counts
 * in that unit and is higher.
 */
function vacationAmountMinimum(cao: CaoMinimums | null): Rule<Pick<Step2Form, 'vacationType'>> {
  return (value, form) => {
    const caoValue =
      cao !== null && cao.vacation_time_type === form.vacationType ? cao.vacation_time_amount : null;
    return minValue(vacationMinimum(form.vacationType, caoValue))(value, form);
  };
}

const hasYearEndBonus = (form: Step2Form): boolean => form.yearEndBonusType !== 'Geen';

/** Step 2: the cao and its deviations; the minimums depend on the chosen cao. */
export function step2RuleSets(context: Step2Context): FormRuleSets<Step2Form> {
  const { cao } = context;
  return {
    caoId: context.usesCao === false ? ruleSet() : ruleSet(caoRequired),
    startDate: ruleSet(required, dutchDate),
    endDate: ruleSet<Step2Form>(required, dutchDate, dateAfter('startDate')),
    vacationType: ruleSet(answered),
    vacationAmount: ruleSet<Step2Form>(required, numeric, vacationAmountMinimum(cao)),
    vacationAllowance: ruleSet(
      required,
      numeric,
      minValue(vacationAllowanceMinimum(cao?.vacation_allowance)),
    ),
    yearEndBonusType: ruleSet(answered),
    yearEndBonusAmount: ruleSetWhen(
      hasYearEndBonus,
      ruleSet(required, numeric, minValue(yearEndBonusMinimum(cao?.year_end_bonus_amount))),
    ),
    yearEndBonusComment: ruleSetWhen(
      hasYearEndBonus,
      ruleSet(required, maxLength(MAX_LENGTH.yearEndComment)),
    ),
  };
}

/** A one-off bonus of step 2: description (at most 100), date, type and amount. */
export const oneOffBonusRuleSets: FormRuleSets<OneOffBonusForm> = {
  description: ruleSet(required, maxLength(MAX_LENGTH.oneOffBonusDescription)),
  bonusDate: ruleSet(required, dutchDate),
  bonusType: ruleSet(answered),
  amount: ruleSet(required, numeric),
};

/** Step 2 as a whole: its fields and each one-off bonus ('oneOffBonuses.{index}.{field}'). */
export function validateStep2(form: Step2Form, context: Step2Context): FormErrors {
  return mergeErrors(
    validateForm(step2RuleSets(context), form),
    validateItems('oneOffBonuses', oneOffBonusRuleSets, form.oneOffBonuses),
  );
}

/** Rounding decimals of the bulk increase: a number from 0 to 100. */
export const roundingDecimalsRuleSet = ruleSet(
  numeric,
  minValue(ROUNDING_DECIMALS.min),
  maxValue(ROUNDING_DECIMALS.max),
);

export interface Step9Context {
  /** The scheme follows a cao. */
  readonly basedOnCao: boolean;
  /** The scheme is an agency's proposal being prepared. */
  readonly isProposal: boolean;
}

/**
 * Step 9 and proposal acceptance: names, the terms ticked, and Ja/Nee on following the cao's salary tables when
 * the scheme is based on a cao and is not a proposal.
 */
export function step9RuleSets(context: Step9Context): FormRuleSets<Step9Form> {
  return {
    firstName: ruleSet(required, maxLength(MAX_LENGTH.firstName)),
    lastName: ruleSet(required, maxLength(MAX_LENGTH.lastName)),
    agreedToTerms: ruleSet(required),
    followSalaryTables: context.basedOnCao && !context.isProposal ? ruleSet(answered) : ruleSet(),
  };
}

/** The answers of the periodic-increase dialog, as the user is filling them in. */
export type PeriodicIncreaseAnswers = { readonly [K in keyof PeriodicIncrease]: unknown };

/** The quantity is saved as a whole number (periodiek_verhogingen.required_time); '12,5' is no quantity. */
const wholeNumber: Rule = (value) => {
  const decimal = toDecimalString(value);
  return decimal === null || /^-?\d+(\.0*)?$/.test(decimal) ? null : MESSAGES.numeric;
};

const usesTriggerDate = (form: PeriodicIncreaseAnswers): boolean =>
  form.date_required_time_interaction !== 'required_time';
const usesRequiredTime = (form: PeriodicIncreaseAnswers): boolean =>
  form.date_required_time_interaction !== 'trigger_date';

/**
 * The periodic-increase dialog requires its answers; the quantity (required time) is a whole number of at
 * least 0, as it is saved. A trigger date
 * is not asked when only the required time counts, and the other way round.
 */
export const periodicIncreaseRuleSets: FormRuleSets<PeriodicIncreaseAnswers> = {
  type: ruleSet(answered),
  date_required_time_interaction: ruleSet(answered),
  trigger_date: ruleSetWhen(usesTriggerDate, ruleSet(answered)),
  required_time: ruleSetWhen(usesRequiredTime, ruleSet(answered, numeric, wholeNumber, minValue(0))),
  required_time_type: ruleSetWhen(usesRequiredTime, ruleSet(answered)),
  measurement_type: ruleSet(answered),
};

import type { Step6Form, WerksoortEntryForm } from '../schemas/forms.js';
import type { WerksoortCode } from '../base/werksoort-groups.js';
import {
  mergeErrors,
  ruleSet,
  validateForm,
  validateItems,
  type FormErrors,
  type FormRuleSets,
  type RuleSet,
} from './engine.js';
import { answered, maxLength, minLength, required } from './generic.js';
import { dutchDate } from './wizard-generic.js';
import { numeric } from './number-rules.js';
import { MAX_LENGTH, MIN_LENGTH } from '../base/limits.js';

/** The field rules of wizard step 6: allowances (werksoorten), how they combine, and educations (SPEC 5.2). */

export interface Step6Context {
  /** Pay types whose comment may stay empty; for all others a Yes needs a comment. */
  readonly optionalCodes?: readonly WerksoortCode[];
}

/** The comment of a pay type answered Yes: 4 to 600 characters, required unless the type is optional. */
export function payTypeCommentRuleSet(optional: boolean): RuleSet {
  const length = [minLength(MIN_LENGTH.payTypeComment), maxLength(MAX_LENGTH.payTypeComment)];
  return optional ? ruleSet(...length) : ruleSet(required, ...length);
}

/**
 * One entry of a multi-entry pay type: its comment, a numeric amount, a description of at most 100, and a
 * start date that, when given, is a valid date (it is saved as start_date).
 */
export function werksoortEntryRuleSets(optional: boolean): FormRuleSets<WerksoortEntryForm> {
  return {
    startDate: ruleSet(dutchDate),
    comment: payTypeCommentRuleSet(optional),
    amount: ruleSet(required, numeric),
    description: ruleSet(required, maxLength(MAX_LENGTH.werksoortDescription)),
  };
}

/** A single-entry pay type answered Yes: only its comment. */
export function singleWerksoortRuleSets(optional: boolean): FormRuleSets<{ readonly comment: string }> {
  return { comment: payTypeCommentRuleSet(optional) };
}

export type EducationForm = Step6Form['educations'][number];

/** An education: description required (at most 255) and at least one job. */
export const educationRuleSets: FormRuleSets<EducationForm> = {
  description: ruleSet(required, maxLength(MAX_LENGTH.educationDescription)),
  inleners_jobs: ruleSet(required),
};

/** The step-6 fields of the form itself: how allowances combine must be chosen. */
export const step6RuleSets: FormRuleSets<Step6Form> = {
  bonusCombination: ruleSet(answered),
};

/**
 * Step 6 as a whole. Fields are named as the form holds them: 'bonusCombination',
 * 'werksoorten.{code}.{index}.{field}', 'singleWerksoorten.{code}.comment', 'educations.{index}.{field}'. Pay
 * types answered No (an empty list, or null) are not checked.
 */
export function validateStep6(form: Step6Form, context: Step6Context = {}): FormErrors {
  const optional = new Set<string>(context.optionalCodes ?? []);
  const groups = Object.entries(form.werksoorten).map(([code, entries]) =>
    validateItems(`werksoorten.${code}`, werksoortEntryRuleSets(optional.has(code)), entries),
  );
  const singles = Object.entries(form.singleWerksoorten).map(([code, single]) => {
    if (single === null) return {};
    const errors = validateForm(singleWerksoortRuleSets(optional.has(code)), single);
    return Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [`singleWerksoorten.${code}.${field}`, messages]),
    );
  });
  return mergeErrors(
    validateForm(step6RuleSets, form),
    ...groups,
    ...singles,
    validateItems('educations', educationRuleSets, form.educations),
  );
}

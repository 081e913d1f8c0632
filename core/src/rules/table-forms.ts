import { INITIAL_SCALING_SEPARATOR } from '../base/constants.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import type { FullTable } from '../schemas/salary-table.js';
import { ruleSet, ruleWhen, type FormRuleSets, type Rule, type RuleSet } from './engine.js';
import { answered, maxLength, minLength, required } from './generic.js';
import { dateAfter, dutchDate, oneOf, periodicIncreasesRequired } from './wizard-generic.js';
import { maxValue, minValue, numeric } from './number-rules.js';
import { MAX_LENGTH, MIN_LENGTH } from '../base/limits.js';

/** The field rules of the salary tables in wizard steps 3, 4 and 5 (SPEC.md 5.2). */

/** The name of a new table (the 'new table' dialog): required, at most 40 characters. */
export const newTableNameRuleSet: RuleSet = ruleSet(required, maxLength(MAX_LENGTH.tableName));

/** The custom text of the initial scaling: 4 to 120 characters when filled in. */
export const initialScalingTextRuleSet: RuleSet = ruleSet(
  minLength(MIN_LENGTH.initialScaling),
  maxLength(MAX_LENGTH.initialScaling),
);

/** The index of the custom text among the parts of initialScaling. */
const INITIAL_SCALING_TEXT_PART = 2;

/** Checks the custom-text part of the joined initialScaling value. */
const initialScalingText: Rule = (value, form) => {
  if (typeof value !== 'string') return null;
  const text = value.split(INITIAL_SCALING_SEPARATOR)[INITIAL_SCALING_TEXT_PART] ?? '';
  for (const rule of initialScalingTextRuleSet.rules) {
    const message = rule(text, form);
    if (message !== null) return message;
  }
  return null;
};

/** The divisor that applies: hourly wages are always divided by 1; otherwise what the user typed. */
export function effectiveWagesDividedBy(wagesPer: SalaryTableForm['wagesPer'], typed: string): string {
  return wagesPer === 'hour' ? '1' : typed;
}

const isHourly = (form: SalaryTableForm): boolean => form.wagesPer === 'hour';

/**
 * Step 3, one table: dates, conform and wages per, the divisor (at least 1, exactly 1 for hourly wages), the
 * hour definition and ADV comment (4 to 255), the initial-scaling text (4 to 120), the shift comment (at most
 * 255) and the periodic increases when the table says it has them. That the last table has an end date and
 * tables follow each other is checked for the whole step (see step-rules).
 */
export const salaryTableRuleSets: FormRuleSets<SalaryTableForm> = {
  name: newTableNameRuleSet,
  activePer: ruleSet(required, dutchDate),
  endDate: ruleSet<SalaryTableForm>(dutchDate, dateAfter('activePer')),
  conform: ruleSet(answered),
  wagesPer: ruleSet(answered),
  wagesDividedBy: ruleSet<SalaryTableForm>(required, numeric, minValue(1), ruleWhen(isHourly, maxValue(1))),
  hourDefinition: ruleSet(
    required,
    minLength(MIN_LENGTH.hourDefinition),
    maxLength(MAX_LENGTH.hourDefinition),
  ),
  advComment: ruleSet(required, minLength(MIN_LENGTH.advComment), maxLength(MAX_LENGTH.advComment)),
  advAmount: ruleSet(numeric),
  initialScaling: ruleSet(initialScalingText),
  shiftWorkComment: ruleSet(maxLength(MAX_LENGTH.shiftComment)),
  periodiekVerhogingen: ruleSet<SalaryTableForm>(periodicIncreasesRequired('hasPeriodiekVerhogingen')),
};

/** Step 4, a new age row: required and numeric. */
export const newAgeRuleSet: RuleSet = ruleSet(required, numeric);

/** The payscale keys of a table, in the order they first appear over its ages. */
export function tablePayscales(fullTable: FullTable): string[] {
  const keys: string[] = [];
  for (const payscales of Object.values(fullTable)) {
    for (const key of Object.keys(payscales)) if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

export type TableJobForm = SalaryTableForm['jobs'][number];

/** Step 5, a job of a table: title required (at most 160); payscale required and one of the table's payscales. */
export function jobRuleSets(payscales: readonly string[]): FormRuleSets<TableJobForm> {
  return {
    name: ruleSet(required, maxLength(MAX_LENGTH.jobTitle)),
    minimalPayscale: ruleSet(required, oneOf(payscales)),
  };
}

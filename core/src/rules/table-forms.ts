import { INITIAL_SCALING_SEPARATOR } from '../base/constants.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import type { FullTable } from '../schemas/salary-table.js';
import { ruleSet, ruleWhen, type FormRuleSets, type Rule, type RuleSet } from './engine.js';
import { answered, isBlank, maxLength, minLength, required } from './generic.js';
import { dateAfter, dutchDate, oneOf, periodicIncreasesRequired } from './wizard-generic.js';
import { maxValue, minValue, numeric } from './number-rules.js';
import { MAX_LENGTH, MIN_LENGTH, WORK_WEEK_HOURS } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';
import { normaliseDecimal } from '../format/numbers.js';
import { compareDecimalStrings } from './decimal.js';

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
 * Whether the table's wage can only be converted to an hourly wage with its working hours: it is not per
 * hour and not divided by more than 1 (core's hoursPerPeriod then derives the hours per period from them).
 */
export function needsWorkHours(form: Pick<SalaryTableForm, 'wagesPer' | 'wagesDividedBy'>): boolean {
  if (form.wagesPer === 'hour') return false;
  const divisor = normaliseDecimal(form.wagesDividedBy);
  return divisor === null || compareDecimalStrings(divisor, '1') <= 0;
}

const workHoursRequired: Rule<SalaryTableForm> = (value, form) =>
  needsWorkHours(form) && isBlank(value) ? MESSAGES.workHoursRequired : null;

/**
 * The working hours per week: a number from 1 to 60 when given; required when the wage needs them for an
 * hourly wage (needsWorkHours). Optional otherwise, so a version saved before step 3 asked for them, whose
 * divisor or cao gives the hourly wage, still passes.
 */
const hoursInWorkweekRuleSet: RuleSet<SalaryTableForm> = {
  rules: [workHoursRequired, numeric, minValue(WORK_WEEK_HOURS.min), maxValue(WORK_WEEK_HOURS.max)],
  required: needsWorkHours,
};

/**
 * Step 3, one table: dates, conform and wages per, the divisor (at least 1, exactly 1 for hourly wages), the
 * working hours per week (1 to 60; required when the wage needs them for an hourly wage), the hour definition and ADV comment (4 to 255), the initial-scaling text (4 to 120), the shift comment (at most
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
  hoursInWorkweek: hoursInWorkweekRuleSet,
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

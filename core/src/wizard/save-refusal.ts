import { PACKAGE_BLOCKS } from '../schemas/equivalent-package.js';
import type { StepIssue } from '../rules/wizard-errors.js';
import { werksoortFormPaths } from '../schemas/werksoort-wire.js';
import type { WizardState } from './state.js';
import type { WizardStepNumber } from './steps.js';

/**
 * A save the server refused (400) names each bad value by its path in the payload (SPEC.md 7.2:
 * 'vacation_allowance', 'salary_tables.0.hour_definition', 'werksoorten.2.amount'). This maps each back to the
 * step and the form field the user typed it in, so the wizard shows the server's message under that field
 * and on that step, as it shows its own checks; what cannot be placed stays with step 9, where 'Opslaan' is.
 */

/** One message of a refused save, at its step (and field and table, when it has one). */
export interface RefusalIssue {
  readonly step: WizardStepNumber;
  readonly issue: StepIssue;
}

/** Step 2's fields by their payload names. */
const STEP2_FIELDS: Readonly<Record<string, string>> = {
  cao_id: 'caoId',
  duration_start: 'startDate',
  duration_end: 'endDate',
  vacation_time_type: 'vacationType',
  vacation_amount: 'vacationAmount',
  vacation_allowance: 'vacationAllowance',
  year_end_bonus_type: 'yearEndBonusType',
  year_end_bonus_amount: 'yearEndBonusAmount',
  year_end_bonus_comment: 'yearEndBonusComment',
};

const BONUS_FIELDS: Readonly<Record<string, string>> = {
  description: 'description',
  bonus_date: 'bonusDate',
  bonus_type: 'bonusType',
  amount: 'amount',
};

/** A table's settings (step 3) by their payload names. */
const TABLE_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  active_per: 'activePer',
  end_date: 'endDate',
  conform: 'conform',
  wages_per: 'wagesPer',
  wages_divided_by: 'wagesDividedBy',
  hours_in_workweek: 'hoursInWorkweek',
  hour_definition: 'hourDefinition',
  initial_scaling: 'initialScaling',
  adv_comment: 'advComment',
  adv_type: 'advType',
  adv_amount: 'advAmount',
  bbl: 'bbl',
  periodiek_verhogingen: 'periodiekVerhogingen',
  shift_work_comment: 'shiftWorkComment',
};

const JOB_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  minimal_payscale: 'minimalPayscale',
  aard: 'aard',
  job_id: 'jobId',
};

const WERKSOORT_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  amount: 'amount',
  start_date: 'startDate',
  description: 'description',
  comment: 'comment',
};

const STEP9_FIELDS: Readonly<Record<string, string>> = {
  signed_fullname: 'firstName',
  terms_accepted: 'agreedToTerms',
  follow_salary_tables: 'followSalaryTables',
};

function isPackageBlock(key: string | undefined): boolean {
  return (PACKAGE_BLOCKS as readonly (string | undefined)[]).includes(key);
}

type Place = { step: WizardStepNumber; field?: string; tableKey?: string; tableName?: string };

function placeOf(path: string, state: WizardState): Place | null {
  const [head = '', ...rest] = path.split('.');
  const step2 = STEP2_FIELDS[head];
  if (step2 !== undefined && rest.length === 0) return { step: 2, field: step2 };
  const step9 = STEP9_FIELDS[head];
  if (step9 !== undefined && rest.length === 0) return { step: 9, field: step9 };
  if (head === 'cao_text') return { step: 7, field: 'caoText' };
  if (head === 'bonus_combination') return { step: 6, field: 'bonusCombination' };
  const index = Number(rest[0]);
  if (head === 'one_off_bonuses' && Number.isInteger(index)) {
    const field = BONUS_FIELDS[rest[1] ?? ''];
    return {
      step: 2,
      field: field === undefined ? `oneOffBonuses.${index}` : `oneOffBonuses.${index}.${field}`,
    };
  }
  if (head === 'educations' && Number.isInteger(index)) {
    return { step: 6, field: rest.length > 1 ? `educations.${index}.${rest[1]}` : `educations.${index}` };
  }
  if (head === 'werksoorten' && Number.isInteger(index) && state.step6 !== null) {
    const at = werksoortFormPaths(state.step6)[index];
    if (at === undefined) return { step: 6 };
    const field = WERKSOORT_FIELDS[rest[1] ?? ''];
    return { step: 6, field: field === undefined ? at : `${at}.${field}` };
  }
  if (head === 'salary_tables') {
    const table = Number.isInteger(index) ? state.salaryTables[index] : undefined;
    if (table === undefined) return { step: 3 };
    const inTable = { tableKey: table.key, tableName: table.name };
    const [, what = '', item, itemField] = rest;
    // A wage's path ('full_table.18.LG1.1') is the cell's, as step 4's own check names it.
    if (what === 'full_table')
      return { step: 4, ...inTable, field: ['fullTable', ...rest.slice(2)].join('.') };
    if (what === 'inleners_jobs') {
      const job = JOB_FIELDS[itemField ?? ''];
      return { step: 5, ...inTable, field: job === undefined ? `jobs.${item ?? ''}` : `jobs.${item}.${job}` };
    }
    const setting = TABLE_FIELDS[what];
    return setting === undefined ? { step: 3, ...inTable } : { step: 3, ...inTable, field: setting };
  }
  if (head === 'werksoorten') return { step: 6 };
  // The package's paths are its form's (package-form.ts): 'equivalent_package.pension.name' is 'pension.name'.
  if (head === 'equivalent_package' && state.packageForm !== null && isPackageBlock(rest[0]))
    return { step: 6, field: rest.join('.') };
  return null;
}

/**
 * The messages of a refused save (the server's field errors and its general messages) at their steps and
 * fields. A path the wizard has no field for goes to step 9 with the path in front, so nothing is hidden.
 */
export function saveRefusalIssues(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  nonFieldErrors: readonly string[],
  state: WizardState,
): RefusalIssue[] {
  const placed = Object.entries(fieldErrors).flatMap(([path, messages]) => {
    const place = placeOf(path, state);
    return messages.map((message): RefusalIssue => {
      if (place === null) return { step: 9, issue: { message: `${path}: ${message}` } };
      const { step, ...at } = place;
      return { step, issue: { message, ...at } };
    });
  });
  return [...placed, ...nonFieldErrors.map((message): RefusalIssue => ({ step: 9, issue: { message } }))];
}

import type { FieldErrorBody } from '../schemas/errors.js';
import { MESSAGES } from '../base/messages.js';
import { validateStep2, type CaoMinimums, type StepIssue } from '../rules/index.js';
import {
  fromInlenersCao,
  salaryTableKey,
  schemeContentFromPayload,
  type FullTable,
  type InlenersCaoPayload,
} from '../schemas/index.js';
import { isMultiWerksoortCode, werksoortGroup } from '../werksoorten/index.js';
import { emptyWizardState } from './state.js';
import { stepIssues } from './complete-step.js';

/**
 * The rules of the wizard (core's step rules, SPEC.md 5.2) applied to an inleners-cao save payload, as the
 * server runs them on every save and the CLI before it sends a scheme from a file: step 2 with the chosen
 * cao's minimums, steps 3 to 6 as the wizard checks them on 'Volgende', and step 9's answer on following the
 * cao's tables. Messages are reported under the payload's own field names ('salary_tables.0.end_date',
 * 'werksoorten.3.comment'), exactly as core's rules word them. The payload must have passed
 * inlenersCaoPayloadSchema.
 */

/** Field name (dotted path) to its Dutch messages, as a 400 answers them. */
export type PayloadFieldErrors = FieldErrorBody['errors'];

/** The cao data the rules need: the chosen cao's minimums and the original tables the scheme starts from. */
export interface SchemePayloadRuleContext {
  /** The cao version the payload names (null for an own pay scheme). */
  readonly cao: CaoMinimums | null;
  /** The full tables of the cao salary tables the payload's tables name as original_salary_table_id. */
  readonly originals: ReadonlyMap<number, FullTable>;
}

const STEP2_FIELDS: Readonly<Record<string, string>> = {
  caoId: 'cao_id',
  startDate: 'duration_start',
  endDate: 'duration_end',
  vacationType: 'vacation_time_type',
  vacationAmount: 'vacation_amount',
  vacationAllowance: 'vacation_allowance',
  yearEndBonusType: 'year_end_bonus_type',
  yearEndBonusAmount: 'year_end_bonus_amount',
  yearEndBonusComment: 'year_end_bonus_comment',
};

const ONE_OFF_BONUS_FIELDS: Readonly<Record<string, string>> = {
  description: 'description',
  bonusDate: 'bonus_date',
  bonusType: 'bonus_type',
  amount: 'amount',
};

const TABLE_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  activePer: 'active_per',
  endDate: 'end_date',
  conform: 'conform',
  wagesPer: 'wages_per',
  wagesDividedBy: 'wages_divided_by',
  hoursInWorkweek: 'hours_in_workweek',
  hourDefinition: 'hour_definition',
  initialScaling: 'initial_scaling',
  advComment: 'adv_comment',
  advType: 'adv_type',
  advAmount: 'adv_amount',
  shiftWorkComment: 'shift_work_comment',
  periodiekVerhogingen: 'periodiek_verhogingen',
};

const JOB_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  minimalPayscale: 'minimal_payscale',
  jobId: 'job_id',
  aard: 'aard',
};

/** The payload field of a step-2 form field ('oneOffBonuses.0.bonusDate' -> 'one_off_bonuses.0.bonus_date'). */
function step2Field(field: string): string {
  const bonus = /^oneOffBonuses\.(\d+)\.(\w+)$/.exec(field);
  if (bonus !== null)
    return `one_off_bonuses.${bonus[1]}.${ONE_OFF_BONUS_FIELDS[bonus[2] ?? ''] ?? bonus[2]}`;
  return STEP2_FIELDS[field] ?? field;
}

/** The payload field of a table issue: 'salary_tables.{index}.{field}'. */
function tableField(issue: StepIssue, tableIndexByKey: ReadonlyMap<string, number>): string {
  const index = issue.tableKey === undefined ? undefined : tableIndexByKey.get(issue.tableKey);
  if (index === undefined) return 'salary_tables';
  const prefix = `salary_tables.${index}`;
  const field = issue.field;
  if (field === undefined) return prefix;
  if (field.startsWith('fullTable')) return `${prefix}.full_table${field.slice('fullTable'.length)}`;
  const job = /^jobs\.(\d+)\.(\w+)$/.exec(field);
  if (job !== null) return `${prefix}.inleners_jobs.${job[1]}.${JOB_FIELDS[job[2] ?? ''] ?? job[2]}`;
  return `${prefix}.${TABLE_FIELDS[field] ?? field}`;
}

/**
 * Where each werksoort of the payload went in the step-6 form: 'OV.0' (the first OV entry) or 'RU' (a
 * single-entry group) to its index in the payload's werksoorten list. Names without a known code, and a
 * second entry of a single-entry group, are returned as unplaced indexes.
 */
function werksoortPositions(payload: InlenersCaoPayload): {
  byFormKey: Map<string, number>;
  unplaced: number[];
} {
  const byFormKey = new Map<string, number>();
  const counts = new Map<string, number>();
  const unplaced: number[] = [];
  payload.werksoorten.forEach((werksoort, index) => {
    const group = werksoortGroup(werksoort.name);
    if (group === null) {
      unplaced.push(index);
    } else if (isMultiWerksoortCode(group.code)) {
      const position = counts.get(group.code) ?? 0;
      counts.set(group.code, position + 1);
      byFormKey.set(`${group.code}.${position}`, index);
    } else if (byFormKey.has(group.code)) {
      unplaced.push(index);
    } else {
      byFormKey.set(group.code, index);
    }
  });
  return { byFormKey, unplaced };
}

/** The payload field of a step-6 form field. */
function step6Field(field: string, werksoorten: ReadonlyMap<string, number>): string {
  if (field === 'bonusCombination') return 'bonus_combination';
  const multi = /^werksoorten\.(\w+)\.(\d+)\.(\w+)$/.exec(field);
  if (multi !== null) {
    const index = werksoorten.get(`${multi[1]}.${multi[2]}`);
    return index === undefined ? 'werksoorten' : `werksoorten.${index}.${multi[3]}`;
  }
  const single = /^singleWerksoorten\.(\w+)\.(\w+)$/.exec(field);
  if (single !== null) {
    const index = werksoorten.get(single[1] ?? '');
    return index === undefined ? 'werksoorten' : `werksoorten.${index}.${single[2]}`;
  }
  return field;
}

function addError(errors: PayloadFieldErrors, field: string, message: string): void {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** Runs core's step rules on the payload with the given cao context; an empty object means valid. */
export function schemePayloadRuleErrors(
  payload: InlenersCaoPayload,
  context: SchemePayloadRuleContext,
): PayloadFieldErrors {
  const errors: PayloadFieldErrors = {};
  const forms = fromInlenersCao(schemeContentFromPayload(payload, { id: 1, version: 1 }));
  const tables = forms.salaryTables.map((table, index) => {
    const originalId = payload.salary_tables[index]?.original_salary_table_id ?? null;
    return {
      ...table,
      originalFullTable: originalId === null ? null : (context.originals.get(originalId) ?? null),
    };
  });

  const step2 = validateStep2(forms.step2, { cao: context.cao, usesCao: payload.cao_id !== null });
  for (const [field, messages] of Object.entries(step2)) {
    for (const message of messages) {
      // duration_end may be left out of the payload (core's schema); the wizard always sends it.
      if (field === 'endDate' && payload.duration_end === undefined && message === MESSAGES.required)
        continue;
      addError(errors, step2Field(field), message);
    }
  }

  // Steps 3 to 6 and the step-9 answer on following the cao's tables: core's own step checks (stepIssues),
  // the ones the wizard runs on 'Volgende'. Step 9's names and terms are the payload schema's
  // (signed_fullname, terms_accepted).
  const state = {
    ...emptyWizardState(),
    step1: forms.step1,
    step2: forms.step2,
    salaryTables: tables,
    step6: forms.step6,
    step7: forms.step7,
    step9: forms.step9,
    proposalInlenerId: payload.proposal_inlener_id,
  };
  const tableIndexByKey = new Map(tables.map((_, index) => [salaryTableKey(index), index]));
  for (const step of [3, 4, 5] as const) {
    for (const issue of stepIssues(state, step, { cao: null })) {
      addError(errors, tableField(issue, tableIndexByKey), issue.message);
    }
  }

  const { byFormKey, unplaced } = werksoortPositions(payload);
  for (const issue of stepIssues(state, 6, { cao: null })) {
    addError(
      errors,
      issue.field === undefined ? 'werksoorten' : step6Field(issue.field, byFormKey),
      issue.message,
    );
  }
  for (const index of unplaced) addError(errors, `werksoorten.${index}.name`, MESSAGES.invalidValue);

  for (const issue of stepIssues(state, 9, { cao: null })) {
    if (issue.field === 'followSalaryTables') addError(errors, 'follow_salary_tables', issue.message);
  }
  return errors;
}

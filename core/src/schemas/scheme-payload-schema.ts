import { z } from 'zod';
import { isIsoDate } from '../format/dates.js';
import { MAX_LENGTH, MIN_LENGTH } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';
import { BONUS_COMBINATIONS, ONE_OFF_BONUS_TYPES, VACATION_TIME_TYPES, YEAR_END_BONUS_TYPES } from './cao.js';
import { SIGNED_FULLNAME_MAX_LENGTH } from './cao-compliance-api.js';
import {
  acceptedField,
  booleanField,
  choiceField,
  decimalField,
  idField,
  isoDateField,
  optionalText,
  requiredText,
  typeMessage,
} from './fields.js';
import {
  ADV_TYPES,
  CONFORM_VALUES,
  fullTableSchema,
  periodicIncreaseSchema,
  WAGES_PER_VALUES,
} from './salary-table.js';
import { werksoortGroup } from '../base/werksoort-groups.js';
import { equivalentPackageSchema } from './equivalent-package.js';
import {
  MAX_WERKSOORT_PERIODS,
  werksoortExtrasErrors,
  werksoortPeriodSchema,
  werksoortUnitSchema,
} from './werksoort-period.js';

/**
 * The body of POST and PUT /inleners/inleners-cao/ (SPEC.md 7.2): the whole scheme as the wizard saves it.
 * Checks the shape and the field rules with their Dutch messages; the rules that need the cao (minimums of
 * vacation, allowance and year-end bonus, original wage cells) are the server's to check with core's rules.
 */

/** A job the hirer placed in a salary table (step 5). */
export const salaryTableJobPayloadSchema = z.strictObject({
  job_id: z.union([z.number().int(), z.string()], { error: typeMessage }).nullable(),
  name: requiredText({ max: MAX_LENGTH.jobTitle }),
  minimal_payscale: requiredText({ max: MAX_LENGTH.payscaleKey }),
  aard: z.string({ error: typeMessage }).nullable(),
});
export type SalaryTableJobPayload = z.infer<typeof salaryTableJobPayloadSchema>;

/** One salary table of the scheme (steps 3, 4 and 5). */
export const salaryTablePayloadSchema = z.strictObject({
  salary_table_id: idField.nullable(),
  original_salary_table_id: idField.nullable(),
  name: requiredText({ max: MAX_LENGTH.tableName }),
  active_per: isoDateField,
  end_date: isoDateField.nullable(),
  conform: choiceField(CONFORM_VALUES),
  wages_per: choiceField(WAGES_PER_VALUES),
  wages_divided_by: decimalField,
  /**
   * Working hours per week; null when not given. Versions saved before step 3 asked for them leave it out,
   * so it is optional here; the step-3 rules require it for a new save whose wage needs it for an hourly
   * wage (not per hour and not divided by more than 1).
   */
  hours_in_workweek: decimalField.nullable().optional(),
  hour_definition: requiredText({ min: MIN_LENGTH.hourDefinition, max: MAX_LENGTH.hourDefinition }),
  /** Three parts joined by '|'; each custom part is checked by the step-3 rules. */
  initial_scaling: optionalText(3 * MAX_LENGTH.initialScaling + 2),
  adv_comment: requiredText({ min: MIN_LENGTH.advComment, max: MAX_LENGTH.advComment }),
  adv_type: choiceField(ADV_TYPES).nullable(),
  adv_amount: decimalField.nullable(),
  bbl: booleanField,
  periodiek_verhogingen: z.array(periodicIncreaseSchema),
  shift_work_comment: optionalText(MAX_LENGTH.shiftComment),
  full_table: fullTableSchema,
  /** The hirer's own jobs in this table (step 5); the cao's jobs stay with the cao. */
  inleners_jobs: z.array(salaryTableJobPayloadSchema),
});
export type SalaryTablePayload = z.infer<typeof salaryTablePayloadSchema>;

/** An allowance of step 6 as saved. */
export const werksoortPayloadSchema = z
  .strictObject({
    name: requiredText({ max: 20 }),
    amount: decimalField.nullable(),
    start_date: isoDateField.nullable(),
    end_date: isoDateField.nullable(),
    description: optionalText(MAX_LENGTH.werksoortDescription),
    type: choiceField(['bedrag', 'percentage']),
    comment: optionalText(MAX_LENGTH.payTypeComment),
    /** Optional: the weekday and time windows of a TU or PT allowance (werksoort-period.ts). */
    periods: z.array(werksoortPeriodSchema).max(MAX_WERKSOORT_PERIODS).optional(),
    /** Optional: what an amount in euros is paid per. */
    per: werksoortUnitSchema.optional(),
  })
  .superRefine((werksoort, context) => {
    for (const [path, message] of werksoortExtrasErrors(
      werksoort,
      werksoortGroup(werksoort.name)?.code ?? null,
    ))
      context.addIssue({ code: 'custom', path: [path], message });
  });
export type WerksoortPayload = z.infer<typeof werksoortPayloadSchema>;

export const educationPayloadSchema = z.strictObject({
  description: requiredText({ max: MAX_LENGTH.educationDescription }),
  inleners_jobs: z.array(z.string({ error: typeMessage })).min(1, { error: MESSAGES.required }),
});
export type EducationPayload = z.infer<typeof educationPayloadSchema>;

export const oneOffBonusPayloadSchema = z.strictObject({
  description: requiredText({ max: MAX_LENGTH.oneOffBonusDescription }),
  bonus_date: isoDateField,
  bonus_type: choiceField(ONE_OFF_BONUS_TYPES),
  amount: decimalField,
});
export type OneOffBonusPayload = z.infer<typeof oneOffBonusPayloadSchema>;

/** The ways allowances combine that are sent; Geen is sent by leaving bonus_combination out. */
export const SENT_BONUS_COMBINATIONS = BONUS_COMBINATIONS.filter(
  (value): value is Exclude<(typeof BONUS_COMBINATIONS)[number], 'Geen'> => value !== 'Geen',
) as [
  Exclude<(typeof BONUS_COMBINATIONS)[number], 'Geen'>,
  ...Exclude<(typeof BONUS_COMBINATIONS)[number], 'Geen'>[],
];

/**
 * The save payload. Conditional fields: bonus_combination is left out for Geen; year_end_bonus_amount and
 * year_end_bonus_comment are present exactly when the year-end bonus type is not Geen; inlener_cao_id and
 * expected_version (the version the edit started from; a stale one is refused) only when editing;
 * duration_end is optional and after duration_start.
 */
export const inlenersCaoPayloadSchema = z
  .strictObject({
    proposal_inlener_id: idField.nullable(),
    follow_salary_tables: booleanField.nullable(),
    signed_fullname: requiredText({ max: SIGNED_FULLNAME_MAX_LENGTH }),
    terms_accepted: acceptedField,
    cao_id: idField.nullable(),
    cao_text: z.string({ error: typeMessage }),
    duration_start: isoDateField,
    duration_end: isoDateField.optional(),
    vacation_amount: decimalField,
    vacation_allowance: decimalField,
    vacation_time_type: choiceField(VACATION_TIME_TYPES),
    salary_tables: z.array(salaryTablePayloadSchema).min(1, { error: MESSAGES.atLeastOneTable }),
    werksoorten: z.array(werksoortPayloadSchema),
    educations: z.array(educationPayloadSchema),
    one_off_bonuses: z.array(oneOffBonusPayloadSchema),
    inlener_cao_id: idField.optional(),
    expected_version: idField.optional(),
    bonus_combination: choiceField(SENT_BONUS_COMBINATIONS).optional(),
    year_end_bonus_type: choiceField(YEAR_END_BONUS_TYPES),
    year_end_bonus_amount: decimalField.optional(),
    year_end_bonus_comment: requiredText({ max: MAX_LENGTH.yearEndComment }).optional(),
    /**
     * The gelijkwaardige-beloning package (equivalent-package.ts): sick pay, leave, pension, IKB and the
     * rest. Left out, or a block left out of it, is 'nog niet ingevuld'; versions saved before it existed
     * have none.
     */
    equivalent_package: equivalentPackageSchema.optional(),
  })
  .superRefine((payload, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (payload.year_end_bonus_type === 'Geen') {
      if (payload.year_end_bonus_amount !== undefined) issue('year_end_bonus_amount', MESSAGES.unknownField);
      if (payload.year_end_bonus_comment !== undefined)
        issue('year_end_bonus_comment', MESSAGES.unknownField);
    } else {
      if (payload.year_end_bonus_amount === undefined) issue('year_end_bonus_amount', MESSAGES.required);
      if (payload.year_end_bonus_comment === undefined) issue('year_end_bonus_comment', MESSAGES.required);
    }
    if (payload.expected_version !== undefined && payload.inlener_cao_id === undefined) {
      issue('expected_version', MESSAGES.unknownField);
    }
    const { duration_start: start, duration_end: end } = payload;
    if (end !== undefined && isIsoDate(start) && isIsoDate(end) && end <= start) {
      issue('duration_end', MESSAGES.dateAfter);
    }
  });
export type InlenersCaoPayload = z.infer<typeof inlenersCaoPayloadSchema>;

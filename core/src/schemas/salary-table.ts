import { z } from 'zod';
import { AGE_MESSAGES, ageKeyError } from '../base/ages.js';
import { DECIMAL_STRING_PATTERN, decimalStringSchema, isoDateSchema, timestampSchema } from './common.js';

/** How a salary table relates to the cao (step 3 'conform'). */
export const CONFORM_VALUES = ['CAO', 'Eigen regeling', 'Niet indeelbaar'] as const;
export const conformSchema = z.enum(CONFORM_VALUES);

/** The period a wage in the table is paid for. */
export const WAGES_PER_VALUES = ['hour', 'week', '4weeks', 'month', 'year'] as const;
export const wagesPerSchema = z.enum(WAGES_PER_VALUES);

/** How ADV (arbeidsduurverkorting) is expressed. */
export const ADV_TYPES = ['percentage', 'hours_per_week', 'hours_per_year', 'days_per_year'] as const;
export const advTypeSchema = z.enum(ADV_TYPES);

/**
 * The wages of one table: age key ('null' for all ages, or a whole age from 13 to 99: core/src/base/ages.ts)
 * -> payscale key -> periodical (column) key -> wage. Example: { "null": { "LG1": { "1": "15.52" } } }.
 */
export function fullTableShape() {
  return z.record(
    z.string().refine((key) => ageKeyError(key) === null, { message: AGE_MESSAGES.key }),
    z.record(z.string(), z.record(z.string(), decimalStringSchema)),
  );
}
export type FullTable = z.infer<ReturnType<typeof fullTableShape>>;

/**
 * A plain object as JSON gives it (zod's records take no other): no member that could be a prototype, and no
 * symbol keys (zod's record refuses those as keys).
 */
function isPlainMembers(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === null) &&
    !Object.hasOwn(value, '__proto__') &&
    Object.getOwnPropertySymbols(value).length === 0
  );
}

/**
 * Whether zod's record schema above accepts the value as it is: the same checks in plain loops (a scheme's
 * tables have hundreds of cells; zod's records allocate per member and took most of a save's validation).
 * False for anything it is not sure of, which zod then checks itself.
 */
function isPlainValidFullTable(value: unknown): boolean {
  if (!isPlainMembers(value)) return false;
  for (const age of Object.keys(value)) {
    if (ageKeyError(age) !== null) return false;
    const payscales = value[age];
    if (!isPlainMembers(payscales)) return false;
    for (const payscale of Object.keys(payscales)) {
      const cells = payscales[payscale];
      if (!isPlainMembers(cells)) return false;
      for (const column of Object.keys(cells)) {
        const wage = cells[column];
        if (typeof wage !== 'string' || !DECIMAL_STRING_PATTERN.test(wage)) return false;
      }
    }
  }
  return true;
}

/**
 * The wages of a table as zod's record schema (fullTableShape) checks them, with the same messages and the
 * same JSON Schema in the API documentation, but a valid table is accepted by isPlainValidFullTable without
 * zod's per-member work; anything else goes through zod's own parse, so an invalid table gets exactly zod's
 * issues (a property test compares the two on random tables).
 */
export const fullTableSchema = (() => {
  const schema = fullTableShape();
  const parse = schema._zod.parse;
  // A schema without checks runs its parse directly (zod sets run to parse), so both are replaced.
  schema._zod.parse = (payload, context) =>
    isPlainValidFullTable(payload.value) ? payload : parse(payload, context);
  schema._zod.run = schema._zod.parse;
  return schema;
})();

export { ALL_AGES_KEY } from '../base/constants.js';

export const PERIODIC_INCREASE_TYPES = [
  'max_salary_table',
  'mandatory_periodical',
  'optional_periodical',
  'other',
] as const;
export const periodicIncreaseSchema = z.object({
  type: z.enum(PERIODIC_INCREASE_TYPES),
  trigger_date: z.string().nullable(),
  required_time: z.number().int().nonnegative().nullable(),
  required_time_type: z.enum(['months', 'weeks', 'hours']).nullable(),
  measurement_type: z.enum(['cumulative', 'calendar']).nullable(),
  date_required_time_interaction: z.enum(['both', 'any', 'trigger_date', 'required_time']).nullable(),
});
export type PeriodicIncrease = z.infer<typeof periodicIncreaseSchema>;

/** A job (functie) placed in a salary table with its minimal payscale. */
export const jobSchema = z.object({
  job_id: z.union([z.number().int(), z.string()]).nullable(),
  name: z.string(),
  minimal_payscale: z.string().nullable(),
  payscales: z.array(z.string()),
  aard: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** A salary table as the API sends it (SPEC.md section 3, 'Salary table record'). */
export const salaryTableSchema = z.object({
  id: z.number().int().nullable(),
  salary_table_id: z.number().int().nullable(),
  original_salary_table_id: z.number().int().nullable(),
  cao_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  active_per: isoDateSchema,
  active_per_description: z.string(),
  end_date: isoDateSchema.nullable(),
  conform: conformSchema,
  wages_per: wagesPerSchema,
  wages_divided_by: decimalStringSchema,
  hours_in_workweek: decimalStringSchema.nullable(),
  normal_workweek: decimalStringSchema.nullable(),
  workweeks: decimalStringSchema.nullable(),
  hour_definition: z.string(),
  initial_scaling: z.string(),
  adv: decimalStringSchema.nullable(),
  adv_amount: decimalStringSchema.nullable(),
  adv_comment: z.string(),
  adv_type: advTypeSchema.nullable(),
  bbl: z.boolean(),
  abu_calc_available: z.boolean(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  payscales: z.array(z.string()),
  full_table: fullTableSchema,
  periodiek_verhogingen: z.array(periodicIncreaseSchema),
  shift_work_comment: z.string(),
  jobs: z.array(jobSchema),
  inleners_jobs: z.array(jobSchema),
  created_at: timestampSchema.nullable(),
});
export type SalaryTable = z.infer<typeof salaryTableSchema>;

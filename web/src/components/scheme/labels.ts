// The Dutch words for a scheme's coded values are core's (core/src/schemas/labels.ts), as the CLI uses them.
export {
  ADV_TYPE_LABELS,
  BONUS_COMBINATION_LABELS,
  MEASUREMENT_TYPE_LABELS,
  PERIODIC_TYPE_LABELS,
  REQUIRED_TIME_TYPE_LABELS,
  VACATION_TYPE_LABELS,
  WAGES_PER_LABELS,
} from '@beloning/core/schemas';

/** The row label of an age key of full_table (core's ageLabel: the all-ages text or '18 jaar'). */
export { ageLabel } from '@beloning/core/salary';

import { z } from 'zod';
import { MESSAGES, maxValueMessage, minValueMessage } from '../base/messages.js';
import { typedDecimalField } from '../schemas/fields.js';
import { MAX_DECIMALS } from './decimal.js';
import { DEFAULT_INCREASE_DECIMALS } from './increase-formula.js';
import { ROUNDING_MODES } from './rounding-mode.js';

/**
 * One bulk-increase step as a form or a CLI option gives it (Dutch messages under the field). The value is read
 * as typed ('2,5', '0.25'; '1.250' reads two ways and is refused, typedDecimalField) and parsed to a dot decimal.
 */
export const increaseStepSchema = z.object({
  type: z.enum(['percentage', 'amount']),
  value: z.string().trim().min(1, { message: MESSAGES.required }).pipe(typedDecimalField),
});

/** The rounding of a bulk increase: mode (default mathematical) and decimals 0 to 100 (default 2). */
export const increaseRoundingSchema = z.object({
  mode: z.enum(ROUNDING_MODES).default('mathematical'),
  decimals: z
    .number({ message: MESSAGES.numeric })
    .int({ message: MESSAGES.numeric })
    .min(0, { message: minValueMessage(0) })
    .max(MAX_DECIMALS, { message: maxValueMessage(MAX_DECIMALS) })
    .default(DEFAULT_INCREASE_DECIMALS),
});

/** A bulk increase: the ordered steps (at least one) and the rounding. */
export const bulkIncreaseSchema = z.object({
  steps: z.array(increaseStepSchema).min(1, { message: MESSAGES.required }),
  rounding: increaseRoundingSchema.default({ mode: 'mathematical', decimals: DEFAULT_INCREASE_DECIMALS }),
});
export type BulkIncrease = z.infer<typeof bulkIncreaseSchema>;

import { z } from 'zod';
import { ROUNDING_DECIMALS } from '../base/limits.js';
import { maxValueMessage, MESSAGES, minValueMessage } from '../base/messages.js';
import { typeMessage, typedDecimalField } from './fields.js';

export const INCREASE_TYPES = ['percentage', 'amount'] as const;
export const INCREASE_ROUNDINGS = ['mathematical', 'up', 'down'] as const;

/** A number as the user types it in the increase dialog: empty, or a number, sent on as a dot decimal. */
const typedNumber = typedDecimalField;

/**
 * The bulk increase of step 4 (SPEC.md section 3, 'Increase data'): the kinds applied in order (percentage
 * and/or fixed amount), their values as typed, the rounding and the number of decimals (0 to 100, default 2).
 */
export const increaseDataSchema = z
  .object({
    increase: z.array(z.enum(INCREASE_TYPES, { error: typeMessage })).min(1, { error: MESSAGES.required }),
    increasePercentage: typedNumber,
    increaseAmount: typedNumber,
    round: z.enum(INCREASE_ROUNDINGS, { error: typeMessage }),
    rounding_decimals: z
      .number({ error: typeMessage })
      .int({ error: MESSAGES.numeric })
      .min(ROUNDING_DECIMALS.min, { error: minValueMessage(ROUNDING_DECIMALS.min) })
      .max(ROUNDING_DECIMALS.max, { error: maxValueMessage(ROUNDING_DECIMALS.max) }),
  })
  .superRefine((data, context) => {
    const needed = [
      ['percentage', 'increasePercentage'],
      ['amount', 'increaseAmount'],
    ] as const;
    for (const [type, field] of needed) {
      if (data.increase.includes(type) && data[field] === '') {
        context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
      }
    }
  });
export type IncreaseData = z.infer<typeof increaseDataSchema>;

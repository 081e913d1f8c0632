import { z } from 'zod';
import { MESSAGES } from '../base/messages.js';
import { isIsoDate } from '../format/dates.js';

/**
 * A decimal number on the wire: a string with an optional dot ("15.52"), never a binary float. Wages,
 * percentages and amounts all travel like this.
 */
export const DECIMAL_STRING_PATTERN = /^-?\d+(\.\d+)?$/;
export const decimalStringSchema = z.string().regex(DECIMAL_STRING_PATTERN, { message: MESSAGES.numeric });
export type DecimalString = z.infer<typeof decimalStringSchema>;

/** A calendar date on the wire: YYYY-MM-DD. Users type DD-MM-YYYY; the web and CLI convert. */
export const isoDateSchema = z.string().refine(isIsoDate, { message: MESSAGES.date });

/** A timestamp on the wire (ISO 8601 with time zone). */
export const timestampSchema = z.string().datetime({ offset: true });

/** A KVK number as stored: exactly 8 digits, kept as a string so leading zeros survive. */
export const kvkNrSchema = z.string().regex(/^\d{8}$/, { message: MESSAGES.kvkInvalid });

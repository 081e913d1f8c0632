import { z } from 'zod';
import { isIsoDate } from '../format/dates.js';
import { EMAIL_PATTERN } from '../base/email.js';
import { normaliseDecimal, typedDecimalError } from '../format/numbers.js';
import { normaliseKvkNr } from '../base/kvk.js';
import { MAX_LENGTH } from '../base/limits.js';
import { INT4_MAX, isInt4, isStorableText } from '../base/storable.js';
import { maxLengthMessage, MESSAGES, minLengthMessage } from '../base/messages.js';

/**
 * Field schemas for request bodies, each carrying its Dutch messages (SPEC.md 5.1 and 5.2), so a request
 * parsed anywhere (server, web, CLI) reports the same text without a separate error map.
 */

/** A missing value is 'Veld is vereist'; a value of the wrong type or choice 'Vul een geldige waarde in'. */
export function typeMessage(issue: { readonly input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalidValue;
}

const typeError = { error: typeMessage };

/** Length bounds of a text field; `min` is a minimum beyond 'not empty' (for example 4 for comments). */
export interface TextBounds {
  readonly max?: number;
  readonly min?: number;
}

/** Text the database can store: no NUL character and no lone surrogate ('Bevat een ongeldig teken'). */
const storable = { error: MESSAGES.invalidCharacter, abort: true } as const;

/** Required text: trimmed, not empty ('Veld is vereist'), storable, within its length bounds. */
export function requiredText(bounds: TextBounds = {}) {
  let schema = z
    .string(typeError)
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine(isStorableText, storable);
  if (bounds.min !== undefined) schema = schema.min(bounds.min, { error: minLengthMessage(bounds.min) });
  if (bounds.max !== undefined) schema = schema.max(bounds.max, { error: maxLengthMessage(bounds.max) });
  return schema;
}

/** Text that may be empty: trimmed, storable, at most `max` characters. */
export function optionalText(max: number) {
  return z
    .string(typeError)
    .trim()
    .refine(isStorableText, storable)
    .max(max, { error: maxLengthMessage(max) });
}

/** An e-mail address: required, at most 254 characters, valid ('Vul een geldig e-mail adres in'). */
export const emailField = requiredText({ max: MAX_LENGTH.email }).regex(EMAIL_PATTERN, {
  error: MESSAGES.email,
});

/** A password: required and at most 128 characters; never trimmed, spaces count. */
export const passwordField = z
  .string(typeError)
  .min(1, { error: MESSAGES.required, abort: true })
  .refine(isStorableText, storable)
  .max(MAX_LENGTH.password, { error: maxLengthMessage(MAX_LENGTH.password) });

/** A phone number: required, digits only ('Vul een geldig getal in'), at most 20 characters. */
export const phoneField = requiredText({ max: MAX_LENGTH.phone }).regex(/^\d+$/, { error: MESSAGES.numeric });

/** Company name: required, at most 300 characters. */
export const companyNameField = requiredText({ max: MAX_LENGTH.companyName });

/**
 * A KVK number as typed, normalised by the KVK rule (spaces and dots removed, left-padded with zeros to 8
 * digits); anything else is 'KVK nummer niet valide'. Stored as a string so leading zeros survive. With
 * `maxLength`, more than 8 typed characters is 'Maximaal 8 karakters' first (the links form).
 */
export function kvkNrField(options: { maxLength?: boolean } = {}) {
  let schema = requiredText();
  if (options.maxLength === true) {
    schema = schema.max(MAX_LENGTH.kvkNr, { error: maxLengthMessage(MAX_LENGTH.kvkNr), abort: true });
  }
  return schema
    .overwrite((value) => normaliseKvkNr(value) ?? value)
    .regex(/^\d{8}$/, { error: MESSAGES.kvkInvalid });
}

/** A decimal on the wire: a string with an optional dot ('15.52'), never a binary float. */
export const decimalField = z.string(typeError).regex(/^-?\d+(\.\d+)?$/, { error: MESSAGES.numeric });

/** A calendar date on the wire, YYYY-MM-DD ('Geldige datum vereist (DD-MM-YYYY)'). */
export const isoDateField = z.string(typeError).refine(isIsoDate, { error: MESSAGES.date });

/** A yes/no value. */
export const booleanField = z.boolean(typeError);

/** A checkbox that must be ticked: anything but true is 'Veld is vereist'. */
export const acceptedField = z.boolean(typeError).refine((value) => value, { error: MESSAGES.required });

/** A database id: a positive whole number that fits the integer column. */
export const idField = z
  .number(typeError)
  .int({ error: MESSAGES.invalidValue })
  .positive({ error: MESSAGES.invalidValue })
  .max(INT4_MAX, { error: MESSAGES.invalidValue });

/** One of a fixed set of values. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, typeError);
}

/** An opaque token or code from a link or a previous answer: required, at most 512 characters. */
export const tokenField = requiredText({ max: 512 });

/**
 * A positive whole number in a query string or path ('42') that fits the integer column, given as a number.
 */
export const queryIdField = requiredText()
  .regex(/^[1-9]\d{0,9}$/, { error: MESSAGES.invalidValue, abort: true })
  .refine((value) => isInt4(Number(value)), { error: MESSAGES.invalidValue })
  .transform((value) => Number(value));

/** A yes/no flag in a query string ('true' or 'false'), given as a boolean. */
export const queryBooleanField = z.enum(['true', 'false'], typeError).transform((value) => value === 'true');

/**
 * A number as a user types it (an increase dialog, a CLI option), sent on as a dot decimal: '2,5' becomes
 * '2.5', '1.234,56' '1234.56'; empty stays '' for the caller to require. Text that reads two ways ('1.250': 1250
 * or 1,250) is refused with both readings (typedDecimalError), anything else that is no number with
 * 'Vul een geldig getal in'.
 */
export const typedDecimalField = z
  .string(typeError)
  .trim()
  .superRefine((value, context) => {
    const error = value === '' ? null : typedDecimalError(value, MESSAGES.numeric);
    if (error !== null) context.addIssue({ code: 'custom', message: error });
  })
  .transform((value) => (value === '' ? '' : (normaliseDecimal(value) ?? value)));

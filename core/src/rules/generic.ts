// Only zod's e-mail pattern, not zod itself: the rules run on the portal's lightest pages.
import { regexes } from 'zod/v4/core';
import { parseDutchDate } from '../format/dates.js';
import { canonicalDecimal, typedDecimalError } from '../format/numbers.js';
import { uniqueKey } from '../base/unique-key.js';
import { markRequired, type Rule } from './engine.js';
import { compareDecimalStrings, toDecimalString, wireDecimal } from './decimal.js';
import {
  maxLengthMessage,
  maxValueMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
} from '../base/messages.js';

/**
 * The generic rules of SPEC.md section 5.1. Only the required rules complain about an empty value; every
 * other rule passes an empty value, so a field shows 'Veld is vereist' and not also 'Vul een geldig getal in'.
 */

/** A form holding at least the field `K`, for rules that look at another field of the same form. */
export type WithField<K extends string> = { readonly [P in K]?: unknown };

/** True for a value the user has not filled in: nothing, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required: text must hold more than spaces, a checkbox must be ticked, a list must have an entry. */
export const required: Rule = markRequired((value) =>
  isBlank(value) || value === false || (typeof value === 'number' && Number.isNaN(value))
    ? MESSAGES.required
    : null,
);

/** A choice that must be made; unlike `required`, No (false or 0) is an answer. */
export const answered: Rule = markRequired((value) => (isBlank(value) ? MESSAGES.required : null));

/** Membership of an employers' organisation must be answered; Yes and No both count. */
export const membershipRequired: Rule = markRequired((value) =>
  isBlank(value) ? MESSAGES.membershipRequired : null,
);

/** The cao must be chosen: 'Kies een cao'. */
export const caoRequired: Rule = markRequired((value) => (isBlank(value) ? MESSAGES.caoMissing : null));

/** A valid e-mail address (the same pattern the server's schemas use). */
export const email: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && regexes.email.test(value.trim())) ? null : MESSAGES.email;

/**
 * A number; a decimal comma is accepted ('15,52' is read as 15.52). Text that reads two ways ('1.250': 1250 or
 * 1,250) is refused with both readings, never guessed.
 */
export const numeric: Rule = (value) => {
  if (isBlank(value)) return null;
  if (typeof value === 'string') return typedDecimalError(value, MESSAGES.numeric);
  return toDecimalString(value) !== null ? null : MESSAGES.numeric;
};

/**
 * Digits only, as a phone number is stored (the server's phoneField): '0201234567'. 'Vul een geldig getal in'
 * for anything else, so a decimal ('06,12') or a grouped number ('1.234.567') is not let through to be refused
 * by the server.
 */
export const digits: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && /^\d+$/.test(value.trim())) ? null : MESSAGES.numeric;

/**
 * At least `minimum` (a dot-decimal string or a number), compared exactly. A value that is not a number passes
 * here; `numeric` reports it. The message shows the minimum with a decimal comma.
 */
export function minValue(minimum: string | number): Rule {
  const bound = boundOf(minimum);
  return (value) => {
    const decimal = isBlank(value) ? null : toDecimalString(value);
    return decimal !== null && compareDecimalStrings(decimal, bound) < 0 ? minValueMessage(bound) : null;
  };
}

/** At most `maximum`, compared exactly; the message shows the maximum with a decimal comma. */
export function maxValue(maximum: string | number): Rule {
  const bound = boundOf(maximum);
  return (value) => {
    const decimal = isBlank(value) ? null : toDecimalString(value);
    return decimal !== null && compareDecimalStrings(decimal, bound) > 0 ? maxValueMessage(bound) : null;
  };
}

/** At most `n` characters, counted without surrounding spaces (the server trims too). */
export function maxLength(n: number): Rule {
  return (value) => (typeof value === 'string' && value.trim().length > n ? maxLengthMessage(n) : null);
}

/** At least `n` characters when filled in, counted without surrounding spaces. */
export function minLength(n: number): Rule {
  return (value) =>
    typeof value === 'string' && !isBlank(value) && value.trim().length < n ? minLengthMessage(n) : null;
}

/** The password confirmation must equal the password in field `passwordField` (not trimmed: spaces count). */
export function passwordsEqual<K extends string>(passwordField: K): Rule<WithField<K>> {
  return (value, form) => (isBlank(value) || value === form[passwordField] ? null : MESSAGES.passwordsEqual);
}

/** A real date typed as DD-MM-YYYY (checked as the ISO date YYYY-MM-DD it stands for). */
export const dutchDate: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && parseDutchDate(value) !== null) ? null : MESSAGES.date;

/**
 * The date must fall after the date in field `fromField` ('Datum moet ná vanaf datum zijn'). When either
 * date is empty or not a date, this rule passes; `dutchDate` reports those.
 */
export function dateAfter<K extends string>(fromField: K): Rule<WithField<K>> {
  return (value, form) => {
    const until = typeof value === 'string' ? parseDutchDate(value) : null;
    const fromValue = form[fromField];
    const from = typeof fromValue === 'string' ? parseDutchDate(fromValue) : null;
    return until !== null && from !== null && until <= from ? MESSAGES.dateAfter : null;
  };
}

/**
 * Periodic increases (a list) need an entry while the form's `flagField` equals 1 ('Voeg minimaal een
 * periodiekverhoging toe').
 */
export function periodicIncreasesRequired<K extends string>(flagField: K): Rule<WithField<K>> {
  return (value, form) =>
    form[flagField] === 1 && (!Array.isArray(value) || value.length === 0)
      ? MESSAGES.periodicIncreasesRequired
      : null;
}

/**
 * The value may not equal one of `others` (compared with `uniqueKey`); `message` defaults to 'Waarde moet
 * uniek zijn'.
 */
export function unique(others: readonly string[], message: string = MESSAGES.unique): Rule {
  const taken = new Set(others.map(uniqueKey));
  return (value) =>
    typeof value === 'string' && !isBlank(value) && taken.has(uniqueKey(value)) ? message : null;
}

/** The value must be one of `allowed` (exact match), else 'Vul een geldige waarde in'. */
export function oneOf(allowed: readonly unknown[]): Rule {
  return (value) => (isBlank(value) || allowed.includes(value) ? null : MESSAGES.invalidValue);
}

/** A rule's bound is core's own figure, a dot decimal ('7.125' is seven and an eighth), never typed input. */
function boundOf(bound: string | number): string {
  const decimal = typeof bound === 'string' ? wireDecimal(bound) : toDecimalString(bound);
  if (decimal === null) throw new RangeError(`Not a number for a rule bound: ${String(bound)}`);
  return canonicalDecimal(decimal);
}

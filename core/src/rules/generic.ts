// zod's e-mail pattern written out (base/email.ts), not zod: the rules run on the portal's lightest pages.
import { EMAIL_PATTERN } from '../base/email.js';
import { markRequired, type Rule } from './engine.js';
import { maxLengthMessage, MESSAGES, minLengthMessage } from '../base/messages.js';

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
  isBlank(value) || (typeof value === 'string' && EMAIL_PATTERN.test(value.trim())) ? null : MESSAGES.email;

/**
 * Digits only, as a phone number is stored (the server's phoneField): '0201234567'. 'Vul een geldig getal in'
 * for anything else, so a decimal ('06,12') or a grouped number ('1.234.567') is not let through to be refused
 * by the server.
 */
export const digits: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && /^\d+$/.test(value.trim())) ? null : MESSAGES.numeric;

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

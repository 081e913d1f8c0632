import { parseDutchDate } from '../format/dates.js';
import { uniqueKey } from '../base/unique-key.js';
import { MESSAGES } from '../base/messages.js';
import type { Rule } from './engine.js';
import { isBlank, type WithField } from './generic.js';

/**
 * The generic rules of SPEC.md section 5.1 that only the wizards' forms use (dates, lists, choices), apart from
 * generic.ts so the account pages (login, registration) do not download them.
 */

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

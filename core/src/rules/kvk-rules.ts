import { KVK_NOT_FOUND, normaliseKvkNr } from '../base/kvk.js';
import { MESSAGES } from '../base/messages.js';
import { ruleSet, type Rule, type RuleSet } from './engine.js';
import { isBlank, required, type WithField } from './generic.js';

/** The rules of a KVK number field; the number itself (normalising, the eleven-test) is base/kvk.ts. */

/**
 * Numeric as a KVK number is typed: digits, with spaces or dots between groups ('6912 3456', '69.12.34.56');
 * 'Vul een geldig getal in' for anything else. Not read as a decimal number: '691.234' is a KVK number typed
 * in groups, not a number that reads two ways.
 */
export const kvkNrNumeric: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && /^[\d\s.]+$/.test(value.trim())) ? null : MESSAGES.numeric;

/** The number must normalise to 8 digits ('KVK nummer niet valide'). */
export const kvkNrValid: Rule = (value) =>
  isBlank(value) || (typeof value === 'string' && normaliseKvkNr(value) !== null)
    ? null
    : MESSAGES.kvkInvalid;

/** The number is not valid while the lookup shows 'Niet gevonden' in field `tradeNameField`. */
export function kvkNrFound<K extends string>(tradeNameField: K): Rule<WithField<K>> {
  return (value, form) =>
    !isBlank(value) && form[tradeNameField] === KVK_NOT_FOUND ? MESSAGES.kvkInvalid : null;
}

/**
 * A KVK number field: required, numeric, 8 digits once normalised, and found by the lookup whose company name
 * is in field `tradeNameField`.
 */
export function kvkNrRuleSet<K extends string>(tradeNameField: K): RuleSet<WithField<K>> {
  return ruleSet<WithField<K>>(required, kvkNrNumeric, kvkNrValid, kvkNrFound(tradeNameField));
}

import { ruleSet, validateForm, type FormErrors, type FormRuleSets, type Rule } from './engine.js';
import { email, isBlank, maxLength, required } from './generic.js';
import { normaliseKvkNr } from '../base/kvk.js';
import { kvkNrFound, kvkNrValid } from './kvk-rules.js';
import { MAX_LENGTH } from '../base/limits.js';
import { MESSAGES } from '../base/messages.js';

/**
 * The links form (koppelingen, SPEC.md 2.10 and 5.2): an agency by KVK number, its company name from the
 * lookup, and a contact e-mail. One link per agency.
 */

export type LinkForm = {
  readonly kvk_nr: string;
  readonly handelsnaam: string;
  readonly contact_email: string;
};

/** The number as compared between links: normalised when it is a KVK number, else trimmed. */
function linkKey(kvkNr: string): string {
  return normaliseKvkNr(kvkNr) ?? kvkNr.trim();
}

/** The KVK number may not be one of `otherKvkNrs` ('Een koppeling per uitlener'); '1234 5678' equals '12345678'. */
export function uniqueAgency(otherKvkNrs: readonly string[]): Rule {
  const taken = new Set(otherKvkNrs.filter((nr) => !isBlank(nr)).map(linkKey));
  return (value) =>
    typeof value === 'string' && !isBlank(value) && taken.has(linkKey(value))
      ? MESSAGES.oneLinkPerAgency
      : null;
}

/**
 * The rules of one link; `otherKvkNrs` are the KVK numbers of the scheme's other links. The KVK number is at
 * most 8 characters as typed, must be a found KVK number and a new agency.
 */
export function linkRuleSets(otherKvkNrs: readonly string[]): FormRuleSets<LinkForm> {
  return {
    kvk_nr: ruleSet<LinkForm>(
      required,
      maxLength(MAX_LENGTH.kvkNr),
      kvkNrValid,
      kvkNrFound('handelsnaam'),
      uniqueAgency(otherKvkNrs),
    ),
    handelsnaam: ruleSet(required),
    contact_email: ruleSet(required, email, maxLength(MAX_LENGTH.email)),
  };
}

/**
 * Validates a whole list of links; a link repeating an earlier link's agency fails with 'Een koppeling per
 * uitlener'. Fields are named `koppelingen.{index}.{field}`.
 */
export function validateLinks(links: readonly LinkForm[]): FormErrors {
  const errors: Record<string, readonly string[]> = {};
  links.forEach((link, index) => {
    const earlier = links.slice(0, index).map((other) => other.kvk_nr);
    for (const [field, messages] of Object.entries(validateForm(linkRuleSets(earlier), link))) {
      errors[`koppelingen.${index}.${field}`] = messages;
    }
  });
  return errors;
}

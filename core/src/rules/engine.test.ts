import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  hasErrors,
  isRequired,
  isRequiredRule,
  markRequired,
  mergeErrors,
  ruleSet,
  ruleSetWhen,
  validateField,
  validateForm,
  validateItems,
  type FormRuleSets,
  type Rule,
} from './engine.js';

const notEmpty: Rule = markRequired((value) => (value === '' ? 'Leeg' : null));
const short: Rule = (value) => (typeof value === 'string' && value.length > 3 ? 'Te lang' : null);
const noX: Rule = (value) => (typeof value === 'string' && value.includes('x') ? 'Geen x' : null);

interface Form {
  name: string;
  kind: 'a' | 'b';
}

describe('markRequired', () => {
  it('marks a rule so rule sets holding it are required', () => {
    expect(isRequiredRule(notEmpty)).toBe(true);
    expect(isRequiredRule(short)).toBe(false);
  });
});

describe('ruleSet', () => {
  it('is required when one of its rules is a required rule', () => {
    expect(ruleSet(short, notEmpty).required).toBe(true);
    expect(ruleSet(short, noX).required).toBe(false);
  });
});

describe('isRequired', () => {
  it('answers from the flag of a plain rule set', () => {
    expect(isRequired(ruleSet(notEmpty))).toBe(true);
    expect(isRequired(ruleSet(short))).toBe(false);
  });
  it('asks the form for a conditional rule set, and says no without a form', () => {
    const set = ruleSetWhen<Form>((form) => form.kind === 'a', ruleSet<Form>(notEmpty));
    expect(isRequired(set, { name: '', kind: 'a' })).toBe(true);
    expect(isRequired(set, { name: '', kind: 'b' })).toBe(false);
    expect(isRequired(set)).toBe(false);
  });
});

describe('ruleSetWhen', () => {
  it('applies its rules only while the condition holds', () => {
    const set = ruleSetWhen<Form>((form) => form.kind === 'a', ruleSet<Form>(notEmpty));
    expect(validateField(set, '', { name: '', kind: 'a' })).toBe('Leeg');
    expect(validateField(set, '', { name: '', kind: 'b' })).toBeNull();
  });
  it('is never required when its rules are not', () => {
    const set = ruleSetWhen<Form>(() => true, ruleSet<Form>(short));
    expect(isRequired(set, { name: '', kind: 'a' })).toBe(false);
  });
});

describe('validateField', () => {
  it('returns the first failing message in rule order', () => {
    expect(validateField(ruleSet(short, noX), 'xxxx', {})).toBe('Te lang');
    expect(validateField(ruleSet(noX, short), 'xxxx', {})).toBe('Geen x');
  });
  it('returns null when every rule passes', () => {
    expect(validateField(ruleSet(short, noX), 'abc', {})).toBeNull();
  });
  it('accepts a plain list of rules', () => {
    expect(validateField([noX], 'x', {})).toBe('Geen x');
    expect(validateField([noX], 'y', {})).toBeNull();
  });
  it('hands the form to rules that compare fields', () => {
    const sameAsName: Rule<Form> = (value, form) => (value === form.name ? null : 'Anders');
    expect(validateField([sameAsName], 'Jan', { name: 'Jan', kind: 'a' })).toBeNull();
    expect(validateField([sameAsName], 'Piet', { name: 'Jan', kind: 'a' })).toBe('Anders');
  });
});

describe('fieldMessages', () => {
  it('lists every distinct failing message', () => {
    expect(fieldMessages(ruleSet(short, noX, noX), 'xxxx', {})).toEqual(['Te lang', 'Geen x']);
    expect(fieldMessages(ruleSet(short, noX), 'ab', {})).toEqual([]);
  });
});

describe('validateForm', () => {
  const sets: FormRuleSets<Form> = { name: ruleSet<Form>(notEmpty, short, noX) };
  it('lists only failing fields with their messages', () => {
    expect(validateForm(sets, { name: 'xxxx', kind: 'a' })).toEqual({ name: ['Te lang', 'Geen x'] });
    expect(validateForm(sets, { name: '', kind: 'a' })).toEqual({ name: ['Leeg'] });
  });
  it('gives an empty object for a valid form', () => {
    expect(validateForm(sets, { name: 'ab', kind: 'a' })).toEqual({});
  });
});

describe('validateItems', () => {
  it('names failing fields by list path, index and field', () => {
    const sets: FormRuleSets<Form> = { name: ruleSet<Form>(notEmpty) };
    const items: Form[] = [
      { name: 'ok', kind: 'a' },
      { name: '', kind: 'b' },
    ];
    expect(validateItems('rows', sets, items)).toEqual({ 'rows.1.name': ['Leeg'] });
    expect(validateItems('rows', sets, [items[0]!])).toEqual({});
  });
});

describe('mergeErrors', () => {
  it('combines the fields of several results', () => {
    expect(mergeErrors({ a: ['x'] }, {}, { b: ['y'] })).toEqual({ a: ['x'], b: ['y'] });
  });
});

describe('hasErrors', () => {
  it('is true only when a field failed', () => {
    expect(hasErrors({ a: ['x'] })).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

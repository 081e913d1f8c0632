import { describe, expect, it } from 'vitest';
import type { Step6Form, WerksoortEntryForm } from '../schemas/forms.js';
import { isRequired, validateField, validateForm } from './engine.js';
import {
  educationRuleSets,
  payTypeCommentRuleSet,
  singleWerksoortRuleSets,
  step6RuleSets,
  validateStep6,
  werksoortEntryRuleSets,
} from './step6-forms.js';

const entry: WerksoortEntryForm = {
  name: 'OV01',
  startDate: '01-01-2025',
  comment: 'Overwerk na 40 uur',
  amount: '25',
  description: 'Overwerk',
};

function step6(overrides: Partial<Step6Form> = {}): Step6Form {
  return {
    bonusCombination: 'highest',
    werksoorten: { OV: [entry], TU: [] },
    singleWerksoorten: { RU: { comment: 'Reisuren worden vergoed' }, OW: null },
    educations: [{ description: 'VCA', inleners_jobs: ['Schoonmaker'] }],
    ...overrides,
  };
}

describe('payTypeCommentRuleSet', () => {
  it('accepts 4 to 600 characters', () => {
    expect(validateField(payTypeCommentRuleSet(false), 'abcd', {})).toBeNull();
    expect(validateField(payTypeCommentRuleSet(false), 'a'.repeat(600), {})).toBeNull();
  });
  it('is required unless optional, and 4 to 600 characters', () => {
    expect(isRequired(payTypeCommentRuleSet(false))).toBe(true);
    expect(validateField(payTypeCommentRuleSet(false), '', {})).toBe('Veld is vereist');
    expect(validateField(payTypeCommentRuleSet(false), 'abc', {})).toBe('Minimaal 4 karakters');
    expect(validateField(payTypeCommentRuleSet(false), 'a'.repeat(601), {})).toBe('Maximaal 600 karakters');
    expect(isRequired(payTypeCommentRuleSet(true))).toBe(false);
    expect(validateField(payTypeCommentRuleSet(true), '', {})).toBeNull();
    expect(validateField(payTypeCommentRuleSet(true), 'abc', {})).toBe('Minimaal 4 karakters');
  });
});

describe('werksoortEntryRuleSets', () => {
  it('accepts a complete entry', () => {
    expect(validateForm(werksoortEntryRuleSets(false), entry)).toEqual({});
  });
  it('requires a numeric amount and a description of at most 100', () => {
    expect(validateForm(werksoortEntryRuleSets(false), { ...entry, amount: '', description: '' })).toEqual({
      amount: ['Veld is vereist'],
      description: ['Veld is vereist'],
    });
    expect(
      validateForm(werksoortEntryRuleSets(false), { ...entry, amount: '25%', description: 'd'.repeat(101) }),
    ).toEqual({ amount: ['Vul een geldig getal in'], description: ['Maximaal 100 karakters'] });
  });
  it('refuses an amount that reads two ways, naming both readings', () => {
    for (const [amount, message] of [
      ['1.250', '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250'],
      ['8.333', '8.333 is op twee manieren te lezen, als 8333 of als 8,333: schrijf 8333 of 8,333'],
    ] as const) {
      expect(validateForm(werksoortEntryRuleSets(false), { ...entry, amount })).toEqual({
        amount: [message],
      });
    }
    expect(validateForm(werksoortEntryRuleSets(false), { ...entry, amount: '0.125' })).toEqual({});
  });
  it('accepts an empty start date and refuses one that is no date', () => {
    expect(validateForm(werksoortEntryRuleSets(false), { ...entry, startDate: '' })).toEqual({});
    expect(validateForm(werksoortEntryRuleSets(false), { ...entry, startDate: '31-02-2025' })).toEqual({
      startDate: ['Geldige datum vereist (DD-MM-YYYY)'],
    });
  });
});

describe('singleWerksoortRuleSets', () => {
  it('has the same comment rules as the multi-entry types', () => {
    expect(validateForm(singleWerksoortRuleSets(false), { comment: 'Vergoed' })).toEqual({});
    expect(validateForm(singleWerksoortRuleSets(false), { comment: '' })).toEqual({
      comment: ['Veld is vereist'],
    });
    expect(validateForm(singleWerksoortRuleSets(true), { comment: '' })).toEqual({});
  });
});

describe('educationRuleSets', () => {
  it('accepts a description with jobs', () => {
    expect(validateForm(educationRuleSets, { description: 'VCA', inleners_jobs: ['Schoonmaker'] })).toEqual(
      {},
    );
  });
  it('requires a description of at most 255 and at least one job', () => {
    expect(validateForm(educationRuleSets, { description: '', inleners_jobs: [] })).toEqual({
      description: ['Veld is vereist'],
      inleners_jobs: ['Veld is vereist'],
    });
    expect(validateForm(educationRuleSets, { description: 'd'.repeat(256), inleners_jobs: ['x'] })).toEqual({
      description: ['Maximaal 255 karakters'],
    });
  });
});

describe('step6RuleSets', () => {
  it('requires how allowances combine', () => {
    expect(isRequired(step6RuleSets.bonusCombination!)).toBe(true);
    expect(validateForm(step6RuleSets, step6({ bonusCombination: null }))).toEqual({
      bonusCombination: ['Veld is vereist'],
    });
    expect(validateForm(step6RuleSets, step6({ bonusCombination: 'Geen' }))).toEqual({});
  });
});

describe('validateStep6', () => {
  it('accepts a complete step 6', () => {
    expect(validateStep6(step6())).toEqual({});
  });
  it('names failing entries, single types and educations by their place in the form', () => {
    const form = step6({
      werksoorten: { OV: [entry, { ...entry, name: 'OV02', comment: 'kor' }] },
      singleWerksoorten: { RU: { comment: '' } },
      educations: [{ description: 'VCA', inleners_jobs: [] }],
    });
    expect(validateStep6(form)).toEqual({
      'werksoorten.OV.1.comment': ['Minimaal 4 karakters'],
      'singleWerksoorten.RU.comment': ['Veld is vereist'],
      'educations.0.inleners_jobs': ['Veld is vereist'],
    });
  });
  it('lets optional pay types go without a comment', () => {
    const form = step6({
      singleWerksoorten: { RU: { comment: '' } },
      werksoorten: { OV: [{ ...entry, comment: '' }] },
    });
    expect(validateStep6(form, { optionalCodes: ['RU', 'OV'] })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { isRequired, validateField, validateForm } from './engine.js';
import {
  effectiveWagesDividedBy,
  initialScalingTextRuleSet,
  jobRuleSets,
  newAgeRuleSet,
  newTableNameRuleSet,
  salaryTableRuleSets,
  tablePayscales,
} from './table-forms.js';
import { validTable } from './test-forms.js';

describe('newTableNameRuleSet', () => {
  it('accepts a name of up to 40 characters', () => {
    expect(validateField(newTableNameRuleSet, 'n'.repeat(40), {})).toBeNull();
  });
  it('is required and at most 40 characters', () => {
    expect(validateField(newTableNameRuleSet, ' ', {})).toBe('Veld is vereist');
    expect(validateField(newTableNameRuleSet, 'n'.repeat(41), {})).toBe('Maximaal 40 karakters');
  });
});

describe('initialScalingTextRuleSet', () => {
  it('accepts 4 to 120 characters, or nothing', () => {
    expect(validateField(initialScalingTextRuleSet, 'abcd', {})).toBeNull();
    expect(validateField(initialScalingTextRuleSet, 'a'.repeat(120), {})).toBeNull();
    expect(validateField(initialScalingTextRuleSet, '', {})).toBeNull();
  });
  it('rejects fewer than 4 and more than 120 characters', () => {
    expect(validateField(initialScalingTextRuleSet, 'abc', {})).toBe('Minimaal 4 karakters');
    expect(validateField(initialScalingTextRuleSet, 'a'.repeat(121), {})).toBe('Maximaal 120 karakters');
  });
});

describe('effectiveWagesDividedBy', () => {
  it('is 1 for hourly wages and what was typed otherwise', () => {
    expect(effectiveWagesDividedBy('hour', '173,33')).toBe('1');
    expect(effectiveWagesDividedBy('month', '173,33')).toBe('173,33');
  });
});

describe('salaryTableRuleSets', () => {
  it('accepts a complete table', () => {
    expect(validateForm(salaryTableRuleSets, validTable())).toEqual({});
  });
  it('requires a start date and valid dates with the end after the start', () => {
    expect(validateForm(salaryTableRuleSets, validTable({ activePer: '', endDate: '2025-06-30' }))).toEqual({
      activePer: ['Veld is vereist'],
      endDate: ['Geldige datum vereist (DD-MM-YYYY)'],
    });
    expect(validateForm(salaryTableRuleSets, validTable({ endDate: '01-01-2025' }))).toEqual({
      endDate: ['Datum moet ná vanaf datum zijn'],
    });
  });
  it('requires the hour definition and ADV comment with 4 to 255 characters', () => {
    const form = validTable({ hourDefinition: '', advComment: 'abc' });
    expect(validateForm(salaryTableRuleSets, form)).toEqual({
      hourDefinition: ['Veld is vereist'],
      advComment: ['Minimaal 4 karakters'],
    });
    expect(
      validateForm(
        salaryTableRuleSets,
        validTable({ hourDefinition: 'h'.repeat(256), advComment: 'a'.repeat(255) }),
      ),
    ).toEqual({ hourDefinition: ['Maximaal 255 karakters'] });
  });
  it('checks the custom text of the initial scaling for 4 to 120 characters', () => {
    expect(
      validateForm(salaryTableRuleSets, validTable({ initialScaling: 'ervaring|diploma|kort' })),
    ).toEqual({});
    expect(validateForm(salaryTableRuleSets, validTable({ initialScaling: 'ervaring|diploma|abc' }))).toEqual(
      {
        initialScaling: ['Minimaal 4 karakters'],
      },
    );
    expect(
      validateForm(salaryTableRuleSets, validTable({ initialScaling: `a|b|${'x'.repeat(121)}` })),
    ).toEqual({
      initialScaling: ['Maximaal 120 karakters'],
    });
    expect(validateForm(salaryTableRuleSets, validTable({ initialScaling: 'ervaring' }))).toEqual({});
  });
  it('allows a shift comment of at most 255 characters', () => {
    expect(validateForm(salaryTableRuleSets, validTable({ shiftWorkComment: 's'.repeat(255) }))).toEqual({});
    expect(validateForm(salaryTableRuleSets, validTable({ shiftWorkComment: 's'.repeat(256) }))).toEqual({
      shiftWorkComment: ['Maximaal 255 karakters'],
    });
  });
  it('requires a divisor of at least 1, and exactly 1 for hourly wages', () => {
    expect(isRequired(salaryTableRuleSets.wagesDividedBy!)).toBe(true);
    expect(validateForm(salaryTableRuleSets, validTable({ wagesDividedBy: '0,5' }))).toEqual({
      wagesDividedBy: ['Waarde moet minimaal 1 zijn'],
    });
    expect(validateForm(salaryTableRuleSets, validTable({ wagesPer: 'hour', wagesDividedBy: '1' }))).toEqual(
      {},
    );
    expect(
      validateForm(salaryTableRuleSets, validTable({ wagesPer: 'hour', wagesDividedBy: '173,33' })),
    ).toEqual({
      wagesDividedBy: ['Waarde moet maximaal 1 zijn'],
    });
  });
  it('requires periodic increases when the table says it has them', () => {
    expect(validateForm(salaryTableRuleSets, validTable({ hasPeriodiekVerhogingen: 1 }))).toEqual({
      periodiekVerhogingen: ['Voeg minimaal een periodiekverhoging toe'],
    });
  });
  it('rejects a missing name and a non-numeric ADV amount', () => {
    expect(validateForm(salaryTableRuleSets, validTable({ name: '', advAmount: 'veel' }))).toEqual({
      name: ['Veld is vereist'],
      advAmount: ['Vul een geldig getal in'],
    });
  });
});

describe('newAgeRuleSet', () => {
  it('accepts a number', () => {
    expect(validateField(newAgeRuleSet, '21', {})).toBeNull();
  });
  it('is required and numeric', () => {
    expect(validateField(newAgeRuleSet, '', {})).toBe('Veld is vereist');
    expect(validateField(newAgeRuleSet, 'jong', {})).toBe('Vul een geldig getal in');
  });
});

describe('tablePayscales', () => {
  it('lists payscale keys over all ages in first-seen order', () => {
    expect(tablePayscales({ '18': { B: {}, A: {} }, '21': { A: {}, C: {} } })).toEqual(['B', 'A', 'C']);
    expect(tablePayscales({})).toEqual([]);
  });
});

describe('jobRuleSets', () => {
  const sets = jobRuleSets(['A', 'B']);
  const job = { jobId: null, name: 'Schoonmaker', minimalPayscale: 'A', aard: null };
  it("accepts a named job with one of the table's payscales", () => {
    expect(validateForm(sets, job)).toEqual({});
  });
  it('requires a title of at most 160 characters and a payscale of the table', () => {
    expect(validateForm(sets, { ...job, name: '', minimalPayscale: '' })).toEqual({
      name: ['Veld is vereist'],
      minimalPayscale: ['Veld is vereist'],
    });
    expect(validateForm(sets, { ...job, name: 'n'.repeat(161), minimalPayscale: 'Z' })).toEqual({
      name: ['Maximaal 160 karakters'],
      minimalPayscale: ['Vul een geldige waarde in'],
    });
  });
});

describe('salaryTableRuleSets.hoursInWorkweek', () => {
  const errors = (overrides: Parameters<typeof validTable>[0]) =>
    validateForm(salaryTableRuleSets, validTable(overrides)).hoursInWorkweek;
  it('requires the hours of a monthly table whose divisor stayed 1, in Dutch', () => {
    expect(errors({ wagesPer: 'month', wagesDividedBy: '1', hoursInWorkweek: '' })).toEqual([
      'Vul de uren per week in, zodat het loon naar een uurloon kan worden omgerekend',
    ]);
    expect(isRequired(salaryTableRuleSets.hoursInWorkweek!, validTable({ wagesDividedBy: '1' }))).toBe(true);
    expect(errors({ wagesPer: 'month', wagesDividedBy: '1', hoursInWorkweek: '36' })).toBeUndefined();
  });
  it('leaves them optional where the divisor or an hourly wage gives the hourly wage', () => {
    expect(errors({ wagesPer: 'month', wagesDividedBy: '173,33', hoursInWorkweek: '' })).toBeUndefined();
    expect(errors({ wagesPer: 'hour', wagesDividedBy: '1', hoursInWorkweek: '' })).toBeUndefined();
    expect(isRequired(salaryTableRuleSets.hoursInWorkweek!, validTable({ wagesPer: 'hour' }))).toBe(false);
    expect(isRequired(salaryTableRuleSets.hoursInWorkweek!, validTable())).toBe(false);
  });
  it('accepts 1 to 60 hours with a decimal comma and refuses anything else', () => {
    expect(errors({ hoursInWorkweek: '37,5' })).toBeUndefined();
    expect(errors({ hoursInWorkweek: '1' })).toBeUndefined();
    expect(errors({ hoursInWorkweek: '60' })).toBeUndefined();
    expect(errors({ hoursInWorkweek: '0' })).toEqual(['Waarde moet minimaal 1 zijn']);
    expect(errors({ hoursInWorkweek: '60,5' })).toEqual(['Waarde moet maximaal 60 zijn']);
    expect(errors({ wagesPer: 'hour', hoursInWorkweek: 'veertig' })).toEqual(['Vul een geldig getal in']);
  });
});

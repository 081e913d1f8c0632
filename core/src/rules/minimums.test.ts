import { describe, expect, it } from 'vitest';
import { vacationAllowanceMinimum, vacationMinimum, yearEndBonusMinimum } from './minimums.js';

describe('vacationMinimum', () => {
  it('is 20 days or 144 hours per year without a cao', () => {
    expect(vacationMinimum('days_per_year')).toBe('20');
    expect(vacationMinimum('hours_per_year')).toBe('144');
    expect(vacationMinimum('hours_per_year', null)).toBe('144');
  });
  it("is the cao's value when that is higher", () => {
    expect(vacationMinimum('days_per_year', '25.00')).toBe('25');
    expect(vacationMinimum('hours_per_year', '144.01')).toBe('144.01');
  });
  it("stays statutory when the cao's value is lower, equal or not a number", () => {
    expect(vacationMinimum('days_per_year', '18')).toBe('20');
    expect(vacationMinimum('hours_per_year', '144.00')).toBe('144');
    expect(vacationMinimum('days_per_year', 'onbekend')).toBe('20');
  });
});

describe('vacationAllowanceMinimum', () => {
  it("is 8 percent, or the cao's higher value", () => {
    expect(vacationAllowanceMinimum()).toBe('8');
    expect(vacationAllowanceMinimum('8.33')).toBe('8.33');
    expect(vacationAllowanceMinimum('7.99')).toBe('8');
  });
  it("reads the cao's value as a dot decimal, never as Dutch input: 8.125 is not 8125", () => {
    expect(vacationAllowanceMinimum('8.125')).toBe('8.125');
    expect(vacationMinimum('hours_per_year', '144.500')).toBe('144.5');
    expect(vacationMinimum('hours_per_year', '1.440')).toBe('144');
    expect(vacationAllowanceMinimum('8,5')).toBe('8');
  });
});

describe('yearEndBonusMinimum', () => {
  it("is the cao's value, or 0 without one", () => {
    expect(yearEndBonusMinimum()).toBe('0');
    expect(yearEndBonusMinimum('4.50')).toBe('4.5');
    expect(yearEndBonusMinimum(null)).toBe('0');
  });
});

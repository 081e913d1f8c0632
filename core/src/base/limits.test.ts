import { describe, expect, it } from 'vitest';
import {
  MAX_LENGTH,
  MIN_LENGTH,
  ROUNDING_DECIMALS,
  VACATION_ALLOWANCE_MINIMUM,
  VACATION_MINIMUM,
} from './limits.js';

describe('MAX_LENGTH', () => {
  it('holds the maximum lengths of SPEC.md section 9', () => {
    expect(MAX_LENGTH).toEqual({
      email: 254,
      phone: 20,
      password: 128,
      companyName: 300,
      tableName: 40,
      jobTitle: 160,
      payscaleKey: 10,
      oneOffBonusDescription: 100,
      werksoortDescription: 100,
      yearEndComment: 600,
      payTypeComment: 600,
      advComment: 255,
      hourDefinition: 255,
      initialScaling: 120,
      shiftComment: 255,
      educationDescription: 255,
      firstName: 127,
      lastName: 128,
      kvkNr: 8,
      supportTitle: 200,
      supportText: 5000,
    });
  });
});

describe('MIN_LENGTH', () => {
  it('is 4 for the comments, the hour definition and the initial-scaling text', () => {
    expect(MIN_LENGTH).toEqual({ payTypeComment: 4, advComment: 4, hourDefinition: 4, initialScaling: 4 });
  });
});

describe('VACATION_MINIMUM', () => {
  it('is 20 days or 144 hours per year, and the allowance at least 8', () => {
    expect(VACATION_MINIMUM).toEqual({ days_per_year: '20', hours_per_year: '144' });
    expect(VACATION_ALLOWANCE_MINIMUM).toBe('8');
  });
});

describe('ROUNDING_DECIMALS', () => {
  it('defaults to 2 within 0 to 100', () => {
    expect(ROUNDING_DECIMALS).toEqual({ default: 2, min: 0, max: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compare } from './compare.js';
import { decimal } from './decimal.js';
import { hourlyWage } from './hourly-wage.js';
import { multiply } from './multiply.js';
import { subtract } from './subtract.js';
import { toDecimalString } from './to-decimal-string.js';

describe('hourlyWage', () => {
  it('divides the wage by wages_divided_by and rounds up to cents', () => {
    expect(hourlyWage('2500.00', '173.33')).toBe('14.43'); // 14.4233...
    expect(hourlyWage('2000', '156')).toBe('12.83'); // 12.8205...
    expect(hourlyWage('15.52', '1')).toBe('15.52');
    expect(hourlyWage('100', '3')).toBe('33.34');
  });

  it('always gives 2 decimals', () => {
    expect(hourlyWage('1440', '100')).toBe('14.40');
    expect(hourlyWage('1440', '144')).toBe('10.00');
  });

  it('refuses a divisor of zero or less', () => {
    expect(() => hourlyWage('2500', '0')).toThrow(expect.objectContaining({ code: 'invalid_divisor' }));
    expect(() => hourlyWage('2500', '0.00')).toThrow(expect.objectContaining({ code: 'invalid_divisor' }));
    expect(() => hourlyWage('2500', '-1')).toThrow(expect.objectContaining({ code: 'invalid_divisor' }));
  });

  it('refuses text that is not a dot-decimal number', () => {
    expect(() => hourlyWage('2.500,00', '173')).toThrow(expect.objectContaining({ code: 'invalid_decimal' }));
    expect(() => hourlyWage('2500', 'veel')).toThrow(expect.objectContaining({ code: 'invalid_decimal' }));
  });

  it('times the divisor is never below the wage minus a cent', () => {
    const cents = (max: number) =>
      fc.integer({ min: 0, max }).map((units) => toDecimalString({ units: BigInt(units), scale: 2 }));
    const divisor = fc
      .integer({ min: 100, max: 100_000 })
      .map((units) => toDecimalString({ units: BigInt(units), scale: 2 }));
    fc.assert(
      fc.property(cents(100_000_000), divisor, (wage, by) => {
        const back = multiply(decimal(hourlyWage(wage, by)), decimal(by));
        expect(compare(back, subtract(decimal(wage), decimal('0.01')))).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

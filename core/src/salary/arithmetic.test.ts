import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add } from './add.js';
import { compare } from './compare.js';
import { decimal, type Decimal } from './decimal.js';
import { divide } from './divide.js';
import { multiply } from './multiply.js';
import { roundDown } from './round-down.js';
import { roundHalfUp } from './round-half-up.js';
import { roundUp } from './round-up.js';
import { subtract } from './subtract.js';
import { toDecimalString } from './to-decimal-string.js';

const text = (value: Decimal): string => toDecimalString(value);
const arbitraryDecimal = fc
  .record({
    units: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    scale: fc.integer({ min: 0, max: 6 }),
  })
  .map((value): Decimal => value);

describe('add', () => {
  it('adds exactly where binary floats would not (0.1 + 0.2)', () => {
    expect(text(add(decimal('0.1'), decimal('0.2')))).toBe('0.3');
  });

  it('aligns different scales', () => {
    expect(text(add(decimal('1234.5'), decimal('-0.125')))).toBe('1234.375');
  });
});

describe('subtract', () => {
  it('subtracts exactly and may go below zero', () => {
    expect(text(subtract(decimal('0.3'), decimal('0.1')))).toBe('0.2');
    expect(text(subtract(decimal('1'), decimal('1.005')))).toBe('-0.005');
  });

  it('undoes add', () => {
    fc.assert(
      fc.property(arbitraryDecimal, arbitraryDecimal, (a, b) => {
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
      }),
    );
  });
});

describe('multiply', () => {
  it('multiplies exactly, adding the scales', () => {
    expect(text(multiply(decimal('1.5'), decimal('0.25')))).toBe('0.375');
    expect(text(multiply(decimal('-2'), decimal('1.10')))).toBe('-2.20');
  });
});

describe('divide', () => {
  it('divides to the asked number of decimals with the given rounding', () => {
    expect(text(divide(decimal('10'), decimal('3'), 2, roundHalfUp))).toBe('3.33');
    expect(text(divide(decimal('10'), decimal('3'), 2, roundUp))).toBe('3.34');
    expect(text(divide(decimal('20'), decimal('3'), 2, roundDown))).toBe('6.66');
    expect(text(divide(decimal('1'), decimal('8'), 5, roundHalfUp))).toBe('0.12500');
  });

  it('handles a negative divisor and a divisor with more decimals than the dividend', () => {
    expect(text(divide(decimal('1'), decimal('-0.03'), 2, roundHalfUp))).toBe('-33.33');
    expect(text(divide(decimal('2500.00'), decimal('173.33'), 4, roundDown))).toBe('14.4233');
  });

  it('rounds a tie away from zero with roundHalfUp', () => {
    expect(text(divide(decimal('1'), decimal('8'), 2, roundHalfUp))).toBe('0.13');
    expect(text(divide(decimal('-1'), decimal('8'), 2, roundHalfUp))).toBe('-0.13');
  });

  it('throws division_by_zero for a zero divisor', () => {
    expect(() => divide(decimal('1'), decimal('0.00'), 2, roundUp)).toThrow(
      expect.objectContaining({ code: 'division_by_zero' }),
    );
  });

  it('throws invalid_decimals outside 0 to 100 decimals', () => {
    expect(() => divide(decimal('1'), decimal('3'), 101, roundUp)).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
    expect(() => divide(decimal('1'), decimal('3'), -1, roundUp)).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
    expect(() => divide(decimal('1'), decimal('3'), 1.5, roundUp)).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
    expect(text(divide(decimal('1'), decimal('3'), 100, roundDown))).toBe(`0.${'3'.repeat(100)}`);
  });

  it('lands within one unit of the last decimal of the exact quotient', () => {
    fc.assert(
      fc.property(arbitraryDecimal, arbitraryDecimal, fc.integer({ min: 0, max: 8 }), (a, b, decimals) => {
        fc.pre(b.units !== 0n);
        const quotient = divide(a, b, decimals, roundHalfUp);
        const back = multiply(quotient, b);
        const unit = multiply(
          { units: 1n, scale: decimals },
          { units: b.units < 0n ? -b.units : b.units, scale: b.scale },
        );
        const error = subtract(back, a);
        const absError = error.units < 0n ? { units: -error.units, scale: error.scale } : error;
        expect(compare(absError, unit)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('compare', () => {
  it('compares by value, not by text', () => {
    expect(compare(decimal('1.50'), decimal('1.5'))).toBe(0);
    expect(compare(decimal('9.99'), decimal('10'))).toBe(-1);
    expect(compare(decimal('-0.1'), decimal('-0.2'))).toBe(1);
  });
});

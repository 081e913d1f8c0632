import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compare } from './compare.js';
import { decimal, type Decimal } from './decimal.js';
import { round } from './round.js';
import { roundDown } from './round-down.js';
import { roundHalfUp } from './round-half-up.js';
import { roundUp } from './round-up.js';
import { toDecimalString } from './to-decimal-string.js';

const arbitraryDecimal = fc
  .record({
    units: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
    scale: fc.integer({ min: 0, max: 8 }),
  })
  .map((value): Decimal => value);
const rounded = (value: string, decimals: number, rounding: typeof roundUp): string =>
  toDecimalString(round(decimal(value), decimals, rounding));

describe('roundHalfUp', () => {
  it('goes to the nearest integer and a tie away from zero', () => {
    expect(roundHalfUp(24n, 10n)).toBe(2n);
    expect(roundHalfUp(25n, 10n)).toBe(3n);
    expect(roundHalfUp(-25n, 10n)).toBe(-3n);
    expect(roundHalfUp(-24n, 10n)).toBe(-2n);
    expect(roundHalfUp(20n, 10n)).toBe(2n);
  });
});

describe('roundUp', () => {
  it('goes towards plus infinity', () => {
    expect(roundUp(21n, 10n)).toBe(3n);
    expect(roundUp(20n, 10n)).toBe(2n);
    expect(roundUp(-29n, 10n)).toBe(-2n);
  });
});

describe('roundDown', () => {
  it('goes towards minus infinity', () => {
    expect(roundDown(29n, 10n)).toBe(2n);
    expect(roundDown(20n, 10n)).toBe(2n);
    expect(roundDown(-21n, 10n)).toBe(-3n);
  });
});

describe('round', () => {
  it('rounds a wage to cents by each rule', () => {
    expect(rounded('15.555', 2, roundHalfUp)).toBe('15.56');
    expect(rounded('15.554', 2, roundHalfUp)).toBe('15.55');
    expect(rounded('15.551', 2, roundUp)).toBe('15.56');
    expect(rounded('15.559', 2, roundDown)).toBe('15.55');
  });

  it('pads with zeros when the value has fewer decimals', () => {
    expect(rounded('15.5', 2, roundDown)).toBe('15.50');
    expect(rounded('15', 0, roundDown)).toBe('15');
    expect(rounded('15.5', 0, roundHalfUp)).toBe('16');
  });

  it('throws invalid_decimals outside 0 to 100', () => {
    expect(() => round(decimal('1'), 101, roundUp)).toThrow(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
  });

  it('never lowers a value when rounding up and never raises it when rounding down', () => {
    fc.assert(
      fc.property(arbitraryDecimal, fc.integer({ min: 0, max: 10 }), (value, decimals) => {
        expect(compare(round(value, decimals, roundUp), value)).toBeGreaterThanOrEqual(0);
        expect(compare(round(value, decimals, roundDown), value)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('lies between rounding down and rounding up when rounding mathematically', () => {
    fc.assert(
      fc.property(arbitraryDecimal, fc.integer({ min: 0, max: 10 }), (value, decimals) => {
        const nearest = round(value, decimals, roundHalfUp);
        expect(compare(nearest, round(value, decimals, roundDown))).toBeGreaterThanOrEqual(0);
        expect(compare(nearest, round(value, decimals, roundUp))).toBeLessThanOrEqual(0);
      }),
    );
  });
});

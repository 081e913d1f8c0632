import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, decimalSign, parseDecimal } from './decimal.js';
import { SalaryError } from './errors.js';
import { toDecimalString } from './to-decimal-string.js';

describe('parseDecimal', () => {
  it('reads whole numbers, fractions and negatives as scaled integers', () => {
    expect(parseDecimal('1234.5')).toEqual({ units: 12345n, scale: 1 });
    expect(parseDecimal('-0.125')).toEqual({ units: -125n, scale: 3 });
    expect(parseDecimal('7')).toEqual({ units: 7n, scale: 0 });
    expect(parseDecimal('0.00')).toEqual({ units: 0n, scale: 2 });
  });

  it('keeps numbers far beyond the range of a float exact', () => {
    expect(parseDecimal('12345678901234567890.123456789')).toEqual({
      units: 12345678901234567890123456789n,
      scale: 9,
    });
  });

  it.each(['', '-', '.5', '5.', '1,5', '1.2.3', '1e5', ' 1', '+1', 'abc', '--1', '1-'])(
    'refuses %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe('decimalSign', () => {
  it('gives the sign parseDecimal reads, without a BigInt', () => {
    expect(decimalSign('15.52')).toBe(1);
    expect(decimalSign('-0.125')).toBe(-1);
    expect(decimalSign('-0.00')).toBe(0);
    expect(decimalSign('000')).toBe(0);
  });

  it.each(['', '-', '.5', '5.', '1,5', '1.2.3', '1e5', ' 1', '+1', 'abc', '--1', '1-'])(
    'gives null for %j, as parseDecimal refuses it',
    (text) => {
      expect(decimalSign(text)).toBeNull();
    },
  );

  it('agrees with parseDecimal on any text of digits, dots and minus signs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9.]{0,8}$/), (text) => {
        const parsed = parseDecimal(text);
        const expected = parsed === null ? null : parsed.units > 0n ? 1 : parsed.units < 0n ? -1 : 0;
        expect(decimalSign(text)).toBe(expected);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('decimal', () => {
  it('returns the parsed value', () => {
    expect(decimal('15.52')).toEqual({ units: 1552n, scale: 2 });
  });

  it('throws a SalaryError with code invalid_decimal for text that is not a number', () => {
    expect(() => decimal('15,52')).toThrow(SalaryError);
    expect(() => decimal('15,52')).toThrow(expect.objectContaining({ code: 'invalid_decimal' }));
  });
});

describe('toDecimalString', () => {
  it('writes exactly as many decimals as the scale', () => {
    expect(toDecimalString({ units: 12345n, scale: 2 })).toBe('123.45');
    expect(toDecimalString({ units: 5n, scale: 3 })).toBe('0.005');
    expect(toDecimalString({ units: -5n, scale: 2 })).toBe('-0.05');
    expect(toDecimalString({ units: 42n, scale: 0 })).toBe('42');
    expect(toDecimalString({ units: 0n, scale: 2 })).toBe('0.00');
  });

  it('gives back the text it was parsed from', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[1-9]\d{0,20}\.\d{1,20}$/), (text) => {
        expect(toDecimalString(decimal(text))).toBe(text);
      }),
    );
  });
});

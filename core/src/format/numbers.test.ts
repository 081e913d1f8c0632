import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalDecimal,
  formatAllDecimals,
  formatDecimal,
  formatEuro,
  formatPercentage,
  normaliseDecimal,
  readTypedDecimal,
  toFixedDecimal,
  typedDecimalError,
  toTypedDecimal,
} from './numbers.js';

describe('normaliseDecimal', () => {
  it('accepts a decimal comma, a dot and Dutch thousands separators', () => {
    expect(normaliseDecimal('15,52')).toBe('15.52');
    expect(normaliseDecimal('15.52')).toBe('15.52');
    expect(normaliseDecimal('1.234,56')).toBe('1234.56');
    expect(normaliseDecimal(' 2.446,44 ')).toBe('2446.44');
    expect(normaliseDecimal('€ 12,00')).toBe('12.00');
  });
  it('reads several thousands dots, and a dot before other than three digits or after a leading 0, as one number', () => {
    expect(normaliseDecimal('1.234.567')).toBe('1234567');
    expect(normaliseDecimal('1234.567')).toBe('1234.567');
    expect(normaliseDecimal('0.125')).toBe('0.125');
    expect(normaliseDecimal('-0,5')).toBe('-0.5');
  });
  it('refuses a dot before exactly three digits, which reads as thousands or as decimals', () => {
    for (const text of ['1.250', '8.333', '16.085', '-2.600', '€ 1.250'])
      expect(normaliseDecimal(text)).toBeNull();
    expect(readTypedDecimal('1.250')).toEqual({
      ok: false,
      reason: 'ambiguous',
      thousands: '1250',
      decimal: '1,250',
    });
  });
  it('refuses text that is not a number', () => {
    expect(normaliseDecimal('')).toBeNull();
    expect(normaliseDecimal('abc')).toBeNull();
    expect(normaliseDecimal('12,3,4')).toBeNull();
    expect(normaliseDecimal('1.23.4')).toBeNull();
  });
});

describe('typedDecimalError', () => {
  it('names both readings of a two-way number, the given message for no number, and nothing for a number', () => {
    expect(typedDecimalError(' 8.333 ', 'geen getal')).toBe(
      '8.333 is op twee manieren te lezen, als 8333 of als 8,333: schrijf 8333 of 8,333',
    );
    expect(typedDecimalError('acht', 'geen getal')).toBe('geen getal');
    expect(typedDecimalError('8,333', 'geen getal')).toBeNull();
  });
});

describe('toFixedDecimal', () => {
  it('rounds half up on the digits', () => {
    expect(toFixedDecimal('1.005', 2)).toBe('1.01');
    expect(toFixedDecimal('1.004', 2)).toBe('1.00');
    expect(toFixedDecimal('-1.005', 2)).toBe('-1.01');
    expect(toFixedDecimal('7', 2)).toBe('7.00');
    expect(toFixedDecimal('2.5', 0)).toBe('3');
    expect(toFixedDecimal('-0.001', 2)).toBe('0.00');
  });
  it('pads what needs no rounding exactly as rounding on the digits would', () => {
    // The rounding on the digits, as toFixedDecimal did it for every value before its padding shortcut.
    const byDigits = (value: string, decimals: number) => {
      const negative = value.startsWith('-');
      const [intRaw = '0', fracRaw = ''] = (negative ? value.slice(1) : value).split('.');
      const scaled = BigInt(intRaw + fracRaw.padEnd(decimals + 1, '0').slice(0, decimals + 1));
      const rounded = scaled / 10n + (scaled % 10n >= 5n ? 1n : 0n);
      const digits = rounded.toString().padStart(decimals + 1, '0');
      const sign = negative && rounded !== 0n ? '-' : '';
      const intPart = digits.slice(0, digits.length - decimals);
      return decimals === 0
        ? `${sign}${intPart}`
        : `${sign}${intPart}.${digits.slice(digits.length - decimals)}`;
    };
    const values = ['0', '-0', '0.0', '-0.00', '007.50', '-007.5', '15.52', '1234.5', '-3.1', '100', '0.05'];
    for (const value of values) {
      for (const decimals of [0, 1, 2, 3, 5]) {
        expect(toFixedDecimal(value, decimals), `${value} op ${decimals}`).toBe(byDigits(value, decimals));
      }
    }
  });
});

describe('formatEuro', () => {
  it('shows euros with a decimal comma, thousands dots and two decimals', () => {
    expect(formatEuro('1234.56')).toBe('€ 1.234,56');
    expect(formatEuro('15.5')).toBe('€ 15,50');
    expect(formatEuro('1000000')).toBe('€ 1.000.000,00');
    expect(formatEuro('-3.1')).toBe('€ -3,10');
  });
});

/** formatDecimal as it was before its one-pass shortcut: toFixedDecimal, then the comma and thousands dots. */
function formatByRounding(value: string, decimals: number): string {
  const fixed = toFixedDecimal(value, decimals);
  const negative = fixed.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fracPart === undefined ? '' : `,${fracPart}`}`;
}

/** Dot-decimal texts as parseDecimal reads them: leading zeros, negative zeros, long integers, many decimals. */
const dotDecimals = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^[0-9]{1,12}$/),
    fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
  )
  .map(
    ([negative, integer, fraction]) =>
      `${negative ? '-' : ''}${integer}${fraction === undefined ? '' : `.${fraction}`}`,
  );

describe('formatDecimal', () => {
  it('keeps the requested decimals', () => {
    expect(formatDecimal('14.71')).toBe('14,71');
    expect(formatDecimal('1014.11', 2)).toBe('1.014,11');
    expect(formatDecimal('-0.001', 2)).toBe('0,00');
    expect(formatDecimal('-0.00', 2)).toBe('0,00');
    expect(formatDecimal('0071234.5', 0)).toBe('71.235');
  });

  it('shows every dot decimal as rounding on the digits does, with or without rounding', () => {
    fc.assert(
      fc.property(dotDecimals, fc.integer({ min: 0, max: 5 }), (value, decimals) => {
        expect(formatDecimal(value, decimals)).toBe(formatByRounding(value, decimals));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('formatAllDecimals', () => {
  it('shows every decimal the text has and at least the minimum, never rounding', () => {
    expect(formatAllDecimals('1234.5')).toBe('1.234,50');
    expect(formatAllDecimals('14.829')).toBe('14,829');
    expect(formatAllDecimals('007')).toBe('7,00');
    expect(formatAllDecimals('-0.0')).toBe('0,00');
    expect(formatAllDecimals('-1234567.1')).toBe('-1.234.567,10');
    expect(formatAllDecimals('12', 0)).toBe('12');
  });

  it('is formatDecimal with as many decimals as the text has', () => {
    fc.assert(
      fc.property(dotDecimals, fc.integer({ min: 0, max: 3 }), (value, minimum) => {
        const decimals = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
        expect(formatAllDecimals(value, minimum)).toBe(formatByRounding(value, Math.max(minimum, decimals)));
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(['', '-', '.5', '5.', '1,5', '1.2.3', '1e5', ' 1', '+1', 'abc', '--1', '1-'])(
    'gives null for %j, which is no dot decimal',
    (text) => {
      expect(formatAllDecimals(text)).toBeNull();
    },
  );
});

describe('formatPercentage', () => {
  it('shows percentages with a decimal comma and no useless zeros', () => {
    expect(formatPercentage('8')).toBe('8 %');
    expect(formatPercentage('8.33')).toBe('8,33 %');
    expect(formatPercentage('10.50')).toBe('10,5 %');
  });
});

describe('canonicalDecimal', () => {
  it('drops trailing decimal zeros and leading integer zeros', () => {
    expect(canonicalDecimal('25.00')).toBe('25');
    expect(canonicalDecimal('7.50')).toBe('7.5');
    expect(canonicalDecimal('007')).toBe('7');
    expect(canonicalDecimal('0.50')).toBe('0.5');
    expect(canonicalDecimal('-0.0')).toBe('0');
    expect(canonicalDecimal('-1.10')).toBe('-1.1');
  });
});

describe('toTypedDecimal', () => {
  it('writes a wire decimal as the user would type it, without reading it as Dutch input', () => {
    expect(toTypedDecimal('8.33')).toBe('8,33');
    expect(toTypedDecimal('7.125')).toBe('7,125');
    expect(toTypedDecimal('1234.5')).toBe('1234,5');
    expect(toTypedDecimal('20')).toBe('20');
  });
});

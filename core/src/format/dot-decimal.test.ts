import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOT_A_DOT_DECIMAL,
  dotDecimalDot,
  dotDecimalNegative,
  dotDecimalNonZero,
  scanDotDecimal,
} from './dot-decimal.js';

/** The shape written out as a regular expression, independently of the scanner. */
const DOT_DECIMAL = /^-?\d+(\.\d+)?$/;

describe('scanDotDecimal', () => {
  it('reads sign, zero-ness and the dot of a dot decimal', () => {
    const scan = scanDotDecimal('-1234.50');
    expect(dotDecimalNegative(scan)).toBe(true);
    expect(dotDecimalNonZero(scan)).toBe(true);
    expect(dotDecimalDot(scan)).toBe(5);

    const zero = scanDotDecimal('-0.00');
    expect(dotDecimalNegative(zero)).toBe(true);
    expect(dotDecimalNonZero(zero)).toBe(false);
    expect(dotDecimalDot(zero)).toBe(2);

    const whole = scanDotDecimal('7');
    expect(dotDecimalNegative(whole)).toBe(false);
    expect(dotDecimalNonZero(whole)).toBe(true);
    expect(dotDecimalDot(whole)).toBe(-1);
  });

  it.each([
    '',
    '-',
    '.5',
    '5.',
    '1,5',
    '1.2.3',
    '1e5',
    ' 1',
    '1 ',
    '+1',
    'abc',
    '--1',
    '1-',
    '-.5',
    '1.234,56',
  ])('refuses %j', (text) => {
    expect(scanDotDecimal(text)).toBe(NOT_A_DOT_DECIMAL);
  });

  it('agrees with the written-out shape on any text of digits, dots, commas and minus signs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9.,]{0,10}$/), (text) => {
        const scan = scanDotDecimal(text);
        if (!DOT_DECIMAL.test(text)) {
          expect(scan).toBe(NOT_A_DOT_DECIMAL);
          return;
        }
        expect(dotDecimalNegative(scan)).toBe(text.startsWith('-'));
        expect(dotDecimalNonZero(scan)).toBe(/[1-9]/.test(text));
        expect(dotDecimalDot(scan)).toBe(text.indexOf('.'));
      }),
      { numRuns: 5_000 },
    );
  });
});

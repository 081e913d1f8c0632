import { describe, expect, it } from 'vitest';
import {
  compareDecimalStrings,
  wireDecimal,
  DECIMAL_INPUT_PATTERN,
  isDecimalInput,
  maxDecimalString,
  toDecimalString,
} from './decimal.js';

describe('DECIMAL_INPUT_PATTERN', () => {
  it('is digits with an optional comma and one or two decimals', () => {
    expect(DECIMAL_INPUT_PATTERN.source).toBe('^\\d+(,\\d{1,2})?$');
  });
});

describe('isDecimalInput', () => {
  it('accepts digits with a comma and 1 or 2 decimals', () => {
    expect(isDecimalInput('15')).toBe(true);
    expect(isDecimalInput('15,5')).toBe(true);
    expect(isDecimalInput('15,52')).toBe(true);
  });
  it('refuses three decimals, a dot, a bare comma, a sign and text', () => {
    expect(isDecimalInput('15,523')).toBe(false);
    expect(isDecimalInput('15.5')).toBe(false);
    expect(isDecimalInput('15,')).toBe(false);
    expect(isDecimalInput(',5')).toBe(false);
    expect(isDecimalInput('-1')).toBe(false);
    expect(isDecimalInput('abc')).toBe(false);
  });
});

describe('toDecimalString', () => {
  it('reads typed text with a decimal comma and finite numbers', () => {
    expect(toDecimalString('20,5')).toBe('20.5');
    expect(toDecimalString(' 144 ')).toBe('144');
    expect(toDecimalString(7.2)).toBe('7.2');
    expect(toDecimalString(1e-7)).toBe('0.0000001');
  });
  it('gives null for anything that is not a number', () => {
    expect(toDecimalString('twintig')).toBeNull();
    expect(toDecimalString(Number.NaN)).toBeNull();
    expect(toDecimalString(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDecimalString(true)).toBeNull();
    expect(toDecimalString(null)).toBeNull();
  });
});

describe('wireDecimal', () => {
  it('keeps a dot-decimal string as it is, three decimals too', () => {
    for (const value of ['7', '7.125', '-0.5', '1.234', '0.00']) expect(wireDecimal(value)).toBe(value);
  });
  it('refuses Dutch notation, grouping, signs and text', () => {
    for (const value of ['7,5', '1.234,56', '1.234.567', '+7', '.5', '7.', '€ 7', '', 'zeven']) {
      expect(wireDecimal(value)).toBeNull();
    }
  });
});

describe('compareDecimalStrings', () => {
  it('compares on the digits, whatever the number of decimals', () => {
    expect(compareDecimalStrings('7.2', '7.20')).toBe(0);
    expect(compareDecimalStrings('143.99', '144')).toBe(-1);
    expect(compareDecimalStrings('144.01', '144')).toBe(1);
    expect(compareDecimalStrings('0.1', '0.10000000000000000001')).toBe(-1);
  });
  it('orders negative numbers below positive ones', () => {
    expect(compareDecimalStrings('-1', '0')).toBe(-1);
    expect(compareDecimalStrings('-1.5', '-1.25')).toBe(-1);
  });
});

describe('maxDecimalString', () => {
  it('gives the larger value, and the first of two equal values', () => {
    expect(maxDecimalString('25', '20')).toBe('25');
    expect(maxDecimalString('8', '8.33')).toBe('8.33');
    expect(maxDecimalString('8.0', '8')).toBe('8.0');
  });
});

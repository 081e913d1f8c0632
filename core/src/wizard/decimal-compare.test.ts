import { describe, expect, it } from 'vitest';
import { compareDecimals, maxDecimal } from './decimal-compare.js';

describe('compareDecimals', () => {
  it('compares on the digits whatever the number of decimals', () => {
    expect(compareDecimals('20', '20.00')).toBe(0);
    expect(compareDecimals('143.99', '144')).toBe(-1);
    expect(compareDecimals('8.33', '8')).toBe(1);
    expect(compareDecimals('0.1', '0.09')).toBe(1);
  });
  it('handles negative numbers', () => {
    expect(compareDecimals('-1', '0')).toBe(-1);
    expect(compareDecimals('-0.5', '-0.25')).toBe(-1);
    expect(compareDecimals('-2', '-2.0')).toBe(0);
  });
  it('stays exact where binary floats are not', () => {
    expect(compareDecimals('0.30000000000000000001', '0.3')).toBe(1);
  });
});

describe('maxDecimal', () => {
  it('returns the larger value, the first when equal', () => {
    expect(maxDecimal('20', '25.5')).toBe('25.5');
    expect(maxDecimal('8.33', '8')).toBe('8.33');
    expect(maxDecimal('20.0', '20')).toBe('20.0');
  });
});

import { describe, expect, it } from 'vitest';
import { storedWageError, validateWage } from './validate-wage.js';

describe('validateWage', () => {
  it('accepts a typed wage with a decimal comma or dot and returns it with a dot', () => {
    expect(validateWage('15,52')).toEqual({ ok: true, value: '15.52' });
    expect(validateWage('15.52')).toEqual({ ok: true, value: '15.52' });
    expect(validateWage('1.234,56')).toEqual({ ok: true, value: '1234.56' });
  });

  it('reads several thousands dots as grouping and refuses one dot before three digits as two-way', () => {
    expect(validateWage('€ 1.234.567')).toEqual({ ok: true, value: '1234567' });
    for (const [typed, thousands, decimal] of [
      ['16.085', '16085', '16,085'],
      ['1.234', '1234', '1,234'],
      [' 2.600 ', '2600', '2,600'],
    ] as const) {
      expect(validateWage(typed)).toEqual({
        ok: false,
        error: {
          code: 'ambiguous',
          message: `${typed.trim()} is op twee manieren te lezen, als ${thousands} of als ${decimal}: schrijf ${thousands} of ${decimal}`,
        },
      });
    }
  });

  it('refuses an empty value', () => {
    expect(validateWage('  ')).toEqual({
      ok: false,
      error: { code: 'required', message: 'Veld is vereist' },
    });
  });

  it('refuses text that is not a number', () => {
    expect(validateWage('veel')).toEqual({
      ok: false,
      error: { code: 'numeric', message: 'Vul een geldig getal in' },
    });
  });

  it('refuses a value below the original value', () => {
    expect(validateWage('15,51', '15.52')).toEqual({
      ok: false,
      error: { code: 'below_minimum', message: 'Waarde moet minimaal 15,52 zijn' },
    });
    expect(validateWage('15,52', '15.52')).toEqual({ ok: true, value: '15.52' });
  });

  it('refuses a negative or zero wage', () => {
    for (const typed of ['-1', '0', '0,00']) {
      expect(validateWage(typed)).toEqual({
        ok: false,
        error: { code: 'not_positive', message: 'Waarde moet groter dan 0 zijn' },
      });
    }
  });
});

describe('storedWageError', () => {
  it('accepts a stored wage at or above its original, or any positive wage without one', () => {
    expect(storedWageError('15.52', '15.52')).toBeNull();
    expect(storedWageError('15.521', '15.52')).toBeNull();
    expect(storedWageError('16', '15.52')).toBeNull();
    expect(storedWageError('0.01')).toBeNull();
    expect(storedWageError('2500.00', null)).toBeNull();
  });

  it('reads a stored value as a dot decimal, never as Dutch input: 14.999 is below 15,52', () => {
    expect(storedWageError('14.999', '15.52')).toEqual({
      code: 'below_minimum',
      message: 'Waarde moet minimaal 15,52 zijn',
    });
    expect(storedWageError('14.99', '15.52')?.code).toBe('below_minimum');
    expect(storedWageError('15.519', '15.520')).toEqual({
      code: 'below_minimum',
      message: 'Waarde moet minimaal 15,52 zijn',
    });
  });

  it('refuses Dutch notation, grouping and text in a stored value', () => {
    for (const value of ['15,52', '1.234,56', '1.234.567', '€ 15', '15.', '.5', 'abc']) {
      expect(storedWageError(value)).toEqual({ code: 'numeric', message: 'Vul een geldig getal in' });
    }
  });

  it('refuses an empty, zero or negative wage, with or without an original', () => {
    expect(storedWageError(' ')).toEqual({ code: 'required', message: 'Veld is vereist' });
    for (const value of ['0', '0.00', '-0.00', '-5', '-3.00']) {
      expect(storedWageError(value)).toEqual({
        code: 'not_positive',
        message: 'Waarde moet groter dan 0 zijn',
      });
      expect(storedWageError(value, '0')?.code).toBe('not_positive');
    }
  });
});

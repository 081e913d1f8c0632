import { describe, expect, it } from 'vitest';
import { validateWage } from './validate-wage.js';

describe('validateWage', () => {
  it('accepts a typed wage with a decimal comma or dot and returns it with a dot', () => {
    expect(validateWage('15,52')).toEqual({ ok: true, value: '15.52' });
    expect(validateWage('15.52')).toEqual({ ok: true, value: '15.52' });
    expect(validateWage('1.234,56')).toEqual({ ok: true, value: '1234.56' });
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

  it('refuses a negative wage', () => {
    expect(validateWage('-1')).toEqual({
      ok: false,
      error: { code: 'below_minimum', message: 'Waarde moet minimaal 0 zijn' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { KVK_NOT_FOUND } from '../base/kvk.js';
import { isRequired, validateField } from './engine.js';
import { kvkNrFound, kvkNrNumeric, kvkNrRuleSet, kvkNrValid } from './kvk-rules.js';

describe('kvkNrNumeric', () => {
  it('takes digits typed in groups with spaces or dots, never as a decimal number that reads two ways', () => {
    for (const typed of ['69123456', '6912 3456', '69.12.34.56', '691.234'])
      expect(kvkNrNumeric(typed, {})).toBeNull();
    for (const typed of ['6912-3456', 'abc', '69,123'])
      expect(kvkNrNumeric(typed, {})).toBe('Vul een geldig getal in');
  });
});

describe('kvkNrValid', () => {
  it('accepts numbers that normalise to 8 digits, including ones failing the eleven-test', () => {
    expect(kvkNrValid('68750110', {})).toBeNull();
    expect(kvkNrValid('42084128', {})).toBeNull();
    expect(kvkNrValid('', {})).toBeNull();
  });
  it('says KVK nummer niet valide otherwise', () => {
    expect(kvkNrValid('123456789', {})).toBe('KVK nummer niet valide');
    expect(kvkNrValid('6875011A', {})).toBe('KVK nummer niet valide');
  });
});

describe('kvkNrFound', () => {
  const rule = kvkNrFound('handelsnaam');
  it('accepts a number whose lookup found a company', () => {
    expect(rule('68750110', { handelsnaam: 'Test BV Donald' })).toBeNull();
  });
  it("says KVK nummer niet valide while the lookup shows 'Niet gevonden'", () => {
    expect(KVK_NOT_FOUND).toBe('Niet gevonden');
    expect(rule('12345678', { handelsnaam: 'Niet gevonden' })).toBe('KVK nummer niet valide');
  });
});

describe('kvkNrRuleSet', () => {
  const set = kvkNrRuleSet('handelsnaam');
  it('is required', () => {
    expect(isRequired(set)).toBe(true);
  });
  it('accepts a found 8-digit number', () => {
    expect(validateField(set, '68750110', { handelsnaam: 'Test BV Donald' })).toBeNull();
  });
  it('reports the first failure: required, numeric, format, not found', () => {
    expect(validateField(set, '', {})).toBe('Veld is vereist');
    expect(validateField(set, 'abc', {})).toBe('Vul een geldig getal in');
    expect(validateField(set, '123456789', {})).toBe('KVK nummer niet valide');
    expect(validateField(set, '12345678', { handelsnaam: 'Niet gevonden' })).toBe('KVK nummer niet valide');
  });
});

import { describe, expect, it } from 'vitest';
import { isRequired, validateField } from './engine.js';
import {
  KVK_NOT_FOUND,
  kvkElevenTestWarning,
  kvkNrFound,
  kvkNrRuleSet,
  kvkNrValid,
  normaliseKvkNr,
  passesKvkElevenTest,
  shouldLookUpKvkNr,
} from './kvk.js';

describe('normaliseKvkNr', () => {
  it('strips spaces and dots and keeps a string of 8 digits', () => {
    expect(normaliseKvkNr('68750110')).toBe('68750110');
    expect(normaliseKvkNr(' 6875 0110 ')).toBe('68750110');
    expect(normaliseKvkNr('68.75.01.10')).toBe('68750110');
  });
  it('pads a number that lost its leading zero back to 8 digits', () => {
    expect(normaliseKvkNr('1234567')).toBe('01234567');
  });
  it('gives null for letters, more than 8 digits or nothing', () => {
    expect(normaliseKvkNr('6875011A')).toBeNull();
    expect(normaliseKvkNr('123456789')).toBeNull();
    expect(normaliseKvkNr(' . ')).toBeNull();
    expect(normaliseKvkNr('-1234567')).toBeNull();
  });
});

describe('passesKvkElevenTest', () => {
  it('passes the older test numbers and real numbers', () => {
    expect(passesKvkElevenTest('68750110')).toBe(true);
    expect(passesKvkElevenTest('69599084')).toBe(true);
    expect(passesKvkElevenTest('59581883')).toBe(true);
  });
  it('fails the newer preprod test numbers, which are valid nonetheless', () => {
    expect(passesKvkElevenTest('42084128')).toBe(false);
    expect(passesKvkElevenTest('42264003')).toBe(false);
  });
  it('fails anything that is not 8 digits', () => {
    expect(passesKvkElevenTest('1234')).toBe(false);
  });
});

describe('kvkElevenTestWarning', () => {
  it('is null for a number that passes, or that is not a KVK number at all', () => {
    expect(kvkElevenTestWarning('68750110')).toBeNull();
    expect(kvkElevenTestWarning('abc')).toBeNull();
  });
  it('warns for a number that fails the eleven-test', () => {
    expect(kvkElevenTestWarning('42084128')).toBe(
      'Controleer het KVK nummer: het voldoet niet aan de elfproef',
    );
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

describe('shouldLookUpKvkNr', () => {
  it('is true for a number of at most 8 characters', () => {
    expect(shouldLookUpKvkNr('68750110')).toBe(true);
    expect(shouldLookUpKvkNr('1')).toBe(true);
  });
  it('is false for nothing or more than 8 characters', () => {
    expect(shouldLookUpKvkNr('  ')).toBe(false);
    expect(shouldLookUpKvkNr('68.75.01.10')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { kvkElevenTestWarning, normaliseKvkNr, passesKvkElevenTest, shouldLookUpKvkNr } from './kvk.js';

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

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payscaleKeyError, payscaleKeyErrors } from './payscale-key.js';

describe('payscaleKeyError', () => {
  it('accepts a new key of up to 10 characters', () => {
    expect(payscaleKeyError('C', ['A', 'B'])).toBeNull();
    expect(payscaleKeyError('K'.repeat(10), ['A', 'B'])).toBeNull();
    expect(payscaleKeyError(' C ', ['A', 'B'])).toBeNull();
  });

  it('is required, at most 10 characters and unique with case and spaces ignored', () => {
    expect(payscaleKeyError(' ', ['A'])).toEqual({ code: 'required', message: 'Veld is vereist' });
    expect(payscaleKeyError('K'.repeat(11), ['A'])).toEqual({
      code: 'too_long',
      message: 'Maximaal 10 karakters',
    });
    for (const key of ['b', ' B', 'B ']) {
      expect(payscaleKeyError(key, ['A', 'B'])).toEqual({
        code: 'unique',
        message: 'Waarde moet uniek zijn',
      });
    }
    expect(payscaleKeyError('lg1', ['LG1'])?.code).toBe('unique');
  });
});

describe('payscaleKeyErrors', () => {
  it('gives each key of a row what payscaleKeyError gives it against the others', () => {
    const key = fc.oneof(
      fc.constantFrom('LG1', 'lg1', ' LG1 ', '', '  ', 'A'.repeat(11), 'ß', 'SS', 'İ', 'i'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 8 }), (keys) => {
        const one = keys.map((each, index) =>
          payscaleKeyError(
            each,
            keys.filter((_, other) => other !== index),
          ),
        );
        expect(payscaleKeyErrors(keys)).toEqual(one);
      }),
      { numRuns: 2000 },
    );
  });

  it('marks both of two keys that differ only in case and spaces', () => {
    expect(payscaleKeyErrors(['LG1', ' lg1', 'LG2']).map((error) => error?.message ?? null)).toEqual([
      payscaleKeyError('LG1', [' lg1'])?.message,
      payscaleKeyError(' lg1', ['LG1'])?.message,
      null,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { payscaleKeyError } from './payscale-key.js';

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

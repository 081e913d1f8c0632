import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextPayscaleKey } from './next-payscale-key.js';

describe('nextPayscaleKey', () => {
  it('counts numbers up', () => {
    expect(nextPayscaleKey(['1', '2'])).toBe('3');
    expect(nextPayscaleKey(['8', '9'])).toBe('10');
    expect(nextPayscaleKey(['A3'])).toBe('A4');
    expect(nextPayscaleKey(['LG9'])).toBe('LG10');
  });

  it('keeps leading zeros of a number', () => {
    expect(nextPayscaleKey(['S01'])).toBe('S02');
    expect(nextPayscaleKey(['S09'])).toBe('S10');
  });

  it('counts letters up like spreadsheet columns', () => {
    expect(nextPayscaleKey(['A'])).toBe('B');
    expect(nextPayscaleKey(['Z'])).toBe('AA');
    expect(nextPayscaleKey(['AZ'])).toBe('BA');
    expect(nextPayscaleKey(['ZZ'])).toBe('AAA');
    expect(nextPayscaleKey(['b'])).toBe('c');
    expect(nextPayscaleKey(['z'])).toBe('aa');
    expect(nextPayscaleKey(['Schaal C'])).toBe('Schaal D');
  });

  it('never gives a key that is taken with another case', () => {
    expect(nextPayscaleKey(['LG2', 'lg1'])).toBe('lg3');
    expect(nextPayscaleKey(['B', 'a'])).toBe('c');
  });

  it('follows the last key, not the highest', () => {
    expect(nextPayscaleKey(['10', '3'])).toBe('4');
  });

  it('starts at 1 without keys', () => {
    expect(nextPayscaleKey([])).toBe('1');
    expect(nextPayscaleKey([''])).toBe('1');
  });

  it('appends a 1 to a key that ends in neither a digit nor a letter', () => {
    expect(nextPayscaleKey(['A-'])).toBe('A-1');
  });

  it('skips keys that are already taken', () => {
    expect(nextPayscaleKey(['B', 'C', 'A'])).toBe('D');
    expect(nextPayscaleKey(['2', '3', '1'])).toBe('4');
  });

  it('falls back to the lowest free number when counting on would pass 10 characters', () => {
    expect(nextPayscaleKey(['9999999999'])).toBe('1');
    expect(nextPayscaleKey(['1', '2', 'ZZZZZZZZZZ'])).toBe('3');
    expect(nextPayscaleKey(['ABCDEFGHI-'])).toBe('1');
  });

  it('keeps the keys unique and at most 10 characters after any sequence of additions', () => {
    const key = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.stringMatching(/^[A-Z]{0,3}\d{0,3}$/),
      fc.constantFrom('Z', '9', 'ZZZZZZZZZZ', '9999999999'),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        (start, additions) => {
          const keys = [...start];
          for (let i = 0; i < additions; i += 1) {
            const next = nextPayscaleKey(keys);
            expect(keys).not.toContain(next);
            expect(next.length).toBeLessThanOrEqual(10);
            expect(next.length).toBeGreaterThan(0);
            keys.push(next);
          }
        },
      ),
    );
  });
});

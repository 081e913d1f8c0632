import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredText, idField, queryIdField, optionalText, passwordField } from '../schemas/fields.js';
import { MESSAGES } from './messages.js';
import { findUnstorableValues, INT4_MAX, INT4_MIN, isInt4, isStorableText } from './storable.js';

describe('isStorableText', () => {
  it('takes Dutch text, whole emoji and other planes', () => {
    for (const text of ['', 'Schoonmaak BV', 'één café, € 1.234,56', '😀 👍🏽', '𝄞', '\t\n']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses a NUL character and a lone high or low surrogate, wherever it stands', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\uD83D',
      'a\uD83Db',
      '\uDE00',
      'a\uDE00',
      '\uDE00\uD83D',
      '😀\uD83D',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('agrees with the written-out rule on any text of UTF-16 code units', () => {
    // The rule as it reads: no NUL, no high surrogate without a low one after it, no low one without a high
    // one before it. isStorableText uses the engine's isWellFormed where there is one.
    const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const unit = fc.constantFrom('a', '\u0000', '\uD83D', '\uDE00', '€', '😀');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 6 }), (units) => {
        const text = units.join('');
        expect(isStorableText(text)).toBe(!text.includes('\u0000') && !LONE.test(text));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('isInt4', () => {
  it('holds from -2,147,483,648 to 2,147,483,647 for whole numbers only', () => {
    expect([INT4_MIN, -1, 0, 1, INT4_MAX].every(isInt4)).toBe(true);
    expect([INT4_MIN - 1, INT4_MAX + 1, 2 ** 53 + 2, 1e300, 1.5, Number.NaN, Infinity].some(isInt4)).toBe(
      false,
    );
  });
});

describe('findUnstorableValues', () => {
  it('finds nothing in an ordinary body, fractions included', () => {
    expect(
      findUnstorableValues({ name: 'Anna', hours: 38.5, ids: [1, 2], big: 1234.5678, nested: { a: null } }),
    ).toEqual([]);
  });

  it('names the path of each text, key and whole number the database cannot take', () => {
    expect(
      findUnstorableValues({
        name: 'a\u0000',
        tables: [{ rows: [{ wage: '15.52', label: '\uD800' }] }],
        ['sleutel\u0000']: 'x',
        id: INT4_MAX + 1,
        negative: INT4_MIN - 1,
        huge: 1e300,
      }),
    ).toEqual([
      { path: ['name'], message: MESSAGES.invalidCharacter },
      { path: ['tables', 0, 'rows', 0, 'label'], message: MESSAGES.invalidCharacter },
      { path: ['sleutel\u0000'], message: MESSAGES.invalidCharacter },
      { path: ['id'], message: MESSAGES.invalidValue },
      { path: ['negative'], message: MESSAGES.invalidValue },
      { path: ['huge'], message: MESSAGES.invalidValue },
    ]);
  });

  it('checks a bare text or number too, and stops after the limit', () => {
    expect(findUnstorableValues('\u0000')).toEqual([{ path: [], message: MESSAGES.invalidCharacter }]);
    expect(
      findUnstorableValues(
        Array.from({ length: 1000 }, () => '\u0000'),
        5,
      ),
    ).toHaveLength(5);
  });
});

describe('the field schemas use the same rule', () => {
  it('text and password fields refuse an unstorable character with the message', () => {
    for (const schema of [requiredText(), optionalText(50), passwordField]) {
      const result = schema.safeParse('wacht\u0000woord');
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidCharacter]);
      expect(schema.safeParse('wachtwoord 😀').success).toBe(true);
    }
  });

  it('ids and query ids stay within the integer column', () => {
    expect(idField.safeParse(INT4_MAX).success).toBe(true);
    expect(idField.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(queryIdField.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [String(INT4_MAX + 1), '99999999999', '9007199254740993']) {
      const result = queryIdField.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.invalidValue]);
    }
  });
});

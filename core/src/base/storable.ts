import { MESSAGES } from './messages.js';

/**
 * What the database can store as it was sent, for every value of every request: PostgreSQL text holds no
 * NUL character, a lone UTF-16 surrogate is not a character at all (JSON and JavaScript allow one, UTF-8
 * cannot encode it), and an id or number column is a 32-bit integer. The server refuses such a value under
 * its field before any schema or query sees it (server/src/http/validation.ts), and the field schemas of
 * core/src/schemas/fields.ts use the same tests, so a form in the portal shows the same message.
 */

/** The largest value of a PostgreSQL integer (int4) column: every id, version and count of ours. */
export const INT4_MAX = 2_147_483_647;
/** The smallest value of a PostgreSQL integer column. */
export const INT4_MIN = -2_147_483_648;

/** A high surrogate without its low half, or a low half without its high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored and read back exactly: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Whether a whole number fits an integer column (and so is read back as the same number). */
export function isInt4(value: number): boolean {
  return Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX;
}

/** One value of a request that cannot be stored as sent: its path (keys and indexes) and the message. */
export interface UnstorableValue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * Every value in a parsed request part (a JSON body, a query, path parameters) that the database cannot
 * store as sent: a text with an unstorable character, also in an object key ('Bevat een ongeldig teken'),
 * and a whole number beyond an integer column ('Vul een geldige waarde in'; a JSON number above 2^53 is not
 * even read as the number that was written). Fractions are left to the field's own schema. At most `limit`
 * findings, so a hostile body of a million bad strings costs no more than the first few.
 */
export function findUnstorableValues(value: unknown, limit = 20): UnstorableValue[] {
  const found: UnstorableValue[] = [];
  const visit = (current: unknown, path: (string | number)[]): void => {
    if (found.length >= limit) return;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push({ path, message: MESSAGES.invalidCharacter });
    } else if (typeof current === 'number') {
      if (Number.isInteger(current) && !isInt4(current)) found.push({ path, message: MESSAGES.invalidValue });
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => visit(item, [...path, index]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) found.push({ path: [...path, key], message: MESSAGES.invalidCharacter });
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return found.slice(0, limit);
}

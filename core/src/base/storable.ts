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

/** String.prototype.isWellFormed (ES2024; Node 20, current browsers), which lib ES2023 does not declare. */
interface WellFormedString {
  isWellFormed(): boolean;
}
const HAS_IS_WELL_FORMED = typeof (String.prototype as Partial<WellFormedString>).isWellFormed === 'function';

/** Whether a text can be stored and read back exactly: no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  // The same test as the expression, without it where the engine has one: every value of every request
  // passes here.
  return HAS_IS_WELL_FORMED
    ? (text as unknown as WellFormedString).isWellFormed()
    : !LONE_SURROGATE.test(text);
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
  // One path, grown and shrunk along the walk; copied only for a finding (a body has thousands of values).
  const path: (string | number)[] = [];
  const visit = (current: unknown): void => {
    if (found.length >= limit) return;
    if (typeof current === 'string') {
      if (!isStorableText(current)) found.push({ path: [...path], message: MESSAGES.invalidCharacter });
    } else if (typeof current === 'number') {
      if (Number.isInteger(current) && !isInt4(current))
        found.push({ path: [...path], message: MESSAGES.invalidValue });
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) {
        path.push(index);
        visit(current[index]);
        path.pop();
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        path.push(key);
        if (!isStorableText(key)) found.push({ path: [...path], message: MESSAGES.invalidCharacter });
        else visit((current as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  visit(value);
  return found.slice(0, limit);
}

import { MESSAGES } from './messages.js';
import { ALL_AGES_KEY } from './constants.js';

/**
 * The ages of a salary table, one meaning everywhere (the API, CSV, the wizards, the minimum-wage check and
 * the SETU export). A full_table's age key is 'null', the row for all ages, or a whole age ('18'). In a table
 * with whole ages (youth rows) the 'null' row is for everyone older than the oldest of them: with 18, 19
 * and 20 it is the row for 21 and older.
 */

/** The youngest and oldest whole age a table may have a row for. */
export const MIN_AGE = 13;
export const MAX_AGE = 99;

export const AGE_MESSAGES = {
  key: `Leeftijd moet alle leeftijden (null) of een hele leeftijd van ${MIN_AGE} tot en met ${MAX_AGE} zijn`,
  /** A CSV age in none of the spellings readAgeText knows. */
  unknown: (text: string) =>
    `Onbekende leeftijd '${text}': schrijf een hele leeftijd (18 of 18 jaar), ${MESSAGES.allAges}, of 21+ voor de rij na de leeftijden tot en met 20`,
  /** '21+' in a table whose youth rows do not end at 20. */
  olderWithoutYouth: (text: string, from: number) =>
    `${text} kan alleen de rij na de leeftijden tot en met ${from - 1} zijn: geef die leeftijden ook, of schrijf ${MESSAGES.allAges}`,
  olderNotFollowing: (text: string, oldest: number) =>
    `${text} sluit niet aan op de oudste leeftijd van deze tabel (${oldest}): schrijf ${oldest + 1}+ of ${MESSAGES.allAges}`,
  olderTwice: (text: string) =>
    `${text} is dezelfde rij als ${MESSAGES.allAges} of een andere leeftijd met +: geef die rij één keer`,
} as const;

const WHOLE_AGE = /^[1-9]\d?$/;

/** An age key as a place names it: MESSAGES.allAges for null, else the age ('leeftijd 18' in a message). */
export function ageName(key: string): string {
  return key === ALL_AGES_KEY ? MESSAGES.allAges : key;
}

/** An age key as a row is titled: MESSAGES.allAges for null, else '18 jaar'. */
export function ageLabel(key: string): string {
  return key === ALL_AGES_KEY ? MESSAGES.allAges : `${key} jaar`;
}

/** Why `key` is not an age key of a full_table; null when it is one ('null', or '13' to '99' as written). */
export function ageKeyError(key: string): string | null {
  if (key === ALL_AGES_KEY) return null;
  if (!WHOLE_AGE.test(key)) return AGE_MESSAGES.key;
  const age = Number(key);
  return age < MIN_AGE || age > MAX_AGE ? AGE_MESSAGES.key : null;
}

/** The whole ages (youth rows) of a table's age keys, youngest first. */
export function wholeAges(keys: Iterable<string>): number[] {
  return [...keys]
    .filter((key) => key !== ALL_AGES_KEY && ageKeyError(key) === null)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Who a row of a table is for: a whole age is that age only, except that the oldest whole age of a table
 * without a 'null' row is for that age and older; the 'null' row is for everyone older than the oldest whole
 * age (everyone when there is none). `from` and `to` are inclusive; `to` null is no upper bound.
 */
export function ageRange(key: string, keys: Iterable<string>): { from: number | null; to: number | null } {
  const all = [...keys];
  const ages = wholeAges(all);
  const oldest = ages.at(-1);
  if (key === ALL_AGES_KEY) return { from: oldest === undefined ? null : oldest + 1, to: null };
  const age = Number(key);
  const open = age === oldest && !all.includes(ALL_AGES_KEY);
  return { from: age === ages[0] ? null : age, to: open ? null : age };
}

/** How a CSV age cell reads: an age key, 'N and older' (resolved per table), or not an age. */
export type AgeText =
  { kind: 'key'; key: string } | { kind: 'older'; from: number } | { kind: 'unknown'; message: string };

const ALL_AGES_TEXT = MESSAGES.allAges.toLowerCase();
const YEARS = /^(\d{1,2})(\s*jaar)?$/;
const OLDER = /^(?:(\d{1,2})\s*\+|(\d{1,2})\s*jaar\s*(?:en|of)\s*ouder|vanaf\s*(\d{1,2})\s*jaar)$/;

/**
 * Reads the age of a CSV row: empty, 'null' or MESSAGES.allAges (any case) is all ages; '18' or '18 jaar' is 18; '21+',
 * '21 jaar en ouder', '21 jaar of ouder' and 'vanaf 21 jaar' are 'older' (the 'null' row, when the table's
 * whole ages end at 20: resolveOlder); anything else ('abc', '-3', '18.5', '18-20') is refused.
 */
export function readAgeText(text: string): AgeText {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '' || value === ALL_AGES_KEY || value === ALL_AGES_TEXT)
    return { kind: 'key', key: ALL_AGES_KEY };
  const years = YEARS.exec(value);
  if (years !== null) {
    const key = String(Number(years[1]));
    return ageKeyError(key) === null ? { kind: 'key', key } : { kind: 'unknown', message: AGE_MESSAGES.key };
  }
  const older = OLDER.exec(value);
  if (older !== null) {
    const from = Number(older[1] ?? older[2] ?? older[3]);
    if (from > MIN_AGE && from <= MAX_AGE) return { kind: 'older', from };
  }
  return { kind: 'unknown', message: AGE_MESSAGES.unknown(text.trim()) };
}

/**
 * Whether 'N and older' (`text`, read as `from`) is the 'null' row of a table with these other age keys: only
 * when the table's whole ages end at N - 1 and it has no 'null' row of its own. Gives the Dutch refusal
 * otherwise.
 */
export function resolveOlder(text: string, from: number, otherKeys: Iterable<string>): string | null {
  const keys = [...otherKeys];
  if (keys.includes(ALL_AGES_KEY)) return AGE_MESSAGES.olderTwice(text);
  const oldest = wholeAges(keys).at(-1);
  if (oldest === undefined) return AGE_MESSAGES.olderWithoutYouth(text, from);
  if (oldest !== from - 1) return AGE_MESSAGES.olderNotFollowing(text, oldest);
  return null;
}

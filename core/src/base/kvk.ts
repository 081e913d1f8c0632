import { MESSAGES } from './messages.js';

/**
 * KVK numbers (reference/kvk.md 3.5): officially exactly 8 digits, no documented check digit. Stored as an
 * 8-character string, never as a number, so leading zeros survive.
 */

/** The company name the KVK lookup shows when it finds nothing or fails. */
export const KVK_NOT_FOUND = 'Niet gevonden';

/** The eleven-test weights some older tools apply to KVK numbers (not an official rule). */
const ELEVEN_TEST_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

/**
 * A typed KVK number as stored: spaces and dots removed, left-padded with zeros to 8 digits (a spreadsheet
 * that read the number as a number dropped its leading zero). Null when what remains is not 1 to 8 digits.
 */
export function normaliseKvkNr(text: string): string | null {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d{1,8}$/.test(digits) ? digits.padStart(8, '0') : null;
}

/**
 * Whether the 8 digits pass the eleven-test (weights 8 to 1, sum divisible by 11). KVK does not guarantee it:
 * its own newer test numbers fail it, so it may only feed a warning, never block.
 */
export function passesKvkElevenTest(kvkNr: string): boolean {
  if (!/^\d{8}$/.test(kvkNr)) return false;
  const sum = ELEVEN_TEST_WEIGHTS.reduce((total, weight, index) => total + weight * Number(kvkNr[index]), 0);
  return sum % 11 === 0;
}

/**
 * A soft warning for a valid-looking number that fails the eleven-test, or null. Shown beside the field,
 * it never makes the form invalid.
 */
export function kvkElevenTestWarning(text: string): string | null {
  const kvkNr = normaliseKvkNr(text);
  return kvkNr === null || passesKvkElevenTest(kvkNr) ? null : MESSAGES.kvkElevenTestWarning;
}

/** Whether the KVK lookup should run for this text: present and at most 8 characters (SPEC 5.2, links). */
export function shouldLookUpKvkNr(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= 8;
}

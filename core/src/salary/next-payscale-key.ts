import { uniqueKey } from '../base/unique-key.js';
import { MAX_LENGTH } from '../base/limits.js';

const FIRST_KEY = '1';

/**
 * The key for a new payscale row, following the last existing key: a trailing number counts up and keeps
 * its leading zeros ('9' to '10', 'A3' to 'A4', 'LG09' to 'LG10'), trailing letters count like a
 * spreadsheet column ('A' to 'B', 'Z' to 'AA', 'Az' to 'Ba'), anything else gets a '1' appended. The result
 * is never one of the existing keys and never longer than 10 characters (SPEC.md: payscale key max 10); when
 * counting on from the last key cannot give that, it is the lowest free number. No keys gives '1'.
 */
export function nextPayscaleKey(existingKeys: readonly string[]): string {
  // Taken as payscaleKeyError compares: 'lg2' is taken when 'LG2' is.
  const taken = new Set(existingKeys.map(uniqueKey));
  const last = existingKeys.at(-1)?.trim() ?? '';
  if (last !== '') {
    let candidate = increment(last);
    while (candidate.length <= MAX_LENGTH.payscaleKey) {
      if (!taken.has(uniqueKey(candidate))) return candidate;
      candidate = increment(candidate);
    }
  }
  let number = Number(FIRST_KEY);
  while (taken.has(uniqueKey(String(number)))) number += 1;
  return String(number);
}

/** The key after this one, by the rules of nextPayscaleKey (without the uniqueness and length checks). */
function increment(key: string): string {
  const digits = /\d+$/.exec(key);
  if (digits) {
    const prefix = key.slice(0, digits.index);
    const next = (BigInt(digits[0]) + 1n).toString();
    return prefix + next.padStart(digits[0].length, '0');
  }
  const letters = /[a-zA-Z]+$/.exec(key);
  if (letters) return key.slice(0, letters.index) + incrementLetters(letters[0]);
  return `${key}${FIRST_KEY}`;
}

/** 'A' to 'B', 'Z' to 'AA', 'AZ' to 'BA', 'zz' to 'aaa': counting in letters, keeping upper or lower case. */
function incrementLetters(letters: string): string {
  const chars = [...letters];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    const char = chars[index]!;
    if (char === 'Z' || char === 'z') {
      chars[index] = char === 'Z' ? 'A' : 'a';
      continue;
    }
    chars[index] = String.fromCharCode(char.charCodeAt(0) + 1);
    return chars.join('');
  }
  const first = letters[0]!;
  return (first === first.toUpperCase() ? 'A' : 'a') + chars.join('');
}

import { MAX_LENGTH } from '../base/limits.js';
import { uniqueKey } from '../base/unique-key.js';
import { fullTableErrors, type FullTableError } from './full-table-error.js';

/**
 * The one check of a payscale key (SPEC.md step 4): required, at most 10 characters, and unique among
 * `others`, compared as core's unique rule compares (trimmed, case ignored: 'lg1' is taken when 'LG1' is).
 * Null when the key may be used. addPayscale, renamePayscale, nextPayscaleKey and the step-4 rules use it.
 */
export function payscaleKeyError(key: string, others: readonly string[]): FullTableError | null {
  const shape = payscaleKeyShapeError(key);
  if (shape !== null) return shape;
  const wanted = uniqueKey(key);
  if (others.some((other) => uniqueKey(other) === wanted)) return fullTableErrors.unique();
  return null;
}

/**
 * payscaleKeyError of every key of one row of keys against the others, in the order given: each key compared
 * once (uniqueKey is locale-aware and not cheap), so a table with many payscales is checked in linear time.
 */
export function payscaleKeyErrors(keys: readonly string[]): (FullTableError | null)[] {
  const compared = keys.map(uniqueKey);
  const counts = new Map<string, number>();
  for (const key of compared) counts.set(key, (counts.get(key) ?? 0) + 1);
  return keys.map((key, index) => {
    const shape = payscaleKeyShapeError(key);
    if (shape !== null) return shape;
    return (counts.get(compared[index]!) ?? 0) > 1 ? fullTableErrors.unique() : null;
  });
}

/** Required and at most 10 characters, the part of the check that needs no other keys. */
function payscaleKeyShapeError(key: string): FullTableError | null {
  const trimmed = key.trim();
  if (trimmed === '') return fullTableErrors.required();
  if (trimmed.length > MAX_LENGTH.payscaleKey) return fullTableErrors.payscaleTooLong();
  return null;
}

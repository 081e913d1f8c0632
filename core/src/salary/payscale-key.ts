import { MAX_LENGTH } from '../base/limits.js';
import { uniqueKey } from '../base/unique-key.js';
import { fullTableErrors, type FullTableError } from './full-table-error.js';

/**
 * The one check of a payscale key (SPEC.md step 4): required, at most 10 characters, and unique among
 * `others`, compared as core's unique rule compares (trimmed, case ignored: 'lg1' is taken when 'LG1' is).
 * Null when the key may be used. addPayscale, renamePayscale, nextPayscaleKey and the step-4 rules use it.
 */
export function payscaleKeyError(key: string, others: readonly string[]): FullTableError | null {
  const trimmed = key.trim();
  if (trimmed === '') return fullTableErrors.required();
  if (trimmed.length > MAX_LENGTH.payscaleKey) return fullTableErrors.payscaleTooLong();
  const wanted = uniqueKey(trimmed);
  if (others.some((other) => uniqueKey(other) === wanted)) return fullTableErrors.unique();
  return null;
}

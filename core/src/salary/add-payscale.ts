import { ALL_AGES_KEY } from '../base/constants.js';
import type { FullTable } from '../schemas/salary-table.js';
import { changed, refused, type FullTableResult } from './full-table-error.js';
import { nextPayscaleKey } from './next-payscale-key.js';
import { payscaleKeyError } from './payscale-key.js';
import { payscaleKeys } from './table-keys.js';

/**
 * Adds a payscale row to every age, with no wages yet. The key defaults to nextPayscaleKey of the existing
 * keys; a given key must pass payscaleKeyError (required, at most 10 characters, unique with case ignored).
 * A table without ages gets the row under 'null' (all ages).
 */
export function addPayscale(fullTable: FullTable, payscale?: string): FullTableResult {
  const existing = payscaleKeys(fullTable);
  const key = payscale === undefined ? nextPayscaleKey(existing) : payscale.trim();
  const error = payscaleKeyError(key, existing);
  if (error !== null) return refused(error);
  const ages = Object.keys(fullTable);
  const result: FullTable = {};
  for (const age of ages.length === 0 ? [ALL_AGES_KEY] : ages) result[age] = { ...fullTable[age], [key]: {} };
  return changed(result);
}

import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { payscaleKeyError } from './payscale-key.js';
import { payscaleKeys } from './table-keys.js';

/**
 * Renames a payscale row in every age, keeping its wages and its place. The new key must pass
 * payscaleKeyError against the other keys (required, at most 10 characters, unique with case ignored), so a
 * key may change only its case.
 */
export function renamePayscale(fullTable: FullTable, payscale: string, newKey: string): FullTableResult {
  const existing = payscaleKeys(fullTable);
  if (!existing.includes(payscale)) return refused(fullTableErrors.unknownPayscale());
  const key = newKey.trim();
  const error = payscaleKeyError(
    key,
    existing.filter((other) => other !== payscale),
  );
  if (error !== null) return refused(error);
  const result: FullTable = {};
  for (const [age, payscales] of Object.entries(fullTable)) {
    result[age] = Object.fromEntries(
      Object.entries(payscales).map(([name, cells]) => [name === payscale ? key : name, cells]),
    );
  }
  return changed(result);
}

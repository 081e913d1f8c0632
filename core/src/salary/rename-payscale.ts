import { MAX_LENGTH } from '../rules/limits.js';
import { uniqueKey } from '../rules/generic.js';
import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { payscaleKeys } from './table-keys.js';

/**
 * Renames a payscale row in every age, keeping its wages and its place. The new key is required, at most 10
 * characters and unique among the other keys (compared like core's unique rule: trimmed, case ignored), so a
 * key may change only its case.
 */
export function renamePayscale(fullTable: FullTable, payscale: string, newKey: string): FullTableResult {
  const existing = payscaleKeys(fullTable);
  if (!existing.includes(payscale)) return refused(fullTableErrors.unknownPayscale());
  const key = newKey.trim();
  if (key === '') return refused(fullTableErrors.required());
  if (key.length > MAX_LENGTH.payscaleKey) return refused(fullTableErrors.payscaleTooLong());
  const others = existing.filter((other) => other !== payscale).map(uniqueKey);
  if (others.includes(uniqueKey(key))) return refused(fullTableErrors.unique());
  const result: FullTable = {};
  for (const [age, payscales] of Object.entries(fullTable)) {
    result[age] = Object.fromEntries(
      Object.entries(payscales).map(([name, cells]) => [name === payscale ? key : name, cells]),
    );
  }
  return changed(result);
}

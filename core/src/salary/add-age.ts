import { ALL_AGES_KEY } from '../base/constants.js';
import { ageKeyError } from '../base/ages.js';
import type { FullTable } from '../schemas/salary-table.js';
import { changed, fullTableErrors, refused, type FullTableResult } from './full-table-error.js';
import { ownValue, payscaleKeys } from './table-keys.js';

const WHOLE_NUMBER = /^\d+$/;

/**
 * Adds an age row. The age is a whole number ('18') or 'null' for all ages (SPEC.md: 'New age required,
 * numeric'), and unique in the table. The new row copies the wages of `copyFrom` when given; otherwise it
 * has every payscale of the table with no wages yet (a periodical without a value is not created).
 */
export function addAge(fullTable: FullTable, age: string, copyFrom?: string): FullTableResult {
  const key = age.trim();
  if (key === '') return refused(fullTableErrors.required());
  if (key !== ALL_AGES_KEY && !WHOLE_NUMBER.test(key)) return refused(fullTableErrors.numeric());
  const normalised = key === ALL_AGES_KEY ? key : String(Number(key));
  const invalid = ageKeyError(normalised);
  if (invalid !== null) return refused(fullTableErrors.invalidAge(invalid));
  if (Object.hasOwn(fullTable, normalised)) return refused(fullTableErrors.unique());
  if (copyFrom !== undefined) {
    const source = ownValue(fullTable, copyFrom);
    if (source === undefined) return refused(fullTableErrors.unknownAge());
    const copy = Object.fromEntries(
      Object.entries(source).map(([payscale, cells]) => [payscale, { ...cells }]),
    );
    return changed({ ...fullTable, [normalised]: copy });
  }
  const row = Object.fromEntries(payscaleKeys(fullTable).map((payscale) => [payscale, {}]));
  return changed({ ...fullTable, [normalised]: row });
}

import { normaliseDecimal } from '../format/numbers.js';
import { compare } from './compare.js';
import { parseDecimal } from './decimal.js';
import { fullTableErrors, type FullTableError } from './full-table-error.js';

/** A wage the user typed, checked: the dot-decimal value to store, or the Dutch reason it is refused. */
export type WageCheck = { ok: true; value: string } | { ok: false; error: FullTableError };

/**
 * Checks a wage typed into a salary cell ('15,52', '15.52', '1.234,56'): required, a number, not below zero
 * and not below `minimum` (the cell's original cao value, SPEC.md: 'Salary cell required, minimum the
 * original value'). Returns the dot-decimal value to store.
 */
export function validateWage(text: string, minimum: string | null = null): WageCheck {
  if (text.trim() === '') return { ok: false, error: fullTableErrors.required() };
  const normalised = normaliseDecimal(text);
  const value = normalised === null ? null : parseDecimal(normalised);
  if (normalised === null || value === null) return { ok: false, error: fullTableErrors.numeric() };
  const floor = minimum === null ? null : parseDecimal(minimum);
  if (floor !== null && floor.units > 0n && compare(value, floor) < 0) {
    return { ok: false, error: fullTableErrors.belowMinimum(minimum!) };
  }
  if (value.units < 0n) return { ok: false, error: fullTableErrors.belowMinimum('0') };
  return { ok: true, value: normalised };
}

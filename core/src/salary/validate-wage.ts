import { TYPED_WAGE, WAGE_TEXT_MESSAGES, readWage } from '../format/wage-text.js';
import { canonicalDecimal } from '../format/numbers.js';
import { compare } from './compare.js';
import { decimalSign, parseDecimal } from './decimal.js';
import { fullTableErrors, type FullTableError } from './full-table-error.js';

/** A wage the user typed, checked: the dot-decimal value to store, or the Dutch reason it is refused. */
export type WageCheck = { ok: true; value: string } | { ok: false; error: FullTableError };

/**
 * The one check of a salary cell as it is kept (a full_table value: on the wire, in the database, in a
 * wizard's table, after a CSV import or a bulk increase): required, a dot-decimal number read as such and
 * never as Dutch input ('14.999' is fourteen and a bit, not 14999), above zero, and not below `original`,
 * the same cell of the cao's table the scheme started from (SPEC.md: 'Salary cell required, minimum the
 * original value'). Null when the cell is valid. Every door that takes a wage ends here: the step-4 rules
 * (and so the server and `fixtures validate`), setCell and validateWage for what is typed.
 */
export function storedWageError(value: string, original: string | null = null): FullTableError | null {
  if (value.trim() === '') return fullTableErrors.required();
  // Read on its characters first (no BigInt): most cells are valid and equal to their original.
  const sign = decimalSign(value);
  if (sign === null) return fullTableErrors.numeric();
  if (sign <= 0) return fullTableErrors.notPositive();
  // The same text as the original (a cell as the cao has it) is not below it.
  if (original === null || original === value) return null;
  const wage = parseDecimal(value)!;
  const floor = parseDecimal(original);
  if (floor !== null && compare(wage, floor) < 0) {
    return fullTableErrors.belowMinimum(canonicalDecimal(original));
  }
  return null;
}

/**
 * Checks a wage typed into a salary cell ('15,52', '15.52', '1.234,56'): what the user typed is read once
 * (format/wage-text.ts; '16.085' could be 16085 or 16,085 and is refused, never guessed), then the stored
 * value must pass storedWageError. Returns the dot-decimal value to store.
 */
export function validateWage(text: string, minimum: string | null = null): WageCheck {
  if (text.trim() === '') return { ok: false, error: fullTableErrors.required() };
  const reading = readWage(text, TYPED_WAGE);
  if (!reading.ok) {
    const error =
      reading.reason === 'ambiguous'
        ? fullTableErrors.ambiguous(
            WAGE_TEXT_MESSAGES.ambiguous(text.trim(), reading.thousands, reading.decimal),
          )
        : fullTableErrors.numeric();
    return { ok: false, error };
  }
  const error = storedWageError(reading.value, minimum);
  return error === null ? { ok: true, value: reading.value } : { ok: false, error };
}

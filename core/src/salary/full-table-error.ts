import type { FullTable } from '../schemas/salary-table.js';
import { MESSAGES, greaterThanMessage, maxLengthMessage, minValueMessage } from '../base/messages.js';
import { MAX_LENGTH } from '../base/limits.js';

/** Dutch texts of the salary module that SPEC.md section 5.1 does not list. */
export const SALARY_MESSAGES = {
  unknownAge: 'Deze leeftijd staat niet in de loontabel',
  unknownPayscale: 'Deze schaal staat niet in de loontabel',
  unknownPeriodical: 'Deze periodiek staat niet in de loontabel',
  noTables: MESSAGES.atLeastOneTable,
  lastTableNeedsEndDate: 'Vul eerst een einddatum in bij de laatste loontabel',
} as const;

/** Why a full_table operation refused its input. */
export const FULL_TABLE_ERROR_CODES = [
  'required',
  'numeric',
  'ambiguous',
  'unique',
  'too_long',
  'below_minimum',
  'not_positive',
  'unknown_age',
  'invalid_age',
  'unknown_payscale',
  'unknown_periodical',
] as const;
export type FullTableErrorCode = (typeof FULL_TABLE_ERROR_CODES)[number];

/** A refused full_table operation: a fixed code and the Dutch message to show under the field. */
export interface FullTableError {
  code: FullTableErrorCode;
  message: string;
}

/** The outcome of a full_table operation: the new table, or why nothing changed. */
export type FullTableResult = { ok: true; table: FullTable } | { ok: false; error: FullTableError };

export const fullTableErrors = {
  required: (): FullTableError => ({ code: 'required', message: MESSAGES.required }),
  numeric: (): FullTableError => ({ code: 'numeric', message: MESSAGES.numeric }),
  /** A typed number that reads two ways ('16.085'): the message says both. */
  ambiguous: (message: string): FullTableError => ({ code: 'ambiguous', message }),
  unique: (): FullTableError => ({ code: 'unique', message: MESSAGES.unique }),
  payscaleTooLong: (): FullTableError => ({
    code: 'too_long',
    message: maxLengthMessage(MAX_LENGTH.payscaleKey),
  }),
  belowMinimum: (minimum: string): FullTableError => ({
    code: 'below_minimum',
    message: minValueMessage(minimum),
  }),
  /** A wage of zero or less: 'Waarde moet groter dan 0 zijn'. */
  notPositive: (): FullTableError => ({ code: 'not_positive', message: greaterThanMessage(0) }),
  unknownAge: (): FullTableError => ({ code: 'unknown_age', message: SALARY_MESSAGES.unknownAge }),
  /** An age outside 13 to 99 (base/ages.ts). */
  invalidAge: (message: string): FullTableError => ({ code: 'invalid_age', message }),
  unknownPayscale: (): FullTableError => ({
    code: 'unknown_payscale',
    message: SALARY_MESSAGES.unknownPayscale,
  }),
  unknownPeriodical: (): FullTableError => ({
    code: 'unknown_periodical',
    message: SALARY_MESSAGES.unknownPeriodical,
  }),
};

export function refused(error: FullTableError): FullTableResult {
  return { ok: false, error };
}

export function changed(table: FullTable): FullTableResult {
  return { ok: true, table };
}

/** The fixed set of reasons a salary operation refuses its input. Adapters map each code once. */
export const SALARY_ERROR_CODES = [
  'invalid_decimal',
  'invalid_decimals',
  'division_by_zero',
  'invalid_increase_step',
] as const;
export type SalaryErrorCode = (typeof SALARY_ERROR_CODES)[number];

/** Thrown by the salary arithmetic when its input is not what the caller promised (a programming error). */
export class SalaryError extends Error {
  readonly code: SalaryErrorCode;

  constructor(code: SalaryErrorCode, message: string) {
    super(message);
    this.name = 'SalaryError';
    this.code = code;
  }
}

import { normaliseDecimal, toTypedDecimal } from '../format/numbers.js';
import { compareDecimalStrings } from '../rules/decimal.js';
import { effectiveWagesDividedBy } from '../rules/table-forms.js';
import { divisorFromWeeklyHours } from '../salary/hourly-factor.js';
import type { SalaryTableForm } from '../schemas/forms.js';

/**
 * Step 3's wage period and working hours, for every client: typing the hours per week proposes the divisor
 * they give (36 hours, month: 156), and so does another wage period, as long as the divisor still is the
 * proposed one (or 1, or empty). A divisor the user typed differently (a cao's own 174) is left alone.
 */

type HoursFields = Pick<SalaryTableForm, 'wagesPer' | 'wagesDividedBy' | 'hoursInWorkweek'>;

/** Whether the typed divisor still follows the hours: empty, at most 1, or what the hours give. */
function followsHours(table: HoursFields): boolean {
  const divisor = normaliseDecimal(table.wagesDividedBy);
  if (divisor === null) return table.wagesDividedBy.trim() === '';
  if (compareDecimalStrings(divisor, '1') <= 0) return true;
  const hours = normaliseDecimal(table.hoursInWorkweek);
  const proposed = hours === null ? null : divisorFromWeeklyHours(table.wagesPer, hours);
  return proposed !== null && compareDecimalStrings(divisor, proposed) === 0;
}

/**
 * The divisor of `next`: 1 for hourly wages; when the divisor followed the hours, what the new hours give,
 * or 1 again while they give none (cleared, or half typed: '37,'), so it follows on as they are typed.
 */
function divisorOf(previous: HoursFields, next: HoursFields): string {
  if (next.wagesPer === 'hour') return effectiveWagesDividedBy('hour', next.wagesDividedBy);
  if (!followsHours(previous)) return next.wagesDividedBy;
  const hours = normaliseDecimal(next.hoursInWorkweek);
  const proposed = hours === null ? null : divisorFromWeeklyHours(next.wagesPer, hours);
  if (proposed !== null) return toTypedDecimal(proposed);
  return next.wagesDividedBy.trim() === '' ? next.wagesDividedBy : '1';
}

/** Step 3 'Lonen per': hourly wages are divided by 1; another period takes the divisor its hours give. */
export function withWagesPer<T extends HoursFields>(table: T, wagesPer: SalaryTableForm['wagesPer']): T {
  const next = { ...table, wagesPer };
  return { ...next, wagesDividedBy: divisorOf(table, next) };
}

/** Step 3 'Uren per week' as typed; the divisor follows while it is the proposed one (see above). */
export function withHoursInWorkweek<T extends HoursFields>(table: T, hoursInWorkweek: string): T {
  const next = { ...table, hoursInWorkweek };
  return { ...next, wagesDividedBy: divisorOf(table, next) };
}

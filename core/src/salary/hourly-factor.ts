import { canonicalDecimal } from '../format/numbers.js';
import type { SalaryTable } from '../schemas/salary-table.js';
import { compare } from './compare.js';
import { parseDecimal, type Decimal, type RoundingFunction } from './decimal.js';
import { divide } from './divide.js';
import { multiply } from './multiply.js';
import { roundHalfUp } from './round-half-up.js';
import { roundUp } from './round-up.js';
import { toDecimalString } from './to-decimal-string.js';

/**
 * How a table's wage converts to an hourly wage, once for the minimum-wage check, the hourly toggle of the
 * grids and the SETU export (hourlyWageFactor, workHoursPerWeek).
 */

/** What the conversion reads of a table; a scheme table saved before the hours existed may lack them. */
export type HourlyFactorTable = Pick<SalaryTable, 'wages_per' | 'wages_divided_by'> & {
  hours_in_workweek?: string | null | undefined;
  normal_workweek?: string | null | undefined;
};

/** The hours in one wage period as a fraction, hours / per: hourly wage = wage x per / hours. */
export interface HoursPerPeriod {
  readonly hours: Decimal;
  readonly per: bigint;
}

const ONE: Decimal = { units: 1n, scale: 0 };

/** Weeks per wage period as a fraction (weeks / per): a month is 52/12 weeks, a year 52. */
const WEEKS: Record<Exclude<SalaryTable['wages_per'], 'hour'>, { weeks: bigint; per: bigint }> = {
  week: { weeks: 1n, per: 1n },
  '4weeks': { weeks: 4n, per: 1n },
  month: { weeks: 52n, per: 12n },
  year: { weeks: 52n, per: 1n },
};

/** A positive dot decimal, or null for anything else (missing, empty, zero, text). */
function positive(text: string | null | undefined): Decimal | null {
  const value = parseDecimal(text ?? '');
  return value !== null && value.units > 0n ? value : null;
}

/**
 * The working hours per week of a table, written shortest ('37.5'): its own hours_in_workweek, else the
 * cao's normal_workweek; null
 * when it has neither (an own table saved before step 3 asked for them, or an hourly table left without).
 */
export function workHoursPerWeek(table: HourlyFactorTable): string | null {
  const hours = positive(table.hours_in_workweek) ?? positive(table.normal_workweek);
  return hours === null ? null : canonicalDecimal(toDecimalString(hours));
}

/**
 * The hours in one wage period of a table, the factor its wage is divided by for an hourly wage:
 *
 * - an hourly table: 1;
 * - otherwise wages_divided_by when it is more than 1 (the cao's or the hirer's own factor, '173.33');
 * - otherwise derived from the working hours per week (workHoursPerWeek): a week that many hours, 4 weeks
 *   four times as many, a year 52 weeks and a month 52/12 weeks (36 hours: 156 per month);
 * - null when the table has neither: its hourly wage is unknown (an own table saved before step 3 asked
 *   for the hours; step 3 no longer lets a new save leave both out).
 */
export function hoursPerPeriod(table: HourlyFactorTable): HoursPerPeriod | null {
  if (table.wages_per === 'hour') return { hours: ONE, per: 1n };
  const divisor = parseDecimal(table.wages_divided_by);
  if (divisor !== null && compare(divisor, ONE) > 0) return { hours: divisor, per: 1n };
  const weekly = positive(table.hours_in_workweek) ?? positive(table.normal_workweek);
  if (weekly === null) return null;
  const { weeks, per } = WEEKS[table.wages_per];
  return { hours: multiply(weekly, { units: weeks, scale: 0 }), per };
}

/**
 * The hourly wage of a wage (dot decimal) of the table, `decimals` decimals rounded by `rounding` (default:
 * cents rounded UP, as step 4's 'Toon uurlonen' shows it, so the shown hourly wage times the factor never
 * falls below the wage). Null when the table's hourly factor is unknown (hoursPerPeriod) or the wage is no
 * dot decimal. hourlyWageOf({ wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '36' },
 * '2000.00') is '12.83'; rounded down it is '12.82'.
 */
export function hourlyWageOf(
  table: HourlyFactorTable,
  wage: string,
  decimals = 2,
  rounding: RoundingFunction = roundUp,
): string | null {
  const factor = hoursPerPeriod(table);
  const value = parseDecimal(wage);
  if (factor === null || value === null) return null;
  return toDecimalString(
    divide(multiply(value, { units: factor.per, scale: 0 }), factor.hours, decimals, rounding),
  );
}

/**
 * The hourly-wage factor of a table as one number (the SETU export's hourlyWageConversion.hourlyWageFactor):
 * the hours in one wage period, rounded half up to 2 decimals and written without trailing zeros ('173.33'; 38 hours a week per month:
 * '164.67'); '1' for an hourly table; null when unknown (hoursPerPeriod).
 */
export function hourlyWageFactor(table: HourlyFactorTable): string | null {
  const factor = hoursPerPeriod(table);
  if (factor === null) return null;
  return canonicalDecimal(
    toDecimalString(divide(factor.hours, { units: factor.per, scale: 0 }, 2, roundHalfUp)),
  );
}

/**
 * The working hours per week of a table, also when it gives only its hourly factor: its own or the cao's week
 * (workHoursPerWeek), else read back from the divisor of a period wage (173,33 per month is 40 hours a week),
 * rounded half up to 2 decimals and written shortest; null for an hourly table without hours, and when
 * neither is known. The SETU export's work duration.
 */
export function weeklyHoursOf(table: HourlyFactorTable): string | null {
  const own = workHoursPerWeek(table);
  if (own !== null || table.wages_per === 'hour') return own;
  const factor = hoursPerPeriod(table);
  if (factor === null) return null;
  const { weeks, per } = WEEKS[table.wages_per];
  const hours = divide(
    multiply(factor.hours, { units: per, scale: 0 }),
    { units: factor.per * weeks, scale: 0 },
    2,
    roundHalfUp,
  );
  return canonicalDecimal(toDecimalString(hours));
}

/**
 * The divisor step 3 proposes for a table once its hours per week are known: the hours in one wage period,
 * rounded half up to 2 decimals ('36' hours, month: '156'; 40 hours, month: '173.33'); '1' for hourly
 * wages; null when the hours are no positive dot decimal.
 */
export function divisorFromWeeklyHours(
  wagesPer: SalaryTable['wages_per'],
  hoursInWorkweek: string,
): string | null {
  if (positive(hoursInWorkweek) === null) return null;
  return hourlyWageFactor({ wages_per: wagesPer, wages_divided_by: '1', hours_in_workweek: hoursInWorkweek });
}

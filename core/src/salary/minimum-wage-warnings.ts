import { formatDutchDate, type IsoDate } from '../format/dates.js';
import { formatEuro } from '../format/numbers.js';
import type { SalaryTable } from '../schemas/salary-table.js';
import { compare } from './compare.js';
import { parseDecimal } from './decimal.js';
import { divide } from './divide.js';
import { multiply } from './multiply.js';
import { hoursPerPeriod } from './hourly-factor.js';
import { roundDown } from './round-down.js';
import { toDecimalString } from './to-decimal-string.js';
import { ageRange } from '../base/ages.js';
import { WML_PERIODS, wmlHourly, type WmlRate } from './wml.js';

/** A wage in a table that lies below the statutory minimum wage. A warning: saving is not blocked. */
export interface MinimumWageWarning {
  age: string;
  payscale: string;
  periodical: string;
  /** The wage as it stands in the table (per hour, week, 4 weeks, month or year). */
  wage: string;
  /** The wage per hour, rounded down to cents. */
  hourlyWage: string;
  /** The hourly minimum it falls below. */
  minimum: string;
  /** The date that minimum took effect. */
  minimumFrom: IsoDate;
  /** 'Loon € 12,00 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)' */
  message: string;
}

/** What the check reads of a table: its wages, dates, wage period, divisor, working hours and BBL flag. */
export type MinimumWageTable = Pick<
  SalaryTable,
  | 'full_table'
  | 'active_per'
  | 'end_date'
  | 'wages_per'
  | 'wages_divided_by'
  | 'hours_in_workweek'
  | 'normal_workweek'
  | 'bbl'
>;

/** Enough decimals that rounding down the hourly wage cannot hide a shortfall against a 2-decimal minimum. */
const COMPARE_DECIMALS = 10;

/**
 * Checks every wage of a table against the hourly statutory minimum wage (WML) for its age, and returns a
 * Dutch warning per wage that falls below it. Nothing is blocked.
 *
 * - Which minimum: the highest one in force during the table's validity, i.e. the latest WML period that
 *   starts on or before the end date (or the latest known one when the table has no end date). An age row
 *   takes the rate of the oldest age it is for (base/ages.ts ageRange): a youth row its own age, the 'null' row
 *   and the oldest row of a table without one the adult rate, as the SETU export says; a BBL table takes
 *   the BBL rate for 18 to 20. Ages under 15 and tables that end before 1-1-2025 are not checked.
 * - Hourly wage: the wage divided by the table's hours per wage period (hourly-factor.ts hoursPerPeriod:
 *   the divisor when above 1, else the working hours per week; a month of 36-hour weeks is 156 hours). A
 *   table whose hours are unknown is not checked. The comparison is exact; the hourly wage in the message
 *   is rounded down to cents.
 */
export function minimumWageWarnings(table: MinimumWageTable): MinimumWageWarning[] {
  const date = checkDate(table);
  const factor = date === null ? null : hoursPerPeriod(table);
  if (date === null || factor === null) return [];
  const warnings: MinimumWageWarning[] = [];
  const ages = Object.keys(table.full_table);
  for (const [age, payscales] of Object.entries(table.full_table)) {
    // Checked against the highest minimum of the ages the row is for (base/ages.ts): the oldest row without an
    // upper bound, the 'null' row among them, is also for adults.
    const rate = wmlHourly(ageRange(age, ages).to, date, table.bbl);
    if (rate === null) continue;
    const minimum = parseDecimal(rate.hourly)!;
    for (const [payscale, periodicals] of Object.entries(payscales)) {
      for (const [periodical, wage] of Object.entries(periodicals)) {
        const value = parseDecimal(wage);
        // A wage of zero or less is refused by the cell check itself; a warning on top would repeat it.
        if (value === null || value.units <= 0n) continue;
        const perHour = multiply(value, { units: factor.per, scale: 0 });
        const exact = divide(perHour, factor.hours, COMPARE_DECIMALS, roundDown);
        if (compare(exact, minimum) >= 0) continue;
        const hourlyWage = toDecimalString(divide(perHour, factor.hours, 2, roundDown));
        warnings.push({
          age,
          payscale,
          periodical,
          wage,
          hourlyWage,
          minimum: rate.hourly,
          minimumFrom: rate.from,
          message: warningMessage(hourlyWage, rate),
        });
      }
    }
  }
  return warnings;
}

function warningMessage(hourlyWage: string, rate: WmlRate): string {
  const group = rate.age === 21 ? '21 jaar en ouder' : `${rate.age} jaar${rate.bbl ? ', BBL' : ''}`;
  return (
    `Loon ${formatEuro(hourlyWage)} ligt onder het wettelijk minimumloon van ${formatEuro(rate.hourly)} per uur ` +
    `(${group}, per ${formatDutchDate(rate.from)})`
  );
}

/** The date whose WML applies: the table's end date, or any date after the last known period. */
function checkDate(table: MinimumWageTable): IsoDate | null {
  const latest = WML_PERIODS.at(-1)!.from;
  const date = table.end_date ?? (table.active_per > latest ? table.active_per : latest);
  return date < WML_PERIODS[0]!.from ? null : date;
}

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
import { wmlCoverage, wmlHourly, type WmlRate } from './wml.js';

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
 * - Which minimum: the highest one in force during the part of the table's validity that the known periods
 *   cover (wml-periods.ts), i.e. the latest WML period that starts on or before the end date, or before the
 *   end of the known periods when the table runs on or has no end date. No figures are reused beyond the
 *   known periods: minimumWageNotice says which part was not checked. An age row
 *   takes the rate of the oldest age it is for (base/ages.ts ageRange): a youth row its own age, the 'null' row
 *   and the oldest row of a table without one the adult rate, as the SETU export says; a BBL table takes
 *   the BBL rate for 18 to 20. Ages under 15 and tables wholly outside the known periods are not checked.
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

/**
 * The date whose WML applies: the last day of the table's validity that the known periods cover (its end
 * date, or the end of the known periods when it runs on or has no end date). Null when no day of the table
 * lies within them: it ends before the first period or starts after the last one (minimumWageNotice).
 */
function checkDate(table: Pick<MinimumWageTable, 'active_per' | 'end_date'>): IsoDate | null {
  const known = wmlCoverage();
  if (table.end_date !== null && table.end_date < known.from) return null;
  if (table.active_per > known.until) return null;
  return table.end_date === null || table.end_date > known.until ? known.until : table.end_date;
}

/** The Dutch notices of minimumWageNotice. */
export const MINIMUM_WAGE_NOTICES = {
  before: (first: string) =>
    `Deze tabel eindigt vóór ${first}, de eerste datum waarvan Beloning het wettelijk minimumloon per uur kent. ` +
    'De lonen zijn niet aan het minimumloon getoetst.',
  after: (until: string) =>
    `Het wettelijk minimumloon na ${until} staat nog niet in Beloning. Deze tabel begint daarna, dus de lonen ` +
    'zijn niet aan het minimumloon getoetst.',
  beyond: (until: string) =>
    `Het wettelijk minimumloon na ${until} staat nog niet in Beloning. Deze tabel geldt ook daarna, dus de lonen ` +
    `zijn alleen getoetst aan het minimumloon tot en met ${until}.`,
} as const;

/**
 * The notice when part of a table's validity lies outside the minimum wages Beloning knows (wmlCoverage),
 * so the check cannot say whether its wages stay above the minimum there; null when the known periods
 * cover all of it. A table without an end date runs on, past the last known period. The part before the
 * first period (1-1-2024, when the hourly minimum began) is only named when the whole table lies there:
 * the check takes the highest minimum of the table's validity, which a later period always gives. The
 * portal, the CLI and `fixtures validate` show this one text.
 */
export function minimumWageNotice(table: Pick<MinimumWageTable, 'active_per' | 'end_date'>): string | null {
  const known = wmlCoverage();
  if (table.end_date !== null && table.end_date < known.from)
    return MINIMUM_WAGE_NOTICES.before(formatDutchDate(known.from));
  if (table.active_per > known.until) return MINIMUM_WAGE_NOTICES.after(formatDutchDate(known.until));
  if (table.end_date === null || table.end_date > known.until)
    return MINIMUM_WAGE_NOTICES.beyond(formatDutchDate(known.until));
  return null;
}

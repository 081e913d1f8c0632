import { describe, expect, it } from 'vitest';
import { formatDutchDate, nextDay } from '../format/dates.js';
import type { SalaryTable } from '../schemas/salary-table.js';
import { minimumWageNotice, minimumWageWarnings, type MinimumWageTable } from './minimum-wage-warnings.js';
import { WML_PERIODS, wmlCoverage, type WmlAge, type WmlPeriod } from './wml.js';

/**
 * The minimum-wage check at its boundary for every known period and every age, BBL included, for each
 * wage period: a wage exactly at the minimum passes, one cent below it is warned about. Non-hourly tables
 * are converted as minimumWageWarnings does today: by `wages_divided_by` when it is above 1, else by the
 * working week (a week is its hours, 4 weeks four times as many, a month 52/12 weeks, a year 52 weeks).
 */

interface Conversion {
  name: string;
  wages_per: SalaryTable['wages_per'];
  wages_divided_by: string;
  hours_in_workweek: string | null;
  /** The lowest wage in cents at or above an hourly minimum in cents. */
  atMinimum: (hourlyCents: number) => number;
}

const CONVERSIONS: Conversion[] = [
  { name: 'uur', wages_per: 'hour', wages_divided_by: '1', hours_in_workweek: null, atMinimum: (c) => c },
  {
    name: 'week / 40',
    wages_per: 'week',
    wages_divided_by: '40',
    hours_in_workweek: null,
    atMinimum: (c) => c * 40,
  },
  {
    name: 'week, 38 uur per week',
    wages_per: 'week',
    wages_divided_by: '1',
    hours_in_workweek: '38',
    atMinimum: (c) => c * 38,
  },
  {
    name: '4 weken, 38 uur per week',
    wages_per: '4weeks',
    wages_divided_by: '1',
    hours_in_workweek: '38',
    atMinimum: (c) => c * 152,
  },
  {
    name: 'maand, 36 uur per week',
    wages_per: 'month',
    wages_divided_by: '1',
    hours_in_workweek: '36',
    atMinimum: (c) => c * 156,
  },
  {
    name: 'maand / 173,33',
    wages_per: 'month',
    wages_divided_by: '173.33',
    hours_in_workweek: null,
    // c x 173,33 has four decimals: the lowest whole cent at or above it.
    atMinimum: (c) => Math.ceil((c * 17333) / 100),
  },
  {
    name: 'jaar, 40 uur per week',
    wages_per: 'year',
    wages_divided_by: '1',
    hours_in_workweek: '40',
    atMinimum: (c) => c * 2080,
  },
];

const AGE_ROWS: [string, WmlAge][] = [
  ['15', 15],
  ['16', 16],
  ['17', 17],
  ['18', 18],
  ['19', 19],
  ['20', 20],
  ['null', 21],
];

function cents(amount: string): number {
  return Number(amount.replace('.', ''));
}

function amount(inCents: number): string {
  return `${Math.floor(inCents / 100)}.${String(inCents % 100).padStart(2, '0')}`;
}

function lastDay(period: WmlPeriod): string {
  return period.from.endsWith('-01-01')
    ? `${period.from.slice(0, 4)}-06-30`
    : `${period.from.slice(0, 4)}-12-31`;
}

function rate(period: WmlPeriod, age: WmlAge, bbl: boolean): string {
  if (bbl && (age === 18 || age === 19 || age === 20) && period.bbl !== null) return period.bbl[age];
  return period.hourly[age];
}

function boundaryTable(period: WmlPeriod, conversion: Conversion, bbl: boolean): MinimumWageTable {
  const fullTable = Object.fromEntries(
    AGE_ROWS.map(([key, age]) => {
      const at = conversion.atMinimum(cents(rate(period, age, bbl)));
      return [key, { A: { gelijk: amount(at), onder: amount(at - 1) } }];
    }),
  );
  return {
    full_table: fullTable,
    active_per: period.from,
    end_date: lastDay(period),
    wages_per: conversion.wages_per,
    wages_divided_by: conversion.wages_divided_by,
    hours_in_workweek: conversion.hours_in_workweek,
    normal_workweek: null,
    bbl,
  };
}

describe('minimumWageWarnings at the boundary of every period and age', () => {
  const cases = WML_PERIODS.flatMap((period) =>
    CONVERSIONS.flatMap((conversion) =>
      [false, true].map((bbl) => ({
        period,
        conversion,
        bbl,
        label: `${period.from} ${conversion.name}${bbl ? ' BBL' : ''}`,
      })),
    ),
  );

  it('covers every period, both kinds of table and every wage period', () => {
    expect(cases).toHaveLength(WML_PERIODS.length * CONVERSIONS.length * 2);
    expect(new Set(CONVERSIONS.map((conversion) => conversion.wages_per))).toEqual(
      new Set(['hour', 'week', '4weeks', 'month', 'year']),
    );
  });

  it.each(cases)('$label: passes the minimum, warns one cent below it', ({ period, conversion, bbl }) => {
    const table = boundaryTable(period, conversion, bbl);
    const warnings = minimumWageWarnings(table);
    expect(warnings.map((warning) => [warning.age, warning.periodical])).toEqual(
      AGE_ROWS.map(([key]) => [key, 'onder']),
    );
    for (const warning of warnings) {
      const age = AGE_ROWS.find(([key]) => key === warning.age)![1];
      expect(warning, warning.age).toMatchObject({
        minimum: rate(period, age, bbl),
        minimumFrom: period.from,
      });
    }
    expect(minimumWageNotice(table)).toBeNull();
  });

  it('checks a BBL table against the lower BBL rate at 18 to 20 only', () => {
    const period = WML_PERIODS.find((candidate) => candidate.from === '2025-01-01')!;
    const ordinary = boundaryTable(period, CONVERSIONS[0]!, false);
    // The ordinary minimum of a 19-year-old passes in a BBL table; the BBL minimum of 1-1-2025 does not pass
    // in an ordinary one.
    expect(minimumWageWarnings({ ...ordinary, bbl: true }).filter((w) => w.periodical === 'gelijk')).toEqual(
      [],
    );
    const bbl = boundaryTable(period, CONVERSIONS[0]!, true);
    expect(
      minimumWageWarnings({ ...bbl, bbl: false })
        .filter((warning) => warning.periodical === 'gelijk')
        .map((warning) => [warning.age, warning.minimum]),
    ).toEqual([
      ['18', '7.03'],
      ['19', '8.44'],
      ['20', '11.25'],
    ]);
  });

  it('takes the highest minimum of a table that spans several periods: the one on its end date', () => {
    const [first, second] = WML_PERIODS;
    const table = { ...boundaryTable(first!, CONVERSIONS[0]!, false), end_date: lastDay(second!) };
    // The wages at the first period's minimum all fall below the second's.
    expect(minimumWageWarnings(table)).toHaveLength(AGE_ROWS.length * 2);
    expect(minimumWageWarnings(table).every((warning) => warning.minimumFrom === second!.from)).toBe(true);
  });
});

describe('minimumWageNotice', () => {
  const known = wmlCoverage();
  const until = formatDutchDate(known.until);
  const after = nextDay(known.until);
  const yearLater = `${Number(known.until.slice(0, 4)) + 1}${known.until.slice(4)}`;

  it('is silent for a table within the known periods', () => {
    expect(minimumWageNotice({ active_per: known.from, end_date: known.until })).toBeNull();
    expect(minimumWageNotice({ active_per: '2023-01-01', end_date: '2024-06-30' })).toBeNull();
  });

  it('names the last known date for a table that runs past it or has no end date, which is checked up to it', () => {
    const message =
      `Het wettelijk minimumloon na ${until} staat nog niet in Beloning. Deze tabel geldt ook daarna, dus de ` +
      `lonen zijn alleen getoetst aan het minimumloon tot en met ${until}.`;
    expect(minimumWageNotice({ active_per: WML_PERIODS.at(-1)!.from, end_date: yearLater })).toBe(message);
    expect(minimumWageNotice({ active_per: WML_PERIODS.at(-1)!.from, end_date: null })).toBe(message);
    const table = { ...boundaryTable(WML_PERIODS.at(-1)!, CONVERSIONS[0]!, false), end_date: yearLater };
    expect(minimumWageWarnings(table)).toHaveLength(AGE_ROWS.length);
  });

  it('says a table that starts after the known periods was not checked, and the check gives no warning', () => {
    const table = {
      ...boundaryTable(WML_PERIODS.at(-1)!, CONVERSIONS[0]!, false),
      active_per: after,
      end_date: yearLater,
    };
    expect(minimumWageNotice(table)).toBe(
      `Het wettelijk minimumloon na ${until} staat nog niet in Beloning. Deze tabel begint daarna, dus de lonen ` +
        'zijn niet aan het minimumloon getoetst.',
    );
    expect(minimumWageWarnings(table)).toEqual([]);
  });

  it('says a table that ends before 1-1-2024 was not checked', () => {
    const table = {
      ...boundaryTable(WML_PERIODS[0]!, CONVERSIONS[0]!, false),
      active_per: '2023-07-01',
      end_date: '2023-12-31',
    };
    expect(minimumWageNotice(table)).toBe(
      'Deze tabel eindigt vóór 01-01-2024, de eerste datum waarvan Beloning het wettelijk minimumloon per uur kent. ' +
        'De lonen zijn niet aan het minimumloon getoetst.',
    );
    expect(minimumWageWarnings(table)).toEqual([]);
  });
});

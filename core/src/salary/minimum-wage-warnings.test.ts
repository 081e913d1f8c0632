import { describe, expect, it } from 'vitest';
import type { SalaryTable } from '../schemas/salary-table.js';
import { formatDutchDate } from '../format/dates.js';
import { MINIMUM_WAGE_NOTICES, minimumWageNotice, minimumWageWarnings } from './minimum-wage-warnings.js';
import { WML_PERIODS, wmlCoverage } from './wml.js';

function salaryTable(overrides: Partial<SalaryTable>): SalaryTable {
  return {
    id: null,
    salary_table_id: null,
    original_salary_table_id: null,
    cao_id: null,
    name: 'Loontabel',
    description: '',
    active_per: '2026-01-01',
    active_per_description: '',
    end_date: '2026-06-30',
    conform: 'Eigen regeling',
    wages_per: 'hour',
    wages_divided_by: '1',
    hours_in_workweek: null,
    normal_workweek: null,
    workweeks: null,
    hour_definition: '',
    initial_scaling: '',
    adv: null,
    adv_amount: null,
    adv_comment: '',
    adv_type: null,
    bbl: false,
    abu_calc_available: false,
    min_age: null,
    max_age: null,
    payscales: [],
    full_table: {},
    periodiek_verhogingen: [],
    shift_work_comment: '',
    jobs: [],
    inleners_jobs: [],
    created_at: null,
    ...overrides,
  };
}

describe('minimumWageWarnings', () => {
  it('warns about an hourly wage below the adult minimum, in Dutch', () => {
    const table = salaryTable({ full_table: { null: { A: { '1': '12.00', '2': '14.71' } } } });
    expect(minimumWageWarnings(table)).toEqual([
      {
        age: 'null',
        payscale: 'A',
        periodical: '1',
        wage: '12.00',
        hourlyWage: '12.00',
        minimum: '14.71',
        minimumFrom: '2026-01-01',
        message:
          'Loon € 12,00 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)',
      },
    ]);
  });

  it('uses the minimum in force on the end date of the table', () => {
    const table = salaryTable({
      active_per: '2025-07-01',
      end_date: '2025-12-31',
      full_table: { null: { A: { '1': '12.00', '2': '14.40' } } },
    });
    expect(minimumWageWarnings(table).map((warning) => warning.message)).toEqual([
      'Loon € 12,00 ligt onder het wettelijk minimumloon van € 14,40 per uur (21 jaar en ouder, per 01-07-2025)',
    ]);
  });

  it('uses the last known minimum for a table without an end date, and says the rest was not checked', () => {
    const table = salaryTable({
      active_per: '2025-01-01',
      end_date: null,
      full_table: { '25': { A: { '1': '14.50' } } },
    });
    const last = WML_PERIODS.at(-1)!;
    expect(minimumWageWarnings(table)[0]).toMatchObject({ minimum: last.hourly[21], minimumFrom: last.from });
    expect(minimumWageNotice(table)).toBe(MINIMUM_WAGE_NOTICES.beyond(formatDutchDate(wmlCoverage().until)));
  });

  it('checks each youth row against its own age, the adult row against the adult rate', () => {
    const table = salaryTable({
      full_table: {
        '18': { A: { '1': '7.36', '2': '7.35' } },
        '17': { A: { '1': '5.80' } },
        '14': { A: { '1': '1' } },
        null: { A: { '1': '14.71' } },
      },
    });
    expect(minimumWageWarnings(table).map((warning) => warning.message)).toEqual([
      // Whole-number keys come first and in order, as JavaScript lists them.
      'Loon € 5,80 ligt onder het wettelijk minimumloon van € 5,81 per uur (17 jaar, per 01-01-2026)',
      'Loon € 7,35 ligt onder het wettelijk minimumloon van € 7,36 per uur (18 jaar, per 01-01-2026)',
    ]);
  });

  it('checks the oldest row of a table without an all-ages row against the adult rate: it is also for adults', () => {
    const table = salaryTable({
      full_table: { '18': { A: { '1': '7.36' } }, '20': { A: { '1': '11.77' } } },
    });
    expect(minimumWageWarnings(table).map((warning) => warning.message)).toEqual([
      'Loon € 11,77 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)',
    ]);
  });

  it('uses the BBL rate in a BBL table', () => {
    const table = salaryTable({
      bbl: true,
      full_table: { '19': { A: { '1': '7.71', '2': '7.72' } }, null: { A: { '1': '14.71' } } },
    });
    expect(minimumWageWarnings(table).map((warning) => warning.message)).toEqual([
      'Loon € 7,71 ligt onder het wettelijk minimumloon van € 7,72 per uur (19 jaar, BBL, per 01-01-2026)',
    ]);
  });

  it('divides a monthly wage by wages_divided_by and compares exactly', () => {
    // 2549.00 / 173.33 = 14.7060...: below 14.71 although it shows as 14,70 only after rounding down.
    const table = salaryTable({
      wages_per: 'month',
      wages_divided_by: '173.33',
      full_table: { null: { A: { '1': '2549.00', '2': '2549.70' } } },
    });
    expect(minimumWageWarnings(table)).toEqual([
      expect.objectContaining({
        wage: '2549.00',
        hourlyWage: '14.70',
        message:
          'Loon € 14,70 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)',
      }),
    ]);
  });

  it('derives hours from the working week when wages_divided_by is not set', () => {
    // 36 hours a week: a month is 36 x 52 / 12 = 156 hours; 156 x 14.71 = 2294.76.
    const monthly = salaryTable({
      wages_per: 'month',
      wages_divided_by: '1',
      hours_in_workweek: '36',
      full_table: { null: { A: { '1': '2294.75', '2': '2294.76' } } },
    });
    expect(minimumWageWarnings(monthly).map((warning) => warning.wage)).toEqual(['2294.75']);
    const weekly = salaryTable({
      wages_per: 'week',
      wages_divided_by: '1',
      normal_workweek: '40',
      full_table: { null: { A: { '1': '588.39', '2': '588.40' } } },
    });
    expect(minimumWageWarnings(weekly).map((warning) => warning.wage)).toEqual(['588.39']);
    const fourWeeks = salaryTable({
      wages_per: '4weeks',
      wages_divided_by: '1',
      hours_in_workweek: '10',
      full_table: { null: { A: { '1': '588.39' } } },
    });
    expect(minimumWageWarnings(fourWeeks)).toHaveLength(1);
    const yearly = salaryTable({
      wages_per: 'year',
      wages_divided_by: '1',
      hours_in_workweek: '10',
      full_table: { null: { A: { '1': '7649.20' } } },
    });
    expect(minimumWageWarnings(yearly)).toHaveLength(0); // 520 x 14.71 = 7649.20
  });

  it('warns about € 2.000 a month at 36 hours a week (€ 12,82 an hour) although the divisor stayed 1', () => {
    const table = salaryTable({
      wages_per: 'month',
      wages_divided_by: '1',
      hours_in_workweek: '36',
      full_table: { null: { A: { '1': '2000.00' } } },
    });
    expect(minimumWageWarnings(table).map((warning) => [warning.hourlyWage, warning.message])).toEqual([
      [
        '12.82',
        'Loon € 12,82 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)',
      ],
    ]);
    // The same month at 30 hours a week is 130 hours: € 15,38 an hour, above the minimum.
    expect(minimumWageWarnings({ ...table, hours_in_workweek: '30' })).toEqual([]);
  });

  it('checks nothing when the hours of a non-hourly table are unknown', () => {
    const table = salaryTable({
      wages_per: 'month',
      wages_divided_by: '1',
      full_table: { null: { A: { '1': '1' } } },
    });
    expect(minimumWageWarnings(table)).toEqual([]);
  });

  it('checks nothing for a table that ended before the first known minimum', () => {
    const table = salaryTable({
      active_per: '2023-07-01',
      end_date: '2023-12-31',
      full_table: { null: { A: { '1': '1' } } },
    });
    expect(minimumWageWarnings(table)).toEqual([]);
  });

  it('skips a cell that is not a number instead of failing', () => {
    const table = salaryTable({ full_table: { null: { A: { '1': 'x', '2': '1' } } } });
    expect(minimumWageWarnings(table).map((warning) => warning.periodical)).toEqual(['2']);
  });

  it('gives no warning on a wage of zero or less, which the cell check refuses already', () => {
    const table = salaryTable({ full_table: { null: { A: { '1': '-3.00', '2': '0.00', '3': '1' } } } });
    expect(minimumWageWarnings(table).map((warning) => warning.periodical)).toEqual(['3']);
  });
});

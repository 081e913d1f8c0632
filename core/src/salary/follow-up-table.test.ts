import { describe, expect, it } from 'vitest';
import type { SalaryTable } from '../schemas/salary-table.js';
import { createFollowUpTable, savedSeriesTable } from './create-follow-up-table.js';
import {
  canDeleteFollowUpTable,
  endedBefore,
  followUpStart,
  newestByName,
  newestOfSeries,
  seriesGaps,
  seriesKey,
  tableSeries,
  type SeriesTable,
} from './table-series.js';

function salaryTable(overrides: Partial<SalaryTable> = {}): SalaryTable {
  return {
    id: 7,
    salary_table_id: 3,
    original_salary_table_id: 3,
    cao_id: 12,
    name: 'Loontabel 2025',
    description: '',
    active_per: '2025-01-01',
    active_per_description: '',
    end_date: '2025-06-30',
    conform: 'CAO',
    wages_per: 'hour',
    wages_divided_by: '1',
    hours_in_workweek: '38',
    normal_workweek: null,
    workweeks: null,
    hour_definition: 'Uren volgens rooster',
    initial_scaling: '',
    adv: null,
    adv_amount: null,
    adv_comment: '',
    adv_type: null,
    bbl: false,
    abu_calc_available: false,
    min_age: null,
    max_age: null,
    payscales: ['LG1'],
    full_table: { null: { LG1: { '1': '14.58' } } },
    periodiek_verhogingen: [],
    shift_work_comment: '',
    jobs: [{ job_id: 1, name: 'Schoonmaker', minimal_payscale: 'LG1', payscales: ['LG1'], aard: null }],
    inleners_jobs: [],
    created_at: '2025-01-02T10:00:00+01:00',
    ...overrides,
  };
}

describe('createFollowUpTable', () => {
  it('starts the day after the end date of the newest table of the series and copies its content', () => {
    const first = salaryTable({ end_date: '2024-12-31', active_per: '2024-07-01' });
    const last = salaryTable();
    // Listed newest first: the newest of the series is the one with the latest start, not the last listed.
    for (const [tables, index] of [
      [[first, last], 0],
      [[last, first], 1],
    ] as const) {
      const result = createFollowUpTable(tables, index);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.table).toEqual({
        ...last,
        id: null,
        created_at: null,
        active_per: '2025-07-01',
        end_date: null,
      });
    }
  });

  it('follows the series of the chosen table, not the last table of the scheme', () => {
    const youth = salaryTable({ name: 'Jeugdlonen', active_per: '2025-01-01', end_date: '2025-03-31' });
    const adults = salaryTable({ name: 'Loontabel 2025', end_date: null });
    const result = createFollowUpTable([youth, adults], 0);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.table.name).toBe('Jeugdlonen');
    expect(result.table.active_per).toBe('2025-04-01');
    expect(createFollowUpTable([youth, adults], 1)).toMatchObject({
      ok: false,
      error: { code: 'no_end_date' },
    });
  });

  it('crosses a year and a leap day', () => {
    const endOfYear = createFollowUpTable([salaryTable({ end_date: '2025-12-31' })], 0);
    const leap = createFollowUpTable([salaryTable({ end_date: '2028-02-28' })], 0);
    expect(endOfYear.ok && endOfYear.table.active_per).toBe('2026-01-01');
    expect(leap.ok && leap.table.active_per).toBe('2028-02-29');
  });

  it('copies instead of sharing, so editing the new table leaves the last one alone', () => {
    const last = salaryTable();
    const result = createFollowUpTable([last], 0);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.table.full_table).not.toBe(last.full_table);
    expect(result.table.full_table.null).not.toBe(last.full_table.null);
    expect(result.table.full_table.null?.LG1).not.toBe(last.full_table.null?.LG1);
    expect(result.table.jobs[0]).not.toBe(last.jobs[0]);
    expect(result.table.payscales).not.toBe(last.payscales);
  });

  it('refuses when the newest table of the series has no end date', () => {
    const tables = [
      salaryTable({ active_per: '2024-07-01', end_date: '2024-12-31' }),
      salaryTable({ end_date: null }),
    ];
    for (const index of [0, 1]) {
      expect(createFollowUpTable(tables, index)).toEqual({
        ok: false,
        error: { code: 'no_end_date', message: 'Vul eerst een einddatum in bij de laatste loontabel' },
      });
    }
  });

  it('refuses without tables', () => {
    expect(createFollowUpTable([], 0)).toEqual({
      ok: false,
      error: { code: 'no_tables', message: 'Voeg ten minste een tabel toe' },
    });
  });
});

const table = (name: string, start: string | null, end: string | null = null): SeriesTable => ({
  name,
  start,
  end,
});

describe('seriesKey', () => {
  it('is the name without its dates, a lone year or a trailing per, in lower case with single spaces', () => {
    for (const name of [
      'Basisuurlonen 1-7-2024',
      'Basisuurlonen 01-07-2024',
      'basisuurlonen  2024-07-01',
      'BASISUURLONEN 2025',
      'Basisuurlonen per 1-1-2026',
      '  Basisuurlonen (1-1-2026) ',
    ]) {
      expect(seriesKey(name), name).toBe('basisuurlonen');
    }
    expect(seriesKey('Jeugdlonen 2025')).toBe('jeugdlonen');
    expect(seriesKey('2025')).toBe('2025');
  });
});

describe('tableSeries', () => {
  it('groups by series and orders each by start date, undated last, in the order the series first appear', () => {
    const tables = [
      table('Loontabel 1-1-2026', '2026-01-01'),
      table('Jeugdlonen', '2025-01-01'),
      table('Loontabel', null),
      table('LOONTABEL 1-1-2025', '2025-01-01', '2025-12-31'),
    ];
    expect(tableSeries(tables)).toEqual([[3, 0, 2], [1]]);
    expect(newestOfSeries(tables, 'loontabel 2024')).toBe(2);
    expect(newestOfSeries(tables, 'Jeugdlonen')).toBe(1);
    expect(newestOfSeries(tables, 'Toeslagen')).toBeUndefined();
  });

  it('finds the newest table of each whole name, the last listed of equal dates', () => {
    const tables = [
      table('Loontabel', '2025-01-01'),
      table('loontabel ', '2026-01-01'),
      table('Loontabel 2027', '2027-01-01'),
      table('LOONTABEL', '2026-01-01'),
    ];
    expect([...newestByName(tables).values()]).toEqual([3, 2]);
  });
});

describe('followUpStart and seriesGaps', () => {
  it('starts a follow-up after the newest of the series and names the table whose end date breaks a series', () => {
    const tables = [
      table('Loontabel 2025', '2025-01-01', '2025-06-30'),
      table('Loontabel 2-7-2025', '2025-07-02', '2025-12-31'),
      table('Jeugdlonen', '2025-01-01', null),
      table('Jeugdlonen', '2025-03-01', '2025-12-31'),
    ];
    expect(followUpStart(tables, 0)).toEqual({ ok: true, from: 1, start: '2026-01-01' });
    expect(seriesGaps(tables)).toEqual([
      { index: 0, problem: 'not_followed' },
      { index: 2, problem: 'no_end_date' },
    ]);
    expect(followUpStart(tables, 9)).toMatchObject({ ok: false, code: 'no_tables' });
  });
});

describe('canDeleteFollowUpTable', () => {
  const tables = [
    table('Loontabel', '2025-01-01', '2025-06-30'),
    table('Jeugdlonen', '2025-01-01', '2025-12-31'),
    table('Loontabel', '2025-07-01', '2025-12-31'),
    table('Jeugdlonen', '2026-01-01'),
    table('Toeslagen', '2025-01-01'),
  ];

  it('allows deleting the newest table of a series that has more than one', () => {
    expect(canDeleteFollowUpTable(tables, 2)).toBe(true);
    expect(canDeleteFollowUpTable(tables, 3)).toBe(true);
  });

  it('refuses the first table of its own series, also when it is the last in the list', () => {
    expect(canDeleteFollowUpTable(tables, 0)).toBe(false);
    expect(canDeleteFollowUpTable(tables, 1)).toBe(false);
    expect(canDeleteFollowUpTable(tables, 4)).toBe(false);
    expect(
      canDeleteFollowUpTable([table('Loontabel', '2025-07-01'), table('Loontabel', '2025-01-01')], 1),
    ).toBe(false);
  });

  it('refuses a table that is not the newest of its series', () => {
    const three = [...tables, table('Loontabel', '2026-01-01')];
    expect(canDeleteFollowUpTable(three, 2)).toBe(false);
    expect(canDeleteFollowUpTable(three, 5)).toBe(true);
  });

  it('refuses an index outside the list', () => {
    expect(canDeleteFollowUpTable(tables, 5)).toBe(false);
    expect(canDeleteFollowUpTable(tables, -1)).toBe(false);
    expect(canDeleteFollowUpTable(tables, 1.5)).toBe(false);
    expect(canDeleteFollowUpTable([], 0)).toBe(false);
  });

  it('reads saved tables by their dates', () => {
    const saved = [
      salaryTable({ active_per: '2025-07-01', end_date: null }),
      salaryTable({ end_date: '2025-06-30' }),
    ];
    expect(canDeleteFollowUpTable(saved.map(savedSeriesTable), 0)).toBe(true);
    expect(canDeleteFollowUpTable(saved.map(savedSeriesTable), 1)).toBe(false);
  });
});

describe('endedBefore', () => {
  const table = (end: string | null): SeriesTable => ({ name: 'Loontabel', start: '2025-01-01', end });
  it('is true only for a table whose end date lies before the day', () => {
    expect(endedBefore(table('2025-12-31'), '2026-01-01')).toBe(true);
    // Its last day is not over yet: the table still runs.
    expect(endedBefore(table('2025-12-31'), '2025-12-31')).toBe(false);
    expect(endedBefore(table('2026-06-30'), '2026-01-01')).toBe(false);
    // Open-ended (or an end date that is not valid): it has not ended.
    expect(endedBefore(table(null), '2030-01-01')).toBe(false);
  });
});

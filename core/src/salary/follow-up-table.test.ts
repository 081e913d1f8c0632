import { describe, expect, it } from 'vitest';
import type { SalaryTable } from '../schemas/salary-table.js';
import { canDeleteFollowUpTable } from './can-delete-follow-up-table.js';
import { createFollowUpTable } from './create-follow-up-table.js';

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
  it('starts the day after the end date of the last table and copies its content', () => {
    const first = salaryTable({ end_date: '2024-12-31', active_per: '2024-07-01' });
    const last = salaryTable();
    const result = createFollowUpTable([first, last]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.table).toEqual({
      ...last,
      id: null,
      created_at: null,
      active_per: '2025-07-01',
      end_date: null,
    });
  });

  it('crosses a year and a leap day', () => {
    const endOfYear = createFollowUpTable([salaryTable({ end_date: '2025-12-31' })]);
    const leap = createFollowUpTable([salaryTable({ end_date: '2028-02-28' })]);
    expect(endOfYear.ok && endOfYear.table.active_per).toBe('2026-01-01');
    expect(leap.ok && leap.table.active_per).toBe('2028-02-29');
  });

  it('copies instead of sharing, so editing the new table leaves the last one alone', () => {
    const last = salaryTable();
    const result = createFollowUpTable([last]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.table.full_table).not.toBe(last.full_table);
    expect(result.table.full_table.null).not.toBe(last.full_table.null);
    expect(result.table.full_table.null?.LG1).not.toBe(last.full_table.null?.LG1);
    expect(result.table.jobs[0]).not.toBe(last.jobs[0]);
    expect(result.table.payscales).not.toBe(last.payscales);
  });

  it('refuses when the last table has no end date', () => {
    expect(
      createFollowUpTable([salaryTable({ end_date: '2024-12-31' }), salaryTable({ end_date: null })]),
    ).toEqual({
      ok: false,
      error: { code: 'no_end_date', message: 'Vul eerst een einddatum in bij de laatste loontabel' },
    });
  });

  it('refuses without tables', () => {
    expect(createFollowUpTable([])).toEqual({
      ok: false,
      error: { code: 'no_tables', message: 'Voeg ten minste een tabel toe' },
    });
  });
});

describe('canDeleteFollowUpTable', () => {
  const tables = [salaryTable(), salaryTable(), salaryTable()];

  it('allows deleting the last table when it is not the first', () => {
    expect(canDeleteFollowUpTable(tables, 2)).toBe(true);
    expect(canDeleteFollowUpTable(tables.slice(0, 2), 1)).toBe(true);
  });

  it('refuses a table that is not the last', () => {
    expect(canDeleteFollowUpTable(tables, 1)).toBe(false);
  });

  it('refuses the first table, even when it is the only one', () => {
    expect(canDeleteFollowUpTable(tables, 0)).toBe(false);
    expect(canDeleteFollowUpTable(tables.slice(0, 1), 0)).toBe(false);
  });

  it('refuses an index outside the list', () => {
    expect(canDeleteFollowUpTable(tables, 3)).toBe(false);
    expect(canDeleteFollowUpTable(tables, -1)).toBe(false);
    expect(canDeleteFollowUpTable(tables, 1.5)).toBe(false);
    expect(canDeleteFollowUpTable([], 0)).toBe(false);
  });
});

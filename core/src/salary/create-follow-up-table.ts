import type { FullTable, SalaryTable } from '../schemas/salary-table.js';
import { followUpStart, type SeriesTable } from './table-series.js';

/** Why no follow-up table can be made. */
export interface FollowUpTableError {
  code: 'no_tables' | 'no_end_date';
  message: string;
}

export type FollowUpTableResult = { ok: true; table: SalaryTable } | { ok: false; error: FollowUpTableError };

/** A saved table as the series rules see it. */
export function savedSeriesTable(table: Pick<SalaryTable, 'name' | 'active_per' | 'end_date'>): SeriesTable {
  return { name: table.name, start: table.active_per, end: table.end_date };
}

/**
 * A follow-up (successive) salary table of the series of the table at `index` (table-series.ts): only when
 * the newest table of that series has an end date, and then starting the day after it, without an end date
 * of its own. It copies that newest table's content (wages, payscales, jobs, terms); it is a new record, so
 * id and created_at are empty. The given tables are not changed.
 */
export function createFollowUpTable(tables: readonly SalaryTable[], index: number): FollowUpTableResult {
  const start = followUpStart(tables.map(savedSeriesTable), index);
  if (!start.ok) return { ok: false, error: { code: start.code, message: start.message } };
  const last = tables[start.from]!;
  return {
    ok: true,
    table: {
      ...last,
      id: null,
      created_at: null,
      active_per: start.start,
      end_date: null,
      payscales: [...last.payscales],
      full_table: copyFullTable(last.full_table),
      periodiek_verhogingen: last.periodiek_verhogingen.map((rule) => ({ ...rule })),
      jobs: last.jobs.map((job) => ({ ...job, payscales: [...job.payscales] })),
      inleners_jobs: last.inleners_jobs.map((job) => ({ ...job, payscales: [...job.payscales] })),
    },
  };
}

function copyFullTable(fullTable: FullTable): FullTable {
  const copy: FullTable = {};
  for (const [age, payscales] of Object.entries(fullTable)) {
    copy[age] = Object.fromEntries(Object.entries(payscales).map(([key, cells]) => [key, { ...cells }]));
  }
  return copy;
}

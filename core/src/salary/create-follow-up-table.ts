import { nextDay } from '../format/dates.js';
import type { FullTable, SalaryTable } from '../schemas/salary-table.js';
import { SALARY_MESSAGES } from './full-table-error.js';

/** Why no follow-up table can be made. */
export interface FollowUpTableError {
  code: 'no_tables' | 'no_end_date';
  message: string;
}

export type FollowUpTableResult = { ok: true; table: SalaryTable } | { ok: false; error: FollowUpTableError };

/**
 * A follow-up (successive) salary table: only when the last table has an end date, and then starting the
 * day after it, without an end date of its own. It copies the last table's content (wages, payscales,
 * jobs, terms); it is a new record, so id and created_at are empty. The given tables are not changed.
 */
export function createFollowUpTable(tables: readonly SalaryTable[]): FollowUpTableResult {
  const last = tables.at(-1);
  if (last === undefined)
    return { ok: false, error: { code: 'no_tables', message: SALARY_MESSAGES.noTables } };
  if (last.end_date === null) {
    return { ok: false, error: { code: 'no_end_date', message: SALARY_MESSAGES.lastTableNeedsEndDate } };
  }
  return {
    ok: true,
    table: {
      ...last,
      id: null,
      created_at: null,
      active_per: nextDay(last.end_date),
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

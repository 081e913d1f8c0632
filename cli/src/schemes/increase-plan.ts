import {
  countCellChanges,
  INCREASE_VERBS,
  planDatedIncrease,
  type DatedIncrease,
  type DatedIncreaseError,
} from '@beloning/core/salary';
import type { InlenersCao, SalaryTablePayload } from '@beloning/core/schemas';
import type { SchemeEdit, TableChange } from './plan.js';

/** Core refused a raise per date: every reason, in Dutch (core's DATED_INCREASE_MESSAGES). */
export class DatedIncreaseRefusal extends Error {
  override name = 'DatedIncreaseRefusal';
  constructor(readonly errors: readonly DatedIncreaseError[]) {
    super(errors.map((error) => error.message).join('\n'));
  }
}

/**
 * A raise per date with core's planDatedIncrease on every table of the scheme: each follow-up is a copy of the
 * table it follows (its terms, and its jobs as new jobs) from the date with the raised wages; a table running
 * past the date gets the day before as its end date; every other table is sent exactly as it was.
 */
export function planDatedIncreaseEdit(
  scheme: InlenersCao,
  payload: SchemeEdit['payload'],
  increase: DatedIncrease,
): SchemeEdit {
  const plan = planDatedIncrease(
    payload.salary_tables.map((table) => ({
      name: table.name,
      start: table.active_per,
      end: table.end_date,
      fullTable: table.full_table,
    })),
    increase,
  );
  if (!plan.ok) throw new DatedIncreaseRefusal(plan.errors);
  const salaryTables = [...payload.salary_tables];
  const changes: TableChange[] = [];
  for (const { index, end } of plan.ended) {
    const before = salaryTables[index]!;
    const record = scheme.salary_tables[index]!;
    salaryTables[index] = { ...before, end_date: end };
    changes.push({
      action: 'ended',
      table: { ...record, end_date: end },
      counts: countCellChanges(before.full_table, before.full_table),
      cells: [],
    });
  }
  for (const followUp of plan.followUps) {
    const source = payload.salary_tables[followUp.from]!;
    const record = scheme.salary_tables[followUp.from]!;
    const added: SalaryTablePayload = {
      ...source,
      salary_table_id: null,
      name: followUp.name,
      active_per: followUp.start,
      end_date: followUp.end,
      full_table: followUp.fullTable,
      inleners_jobs: source.inleners_jobs.map((job) => ({ ...job, job_id: null })),
    };
    salaryTables.push(added);
    changes.push({
      action: 'follow-up',
      verb: INCREASE_VERBS[followUp.direction],
      table: {
        ...record,
        id: null,
        salary_table_id: null,
        name: followUp.name,
        active_per: followUp.start,
        end_date: followUp.end,
        full_table: followUp.fullTable,
      },
      counts: countCellChanges(source.full_table, followUp.fullTable),
      cells: followUp.changes,
    });
  }
  return { payload: { ...payload, salary_tables: salaryTables }, changes };
}

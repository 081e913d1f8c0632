import type { Cao, SalaryTableForm } from '../schemas/index.js';

/**
 * Step 5 'Functies': the jobs of a wizard table (title, minimum payscale, aard), changed only through these
 * functions, so the portal and the terminal wizard add, change and remove a job the same way. The checks are
 * core's jobRuleSets (rules/table-forms.ts).
 */

export type TableJob = SalaryTableForm['jobs'][number];

/** A new job as 'Functie toevoegen' adds it: nothing filled in yet. */
export function emptyJob(): TableJob {
  return { jobId: null, name: '', minimalPayscale: '', aard: null };
}

/** The table with an empty job added after its last. */
export function withJobAdded(table: SalaryTableForm): SalaryTableForm {
  return { ...table, jobs: [...table.jobs, emptyJob()] };
}

/** The table with job `index` changed (a typed title, a chosen payscale or aard). */
export function withJobChanged(
  table: SalaryTableForm,
  index: number,
  changes: Partial<Pick<TableJob, 'name' | 'minimalPayscale' | 'aard'>>,
): SalaryTableForm {
  return { ...table, jobs: table.jobs.map((job, at) => (at === index ? { ...job, ...changes } : job)) };
}

/** The table without job `index`. */
export function withJobRemoved(table: SalaryTableForm, index: number): SalaryTableForm {
  return { ...table, jobs: table.jobs.filter((_, at) => at !== index) };
}

/** A job of the cao, shown beside a table's own jobs for reference. */
export interface CaoJob {
  readonly name: string;
  readonly minimalPayscale: string | null;
  readonly aard: string | null;
}

/**
 * The cao's own jobs of the cao table a wizard table started from (its original salary table); none for a
 * table of its own or when the cao is not loaded.
 */
export function caoJobsOf(table: SalaryTableForm, cao: Pick<Cao, 'salary_tables'> | null): CaoJob[] {
  const id = table.originalSalaryTableId;
  if (cao === null || id === null) return [];
  const source = cao.salary_tables.find((candidate) => candidate.id === id);
  return (source?.jobs ?? []).map((job) => ({
    name: job.name,
    minimalPayscale: job.minimal_payscale,
    aard: job.aard,
  }));
}

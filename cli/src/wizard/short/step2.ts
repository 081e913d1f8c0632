import type { AardType, Cao } from '@beloning/core/api';
import { formatDutchDate } from '@beloning/core/format';
import { tablePayscales, validateStartStep2 } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';

export type ShortJob = StartWizardForm['jobs'][number];

export interface ShortStep2Actions {
  change: Update<StartWizardForm>;
  previous: () => void;
  next: () => void;
}

/** A job row with nothing filled in ('Functie toevoegen'). */
export function emptyShortJob(): ShortJob {
  return { job_id: null, name: '', aard: null, salary_table_id: null, minimal_payscale: null };
}

/** 'Schoonmaak (1-7-2025)': a cao table as the Loontabel list names it. */
export function caoTableLabel(table: Cao['salary_tables'][number]): string {
  return `${table.name} (${formatDutchDate(table.active_per)})`;
}

/** The read-only list of the cao's own jobs: name, nature (or 'Onbekend'), table, minimum scale. */
export function caoJobLines(cao: Cao, aardTypes: readonly AardType[]): string[] {
  // A job that every table of a series lists is shown once, with the newest table.
  const byName = new Map<string, string>();
  const sorted = [...cao.salary_tables].sort((a, b) => a.active_per.localeCompare(b.active_per));
  for (const table of sorted) {
    for (const job of table.jobs) {
      const aard = aardTypes.find(([code]) => code === job.aard)?.[1] ?? 'Onbekend';
      byName.set(job.name, `  ${job.name} · ${aard} · ${table.name} · ${job.minimal_payscale ?? '-'}`);
    }
  }
  return [...byName.values()];
}

/**
 * Short wizard step 2 'Functies': jobs that are not in or deviate from the cao (1), or all jobs are in the cao
 * (2). Option 1 shows editable rows (Naam, Aard, Loontabel, Minimumschaal enabled once a table is chosen),
 * remove buttons and 'Functie toevoegen'; below it the cao's own jobs.
 */
export function shortStep2Fields(
  form: StartWizardForm,
  cao: Cao,
  aardTypes: readonly AardType[],
  actions: ShortStep2Actions,
): Field[] {
  const errors = validateStartStep2(form);
  const setJob = (index: number, update: (job: ShortJob) => ShortJob) =>
    actions.change((form) => ({
      ...form,
      jobs: form.jobs.map((old, at) => (at === index ? update(old) : old)),
    }));
  const fields: Field[] = [
    choice<1 | 2>({
      id: 'hasJobsOption',
      label: 'Functies',
      value: form.hasJobsOption,
      options: [
        { value: 1, label: 'Er zijn functies die niet in de cao staan of ervan afwijken' },
        { value: 2, label: 'Alle functies staan in de cao' },
      ],
      // One empty row is added when there is none (SPEC.md 2.12).
      onChange: (hasJobsOption) =>
        actions.change((form) => ({
          ...form,
          hasJobsOption,
          jobs: hasJobsOption === 1 && form.jobs.length === 0 ? [emptyShortJob()] : form.jobs,
        })),
      error: firstError(errors, 'hasJobsOption'),
      required: true,
    }),
  ];
  if (form.hasJobsOption === 1) {
    form.jobs.forEach((job, index) => {
      const table = cao.salary_tables.find((candidate) => candidate.id === job.salary_table_id);
      const path = `jobs.${index}`;
      fields.push(
        note(`${path}.heading`, `Functie ${index + 1}`, 'heading'),
        {
          kind: 'text',
          id: `${path}.name`,
          label: 'Naam',
          value: job.name,
          onChange: (name) => setJob(index, (job) => ({ ...job, name })),
          error: firstError(errors, `${path}.name`),
          required: true,
        },
        select<string>({
          id: `${path}.aard`,
          label: 'Aard',
          value: job.aard,
          options: aardTypes.map(([code, label]) => ({ value: code, label })),
          onChange: (aard) => setJob(index, (job) => ({ ...job, aard })),
        }),
        select<number>({
          id: `${path}.salary_table_id`,
          label: 'Loontabel',
          value: job.salary_table_id,
          options: cao.salary_tables.flatMap((candidate) =>
            candidate.id === null ? [] : [{ value: candidate.id, label: caoTableLabel(candidate) }],
          ),
          // Another table has other payscales, so the minimum scale is chosen again.
          onChange: (salaryTableId) =>
            setJob(index, (job) => ({
              ...job,
              salary_table_id: salaryTableId,
              minimal_payscale: salaryTableId === job.salary_table_id ? job.minimal_payscale : null,
            })),
          error: firstError(errors, `${path}.salary_table_id`),
          required: true,
        }),
        select<string>({
          id: `${path}.minimal_payscale`,
          label: 'Minimumschaal',
          value: job.minimal_payscale,
          options:
            table === undefined
              ? []
              : tablePayscales(table.full_table).map((key) => ({ value: key, label: key })),
          onChange: (minimalPayscale) =>
            setJob(index, (job) => ({ ...job, minimal_payscale: minimalPayscale })),
          disabled: table === undefined,
          error: firstError(errors, `${path}.minimal_payscale`),
          required: true,
        }),
        {
          kind: 'button',
          id: `${path}.remove`,
          label: 'Functie verwijderen',
          onPress: () =>
            actions.change((form) => ({ ...form, jobs: form.jobs.filter((_, at) => at !== index) })),
        },
      );
    });
    fields.push({
      kind: 'button',
      id: 'add-job',
      label: 'Functie toevoegen',
      onPress: () => actions.change((form) => ({ ...form, jobs: [...form.jobs, emptyShortJob()] })),
    });
  }
  const caoJobs = caoJobLines(cao, aardTypes);
  fields.push(
    note('cao-jobs-heading', `Functies in de cao ${cao.full_name}`, 'heading'),
    note('cao-jobs', caoJobs.length === 0 ? '  Geen functies' : caoJobs.join('\n'), 'dim'),
    { kind: 'button', id: 'previous', label: 'Vorige', onPress: actions.previous },
    { kind: 'button', id: 'next', label: 'Volgende', onPress: actions.next },
  );
  return fields;
}

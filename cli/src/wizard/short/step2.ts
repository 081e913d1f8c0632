import type { AardType, Cao } from '@beloning/core/api';
import { tablePayscales, validateStartStep2 } from '@beloning/core/rules';
import type { StartWizardForm } from '@beloning/core/schemas';
import {
  SHORT_WIZARD_TEXTS,
  aardLabel,
  addShortWizardJob,
  caoJobRows,
  caoJobsHeading,
  caoTableLabel,
  changeShortWizardJob,
  removeShortWizardJob,
  setShortWizardJobsOption,
} from '@beloning/core/wizard';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';

export interface ShortStep2Actions {
  change: Update<StartWizardForm>;
  previous: () => void;
  next: () => void;
}

/**
 * The read-only list of the cao's own jobs (core's caoJobRows: each job once, with its newest table): name,
 * nature (or 'Onbekend'), table, minimum scale.
 */
export function caoJobLines(cao: Cao, aardTypes: readonly AardType[]): string[] {
  return caoJobRows(cao).map(
    (row) =>
      `  ${row.name} · ${aardLabel(aardTypes, row.aard)} · ${row.tableName} · ${row.minimalPayscale ?? '-'}`,
  );
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
  const fields: Field[] = [
    choice<1 | 2>({
      id: 'hasJobsOption',
      label: SHORT_WIZARD_TEXTS.jobsLabel,
      value: form.hasJobsOption,
      options: [
        { value: 1, label: SHORT_WIZARD_TEXTS.jobsDeviate },
        { value: 2, label: SHORT_WIZARD_TEXTS.jobsAllInCao },
      ],
      // Core adds one empty row when there is none (SPEC.md 2.12).
      onChange: (hasJobsOption) => actions.change((form) => setShortWizardJobsOption(form, hasJobsOption)),
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
          label: SHORT_WIZARD_TEXTS.jobName,
          value: job.name,
          onChange: (name) => actions.change((form) => changeShortWizardJob(form, index, { name })),
          error: firstError(errors, `${path}.name`),
          required: true,
        },
        select<string>({
          id: `${path}.aard`,
          label: SHORT_WIZARD_TEXTS.jobAard,
          value: job.aard,
          options: aardTypes.map(([code, label]) => ({ value: code, label })),
          onChange: (aard) => actions.change((form) => changeShortWizardJob(form, index, { aard })),
        }),
        select<number>({
          id: `${path}.salary_table_id`,
          label: SHORT_WIZARD_TEXTS.jobTable,
          value: job.salary_table_id,
          options: cao.salary_tables.flatMap((candidate) =>
            candidate.id === null
              ? []
              : [{ value: candidate.id, label: caoTableLabel(candidate, cao.salary_tables) }],
          ),
          // Another table has other payscales, so core clears the minimum scale.
          onChange: (salaryTableId) =>
            actions.change((form) => changeShortWizardJob(form, index, { salary_table_id: salaryTableId })),
          error: firstError(errors, `${path}.salary_table_id`),
          required: true,
        }),
        select<string>({
          id: `${path}.minimal_payscale`,
          label: SHORT_WIZARD_TEXTS.jobMinimalPayscale,
          value: job.minimal_payscale,
          options:
            table === undefined
              ? []
              : tablePayscales(table.full_table).map((key) => ({ value: key, label: key })),
          onChange: (minimalPayscale) =>
            actions.change((form) =>
              changeShortWizardJob(form, index, { minimal_payscale: minimalPayscale }),
            ),
          disabled: table === undefined,
          error: firstError(errors, `${path}.minimal_payscale`),
          required: true,
        }),
        {
          kind: 'button',
          id: `${path}.remove`,
          label: SHORT_WIZARD_TEXTS.removeJob,
          onPress: () => actions.change((form) => removeShortWizardJob(form, index)),
        },
      );
    });
    fields.push({
      kind: 'button',
      id: 'add-job',
      label: SHORT_WIZARD_TEXTS.addJob,
      onPress: () => actions.change(addShortWizardJob),
    });
  }
  const caoJobs = caoJobLines(cao, aardTypes);
  fields.push(
    note('cao-jobs-heading', caoJobsHeading(cao.full_name), 'heading'),
    note('cao-jobs', caoJobs.length === 0 ? '  Geen functies' : caoJobs.join('\n'), 'dim'),
    { kind: 'button', id: 'previous', label: 'Vorige', onPress: actions.previous },
    { kind: 'button', id: 'next', label: 'Volgende', onPress: actions.next },
  );
  return fields;
}

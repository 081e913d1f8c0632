import {
  jobRuleSets,
  step9RuleSets,
  tablePayscales,
  validateForm,
  validateItems,
} from '@beloning/core/rules';
import type { SalaryTableForm, Step9Form } from '@beloning/core/schemas';
import { withJobAdded, withJobChanged, withJobRemoved } from '@beloning/core/wizard';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { TERMS_LABEL } from '../texts.js';
import { navButtons, textField, type NavActions } from './step1-2.js';
import type { ChangeTable } from './step3.js';
import { tableTabLabel } from './step3.js';

/** Step 5 'Functies': the jobs of the shown table (title and minimum payscale, core's rules). */
export function step5Fields(
  tables: readonly SalaryTableForm[],
  current: string | null,
  aardTypes: readonly [string, string][],
  actions: NavActions & { show: (key: string) => void; changeTable: ChangeTable },
): Field[] {
  const table = tables.find((candidate) => candidate.key === current) ?? tables[0];
  const fields: Field[] = [
    select<string>({
      id: 'table',
      label: 'Loontabel',
      value: table?.key ?? null,
      options: tables.map((candidate, index) => ({
        value: candidate.key,
        label: tableTabLabel(candidate, index),
      })),
      onChange: actions.show,
    }),
  ];
  if (table !== undefined) {
    const payscales = tablePayscales(table.fullTable);
    const errors = validateItems('jobs', jobRuleSets(payscales), table.jobs);
    const setJob = (index: number, changes: Parameters<typeof withJobChanged>[2]) =>
      actions.changeTable(table.key, (table) => withJobChanged(table, index, changes));
    table.jobs.forEach((job, index) => {
      const path = `jobs.${index}`;
      fields.push(
        textField(
          `${table.key}.${path}.name`,
          `Functie ${index + 1}`,
          job.name,
          (name) => setJob(index, { name }),
          firstError(errors, `${path}.name`),
          true,
        ),
        select<string>({
          id: `${table.key}.${path}.minimalPayscale`,
          label: '  Minimumschaal',
          value: job.minimalPayscale === '' ? null : job.minimalPayscale,
          options: payscales.map((key) => ({ value: key, label: key })),
          onChange: (minimalPayscale) => setJob(index, { minimalPayscale }),
          error: firstError(errors, `${path}.minimalPayscale`),
          required: true,
        }),
        select<string>({
          id: `${table.key}.${path}.aard`,
          label: '  Aard',
          value: job.aard,
          options: aardTypes.map(([code, label]) => ({ value: code, label })),
          onChange: (aard) => setJob(index, { aard }),
        }),
        {
          kind: 'button',
          id: `${table.key}.${path}.remove`,
          label: 'Functie verwijderen',
          onPress: () => actions.changeTable(table.key, (table) => withJobRemoved(table, index)),
        },
      );
    });
    fields.push({
      kind: 'button',
      id: 'add-job',
      label: 'Functie toevoegen',
      onPress: () => actions.changeTable(table.key, withJobAdded),
    });
  }
  return [...fields, ...navButtons(actions)];
}

/** Step 9 'Accorderen': names, the terms, and Ja/Nee on following the cao's tables when based on a cao. */
export function step9Fields(
  form: Step9Form,
  context: { basedOnCao: boolean; isProposal: boolean; saving: boolean; koppelingen: readonly string[] },
  actions: NavActions & { change: Update<Step9Form> },
): Field[] {
  const errors = validateForm(step9RuleSets(context), form);
  const fields: Field[] = [
    textField(
      'firstName',
      'Voornaam',
      form.firstName,
      (firstName) => actions.change((form) => ({ ...form, firstName })),
      firstError(errors, 'firstName'),
      true,
    ),
    textField(
      'lastName',
      'Achternaam',
      form.lastName,
      (lastName) => actions.change((form) => ({ ...form, lastName })),
      firstError(errors, 'lastName'),
      true,
    ),
    {
      kind: 'checkbox',
      id: 'agreedToTerms',
      label: TERMS_LABEL,
      value: form.agreedToTerms,
      onChange: (agreedToTerms) => actions.change((form) => ({ ...form, agreedToTerms })),
      error: firstError(errors, 'agreedToTerms'),
      required: true,
    },
  ];
  if (context.basedOnCao && !context.isProposal) {
    fields.push(
      choice<0 | 1>({
        id: 'followSalaryTables',
        label: 'Loontabellen van de cao volgen',
        value: form.followSalaryTables,
        options: [
          { value: 1, label: 'Ja' },
          { value: 0, label: 'Nee' },
        ],
        onChange: (followSalaryTables) => actions.change((form) => ({ ...form, followSalaryTables })),
        error: firstError(errors, 'followSalaryTables'),
        required: true,
      }),
    );
  }
  fields.push(
    note(
      'koppelingen',
      context.koppelingen.length === 0
        ? 'Gedeeld met: nog geen uitleners'
        : `Gedeeld met: ${context.koppelingen.join(', ')}`,
      'dim',
    ),
  );
  return [...fields, ...navButtons(actions, context.saving ? 'Opslaan...' : 'Opslaan')];
}

import {
  WERKSOORT_GROUPS,
  columnHeading,
  setWerksoortAnswer,
  werksoortAnswer,
  addWerksoortEntry,
  removeWerksoortEntry,
  type MultiWerksoortCode,
} from '@beloning/core/werksoorten';
import {
  jobRuleSets,
  step9RuleSets,
  tablePayscales,
  validateForm,
  validateItems,
  validateStep6,
} from '@beloning/core/rules';
import {
  BONUS_COMBINATIONS,
  type SalaryTableForm,
  type Step6Form,
  type Step9Form,
} from '@beloning/core/schemas';
import { choice, note, select, type Field } from '../fields.js';
import { firstError } from '../form-errors.js';
import { TERMS_LABEL } from '../texts.js';
import { navButtons, textField, type NavActions } from './step1-2.js';
import { tableTabLabel } from './step3.js';

/** Step 5 'Functies': the jobs of the shown table (title and minimum payscale, core's rules). */
export function step5Fields(
  tables: readonly SalaryTableForm[],
  current: string | null,
  aardTypes: readonly [string, string][],
  actions: NavActions & { show: (key: string) => void; changeTable: (table: SalaryTableForm) => void },
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
    const setJob = (index: number, changes: Partial<SalaryTableForm['jobs'][number]>) =>
      actions.changeTable({
        ...table,
        jobs: table.jobs.map((job, at) => (at === index ? { ...job, ...changes } : job)),
      });
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
          onPress: () => actions.changeTable({ ...table, jobs: table.jobs.filter((_, at) => at !== index) }),
        },
      );
    });
    fields.push({
      kind: 'button',
      id: 'add-job',
      label: 'Functie toevoegen',
      onPress: () =>
        actions.changeTable({
          ...table,
          jobs: [...table.jobs, { jobId: null, name: '', minimalPayscale: '', aard: null }],
        }),
    });
  }
  return [...fields, ...navButtons(actions)];
}

const BONUS_COMBINATION_LABELS: Record<(typeof BONUS_COMBINATIONS)[number], string> = {
  Geen: 'Geen',
  add: 'De toeslagen worden opgeteld',
  multiply: 'De toeslagen worden vermenigvuldigd',
  highest: 'De hoogste toeslag geldt',
  lowest: 'De laagste toeslag geldt',
  overtime: 'De overwerktoeslag geldt',
  timesheet: 'Volgens de urenregistratie',
};

/** Step 6 'Toeslagen': how allowances combine, Ja/Nee per pay type with its entries or comment. */
export function step6Fields(
  form: Step6Form,
  actions: NavActions & { change: (form: Step6Form) => void },
): Field[] {
  const errors = validateStep6(form);
  const fields: Field[] = [
    select({
      id: 'bonusCombination',
      label: 'Wat geldt er volgens uw cao of beloningsregeling bij samenloop van toeslagen?',
      value: form.bonusCombination,
      options: BONUS_COMBINATIONS.map((value) => ({ value, label: BONUS_COMBINATION_LABELS[value] })),
      onChange: (bonusCombination) => actions.change({ ...form, bonusCombination }),
      hint: 'Bijvoorbeeld welke toeslag geldt wanneer onregelmatigheidstoeslag en overwerk gelijktijdig plaatsvinden.',
      error: firstError(errors, 'bonusCombination'),
      required: true,
    }),
  ];
  for (const group of WERKSOORT_GROUPS) {
    fields.push(
      choice<boolean>({
        id: `answer.${group.code}`,
        label: `${group.code} ${group.description}`,
        value: werksoortAnswer(form, group.code),
        options: [
          { value: true, label: 'Ja' },
          { value: false, label: 'Nee' },
        ],
        onChange: (yes) => actions.change(setWerksoortAnswer(form, group.code, yes)),
      }),
    );
    if (group.kind === 'multi') {
      const code = group.code as MultiWerksoortCode;
      const entries = form.werksoorten[code] ?? [];
      entries.forEach((entry, index) => {
        const path = `werksoorten.${code}.${index}`;
        const setEntry = (changes: Partial<typeof entry>) =>
          actions.change({
            ...form,
            werksoorten: {
              ...form.werksoorten,
              [code]: entries.map((old, at) => (at === index ? { ...old, ...changes } : old)),
            },
          });
        fields.push(
          note(`${path}.name`, `  ${entry.name}`, 'heading'),
          textField(
            `${path}.amount`,
            `  ${columnHeading(code)}`,
            entry.amount,
            (amount) => setEntry({ amount }),
            firstError(errors, `${path}.amount`),
            true,
          ),
          textField(
            `${path}.description`,
            '  Omschrijving',
            entry.description,
            (description) => setEntry({ description }),
            firstError(errors, `${path}.description`),
            true,
          ),
          textField(
            `${path}.comment`,
            '  Toelichting',
            entry.comment,
            (comment) => setEntry({ comment }),
            firstError(errors, `${path}.comment`),
            true,
          ),
          {
            kind: 'button',
            id: `${path}.remove`,
            label: 'Verwijderen',
            onPress: () => actions.change(removeWerksoortEntry(form, code, index)),
          },
        );
      });
      if (entries.length > 0) {
        fields.push({
          kind: 'button',
          id: `${code}.add`,
          label: 'Nieuwe code',
          onPress: () => actions.change(addWerksoortEntry(form, code)),
        });
      }
    } else {
      const single = form.singleWerksoorten[group.code];
      if (single !== undefined && single !== null) {
        const path = `singleWerksoorten.${group.code}.comment`;
        fields.push(
          textField(
            path,
            '  Toelichting',
            single.comment,
            (comment) =>
              actions.change({
                ...form,
                singleWerksoorten: { ...form.singleWerksoorten, [group.code]: { comment } },
              }),
            firstError(errors, path),
            true,
          ),
        );
      }
    }
  }
  if (form.educations.length > 0)
    fields.push(
      note(
        'educations',
        `Opleidingen: ${form.educations.map((education) => education.description).join(', ')}`,
        'dim',
      ),
    );
  return [...fields, ...navButtons(actions)];
}

/** Step 9 'Accorderen': names, the terms, and Ja/Nee on following the cao's tables when based on a cao. */
export function step9Fields(
  form: Step9Form,
  context: { basedOnCao: boolean; isProposal: boolean; saving: boolean; koppelingen: readonly string[] },
  actions: NavActions & { change: (form: Step9Form) => void },
): Field[] {
  const errors = validateForm(step9RuleSets(context), form);
  const fields: Field[] = [
    textField(
      'firstName',
      'Voornaam',
      form.firstName,
      (firstName) => actions.change({ ...form, firstName }),
      firstError(errors, 'firstName'),
      true,
    ),
    textField(
      'lastName',
      'Achternaam',
      form.lastName,
      (lastName) => actions.change({ ...form, lastName }),
      firstError(errors, 'lastName'),
      true,
    ),
    {
      kind: 'checkbox',
      id: 'agreedToTerms',
      label: TERMS_LABEL,
      value: form.agreedToTerms,
      onChange: (agreedToTerms) => actions.change({ ...form, agreedToTerms }),
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
        onChange: (followSalaryTables) => actions.change({ ...form, followSalaryTables }),
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

import { validateStep6, type FormErrors } from '@beloning/core/rules';
import {
  BONUS_COMBINATIONS,
  BONUS_COMBINATION_HINT,
  BONUS_COMBINATION_LABELS,
  BONUS_COMBINATION_QUESTION,
  type Step6Form,
} from '@beloning/core/schemas';
import {
  WERKSOORT_GROUPS,
  addEducation,
  addWerksoortEntry,
  addWerksoortEntryAfter,
  clearEducations,
  columnHeading,
  removeEducation,
  removeWerksoortEntry,
  setEducationJob,
  setWerksoortAnswer,
  showsName,
  werksoortAnswer,
  type MultiWerksoortCode,
  type WerksoortGroup,
} from '@beloning/core/werksoorten';
import { choice, note, select, type Field, type Update } from '../fields.js';
import { firstError } from '../form-errors.js';
import { navButtons, textField, type NavActions } from './step1-2.js';

type Change = Update<Step6Form>;

/** A multi-entry pay type answered Ja: its entries (name once per series), 'Nieuwe code'. */
function multiEntryFields(form: Step6Form, code: MultiWerksoortCode, errors: FormErrors, change: Change) {
  const entries = form.werksoorten[code] ?? [];
  const fields: Field[] = [];
  entries.forEach((entry, index) => {
    const path = `werksoorten.${code}.${index}`;
    const setEntry = (changes: Partial<typeof entry>) =>
      change((form) => ({
        ...form,
        werksoorten: {
          ...form.werksoorten,
          [code]: (form.werksoorten[code] ?? []).map((old, at) =>
            at === index ? { ...old, ...changes } : old,
          ),
        },
      }));
    // Only the first entry of a series shows its name; later periods of it are indented under it.
    if (showsName(entries, index)) fields.push(note(`${path}.name`, `  ${entry.name}`, 'heading'));
    fields.push(
      textField(
        `${path}.startDate`,
        '    Ingangsdatum',
        entry.startDate,
        (startDate) => setEntry({ startDate }),
        firstError(errors, `${path}.startDate`),
        false,
        'DD-MM-JJJJ',
      ),
      textField(
        `${path}.amount`,
        `    ${columnHeading(code)}`,
        entry.amount,
        (amount) => setEntry({ amount }),
        firstError(errors, `${path}.amount`),
        true,
      ),
      textField(
        `${path}.description`,
        '    Omschrijving',
        entry.description,
        (description) => setEntry({ description }),
        firstError(errors, `${path}.description`),
        true,
      ),
      textField(
        `${path}.comment`,
        '    Toelichting',
        entry.comment,
        (comment) => setEntry({ comment }),
        firstError(errors, `${path}.comment`),
        true,
      ),
      {
        kind: 'button',
        id: `${path}.after`,
        label: 'Nieuwe periode',
        onPress: () => change((form) => addWerksoortEntryAfter(form, code, index)),
      },
      {
        kind: 'button',
        id: `${path}.remove`,
        label: 'Verwijderen',
        onPress: () => change((form) => removeWerksoortEntry(form, code, index)),
      },
    );
  });
  if (entries.length > 0) {
    fields.push({
      kind: 'button',
      id: `${code}.add`,
      label: 'Nieuwe code',
      onPress: () => change((form) => addWerksoortEntry(form, code)),
    });
  }
  return fields;
}

function groupFields(form: Step6Form, group: WerksoortGroup, errors: FormErrors, change: Change): Field[] {
  const fields: Field[] = [
    choice<boolean>({
      id: `answer.${group.code}`,
      label: `${group.code} ${group.description}`,
      value: werksoortAnswer(form, group.code),
      options: [
        { value: true, label: 'Ja' },
        { value: false, label: 'Nee' },
      ],
      onChange: (yes) => change((form) => setWerksoortAnswer(form, group.code, yes)),
    }),
  ];
  if (group.kind === 'multi')
    return [...fields, ...multiEntryFields(form, group.code as MultiWerksoortCode, errors, change)];
  const single = form.singleWerksoorten[group.code];
  if (single === undefined || single === null) return fields;
  const path = `singleWerksoorten.${group.code}.comment`;
  fields.push(
    textField(
      path,
      '  Toelichting',
      single.comment,
      (comment) =>
        change((form) => ({
          ...form,
          singleWerksoorten: { ...form.singleWerksoorten, [group.code]: { comment } },
        })),
      firstError(errors, path),
      true,
    ),
  );
  return fields;
}

/**
 * The education block: Ja/Nee (Nee clears them), then per education its description and the jobs (of step
 * 5) it is for, ticked one by one; core's educationRuleSets require both.
 */
function educationFields(form: Step6Form, jobs: readonly string[], errors: FormErrors, change: Change) {
  const fields: Field[] = [
    note('educations', 'Opleidingen', 'heading'),
    choice<boolean>({
      id: 'educations.answer',
      label: 'Gelden er opleidingen voor functies?',
      value: form.educations.length > 0,
      options: [
        { value: true, label: 'Ja' },
        { value: false, label: 'Nee' },
      ],
      onChange: (yes) =>
        change((form) =>
          yes ? (form.educations.length > 0 ? form : addEducation(form)) : clearEducations(form),
        ),
    }),
  ];
  form.educations.forEach((education, index) => {
    const path = `educations.${index}`;
    const setEducation = (changes: (old: typeof education) => Partial<typeof education>) =>
      change((form) => ({
        ...form,
        educations: form.educations.map((old, at) => (at === index ? { ...old, ...changes(old) } : old)),
      }));
    fields.push(
      textField(
        `${path}.description`,
        `  Opleiding ${index + 1}`,
        education.description,
        (description) => setEducation(() => ({ description })),
        firstError(errors, `${path}.description`),
        true,
      ),
    );
    const jobsError = firstError(errors, `${path}.inleners_jobs`);
    if (jobs.length === 0) {
      fields.push(note(`${path}.no-jobs`, '    Functies: voeg eerst functies toe in stap 5.', 'warning'));
      if (jobsError !== null) fields.push(note(`${path}.jobs-error`, `    ${jobsError}`, 'warning'));
    }
    if (jobs.length > 0) fields.push(note(`${path}.jobs`, '    Voor de functies *:'));
    jobs.forEach((job, jobIndex) => {
      const ticked = education.inleners_jobs.includes(job);
      fields.push({
        kind: 'checkbox',
        id: `${path}.job.${jobIndex}`,
        label: job,
        value: ticked,
        onChange: (tick) => change((form) => setEducationJob(form, index, job, tick, jobs)),
        // The jobs are one field: its message shows under the first of them.
        ...(jobIndex === 0 ? { error: jobsError } : {}),
      });
    });
    fields.push({
      kind: 'button',
      id: `${path}.remove`,
      label: 'Opleiding verwijderen',
      onPress: () => change((form) => removeEducation(form, index)),
    });
  });
  if (form.educations.length > 0) {
    fields.push({
      kind: 'button',
      id: 'educations.add',
      label: 'Opleiding toevoegen',
      onPress: () => change((form) => addEducation(form)),
    });
  }
  return fields;
}

/**
 * Step 6 'Toeslagen': how allowances combine, Ja/Nee per pay type with its entries or comment, the
 * educations with the jobs of step 5, and `extra` (the package section, package-fields.ts).
 */
export function step6Fields(
  form: Step6Form,
  jobs: readonly string[],
  actions: NavActions & { change: Change },
  /** A section after the educations, before the buttons (the gelijkwaardige-beloning package). */
  extra: readonly Field[] = [],
): Field[] {
  const errors = validateStep6(form);
  const fields: Field[] = [
    select({
      id: 'bonusCombination',
      label: BONUS_COMBINATION_QUESTION,
      value: form.bonusCombination,
      options: BONUS_COMBINATIONS.map((value) => ({ value, label: BONUS_COMBINATION_LABELS[value] })),
      onChange: (bonusCombination) => actions.change((form) => ({ ...form, bonusCombination })),
      hint: BONUS_COMBINATION_HINT,
      error: firstError(errors, 'bonusCombination'),
      required: true,
    }),
  ];
  for (const group of WERKSOORT_GROUPS) fields.push(...groupFields(form, group, errors, actions.change));
  fields.push(...educationFields(form, jobs, errors, actions.change), ...extra);
  return [...fields, ...navButtons(actions)];
}

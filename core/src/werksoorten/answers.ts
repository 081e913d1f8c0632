import type { SalaryTableForm, Step6Form } from '../schemas/forms.js';
import {
  isMultiWerksoortCode,
  type MultiWerksoortCode,
  type WerksoortCode,
} from '../base/werksoort-groups.js';
import { addEntryAfter, emptyWerksoortEntry, nextWerksoortName } from './naming.js';

/**
 * The Yes/No questions of step 6 (SPEC.md section 4): every pay type has a Yes/No radio. All functions return
 * a new form and leave the given one untouched.
 */

/** A step-6 form with nothing answered yet. */
export function emptyStep6Form(): Step6Form {
  return { bonusCombination: null, werksoorten: {}, singleWerksoorten: {}, educations: [] };
}

/**
 * The answer to a pay type's question: true (Yes), false (No) or null (not answered yet). A multi-entry group
 * is Yes while it has entries; a single-entry group is Yes while it holds an object.
 */
export function werksoortAnswer(form: Step6Form, code: WerksoortCode): boolean | null {
  if (isMultiWerksoortCode(code)) {
    const entries = form.werksoorten[code];
    return entries === undefined ? null : entries.length > 0;
  }
  const single = form.singleWerksoorten[code];
  return single === undefined ? null : single !== null;
}

/**
 * Answers a pay type's question. Yes adds a first entry (named code plus 01) when the group has none, or an
 * empty comment for a single-entry group; an existing Yes keeps its data. No empties the list, or sets a
 * single-entry group to null.
 */
export function setWerksoortAnswer(form: Step6Form, code: WerksoortCode, yes: boolean): Step6Form {
  if (isMultiWerksoortCode(code)) {
    const current = form.werksoorten[code] ?? [];
    const entries = !yes
      ? []
      : current.length > 0
        ? current
        : [emptyWerksoortEntry(nextWerksoortName(code, []))];
    return { ...form, werksoorten: { ...form.werksoorten, [code]: entries } };
  }
  const current = form.singleWerksoorten[code];
  const single = !yes ? null : (current ?? { comment: '' });
  return { ...form, singleWerksoorten: { ...form.singleWerksoorten, [code]: single } };
}

/** 'Nieuwe code': adds an entry at the end of a group, named with the next running number. */
export function addWerksoortEntry(form: Step6Form, code: MultiWerksoortCode): Step6Form {
  const entries = form.werksoorten[code] ?? [];
  const added = emptyWerksoortEntry(nextWerksoortName(code, entries));
  return { ...form, werksoorten: { ...form.werksoorten, [code]: [...entries, added] } };
}

/** Adds a later period of the entry at `index`, right after it (see addEntryAfter). */
export function addWerksoortEntryAfter(form: Step6Form, code: MultiWerksoortCode, index: number): Step6Form {
  const entries = form.werksoorten[code] ?? [];
  return { ...form, werksoorten: { ...form.werksoorten, [code]: addEntryAfter(entries, index) } };
}

/** Removes the entry at `index` of a group; an index outside the list changes nothing. */
export function removeWerksoortEntry(form: Step6Form, code: MultiWerksoortCode, index: number): Step6Form {
  const entries = form.werksoorten[code] ?? [];
  if (index < 0 || index >= entries.length) return form;
  return {
    ...form,
    werksoorten: { ...form.werksoorten, [code]: entries.filter((_, position) => position !== index) },
  };
}

/** Adds an empty education (description and jobs still to fill). */
export function addEducation(form: Step6Form): Step6Form {
  return { ...form, educations: [...form.educations, { description: '', inleners_jobs: [] }] };
}

/** Removes the education at `index`; an index outside the list changes nothing. */
export function removeEducation(form: Step6Form, index: number): Step6Form {
  if (index < 0 || index >= form.educations.length) return form;
  return { ...form, educations: form.educations.filter((_, position) => position !== index) };
}

/** Removes all educations (the education question answered No). */
export function clearEducations(form: Step6Form): Step6Form {
  return { ...form, educations: [] };
}

/**
 * The job titles of all tables (step 5), each once, in order: what an education can be for (SPEC.md 2.11
 * step 6).
 */
export function educationJobs(tables: readonly Pick<SalaryTableForm, 'jobs'>[]): string[] {
  const names: string[] = [];
  for (const table of tables)
    for (const job of table.jobs) {
      const name = job.name.trim();
      if (name !== '' && !names.includes(name)) names.push(name);
    }
  return names;
}

/**
 * Ticks or unticks a job of the education at `index`; its jobs keep the order of `jobs` (educationJobs),
 * whatever order they are ticked in.
 */
export function setEducationJob(
  form: Step6Form,
  index: number,
  job: string,
  ticked: boolean,
  jobs: readonly string[],
): Step6Form {
  return {
    ...form,
    educations: form.educations.map((education, position) =>
      position !== index
        ? education
        : {
            ...education,
            inleners_jobs: jobs.filter((name) =>
              name === job ? ticked : education.inleners_jobs.includes(name),
            ),
          },
    ),
  };
}

import { STEP6_FIELD_LABELS } from '../schemas/labels.js';
import { columnHeading, isMultiWerksoortCode } from '../base/werksoort-groups.js';
import type { SalaryTableForm, Step6Form } from '../schemas/forms.js';
import { ALL_AGES_KEY } from '../base/constants.js';
import { payscaleKeyErrors } from '../salary/payscale-key.js';
import { formSeriesTable, seriesGaps } from '../salary/table-series.js';
import { storedWageError } from '../salary/validate-wage.js';
import { validateForm, validateItems } from './engine.js';
import { isBlank } from './generic.js';
import { MESSAGES, tableAgeNeedsWageMessage } from '../base/messages.js';
import { validateStep6, type Step6Context } from './step6-forms.js';
import { jobRuleSets, salaryTableRuleSets, tablePayscales } from './table-forms.js';
import { issue, issuesFromErrors, type IssueTable, type StepIssue } from './wizard-errors.js';

/**
 * The step-level checks of the wizard (SPEC.md 4 and 5.2): what no single field can say on its own. Each returns
 * the issues found, empty when the step is valid; `wizardErrorList` turns them into the lines under the wizard.
 */

function tableOf(table: SalaryTableForm): IssueTable {
  return { key: table.key, name: table.name };
}

/**
 * The end date of each table: every table needs one; within a series each is followed the next day by the
 * next (table-series.ts).
 */
function seriesIssues(tables: readonly SalaryTableForm[]): StepIssue[] {
  const required = tables.flatMap((table) =>
    isBlank(table.endDate) ? [issue(MESSAGES.required, tableOf(table), 'endDate')] : [],
  );
  const gaps = seriesGaps(tables.map(formSeriesTable)).flatMap(({ index, problem }) => {
    const table = tables[index]!;
    return problem === 'not_followed' ? [issue(MESSAGES.noFollowingTable, tableOf(table), 'endDate')] : [];
  });
  return [...required, ...gaps];
}

/**
 * Step 3: at least one table ('Voeg ten minste een tabel toe'); each table's fields; the last table of each run
 * has an end date; and each follow-up table starts the day after the previous end date ('Er is geen opvolgende
 * loontabel na deze einddatum').
 */
export function step3Issues(tables: readonly SalaryTableForm[]): StepIssue[] {
  if (tables.length === 0) return [issue(MESSAGES.atLeastOneTable)];
  const fields = tables.flatMap((table) =>
    issuesFromErrors(validateForm(salaryTableRuleSets, table), tableOf(table)),
  );
  return [...fields, ...seriesIssues(tables)];
}

/** Tables that say they have periodic increases (flag 1) but list none. */
export function periodicIncreaseIssues(tables: readonly SalaryTableForm[]): StepIssue[] {
  return tables
    .filter((table) => table.hasPeriodiekVerhogingen === 1 && table.periodiekVerhogingen.length === 0)
    .map((table) => issue(MESSAGES.periodicIncreasesRequired, tableOf(table), 'periodiekVerhogingen'));
}

/**
 * Payscale keys of each age of a table pass the one payscale-key check (payscaleKeyErrors): required, at most
 * 10 characters, unique (case and spaces ignored).
 */
export function payscaleKeyIssues(table: SalaryTableForm): StepIssue[] {
  const found: StepIssue[] = [];
  for (const [age, payscales] of Object.entries(table.fullTable)) {
    for (const error of payscaleKeyErrors(Object.keys(payscales))) {
      if (error !== null) found.push(issue(error.message, tableOf(table), `fullTable.${age}`));
    }
  }
  return found;
}

/** Each age of the table has at least one wage; a table without any age counts as the all-ages row. */
function ageIssues(table: SalaryTableForm): StepIssue[] {
  const ages = Object.keys(table.fullTable);
  const withoutWage = (ages.length === 0 ? [ALL_AGES_KEY] : ages).filter((age) => {
    const payscales = table.fullTable[age] ?? {};
    return !Object.values(payscales).some((cells) => Object.values(cells).some((wage) => !isBlank(wage)));
  });
  // The message names the table itself, so it is not prefixed again.
  return withoutWage.map((age) =>
    issue(tableAgeNeedsWageMessage(table.name, age), { key: table.key }, `fullTable.${age}`),
  );
}

/**
 * Every cell passes the one cell check (storedWageError): a dot-decimal number above zero, not below the
 * cao's original value of that cell.
 */
function cellIssues(table: SalaryTableForm): StepIssue[] {
  // Plain loops rather than nested flatMaps over entries: a table has hundreds of cells, and the field path is
  // built only for a cell that has an issue.
  const found: StepIssue[] = [];
  const { fullTable, originalFullTable } = table;
  for (const age in fullTable) {
    const payscales = fullTable[age]!;
    const originalAge = originalFullTable?.[age];
    for (const payscale in payscales) {
      const cells = payscales[payscale]!;
      const originalCells = originalAge?.[payscale];
      for (const column in cells) {
        const error = storedWageError(cells[column]!, originalCells?.[column] ?? null);
        if (error !== null) {
          found.push(issue(error.message, tableOf(table), `fullTable.${age}.${payscale}.${column}`));
        }
      }
    }
  }
  return found;
}

/**
 * Step 4: every table and age has at least one wage ('Loontabel "{table}" met leeftijd "{age}" moet ten minste
 * één loon hebben'), cells are not below their original values, and payscale keys are valid and unique.
 */
export function step4Issues(tables: readonly SalaryTableForm[]): StepIssue[] {
  return tables.flatMap((table) => [...ageIssues(table), ...cellIssues(table), ...payscaleKeyIssues(table)]);
}

/** Step 5: every job has a title and one of its table's payscales. */
export function step5Issues(tables: readonly SalaryTableForm[]): StepIssue[] {
  return tables.flatMap((table) =>
    issuesFromErrors(
      validateItems('jobs', jobRuleSets(tablePayscales(table.fullTable)), table.jobs),
      tableOf(table),
    ),
  );
}

/**
 * Step 6: how allowances combine, each pay type answered Yes, and the educations; each issue labelled with the
 * field as the screen names it ('OV01, Percentage', 'RU, Toelichting', 'Opleiding 1, Omschrijving'), since
 * 'Veld is vereist' alone does not say which of the many fields of step 6 it is.
 */
export function step6Issues(form: Step6Form, context: Step6Context = {}): StepIssue[] {
  return issuesFromErrors(validateStep6(form, context)).map((found) => {
    const label = found.field === undefined ? undefined : step6FieldLabel(form, found.field);
    return label === undefined ? found : { ...found, label };
  });
}

const STEP6_PART_LABELS: Readonly<Record<string, string>> = {
  startDate: STEP6_FIELD_LABELS.startDate,
  description: STEP6_FIELD_LABELS.description,
  comment: STEP6_FIELD_LABELS.comment,
};

/** The on-screen name of a step-6 field by its form path; undefined when the message needs none. */
function step6FieldLabel(form: Step6Form, field: string): string | undefined {
  const [group = '', code = '', index = '', part = ''] = field.split('.');
  if (group === 'bonusCombination') return STEP6_FIELD_LABELS.bonusCombination;
  if (group === 'werksoorten') {
    const name = form.werksoorten[code]?.[Number(index)]?.name ?? code;
    const what =
      part === 'amount' && isMultiWerksoortCode(code) ? columnHeading(code) : STEP6_PART_LABELS[part];
    return what === undefined ? name : `${name}, ${what}`;
  }
  if (group === 'singleWerksoorten') {
    const what = STEP6_PART_LABELS[index];
    return what === undefined ? code : `${code}, ${what}`;
  }
  if (group === 'educations') {
    const what =
      code === ''
        ? undefined
        : index === 'inleners_jobs'
          ? STEP6_FIELD_LABELS.educationJobs
          : STEP6_PART_LABELS[index];
    const education = STEP6_FIELD_LABELS.education(Number(code));
    return what === undefined ? education : `${education}, ${what}`;
  }
  return undefined;
}

import { minValueMessage, step3Issues, step4Issues, step5Issues, type StepIssue } from '@beloning/core/rules';
import {
  dutchErrorMap,
  fromInlenersCao,
  inlenersCaoPayloadSchema,
  salaryTableKey,
  schemeContentFromPayload,
  type FullTable,
  type InlenersCaoPayload,
} from '@beloning/core/schemas';
import { describeLocation, formFieldPath, type FieldLabels, type JsonPath } from '../fixtures/locations.js';
import { euroAmount } from '../money.js';

/** The fields of a salary table as the wizard names them (step 3 and 5). */
const FIELD_LABELS: FieldLabels = {
  name: 'naam',
  active_per: 'ingangsdatum',
  end_date: 'einddatum',
  conform: 'conform',
  wages_per: 'loon per',
  wages_divided_by: 'loon gedeeld door',
  hours_in_workweek: 'uren per week',
  hour_definition: 'definitie uur',
  initial_scaling: 'inschaling',
  adv_comment: 'ADV-toelichting',
  adv_type: 'soort ADV',
  adv_amount: 'ADV',
  shift_work_comment: 'toelichting ploegendienst',
  minimal_payscale: 'minimale schaal',
  periodiek_verhogingen: 'periodiekverhogingen',
};

/**
 * The checks a new version of a scheme must pass before the CLI sends it: core's save schema (shape, lengths,
 * numbers) and the wizard's table rules of steps 3 to 5 as the server runs them (dates and series, a wage
 * for every age, cells not below the cao's original cell, payscale keys, jobs on an existing payscale).
 * The rest of the scheme (steps 2 and 6) is what was saved before and is left to the server.
 * Each problem is one Dutch line that names its place: 'loontabel 2 (Schoonmaak 1-1-2026), leeftijd 18,
 * schaal LG1, periodiek 1: Waarde moet minimaal € 12,74 zijn'.
 */
export function checkSchemePayload(
  payload: InlenersCaoPayload,
  originals: ReadonlyMap<number, FullTable>,
): string[] {
  const lines: string[] = [];
  const add = (path: JsonPath, message: string) => {
    const location = describeLocation(payload, path, FIELD_LABELS);
    const line = path.length === 0 ? message : `${location}: ${message}`;
    if (!lines.includes(line)) lines.push(line);
  };

  const parsed = inlenersCaoPayloadSchema.safeParse(payload, { error: dutchErrorMap });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add(
        issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
        issue.message,
      );
    }
    return lines;
  }

  const forms = fromInlenersCao(schemeContentFromPayload(parsed.data, { id: 1, version: 1 }));
  const tables = forms.salaryTables.map((table, index) => {
    const originalId = payload.salary_tables[index]?.original_salary_table_id ?? null;
    return { ...table, originalFullTable: originalId === null ? null : (originals.get(originalId) ?? null) };
  });
  const tableIndex = new Map(tables.map((_, index) => [salaryTableKey(index), index]));
  const issues: StepIssue[] = [...step3Issues(tables), ...step4Issues(tables), ...step5Issues(tables)];
  for (const issue of issues) {
    const index = issue.tableKey === undefined ? undefined : tableIndex.get(issue.tableKey);
    // The payload keeps a table's own jobs as inleners_jobs.
    const field = formFieldPath(issue.field).map((part, position) =>
      position === 0 && part === 'jobs' ? 'inleners_jobs' : part,
    );
    const table = index === undefined ? undefined : tables[index];
    const message = wageFloorMessage(table?.originalFullTable ?? null, field, issue.message);
    add(index === undefined ? field : ['salary_tables', index, ...field], message);
  }
  return lines;
}

/**
 * Core's 'Waarde moet minimaal 12,7 zijn' for a cell below the cao's original wage, with the wage as an
 * amount: 'Waarde moet minimaal € 12,70 zijn' (the portal shows core's words beside the cell).
 */
function wageFloorMessage(original: FullTable | null, field: JsonPath, message: string): string {
  if (original === null || field.length !== 4 || field[0] !== 'full_table') return message;
  const [, age, payscale, periodical] = field.map(String);
  const wage = original[age ?? '']?.[payscale ?? '']?.[periodical ?? ''];
  if (typeof wage !== 'string' || message !== minValueMessage(wage)) return message;
  return `Waarde moet minimaal ${euroAmount(wage)} zijn`;
}

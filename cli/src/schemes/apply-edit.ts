import { formatDutchDate } from '@beloning/core/format';
import type { ApiClient } from '@beloning/core/api';
import { minimumWageWarnings, type MinimumWageWarning } from '@beloning/core/salary';
import type { FullTable, InlenersCao } from '@beloning/core/schemas';
import type { Context } from '../context.js';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { describeLocation } from '../fixtures/locations.js';
import { checkSchemePayload } from './check.js';
import type { SchemeEdit, TableChange } from './plan.js';

/** Shared by `tables import` and `tables increase`: check, show what changes, and save one new version. */

export const EDIT_MESSAGES = {
  invalid: 'De nieuwe versie voldoet niet aan de regels; er is niets opgeslagen:',
  dryRun: 'Proefdraai: er is niets opgeslagen.',
  nothingChanged: 'Er verandert niets; er is niets opgeslagen.',
} as const;

/** Warnings listed on stderr at most; the rest is counted. */
const MAX_WARNING_LINES = 20;

const ACTIONS: Record<TableChange['action'], string> = {
  replaced: 'vervangen',
  added: 'toegevoegd',
  increased: 'verhoogd',
};

/** The original wages of the cao tables the scheme's tables start from, for the 'not below' rule. */
export async function loadOriginals(client: ApiClient, scheme: InlenersCao): Promise<Map<number, FullTable>> {
  const originals = new Map<number, FullTable>();
  const needed = scheme.salary_tables.some((table) => table.original_salary_table_id !== null);
  if (scheme.cao_id === null || !needed) return originals;
  for (const table of await client.caos.salaryTables({ caoId: scheme.cao_id })) {
    if (table.id !== null) originals.set(table.id, table.full_table);
  }
  return originals;
}

interface ChangeReport {
  change: TableChange;
  warnings: MinimumWageWarning[];
}

function hasEffect(changes: readonly TableChange[]): boolean {
  return changes.some(
    ({ action, counts }) =>
      action === 'added' || counts.changed > 0 || counts.added > 0 || counts.removed > 0,
  );
}

function changeJson({ change, warnings }: ChangeReport) {
  const { table, counts } = change;
  return {
    table: table.name,
    action: change.action,
    active_per: table.active_per,
    end_date: table.end_date,
    cells_changed: counts.changed,
    cells_added: counts.added,
    cells_removed: counts.removed,
    cells_unchanged: counts.unchanged,
    minimum_wage_warnings: warnings.map(({ message: _message, ...warning }) => warning),
  };
}

function printReport(ctx: Context, reports: readonly ChangeReport[]): void {
  ctx.out.table(
    [
      { heading: 'Loontabel' },
      { heading: 'Wijziging' },
      { heading: 'Geldig' },
      { heading: 'Gewijzigd', alignRight: true },
      { heading: 'Nieuw', alignRight: true },
      { heading: 'Vervallen', alignRight: true },
      { heading: 'Onder WML', alignRight: true },
    ],
    reports.map(({ change, warnings }) => [
      change.table.name,
      ACTIONS[change.action],
      `${formatDutchDate(change.table.active_per)} t/m ${
        change.table.end_date === null ? 'onbepaald' : formatDutchDate(change.table.end_date)
      }`,
      String(change.counts.changed),
      String(change.counts.added),
      String(change.counts.removed),
      String(warnings.length),
    ]),
  );
}

/** The minimum-wage warnings on stderr, also with --json (where they are in the data as well). */
function printWarnings(ctx: Context, reports: readonly ChangeReport[]): void {
  const all = reports.flatMap(({ change, warnings }) =>
    warnings.map((warning) => {
      const place = describeLocation(null, ['full_table', warning.age, warning.payscale, warning.periodical]);
      return `loontabel ${change.table.name}, ${place}: ${warning.message}`;
    }),
  );
  for (const line of all.slice(0, MAX_WARNING_LINES)) ctx.out.warn(line);
  if (all.length > MAX_WARNING_LINES) {
    ctx.out.warn(`en nog ${all.length - MAX_WARNING_LINES} lonen onder het wettelijk minimumloon`);
  }
}

/**
 * Checks the edit with core's rules (exit 4 and every problem, nothing sent), shows per table what changes
 * and which wages fall below the statutory minimum wage (warnings, as in the wizard), and unless dryRun
 * saves it as one new version with PUT and expected_version: a 412 means someone else saved first and
 * nothing was saved (errors.ts says so).
 */
export async function applySchemeEdit(
  ctx: Context,
  client: ApiClient,
  scheme: InlenersCao,
  edit: SchemeEdit,
  options: { dryRun: boolean },
): Promise<ExitCode> {
  const problems = checkSchemePayload(edit.payload, await loadOriginals(client, scheme));
  if (problems.length > 0) {
    throw new CliError([EDIT_MESSAGES.invalid, ...problems.map((line) => `  ${line}`)], EXIT.validation);
  }
  const reports = edit.changes.map((change) => ({ change, warnings: minimumWageWarnings(change.table) }));
  const changed = hasEffect(edit.changes);
  const saved = options.dryRun || !changed ? null : await client.schemes.update(edit.payload);

  if (ctx.out.json) {
    ctx.out.printJson({
      scheme: { id: scheme.id, guid: scheme.guid, full_name: scheme.full_name, version: scheme.version },
      dry_run: options.dryRun,
      saved_version: saved?.version ?? null,
      tables: reports.map(changeJson),
    });
  } else {
    printReport(ctx, reports);
  }
  printWarnings(ctx, reports);
  if (options.dryRun) ctx.out.info(EDIT_MESSAGES.dryRun);
  else if (saved === null) ctx.out.info(EDIT_MESSAGES.nothingChanged);
  else {
    const cells = edit.changes.reduce(
      (sum, { counts }) => sum + counts.changed + counts.added + counts.removed,
      0,
    );
    ctx.out.success(
      `Versie ${saved.version} van ${scheme.full_name} opgeslagen: ${plural(edit.changes.length, 'loontabel', 'loontabellen')}, ${plural(cells, 'cel', 'cellen')} gewijzigd.`,
    );
  }
  return EXIT.success;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

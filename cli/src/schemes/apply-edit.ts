import { formatDutchDate } from '@beloning/core/format';
import type { ApiClient } from '@beloning/core/api';
import {
  ageName,
  displayedWage,
  drasticChange,
  minimumWageNotice,
  minimumWageWarnings,
  type CellChange,
  type DrasticChange,
  type MinimumWageWarning,
} from '@beloning/core/salary';
import type { FullTable, InlenersCao } from '@beloning/core/schemas';
import { canPrompt, type Context } from '../context.js';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { describeLocation } from '../fixtures/locations.js';
import { euroAmount } from '../money.js';
import { CANCELLED, promptLine } from '../prompt.js';
import { checkSchemePayload } from './check.js';
import type { SchemeEdit, TableChange } from './plan.js';

/** Shared by `tables import` and `tables increase`: check, show what changes, and save one new version. */

export const EDIT_MESSAGES = {
  invalid: 'De nieuwe versie voldoet niet aan de regels; er is niets opgeslagen:',
  dryRun: 'Proefdraai: er is niets opgeslagen.',
  nothingChanged: 'Er verandert niets; er is niets opgeslagen.',
  drastic: (count: number) =>
    `${count === 1 ? 'Eén loon verandert' : `${count} lonen veranderen`} sterk (meer dan het dubbele, minder dan de helft of vervallen):`,
  force: 'Er is niets opgeslagen. Controleer de lonen, of sla ze toch op met --force.',
  confirm: 'Toch opslaan? (j/N) ',
} as const;

/** What a drastic change is called in the list of cells. */
const DRASTIC: Record<DrasticChange, string> = {
  more_than_double: 'meer dan het dubbele',
  less_than_half: 'minder dan de helft',
  dropped: 'vervalt',
};

/** Drastic changes listed before the question or refusal at most; the rest is counted. */
const MAX_DRASTIC_LINES = 20;

/** Warnings listed on stderr at most; the rest is counted. */
const MAX_WARNING_LINES = 20;

const ACTIONS: Record<TableChange['action'], string> = {
  replaced: 'vervangen',
  added: 'toegevoegd',
  'follow-up': 'vervolgtabel',
  ended: 'einddatum',
};

/** What the summary says a change does: a raise by its sign ('verlaagd' for a cut), a follow-up as such. */
function actionText(change: TableChange): string {
  if (change.action === 'follow-up') return `${ACTIONS['follow-up']}, ${change.verb ?? 'verhoogd'}`;
  return ACTIONS[change.action];
}

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
  /** core's minimumWageNotice: part of the table's dates lies outside the minimum wages Beloning knows. */
  notice: string | null;
}

function hasEffect(changes: readonly TableChange[]): boolean {
  return changes.some(
    ({ action, counts }) =>
      action === 'added' ||
      action === 'follow-up' ||
      action === 'ended' ||
      counts.changed > 0 ||
      counts.added > 0 ||
      counts.removed > 0,
  );
}

/** A wage as the lists show it: core's displayedWage ('14,829', '15,50'), '-' where there is none. */
function wage(value: string | null): string {
  return value === null ? '-' : displayedWage(value);
}

/** A wage as a message on stderr shows it: '€ 14,829', '€ 15,50' (euroAmount), '-' where there is none. */
function messageWage(value: string | null): string {
  return value === null ? '-' : euroAmount(value);
}

function cellJson(cell: CellChange) {
  return { ...cell, confirm: drasticChange(cell) };
}

function changeJson({ change, warnings, notice }: ChangeReport) {
  const { table, counts } = change;
  return {
    table: table.name,
    action: change.action,
    ...(change.verb === undefined ? {} : { verb: change.verb }),
    active_per: table.active_per,
    end_date: table.end_date,
    cells_changed: counts.changed,
    cells_added: counts.added,
    cells_removed: counts.removed,
    cells_unchanged: counts.unchanged,
    cells: change.cells.map(cellJson),
    minimum_wage_warnings: warnings.map(({ message: _message, ...warning }) => warning),
    minimum_wage_notice: notice,
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
      actionText(change),
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

/** Every changed cell with its old and new wage, after the summary of a dry run. */
function printCells(ctx: Context, reports: readonly ChangeReport[]): void {
  const rows = reports.flatMap(({ change }) =>
    change.cells.map((cell) => {
      const drastic = drasticChange(cell);
      return [
        change.table.name,
        ageName(cell.age),
        cell.payscale,
        cell.periodical,
        wage(cell.old),
        wage(cell.new),
        drastic === null ? '' : DRASTIC[drastic],
      ];
    }),
  );
  if (rows.length === 0) return;
  ctx.out.line('');
  ctx.out.table(
    [
      { heading: 'Loontabel' },
      { heading: 'Leeftijd' },
      { heading: 'Schaal' },
      { heading: 'Periodiek' },
      { heading: 'Oud', alignRight: true },
      { heading: 'Nieuw', alignRight: true },
      { heading: 'Let op' },
    ],
    rows,
  );
}

/** The drastic changes of an edit, as lines naming the table and the cell. */
function drasticLines(changes: readonly TableChange[]): string[] {
  return changes.flatMap((change) =>
    change.cells.flatMap((cell) => {
      const drastic = drasticChange(cell);
      if (drastic === null) return [];
      const place = describeLocation(null, ['full_table', cell.age, cell.payscale, cell.periodical]);
      return [
        `loontabel ${change.table.name}, ${place}: ${messageWage(cell.old)} -> ${messageWage(cell.new)} (${DRASTIC[drastic]})`,
      ];
    }),
  );
}

/**
 * A wage that more than doubles, falls below half or is dropped is saved only when the user says so: with
 * --force, or by answering 'j' in a terminal; otherwise nothing is saved (exit 4).
 */
async function confirmDrastic(ctx: Context, changes: readonly TableChange[], force: boolean): Promise<void> {
  const lines = drasticLines(changes);
  if (lines.length === 0 || force) return;
  const shown = [
    EDIT_MESSAGES.drastic(lines.length),
    ...lines.slice(0, MAX_DRASTIC_LINES).map((line) => `  ${line}`),
    ...(lines.length > MAX_DRASTIC_LINES ? [`  en nog ${lines.length - MAX_DRASTIC_LINES}`] : []),
  ];
  const { stdin, stderr } = ctx.deps;
  // Asked only in a terminal and without --no-input; otherwise refused as before, naming --force.
  if (canPrompt(ctx) && stderr.isTTY === true) {
    for (const line of shown) ctx.out.warn(line);
    const answer = (await promptLine(stdin, stderr, EDIT_MESSAGES.confirm)).toLowerCase();
    if (answer === 'j' || answer === 'ja') return;
    throw new CliError(CANCELLED, EXIT.validation);
  }
  throw new CliError([...shown, EDIT_MESSAGES.force], EXIT.validation);
}

/**
 * The minimum-wage notices (a table's dates past the known minimum wages) and warnings on stderr, also with
 * --json (where they are in the data as well).
 */
function printWarnings(ctx: Context, reports: readonly ChangeReport[]): void {
  for (const { change, notice } of reports) {
    if (notice !== null) ctx.out.warn(`loontabel ${change.table.name}: ${notice}`);
  }
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
  options: { dryRun: boolean; force?: boolean },
): Promise<ExitCode> {
  const problems = checkSchemePayload(edit.payload, await loadOriginals(client, scheme));
  if (problems.length > 0) {
    throw new CliError([EDIT_MESSAGES.invalid, ...problems.map((line) => `  ${line}`)], EXIT.validation);
  }
  const reports = edit.changes.map((change) => ({
    change,
    warnings: minimumWageWarnings(change.table),
    notice: minimumWageNotice(change.table),
  }));
  const changed = hasEffect(edit.changes);
  if (!options.dryRun && changed) await confirmDrastic(ctx, edit.changes, options.force ?? false);
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
    if (options.dryRun) printCells(ctx, reports);
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

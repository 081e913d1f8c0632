import { parseDutchDate } from '@beloning/core/format';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { createProgress } from '../../progress.js';
import { applySchemeEdit } from '../../schemes/apply-edit.js';
import { ImportPlanError, planImport, type NewTableDates } from '../../schemes/import-plan.js';
import { readCsvFiles } from '../../schemes/read-csv.js';
import { schemeUpdatePayload } from '../../schemes/scheme-payload.js';
import { parseSchemeGuid } from '../schemes/describe.js';

export const IMPORT_MESSAGES = {
  noFiles: 'Geef ten minste één CSV-bestand.',
  invalidCsv: 'De CSV-bestanden bevatten fouten; er is niets verstuurd:',
} as const;

export interface TablesImportOptions {
  scheme: string;
  dryRun?: boolean;
  force?: boolean;
  table?: string;
  activePer?: string;
  endDate?: string;
}

function optionDate(option: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = parseDutchDate(text);
  if (date === null) {
    throw new CliError(`Ongeldige datum '${text}' bij ${option}: gebruik DD-MM-JJJJ.`, EXIT.usage);
  }
  return date;
}

/**
 * `beloning tables import <csv...> --scheme <guid> [--dry-run]`: every file is read and checked with core's
 * codec before anything is sent (exit 4 with every bad row and column of every file); then the tables are
 * merged into the scheme's newest version (cli/README.md), checked with core's rules, shown, and unless
 * --dry-run saved as one new version.
 */
export async function tablesImport(
  ctx: Context,
  files: readonly string[],
  options: TablesImportOptions,
): Promise<ExitCode> {
  if (files.length === 0) throw new CliError(IMPORT_MESSAGES.noFiles, EXIT.usage);
  const guid = parseSchemeGuid(options.scheme);
  const activePer = optionDate('--active-per', options.activePer);
  const endDate = optionDate('--end-date', options.endDate);
  const dates: NewTableDates = {
    ...(activePer === undefined ? {} : { activePer }),
    ...(endDate === undefined ? {} : { endDate }),
  };

  const progress = createProgress(ctx.deps.stderr, files.length, 'bestanden gelezen', {
    quiet: ctx.global.quiet ?? false,
  });
  const read = await readCsvFiles(ctx.deps.cwd, files, {
    progress,
    ...(options.table === undefined ? {} : { tableName: options.table }),
  });
  progress.done();
  if (!read.ok) {
    throw new CliError(
      [IMPORT_MESSAGES.invalidCsv, ...read.errors.map((line) => `  ${line}`)],
      EXIT.validation,
    );
  }

  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid);
  let edit;
  try {
    edit = planImport(scheme, schemeUpdatePayload(scheme), read.files, dates);
  } catch (error) {
    if (error instanceof ImportPlanError) throw new CliError(error.lines, EXIT.validation);
    throw error;
  }
  return applySchemeEdit(ctx, client, scheme, edit, {
    dryRun: options.dryRun ?? false,
    force: options.force ?? false,
  });
}

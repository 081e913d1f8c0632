import { formatDutchDate } from '@beloning/core/format';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { readJsonFile, readSetuMessage, SCHEME_FILE_MESSAGES } from '../../schemes/scheme-file.js';

export const IMPORT_SETU_MESSAGES = {
  unreadable: SCHEME_FILE_MESSAGES.unreadable,
  notJson: SCHEME_FILE_MESSAGES.notJson,
  invalid: SCHEME_FILE_MESSAGES.invalidSetu,
  terms:
    'Geef --akkoord om de regeling op te slaan: u gaat dan akkoord met de voorwaarden (beloning.nl/algemene-voorwaarden). Met --dry-run ziet u eerst wat er wordt overgenomen.',
  notKept: 'Niet overgenomen (staat ook in de cao-tekst van de regeling):',
} as const;

export interface SchemesImportSetuOptions {
  dryRun?: boolean;
  akkoord?: boolean;
}

/**
 * `beloning schemes import-setu <bestand> [--dry-run] [--akkoord]`: reads a SETU gelijkwaardige beloning v2.0
 * message (JSON) with core's fromSetuInquiryPayEquity, lists what is not kept, and unless --dry-run saves it
 * as a new own scheme of the company (POST inleners/inleners-cao/). Errors name the message's JSON path
 * (exit 4); the server's field errors are shown as any save's.
 */
export async function schemesImportSetu(
  ctx: Context,
  file: string,
  options: SchemesImportSetuOptions,
): Promise<ExitCode> {
  if (!options.dryRun && !options.akkoord) throw new CliError(IMPORT_SETU_MESSAGES.terms, EXIT.usage);
  const { payload, notes } = readSetuMessage(await readJsonFile(ctx, file));
  ctx.out.info(
    `${count(payload.salary_tables.length, 'loontabel', 'loontabellen')}, ${count(payload.werksoorten.length, 'werksoort', 'werksoorten')}, vanaf ${formatDutchDate(payload.duration_start)}.`,
  );
  if (notes.length > 0) {
    ctx.out.warn(IMPORT_SETU_MESSAGES.notKept);
    for (const note of notes) ctx.out.warn(`  ${note}`);
  }
  if (options.dryRun) {
    ctx.out.info('--dry-run: niets opgeslagen.');
    return EXIT.success;
  }
  const { client } = await connect(ctx, { requireLogin: true });
  const saved = await client.schemes.create({ ...payload, terms_accepted: true });
  ctx.out.success(`Regeling opgeslagen als eigen regeling (${saved.guid}).`);
  return EXIT.success;
}

/** '1 loontabel', '2 loontabellen'. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

import { formatDutchDate } from '@beloning/core/format';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import {
  loadRuleContext,
  readSchemeFile,
  SCHEME_FILE_KIND_LABELS,
  validatePayload,
} from '../../schemes/scheme-file.js';

export const CREATE_MESSAGES = {
  terms:
    'Geef --akkoord om de regeling op te slaan: u gaat dan akkoord met de voorwaarden (beloning.nl/algemene-voorwaarden). Met --dry-run ziet u eerst wat er wordt aangemaakt.',
  notKept: 'Niet overgenomen (staat ook in de cao-tekst van de regeling):',
  dryRun: '--dry-run: niets opgeslagen.',
} as const;

export interface SchemesCreateOptions {
  from: string;
  dryRun?: boolean;
  akkoord?: boolean;
}

/**
 * `beloning schemes create --from <bestand> [--dry-run] [--akkoord]`: a new scheme from a file (the API's
 * save payload, a `schemes export --format json`, or a SETU v2.0 message; src/schemes/scheme-file.ts),
 * checked as the server checks a save (core's schema and the wizard's rules, with the cao's data from the
 * API), then saved with POST inleners/inleners-cao/. Prints the new guid on stdout (with --json the saved
 * scheme); every problem is named by its JSON path (exit 4) and nothing is sent.
 */
export async function schemesCreate(ctx: Context, options: SchemesCreateOptions): Promise<ExitCode> {
  const file = await readSchemeFile(ctx, options.from);
  const accepted = options.akkoord === true || file.payload.terms_accepted === true;
  if (!options.dryRun && !accepted) throw new CliError(CREATE_MESSAGES.terms, EXIT.usage);

  // An own scheme is checked without the server; one on a cao needs the cao's minimums and tables.
  let connection: Awaited<ReturnType<typeof connect>> | undefined;
  const client = async () => (connection ??= await connect(ctx, { requireLogin: true })).client;
  const { payload, caoName } = await validatePayload(
    { ...file.payload, terms_accepted: true },
    async (parsed) =>
      parsed.cao_id === null
        ? { context: { cao: null, originals: new Map() }, errors: {}, caoName: null }
        : loadRuleContext(await client(), parsed),
  );

  const tables = payload.salary_tables.map((table) => table.name).join(', ');
  const period =
    payload.duration_end === undefined
      ? `vanaf ${formatDutchDate(payload.duration_start)}`
      : `${formatDutchDate(payload.duration_start)} tot en met ${formatDutchDate(payload.duration_end)}`;
  ctx.out.info(`${options.from}: ${SCHEME_FILE_KIND_LABELS[file.kind]}.`);
  ctx.out.info(
    `${caoName ?? 'Eigen regeling'}, ondertekend door ${payload.signed_fullname}, ${period}; ${count(payload.salary_tables.length, 'loontabel', 'loontabellen')} (${tables}), ${count(payload.werksoorten.length, 'werksoort', 'werksoorten')}.`,
  );
  if (file.notes.length > 0) {
    ctx.out.warn(CREATE_MESSAGES.notKept);
    for (const note of file.notes) ctx.out.warn(`  ${note}`);
  }
  if (options.dryRun) {
    if (ctx.out.json) ctx.out.printJson(payload);
    ctx.out.info(CREATE_MESSAGES.dryRun);
    return EXIT.success;
  }

  const api = await client();
  const saved = await api.schemes.create(payload);
  if (ctx.out.json) {
    ctx.out.printJson(await api.schemes.get(saved.guid));
  } else {
    ctx.out.line(saved.guid);
  }
  ctx.out.success(`Regeling aangemaakt (${saved.guid}, versie ${saved.version}).`);
  return EXIT.success;
}

/** '1 loontabel', '2 loontabellen'. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

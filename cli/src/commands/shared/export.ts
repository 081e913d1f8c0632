import { AGENCY_EXPORT_FORMATS, type AgencyExportFormat } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { writeExportFile } from '../../schemes/write-output.js';
import { parseSchemeGuid, parseVersion } from '../schemes/describe.js';
import { connectAgency } from './common.js';

export interface SharedExportOptions {
  format: string;
  out?: string;
  version?: string;
}

const BOM = '\uFEFF';

const CHOICES = `${AGENCY_EXPORT_FORMATS.slice(0, -1).join(', ')} of ${AGENCY_EXPORT_FORMATS.at(-1)}`;

/** json, csv, setu or pakket-csv in any case; anything else is a usage error. */
export function parseExportFormat(text: string): AgencyExportFormat {
  const format = text.trim().toLowerCase();
  const known = AGENCY_EXPORT_FORMATS.find((candidate) => candidate === format);
  if (known === undefined) {
    throw new CliError(`Onbekend formaat '${text}': kies ${CHOICES}.`, EXIT.usage);
  }
  return known;
}

/**
 * `beloning shared export <guid> --format json|csv|setu|pakket-csv [--version N] [--out file]`: the server's
 * export of a shared scheme. json is the scheme, csv its salary tables (Dutch Excel: ';', decimal comma), setu
 * the SETU 'gelijkwaardige beloning' v2.0 message, pakket-csv the gelijkwaardige-beloning package (Dutch
 * Excel). To stdout (CSV without byte order mark), or to --out (CSV with it, for Excel).
 */
export async function sharedExport(
  ctx: Context,
  guidText: string,
  options: SharedExportOptions,
): Promise<ExitCode> {
  const format = parseExportFormat(options.format);
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const query = version === undefined ? {} : { version };
  const { client } = await connectAgency(ctx);
  let content: string;
  if (format === 'csv' || format === 'pakket-csv') {
    const { csv } =
      format === 'csv'
        ? await client.agency.exportCsv(guid, query)
        : await client.agency.exportPackageCsv(guid, query);
    const bare = csv.startsWith(BOM) ? csv.slice(BOM.length) : csv;
    content = options.out === undefined ? bare : `${BOM}${bare}`;
  } else {
    const message =
      format === 'json'
        ? await client.agency.exportJson(guid, query)
        : await client.agency.exportSetu(guid, query);
    content = `${JSON.stringify(message, null, 2)}\n`;
  }
  if (options.out === undefined) {
    ctx.deps.stdout.write(content);
    return EXIT.success;
  }
  await writeExportFile(ctx.deps.cwd, options.out, content);
  const what = version === undefined ? 'de nieuwste versie' : `versie ${version}`;
  ctx.out.success(`Export (${format}, ${what}) geschreven naar ${options.out}.`);
  return EXIT.success;
}

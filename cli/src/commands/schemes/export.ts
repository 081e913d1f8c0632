import { exportPackageCsv, exportSalaryTableCsv } from '@beloning/core/csv';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { newestFullTables } from '../../schemes/newest-tables.js';
import { writeExportFile } from '../../schemes/write-output.js';
import { parseSchemeGuid, parseVersion } from './describe.js';

export const EXPORT_FORMATS = ['json', 'csv', 'setu', 'pakket-csv'] as const;

/** 'json, csv, setu of pakket-csv': the choices as a usage error names them. */
export const FORMAT_CHOICES = `${EXPORT_FORMATS.slice(0, -1).join(', ')} of ${EXPORT_FORMATS.at(-1)}`;

export interface SchemesExportOptions {
  format: string;
  out?: string;
  version?: string;
}

/**
 * `beloning schemes export <guid> --format json|csv|setu|pakket-csv [--out file] [--version N]`: json is the
 * scheme as the server answers it; csv is the newest table of each name in one file (Dutch Excel: ';', decimal
 * comma, BOM), which `tables import` reads back; setu is the server's SETU gelijkwaardige beloning v2.0
 * message; pakket-csv is the gelijkwaardige-beloning package as core's exportPackageCsv writes it (the same
 * file the server sends). To stdout, or to --out.
 */
export async function schemesExport(
  ctx: Context,
  guidText: string,
  options: SchemesExportOptions,
): Promise<ExitCode> {
  const given = options.format.trim().toLowerCase();
  const format = EXPORT_FORMATS.find((candidate) => candidate === given);
  if (format === undefined) {
    throw new CliError(`Onbekend formaat '${options.format}': kies ${FORMAT_CHOICES}.`, EXIT.usage);
  }
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connect(ctx, { requireLogin: true });
  const query = version === undefined ? {} : { version };
  if (format === 'setu') {
    const message = await client.schemes.exportSetu(guid, query);
    const content = `${JSON.stringify(message, null, 2)}\n`;
    if (options.out === undefined) {
      ctx.deps.stdout.write(content);
      return EXIT.success;
    }
    await writeExportFile(ctx.deps.cwd, options.out, content);
    ctx.out.success(`SETU-bericht geschreven naar ${options.out}.`);
    return EXIT.success;
  }
  const scheme = await client.schemes.get(guid, query);
  // A byte order mark helps Excel open a file; in a pipe it would be noise.
  const bom = options.out !== undefined;
  const content =
    format === 'json'
      ? `${JSON.stringify(scheme, null, 2)}\n`
      : format === 'pakket-csv'
        ? exportPackageCsv(scheme.equivalent_package, { bom })
        : exportSalaryTableCsv(newestFullTables(scheme.salary_tables), { bom });
  if (options.out === undefined) {
    ctx.deps.stdout.write(content);
    return EXIT.success;
  }
  await writeExportFile(ctx.deps.cwd, options.out, content);
  ctx.out.success(`${scheme.full_name} (versie ${scheme.version}) geschreven naar ${options.out}.`);
  return EXIT.success;
}

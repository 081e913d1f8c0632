import { exportSalaryTableCsv } from '@beloning/core/csv';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { newestFullTables } from '../../schemes/newest-tables.js';
import { writeExportFile } from '../../schemes/write-output.js';
import { parseSchemeGuid, parseVersion } from './describe.js';

export const EXPORT_FORMATS = ['json', 'csv', 'setu'] as const;

export interface SchemesExportOptions {
  format: string;
  out?: string;
  version?: string;
}

/**
 * `beloning schemes export <guid> --format json|csv|setu [--out file] [--version N]`: json is the scheme as
 * the server answers it; csv is the newest table of each name in one file (Dutch Excel: ';', decimal comma,
 * BOM), which `tables import` reads back; setu is the server's SETU gelijkwaardige beloning v2.0 message.
 * To stdout, or to --out.
 */
export async function schemesExport(
  ctx: Context,
  guidText: string,
  options: SchemesExportOptions,
): Promise<ExitCode> {
  const format = options.format.trim().toLowerCase();
  if (format !== 'json' && format !== 'csv' && format !== 'setu') {
    throw new CliError(`Onbekend formaat '${options.format}': kies json, csv of setu.`, EXIT.usage);
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
  const content =
    format === 'json'
      ? `${JSON.stringify(scheme, null, 2)}\n`
      : // A byte order mark helps Excel open a file; in a pipe it would be noise.
        exportSalaryTableCsv(newestFullTables(scheme.salary_tables), { bom: options.out !== undefined });
  if (options.out === undefined) {
    ctx.deps.stdout.write(content);
    return EXIT.success;
  }
  await writeExportFile(ctx.deps.cwd, options.out, content);
  ctx.out.success(`${scheme.full_name} (versie ${scheme.version}) geschreven naar ${options.out}.`);
  return EXIT.success;
}

import { join } from 'node:path';
import { exportSalaryTableCsv, type SalaryTables } from '@beloning/core/csv';
import { nameKey } from '@beloning/core/salary';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { newestFullTables } from '../../schemes/newest-tables.js';
import { tableFileName, writeExportFile } from '../../schemes/write-output.js';
import { parseSchemeGuid } from '../schemes/describe.js';

export interface TablesExportOptions {
  scheme: string;
  table?: string;
  out?: string;
  layout?: string;
}

/**
 * `beloning tables export --scheme <guid> [--table NAME] [--out dir] [--layout long|wide]`: the newest table
 * of each name as CSV with core's exporter (Dutch Excel: ';', decimal comma). With --out one file per table
 * in that directory ('<name>.csv', with a byte order mark for Excel); without it every table in one CSV on
 * stdout; with --json (and no --out) the tables as JSON. `tables import` reads either CSV back.
 */
export async function tablesExport(ctx: Context, options: TablesExportOptions): Promise<ExitCode> {
  const layout = (options.layout ?? 'long').trim().toLowerCase();
  if (layout !== 'long' && layout !== 'wide') {
    throw new CliError(`Onbekende indeling '${options.layout ?? ''}': kies long of wide.`, EXIT.usage);
  }
  const guid = parseSchemeGuid(options.scheme);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid);
  let tables = newestFullTables(scheme.salary_tables);
  if (options.table !== undefined) {
    const key = nameKey(options.table);
    const name = Object.keys(tables).find((candidate) => nameKey(candidate) === key);
    if (name === undefined) {
      throw new CliError(
        [
          `Loontabel '${options.table}' staat niet in deze regeling.`,
          `Loontabellen: ${Object.keys(tables).join(', ')}`,
        ],
        EXIT.failure,
      );
    }
    tables = { [name]: tables[name] ?? {} } satisfies SalaryTables;
  }
  if (options.out === undefined && ctx.out.json) {
    // --json: the wages themselves, name -> age -> payscale -> periodical -> wage (as the API writes them).
    ctx.out.printJson(tables);
    return EXIT.success;
  }
  if (options.out === undefined) {
    ctx.deps.stdout.write(exportSalaryTableCsv(tables, { layout, bom: false }));
    return EXIT.success;
  }
  const written: string[] = [];
  for (const [name, fullTable] of Object.entries(tables)) {
    const file = join(options.out, tableFileName(name));
    await writeExportFile(ctx.deps.cwd, file, exportSalaryTableCsv({ [name]: fullTable }, { layout }));
    written.push(file);
  }
  if (ctx.out.json) ctx.out.printJson(written);
  else for (const file of written) ctx.out.line(file);
  ctx.out.success(
    `${written.length} ${written.length === 1 ? 'loontabel' : 'loontabellen'} van ${scheme.full_name} (versie ${scheme.version}) geschreven naar ${options.out}.`,
  );
  return EXIT.success;
}

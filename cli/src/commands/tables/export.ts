import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  /** One file with every table. */
  out?: string;
  /** One file per table in this directory. */
  dir?: string;
  layout?: string;
}

/**
 * `--out` is a file in every command; a directory given there (the old meaning in this command) is refused
 * before anything is fetched, naming --dir.
 */
function checkTargets(ctx: Context, options: TablesExportOptions): void {
  if (options.out !== undefined && options.dir !== undefined) {
    throw new CliError(
      ['Geef --out (één bestand) of --dir (een map), niet allebei.', 'Zie beloning tables export --help.'],
      EXIT.usage,
    );
  }
  if (options.out !== undefined && isDirectory(resolve(ctx.deps.cwd, options.out))) {
    throw new CliError(
      [
        `'${options.out}' is een map; --out is een bestand. Voor één bestand per loontabel in een map: --dir ${options.out}`,
        'Zie beloning tables export --help.',
      ],
      EXIT.usage,
    );
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The CSV layout an option names, in Dutch (lang, breed) or English (long, wide); null for anything else. */
export function readLayout(text: string): 'long' | 'wide' | null {
  const word = text.trim().toLowerCase();
  if (word === 'lang' || word === 'long') return 'long';
  if (word === 'breed' || word === 'wide') return 'wide';
  return null;
}

/**
 * `beloning tables export <guid> [--table NAME] [--out file | --dir dir] [--layout lang|breed]`: the newest
 * table of each name as CSV with core's exporter (Dutch Excel: ';', decimal comma). Without --out or --dir
 * every table in one CSV on stdout (with --json the tables as JSON); with --out the same CSV in that file,
 * with --dir one file per table in that directory ('<name>.csv'), both with a byte order mark for Excel.
 * `tables import` reads either CSV back.
 */
export async function tablesExport(ctx: Context, options: TablesExportOptions): Promise<ExitCode> {
  const layout = readLayout(options.layout ?? 'lang');
  if (layout === null) {
    throw new CliError(`Onbekende indeling '${options.layout ?? ''}': kies lang of breed.`, EXIT.usage);
  }
  const guid = parseSchemeGuid(options.scheme);
  checkTargets(ctx, options);
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
  if (options.out === undefined && options.dir === undefined && ctx.out.json) {
    // --json: the wages themselves, name -> age -> payscale -> periodical -> wage (as the API writes them).
    ctx.out.printJson(tables);
    return EXIT.success;
  }
  const count = Object.keys(tables).length;
  const what = `${count} ${count === 1 ? 'loontabel' : 'loontabellen'} van ${scheme.full_name} (versie ${scheme.version})`;
  if (options.dir === undefined) {
    if (options.out === undefined) {
      ctx.deps.stdout.write(exportSalaryTableCsv(tables, { layout, bom: false }));
      return EXIT.success;
    }
    await writeExportFile(ctx.deps.cwd, options.out, exportSalaryTableCsv(tables, { layout }));
    ctx.out.success(`${what} geschreven naar ${options.out}.`);
    return EXIT.success;
  }
  const written: string[] = [];
  for (const [name, fullTable] of Object.entries(tables)) {
    const file = join(options.dir, tableFileName(name));
    await writeExportFile(ctx.deps.cwd, file, exportSalaryTableCsv({ [name]: fullTable }, { layout }));
    written.push(file);
  }
  if (ctx.out.json) ctx.out.printJson(written);
  else for (const file of written) ctx.out.line(file);
  ctx.out.success(`${what} geschreven naar ${options.dir}.`);
  return EXIT.success;
}

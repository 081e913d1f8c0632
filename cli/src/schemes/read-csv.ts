import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseSalaryTableCsv } from '@beloning/core/csv';
import type { Progress } from '../progress.js';
import type { ImportedFile } from './import-plan.js';

/** What reading the CSV files gave: every file's tables, or every problem of every file. */
export type CsvReadResult =
  { ok: true; files: ImportedFile[]; cellCount: number } | { ok: false; errors: string[] };

/**
 * Reads and parses CSV files with core's codec (UTF-8, UTF-16 or Windows-1252; ',' ';' or tab; decimal comma
 * or dot; the long or wide layout). Every file is read, so one run lists the problems of all of them:
 * 'lonen.csv: Rij 3, kolom loon: Vul een geldig getal in'. tableName names the table of a file without a
 * 'tabel' column.
 */
export async function readCsvFiles(
  cwd: string,
  names: readonly string[],
  options: { tableName?: string; progress?: Progress } = {},
): Promise<CsvReadResult> {
  const files: ImportedFile[] = [];
  const errors: string[] = [];
  let cellCount = 0;
  for (const name of names) {
    let bytes: Uint8Array;
    try {
      bytes = await readFile(resolve(cwd, name));
    } catch (error) {
      errors.push(`${name}: ${readFailure(error)}`);
      options.progress?.tick();
      continue;
    }
    const result = parseSalaryTableCsv(
      bytes,
      options.tableName === undefined ? {} : { tableName: options.tableName },
    );
    if (result.ok) {
      files.push({ file: name, tables: result.tables });
      cellCount += result.cellCount;
    } else {
      for (const error of result.errors) errors.push(`${name}: ${error.message}`);
    }
    options.progress?.tick();
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, files, cellCount };
}

function readFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOENT') return 'Het bestand bestaat niet';
  if (code === 'EISDIR') return 'Dit is een map, geen bestand';
  if (code === 'EACCES') return 'Geen toegang tot het bestand';
  return `Het bestand kan niet worden gelezen (${code || String(error)})`;
}

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { CliError } from '../errors.js';
import { EXIT } from '../exit-codes.js';

/** Writes an export file, making its directory; a failure is one Dutch line and exit 1. */
export async function writeExportFile(cwd: string, name: string, content: string): Promise<string> {
  const path = resolve(cwd, name);
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
    throw new CliError(`Kan '${name}' niet schrijven${code === '' ? '' : ` (${code})`}.`, EXIT.failure);
  }
  return path;
}

/** A table name as a file name: characters that a file system refuses become '-'. */
export function tableFileName(table: string): string {
  const safe = [...table.trim()]
    .map((char) => (char < ' ' || '/\\:*?"<>|'.includes(char) ? '-' : char))
    .join('')
    .replace(/^\.+/, '');
  return `${safe === '' ? 'loontabel' : safe}.csv`;
}

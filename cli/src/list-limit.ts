import { CliError } from './errors.js';
import { EXIT } from './exit-codes.js';

/** `--limit N` of the list commands, as typed. */
export interface LimitOption {
  limit?: string;
}

/**
 * The `--limit` of a list command: a positive whole number of rows, or undefined for every row (the list
 * commands follow all pages of the server's list). Anything else is a usage error.
 */
export function parseLimit(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) === 0) {
    throw new CliError(`Ongeldige limiet '${text}': geef een positief geheel getal.`, EXIT.usage);
  }
  return Number(trimmed);
}

import { Option } from 'commander';
import { CliError } from './cli-error.js';
import { EXIT } from './exit-codes.js';

/**
 * The scheme is always the first positional argument (`beloning tables export <guid>`, as `schemes show
 * <guid>`). `--scheme <guid>`, the old form of the tables commands, is kept hidden for old scripts
 * (cli/README.md); given with a positional guid, the two must agree.
 */

/** The hidden `--scheme <guid>` of the tables commands, kept for old scripts. */
export function legacySchemeOption(): Option {
  return new Option(
    '--scheme <guid>',
    'de regeling (oude vorm; geef de GUID als eerste argument)',
  ).hideHelp();
}

/** A positional word that is a scheme's GUID, not a file (a CSV file name has a dot or a slash). */
function looksLikeGuid(word: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(word.trim());
}

function missing(command: string): CliError {
  return new CliError(
    [
      `Geef de regeling: beloning ${command} <guid> (zie beloning schemes list).`,
      `Zie beloning ${command} --help.`,
    ],
    EXIT.usage,
  );
}

function conflicting(command: string, positional: string, option: string): CliError {
  return new CliError(
    [
      `Twee verschillende regelingen: '${positional}' en --scheme '${option}'. Geef de regeling één keer, als eerste argument.`,
      `Zie beloning ${command} --help.`,
    ],
    EXIT.usage,
  );
}

/** The scheme of a command whose only positional argument is the scheme (`tables export [guid]`). */
export function schemeArgument(
  command: string,
  positional: string | undefined,
  option: string | undefined,
): string {
  if (positional !== undefined && option !== undefined && positional.trim() !== option.trim())
    throw conflicting(command, positional, option);
  const scheme = positional ?? option;
  if (scheme === undefined) throw missing(command);
  return scheme;
}

/**
 * The scheme and the files of `tables import <guid> <csv...>`. With the old `--scheme`, the first word is
 * the scheme only when it is a GUID (then it must be the same); otherwise it is the first file.
 */
export function schemeAndFiles(
  command: string,
  words: readonly string[],
  option: string | undefined,
): { scheme: string; files: string[] } {
  const [first, ...rest] = words;
  if (option === undefined) {
    // `tables import lonen.csv`: a file where the scheme belongs.
    if (first === undefined || /\.(csv|txt)$/i.test(first)) throw missing(command);
    return { scheme: first, files: rest };
  }
  if (first !== undefined && looksLikeGuid(first)) {
    return { scheme: schemeArgument(command, first, option), files: rest };
  }
  return { scheme: option, files: [...words] };
}

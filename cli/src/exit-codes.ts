/**
 * The exit codes of `beloning`, in one place (CONVENTIONS.md, gh and ink). Commands return or throw; only
 * bin.ts sets the process's exit code.
 */
export const EXIT = {
  /** Done. */
  success: 0,
  /** Something failed: the server is down, answered with an error, or a file could not be read. */
  failure: 1,
  /** The command was called wrongly: unknown command or option, missing argument. */
  usage: 2,
  /** Not logged in, the session expired, or no permission. */
  notLoggedIn: 3,
  /** The input did not pass validation (fixture files, CSV, field errors of the server). */
  validation: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The list at the end of `beloning --help`. */
export const EXIT_CODES_HELP = [
  'Afsluitcodes:',
  `  ${EXIT.success}  gelukt`,
  `  ${EXIT.failure}  mislukt (bijvoorbeeld: server niet bereikbaar, fout van de server, conflict)`,
  `  ${EXIT.usage}  verkeerd gebruik (onbekend commando of optie, ontbrekend argument)`,
  `  ${EXIT.notLoggedIn}  niet ingelogd, sessie verlopen of geen toegang`,
  `  ${EXIT.validation}  validatie mislukt (ongeldige invoer of bestanden)`,
].join('\n');

import { EXIT, type ExitCode } from './exit-codes.js';

// Its own module, free of core and zod: the program's start (program.ts, scheme-argument.ts) needs it, and
// `beloning --help` must not load more than commander (startup-imports.test.ts).

/** A failure a command reports itself: the Dutch lines to show and the exit code. */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: ExitCode;
  readonly lines: readonly string[];

  constructor(lines: string | readonly string[], exitCode: ExitCode = EXIT.failure) {
    const all = typeof lines === 'string' ? [lines] : lines;
    super(all.join('\n'));
    this.lines = all;
    this.exitCode = exitCode;
  }
}

import { main } from './program.js';
import { stdioOutput } from './stdio.js';

/**
 * `beloning` with this process's arguments and streams; answers the exit code. Called by `bin.ts` (the
 * built binary) and by `snapshot-entry.ts` (the same program started from the CLI's startup snapshot).
 */
export function runCli(): Promise<number> {
  return main(process.argv.slice(2), {
    // Node's own streams in a terminal; the descriptors themselves for a pipe or file (stdio.ts).
    stdout: stdioOutput(1),
    stderr: stdioOutput(2),
    // Node makes process.stdin (a stream, and its module) when it is first read: only a command that reads
    // or asks pays for it, not `--help` or a usage error.
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
  });
}

import { main } from './program.js';

/**
 * `beloning` with this process's arguments and streams; answers the exit code. Called by `bin.ts` (the
 * built binary) and by `snapshot-entry.ts` (the same program started from the CLI's startup snapshot).
 */
export function runCli(): Promise<number> {
  // A reader that stops early (`beloning caos list | head -1`) closes the pipe; that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    // Node makes process.stdin (a stream, and its module) when it is first read: only a command that reads
    // or asks pays for it, not `--help` or a usage error.
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
  });
}

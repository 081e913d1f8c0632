import { join } from 'node:path';
import { writeSession } from './config.js';
import type { CliDeps } from './context.js';
import { main } from './program.js';
import { captureStream } from './test-streams.js';

/**
 * Runs `beloning args` in this process with its output captured, as a terminal when `tty`, else as a pipe.
 * For tests only.
 */
export async function runCli(
  args: readonly string[],
  deps: Omit<CliDeps, 'stdout' | 'stderr'>,
  tty = false,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = captureStream(tty);
  const stderr = captureStream(tty);
  const code = await main(args, { ...deps, stdout, stderr });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/**
 * A saved session of user 'planner' of `kind` for the server `url`, in the config folder under `home`
 * (XDG_CONFIG_HOME), with tokens valid until 2030. For tests only.
 */
export function saveTestSession(home: string, url: string, kind: 'inlener' | 'uitlener'): Promise<void> {
  return writeSession(join(home, 'beloning', 'session.json'), {
    url,
    kind,
    username: 'planner',
    tokens: {
      access: 'a',
      access_expiration: '2030-01-01T00:00:00Z',
      refresh: 'r',
      refresh_expiration: '2030-01-01T00:00:00Z',
    },
  });
}

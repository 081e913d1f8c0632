/**
 * What the browser and server benchmarks share: a server script run as a child process (so the driver does
 * not share its event loop) that prints one JSON line once it is up and stops when its stdin ends, and the
 * median of the measured runs.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildServer<Info> {
  readonly info: Info;
  /** Ends the child's stdin and waits until it has stopped (its databases closed). */
  readonly stop: () => Promise<void>;
}

/** Runs `script` (TypeScript, through tsx, with core's sources) and answers with its first line, parsed. */
export function startChildServer<Info>(
  script: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<ChildServer<Info>> {
  // BENCH_SERVER_PROFILE=dir: the server writes a CPU profile of its whole run there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const profiling = profile === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profile}`];
  const nodeArgs = [...profiling, '--import', 'tsx', '--conditions=@beloning/source', script, ...args];
  const child = spawn(process.execPath, nodeArgs, {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server stopped with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const stop = () =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => done());
          child.stdin.end();
        });
      resolve({ info: JSON.parse(line) as Info, stop });
    });
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgencyServerInfo } from './agency-server.js';
import type { CliServerInfo } from './cli-server.js';
import type { LifecycleServerInfo } from './lifecycle-server.js';

/** Runs the BUILT binary (cli/dist/bin.js) as a user runs it: piped, or in a real terminal. */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = join(ROOT, 'cli/dist/bin.js');
export const ESC = '\u001b[';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** stdout and stderr are pipes; `input` goes to stdin (then closed). */
export function runPiped(args: readonly string[], env: Record<string, string>, input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** In a pseudo-terminal (util-linux `script`): stdout and stderr both arrive as the terminal's output. */
export function runInTerminal(args: readonly string[], env: Record<string, string>): Promise<Run> {
  const quoted = [process.execPath, BIN, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve) => {
    execFile(
      'script',
      ['-qec', quoted, '/dev/null'],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', TERM: 'xterm', ...env } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout: stdout.replace(/\r\n/g, '\n'), stderr });
      },
    );
  });
}

/**
 * In a pseudo-terminal, answering its questions as a user types: for each [question, answer] it waits until
 * the question shows, then types the answer and Enter. stdout and stderr arrive as the terminal's output.
 */
export function runInTerminalAnswering(
  args: readonly string[],
  env: Record<string, string>,
  answers: readonly (readonly [question: string, answer: string])[],
  timeoutMs = 20_000,
): Promise<Run> {
  const quoted = [process.execPath, BIN, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', quoted, '/dev/null'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', TERM: 'xterm', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let answered = 0;
  let seen = 0;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const next = answers[answered];
    const at = next === undefined ? -1 : output.indexOf(next[0], seen);
    if (next === undefined || at === -1) return;
    seen = at + next[0].length;
    answered += 1;
    child.stdin.write(`${next[1]}\r`);
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout: output.replace(/\r\n/g, '\n'), stderr: '' });
    });
  });
}

export interface TestServer<Info> {
  info: Info;
  stop: () => Promise<void>;
}

/**
 * A test server script of tests/cli (cli-server.ts, agency-server.ts) in a child process, once it has printed
 * its info line; stop() ends it.
 */
async function startTestServer<Info>(script: string): Promise<TestServer<Info>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@beloning/source', join(ROOT, 'tests/cli', script)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<Info>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} stopped with code ${code}`)));
    // The info is the one JSON line; anything else the server prints is not for us.
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Info);
    });
  });
  return {
    info,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/** The server of tests/cli/cli-server.ts: a hirer with one scheme. */
export function startCliServer(): Promise<TestServer<CliServerInfo>> {
  return startTestServer('cli-server.ts');
}

/** The server of tests/cli/agency-server.ts: a hirer that shares its scheme with an agency. */
export function startAgencyServer(): Promise<TestServer<AgencyServerInfo>> {
  return startTestServer('agency-server.ts');
}

/**
 * The server of tests/cli/lifecycle-server.ts: a verified hirer with a scheme and a cao compliance, and two
 * agencies of the fixture KVK registry.
 */
export function startLifecycleServer(): Promise<TestServer<LifecycleServerInfo>> {
  return startTestServer('lifecycle-server.ts');
}

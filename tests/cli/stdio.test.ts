/**
 * Where `beloning` writes (cli/src/stdio.ts): for a pipe or file the descriptor itself, without Node's
 * stream (issue 22, cold start). Nothing may be lost or reordered on the way: a descriptor that cannot take
 * more (a non-blocking pipe whose reader is slow) hands the rest to Node's stream, and a reader that has
 * gone ends the process quietly. Real processes, real pipes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runPiped } from './run-cli.js';

const STDIO = pathToFileURL(join(ROOT, 'cli/dist/stdio.js')).href;
let home: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  home = mkdtempSync(join(tmpdir(), 'beloning-stdio-'));
}, 120_000);

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
});

/**
 * Runs a module in a child whose stdout is a pipe that this test reads only after `waitMs`, and answers
 * everything that came, in order.
 */
function readLate(script: string, waitMs: number): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.pause();
    setTimeout(() => {
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stdout.resume();
    }, waitMs);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(chunks), stderr }));
  });
}

describe('beloning writing to a pipe', { timeout: 60_000 }, () => {
  it('writes everything, in order, to a non-blocking pipe whose reader is slow', async () => {
    // Node's own stdout on a pipe makes the descriptor non-blocking (libuv), as a parent that shares the
    // pipe may have: the writer's writes then stop with EAGAIN once the pipe is full, and must go on
    // through the stream without losing or reordering a byte.
    const script = `
      import { stdioOutput } from ${JSON.stringify(STDIO)};
      process.stdout.write('');
      const out = stdioOutput(1);
      for (let line = 0; line < 20000; line += 1) out.write('regel ' + line + ' € 1.234,56\\n');
      out.write('einde\\n');
    `;
    const expected =
      Array.from({ length: 20000 }, (_, line) => `regel ${line} € 1.234,56\n`).join('') + 'einde\n';
    expect(Buffer.byteLength(expected)).toBeGreaterThan(400_000);
    const run = await readLate(script, 300);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.toString('utf8')).toBe(expected);
  });

  it('writes a blocking pipe without Node’s stream', async () => {
    const script = `
      import { stdioOutput } from ${JSON.stringify(STDIO)};
      const out = stdioOutput(1);
      out.write('€ 1.234,56\\n');
      process.stderr.write(String(out === process.stdout) + '\\n');
    `;
    const run = await readLate(script, 0);
    expect(run.stdout.toString('utf8')).toBe('€ 1.234,56\n');
    expect(run.stderr).toBe('false\n');
  });

  it('answers exactly as before for help, data and errors on pipes', async () => {
    const help = await runPiped(['--help'], { HOME: home });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Gebruik: beloning \[opties\] \[commando\]\n/);
    const unknown = await runPiped(['tabellen'], { HOME: home });
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(/^Fout: Onbekend commando 'tabellen'\./) as unknown as string,
    });
  });

  it('ends quietly with exit code 0 when the reader has gone', () => {
    // `true` exits at once, so the CLI's write meets a closed pipe (EPIPE).
    const script = `set -o pipefail; "${process.execPath}" "${BIN}" completion zsh | true; echo "exit $?"`;
    const out = execFileSync('bash', ['-c', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: home },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toBe('exit 0\n');
  });

  it('writes a file through the descriptor, whole', () => {
    const file = join(home, 'help.txt');
    execFileSync('sh', ['-c', `"${process.execPath}" "${BIN}" --help > "${file}"`], {
      env: { PATH: process.env.PATH ?? '', HOME: home },
    });
    expect(readFileSync(file, 'utf8')).toMatch(
      /^Gebruik: beloning \[opties\] \[commando\]\n[^]*Afsluitcodes/,
    );
  });
});

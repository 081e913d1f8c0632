/**
 * The installed `beloning` (cli/bin/beloning, what `npm run cli:install` links onto the PATH) starts node
 * from the CLI's startup snapshot (cli/scripts/snapshot.mjs) for a fast start (issue 22). It must answer
 * exactly as the built cli/dist/bin.js does, for help and usage errors, for commands whose modules load
 * lazily, with stdin, and against a real server; and it must run the plain binary whenever the snapshot
 * cannot be used (another node, a build after it, no snapshot).
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';
import { ROOT, runPiped, startCliServer, type Run } from './run-cli.js';

const WRAPPER = join(ROOT, 'cli/bin/beloning');
const DIST = join(ROOT, 'cli/dist');

interface WrapperRun extends Run {
  /** The command the wrapper ran (`exec ...`), from its `sh -x` trace. */
  exec: string;
}

/**
 * Runs the wrapper as `sh -x` from the repository (as runPiped runs dist/bin.js), so its trace tells which
 * way it started node; the trace is kept apart from the program's stderr.
 */
function runWrapper(
  wrapper: string,
  args: readonly string[],
  env: Record<string, string>,
  input = '',
): Promise<WrapperRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-x', wrapper, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => {
      const lines = stderr.split('\n');
      const trace = lines.filter((line) => line.startsWith('+ '));
      resolve({
        code: code ?? -1,
        stdout,
        stderr: lines.filter((line) => !line.startsWith('+ ')).join('\n'),
        exec: trace.find((line) => line.startsWith('+ exec ')) ?? '',
      });
    });
    child.stdin.end(input);
  });
}

let home: string;

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')]);
  // The build's own step (npm ci's prepare, npm run build -w cli, npm run cli:install); it warns and leaves
  // no snapshot when it cannot make one, which this test then catches below.
  const built = execFileSync(process.execPath, [join(ROOT, 'cli/scripts/snapshot.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  expect(built).toBe('');
  home = mkdtempSync(join(tmpdir(), 'beloning-snapshot-'));
}, 120_000);

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
});

describe('the installed beloning, started from the snapshot', { timeout: 60_000 }, () => {
  it('names the node that built it', () => {
    expect(readFileSync(join(DIST, 'beloning.blob.node'), 'utf8')).toBe(`${process.execPath}\n`);
  });

  it('answers help, versions, usage errors and lazily loaded commands exactly as dist/bin.js', async () => {
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    const cases: string[][] = [
      ['--help'],
      ['--version'],
      ['help', 'tables', 'import'],
      ['tables'],
      ['schemes', 'show'],
      ['tabellen'],
      ['completion', 'bash'],
      ['caos', 'list', '--url', unreachable],
      ['--no-color', 'fixtures', 'validate', join(ROOT, 'fixtures/caos')],
    ];
    for (const args of cases) {
      const env = { HOME: home };
      const [fast, plain] = await Promise.all([runWrapper(WRAPPER, args, env), runPiped(args, env)]);
      expect(fast.exec, args.join(' ')).toContain(`--snapshot-blob ${join(DIST, 'beloning.blob')} `);
      expect({ code: fast.code, stdout: fast.stdout, stderr: fast.stderr }, args.join(' ')).toEqual(plain);
    }
  });

  it('reads stdin and talks to a real server as dist/bin.js does', async () => {
    const server = await startCliServer();
    try {
      const { info } = server;
      const env = { HOME: home };
      const login = await runWrapper(
        WRAPPER,
        ['login', '--url', info.url, '--username', info.username, '--password-stdin'],
        env,
        `${info.password}\n`,
      );
      expect(login.exec).toContain('--snapshot-blob');
      expect(login.code, login.stderr).toBe(0);
      expect(login.stderr).toMatch(
        new RegExp(`^✓ Ingelogd als ${info.username} \\(.+\\) op ${info.url}\\.\\n$`),
      );
      for (const args of [['schemes', 'list', '--json'], ['schemes', 'show', info.scheme.guid], ['whoami']]) {
        const [fast, plain] = await Promise.all([runWrapper(WRAPPER, args, env), runPiped(args, env)]);
        expect(plain.code, plain.stderr).toBe(0);
        expect({ code: fast.code, stdout: fast.stdout, stderr: fast.stderr }, args.join(' ')).toEqual(plain);
      }
      const list = await runWrapper(WRAPPER, ['schemes', 'list', '--json'], env);
      expect((JSON.parse(list.stdout) as { guid: string }[]).map((scheme) => scheme.guid)).toContain(
        info.scheme.guid,
      );
    } finally {
      await server.stop();
    }
  });

  it('is found through a symbolic link, as npm run cli:install makes it', async () => {
    const bin = join(home, 'bin');
    mkdirSync(bin, { recursive: true });
    symlinkSync(WRAPPER, join(bin, 'beloning'));
    const run = await runWrapper(join(bin, 'beloning'), ['--version'], { HOME: home });
    expect(run.exec).toContain(`--snapshot-blob ${join(DIST, 'beloning.blob')} ${join(DIST, 'bin.js')}`);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('the installed beloning without a usable snapshot', { timeout: 60_000 }, () => {
  /**
   * A copy of the CLI's layout: bin/beloning, and a dist/ whose program and snapshot link to the real build,
   * with a build record (.tsbuildinfo) made half an hour ago and a snapshot stamp of our choosing (or none),
   * made now or `stampAge` ms ago.
   */
  function layout(name: string, stamp: string | null, stampAge = 0): string {
    const root = join(home, name);
    mkdirSync(join(root, 'bin'), { recursive: true });
    mkdirSync(join(root, 'dist'));
    copyFileSync(WRAPPER, join(root, 'bin/beloning'));
    for (const file of ['bin.js', 'beloning.blob']) symlinkSync(join(DIST, file), join(root, 'dist', file));
    const build = join(root, 'dist/.tsbuildinfo');
    writeFileSync(build, '{}');
    const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    utimesSync(build, halfAnHourAgo, halfAnHourAgo);
    if (stamp !== null) {
      const file = join(root, 'dist/beloning.blob.node');
      writeFileSync(file, stamp);
      const then = new Date(Date.now() - stampAge);
      utimesSync(file, then, then);
    }
    return join(root, 'bin/beloning');
  }

  const real = () => readFileSync(join(DIST, 'beloning.blob.node'), 'utf8');

  it('runs dist/bin.js with the node on the PATH: no snapshot, a node installed since, or a build after it', async () => {
    // A node binary (and a folder) changed after the snapshot was made: a copy of the real one, dated now,
    // named by a stamp made an hour ago.
    const newer = join(home, 'newer-node');
    mkdirSync(newer);
    copyFileSync(process.execPath, join(newer, 'node'));
    chmodSync(join(newer, 'node'), 0o755);
    const olderFolder = join(home, 'older-folder');
    mkdirSync(olderFolder);
    copyFileSync(process.execPath, join(olderFolder, 'node'));
    chmodSync(join(olderFolder, 'node'), 0o755);
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(join(olderFolder, 'node'), anHourAgo, anHourAgo);
    const wrappers = {
      'no snapshot': layout('none', null),
      'a node installed since': layout('other-node', `${join(newer, 'node')}\n`, 10 * 60 * 1000),
      'a folder of node changed since': layout(
        'other-folder',
        `${join(olderFolder, 'node')}\n`,
        10 * 60 * 1000,
      ),
      'a node that is gone': layout('gone', '/nergens/node\n'),
      'built since': layout('stale', real(), 60 * 60 * 1000),
    };
    const plain = await runPiped(['--help'], { HOME: home });
    for (const [why, wrapper] of Object.entries(wrappers)) {
      const run = await runWrapper(wrapper, ['--help'], { HOME: home });
      expect(run.exec, why).toMatch(/^\+ exec node \S+\/dist\/bin\.js --help$/);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }, why).toEqual(plain);
    }
    // The layout itself is sound: with the real stamp, it starts from the snapshot.
    const sound = await runWrapper(layout('sound', real()), ['--help'], { HOME: home });
    expect(sound.exec).toContain('--snapshot-blob');
    expect(sound.stdout).toBe(plain.stdout);
  });
});

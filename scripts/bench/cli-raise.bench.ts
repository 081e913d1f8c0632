/**
 * Issue 22: `beloning` installed on the PATH (`npm run cli:install`) against npx, and the 20-scheme raise loop.
 *
 * - Cold start: the installed `beloning --help` (found through the PATH, as a shell finds it), `node -e 0`
 *   and `npx beloning --help` in the same run, interleaved so that load on the machine hits all alike;
 *   medians. Aim: the installed binary within 1.5x of `node -e 0`.
 * - The raise loop: 20 schemes seeded through the API of a real server in a child process
 *   (tests/cli/cli-server.ts: PGlite, a hirer and one scheme; 19 more saved with tests/helpers/seed.ts), then
 *   `beloning tables increase <scheme> --per ... --percentage 2` for each of them, once through the installed
 *   binary and once through npx (each call saves a new version; the second loop raises per a later date).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemePayload } from '../../tests/cli/cli-server.js';
import { startCliServer } from '../../tests/cli/run-cli.js';
import { Seed } from '../../tests/helpers/seed.js';
import type { Benchmark, BenchResult } from './types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_RUNS = 15;
const NPX_RUNS = 5;
const SCHEMES = 20;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The CPU time (user + system, ms) of this process's waited-for children so far, from /proc/self/stat
 * (cutime, cstime); null where there is no /proc. Unlike the wall time, it hardly grows when other work on
 * the machine delays a process: on a busy shared machine it is the fairer ratio.
 */
function childCpuMs(ticksPerSecond: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond;
}

/** Runs a command and answers with its duration; fails loudly on a non-zero exit. */
function time(command: string, args: readonly string[], env: Record<string, string>, input = ''): number {
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, env, input, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.slice(0, 3).join(' ')} exited with ${result.status}: ${result.stderr}`);
  }
  return ms;
}

const benchmark: Benchmark = async () => {
  const work = mkdtempSync(join(tmpdir(), 'beloning-cli-raise-bench-'));
  const bin = join(work, 'bin');
  const env = {
    PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
    HOME: work,
    XDG_CONFIG_HOME: join(work, 'config'),
  };
  // The documented install, into a folder of this run's PATH.
  time('npm', ['run', '--silent', 'cli:install', '--', '--dir', bin], env);
  const server = await startCliServer();
  try {
    const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    const node: number[] = [];
    const installed: number[] = [];
    const npx: number[] = [];
    const cpu = { node: 0, installed: 0 };
    /** One run, its wall time kept in `into` and its CPU time added to `cpu[kind]`. */
    const measure = (into: number[], kind: keyof typeof cpu | null, command: string, args: string[]) => {
      const before = childCpuMs(ticks);
      into.push(time(command, args, env));
      const after = childCpuMs(ticks);
      if (kind !== null && before !== null && after !== null) cpu[kind] += after - before;
    };
    time(process.execPath, ['-e', '0'], env);
    time('beloning', ['--help'], env);
    time('npx', ['beloning', '--help'], env);
    for (let run = 0; run < START_RUNS; run += 1) {
      measure(node, 'node', process.execPath, ['-e', '0']);
      measure(installed, 'installed', 'beloning', ['--help']);
      if (run < NPX_RUNS) measure(npx, null, 'npx', ['beloning', '--help']);
    }
    const ratio = median(installed) / median(node);
    const cpuRatio = cpu.node > 0 ? cpu.installed / cpu.node : Number.NaN;

    const { info } = server;
    const seed = new Seed(info.url);
    const guids = [info.scheme.guid];
    for (let index = 1; index < SCHEMES; index += 1) {
      guids.push((await seed.saveScheme(info.access, schemePayload())).guid);
    }
    time('beloning', ['login', '--url', info.url, '--username', info.username, '--password-stdin'], env, `${info.password}\n`);
    // Each scheme's table runs from 01-07-2025 to 31-12-2025: the first loop splits it on 01-10-2025, the
    // second splits that follow-up on 01-11-2025. Both save one new version per scheme.
    const loop = (command: string, prefix: string[], per: string) => {
      const calls = guids.map((guid) =>
        time(command, [...prefix, 'tables', 'increase', '--scheme', guid, '--per', per, '--percentage', '2'], env),
      );
      return { total: calls.reduce((sum, ms) => sum + ms, 0), call: median(calls) };
    };
    const direct = loop('beloning', [], '01-10-2025');
    const throughNpx = loop('npx', ['beloning'], '01-11-2025');
    const versions = spawnSync('beloning', ['schemes', 'list', '--json'], { env, encoding: 'utf8' });
    const saved = (JSON.parse(versions.stdout) as { version: number }[]).filter((scheme) => scheme.version === 3);
    if (saved.length !== SCHEMES) throw new Error(`expected ${SCHEMES} schemes at version 3, got ${saved.length}`);

    const results: BenchResult[] = [
      { name: 'node -e 0', value: median(node), unit: 'ms', note: `median of ${START_RUNS}` },
      {
        name: 'beloning --help (npm run cli:install, via PATH)',
        value: median(installed),
        unit: 'ms',
        note: `median of ${START_RUNS}, interleaved with node -e 0`,
      },
      {
        name: 'beloning --help / node -e 0',
        value: ratio,
        unit: 'ratio',
        aim: '<= 1.5x',
        meetsAim: ratio <= 1.5,
        note: 'wall time, medians',
      },
      {
        name: 'beloning --help / node -e 0, CPU-tijd',
        value: cpuRatio,
        unit: 'ratio',
        aim: '<= 1.5x',
        meetsAim: cpuRatio <= 1.5,
        note: `user + system time of ${START_RUNS} runs each (/proc/self/stat), load-independent`,
      },
      { name: 'npx beloning --help', value: median(npx), unit: 'ms', note: `median of ${NPX_RUNS}` },
      {
        name: `tables increase --per, ${SCHEMES} regelingen, beloning (geïnstalleerd)`,
        value: direct.total,
        unit: 'ms',
        note: `median per call ${direct.call.toFixed(0)} ms; PGlite in a child process`,
      },
      {
        name: `tables increase --per, ${SCHEMES} regelingen, npx beloning`,
        value: throughNpx.total,
        unit: 'ms',
        note: `median per call ${throughNpx.call.toFixed(0)} ms`,
      },
    ];
    return results;
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

export default benchmark;

/**
 * Issue 6: the CLI's cold start and a bulk import.
 *
 * - `beloning --help` (the built binary, cli/dist/bin.js) as a ratio to `node -e 0`: medians of many runs,
 *   the two interleaved so that load on the machine hits both alike. Aim: within 3x.
 * - `beloning tables import` of 50 CSV tables (one file each; 3 ages x 10 payscales x 10 periodicals, Dutch
 *   Excel: ';' and decimal commas) against a real server in a child process (tests/cli/cli-server.ts:
 *   PGlite, a hirer and a scheme): the --dry-run (read, check with core's codec and rules, merge, check
 *   again) as a median, and the real run that saves them as one new version, once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '../../core/src/base/messages.js';
import { startCliServer } from '../../tests/cli/run-cli.js';
import type { Benchmark, BenchResult } from './types.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'cli/dist/bin.js');
const START_RUNS = 31;
const TABLES = 50;
const IMPORT_RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timeSync(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited with ${result.status}`);
  return ms;
}

/** Runs the binary and resolves with its duration; fails loudly on a non-zero exit. */
function timeCli(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('close', (code) => {
      const ms = performance.now() - start;
      if (code === 0) resolve(ms);
      else reject(new Error(`beloning ${args.slice(0, 2).join(' ')} exited with ${code}: ${stderr}`));
    });
    child.stdin.end(env.BENCH_PASSWORD === undefined ? '' : `${env.BENCH_PASSWORD}\n`);
  });
}

/** 50 CSV files as Dutch Excel writes them, one table each, wages well above the minimum wage. */
function writeTables(dir: string): string[] {
  const files: string[] = [];
  for (let table = 1; table <= TABLES; table += 1) {
    const lines = ['tabel;leeftijd;schaal;periodiek;loon'];
    for (const age of [MESSAGES.allAges, '20', '21']) {
      for (let payscale = 1; payscale <= 10; payscale += 1) {
        for (let periodical = 1; periodical <= 10; periodical += 1) {
          const cents = 1600 + table * 7 + payscale * 90 + periodical * 35;
          lines.push(
            `Bench ${table};${age};S${payscale};${periodical};${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
          );
        }
      }
    }
    const file = join(dir, `tabel-${table}.csv`);
    writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
    files.push(file);
  }
  return files;
}

async function coldStart(): Promise<BenchResult[]> {
  const node: number[] = [];
  const help: number[] = [];
  // Warm the file system cache once; every measured run is a fresh process.
  timeSync(['-e', '0']);
  timeSync([BIN, '--help']);
  for (let run = 0; run < START_RUNS; run += 1) {
    node.push(timeSync(['-e', '0']));
    help.push(timeSync([BIN, '--help']));
  }
  const nodeMs = median(node);
  const helpMs = median(help);
  const ratio = helpMs / nodeMs;
  return [
    { name: 'node -e 0', value: nodeMs, unit: 'ms' },
    { name: 'beloning --help', value: helpMs, unit: 'ms' },
    {
      name: 'beloning --help / node -e 0',
      value: ratio,
      unit: 'ratio',
      aim: '<= 3x',
      meetsAim: ratio <= 3,
      note: `median of ${START_RUNS} interleaved runs each`,
    },
  ];
}

async function bulkImport(): Promise<BenchResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'beloning-cli-bench-'));
  const server = await startCliServer();
  try {
    const { info } = server;
    const env = { HOME: work, XDG_CONFIG_HOME: join(work, 'config') };
    await timeCli(['login', '--url', info.url, '--username', info.username, '--password-stdin'], {
      ...env,
      BENCH_PASSWORD: info.password,
    });
    const files = writeTables(work);
    // New tables of new series: their dates are given (an import never borrows another table's).
    const args = [
      ...['tables', 'import', info.scheme.guid, ...files],
      ...['--active-per', '01-01-2026', '--end-date', '30-06-2026'],
    ];
    const dryRuns: number[] = [];
    await timeCli([...args, '--dry-run'], env);
    for (let run = 0; run < IMPORT_RUNS; run += 1) dryRuns.push(await timeCli([...args, '--dry-run'], env));
    const save = await timeCli(args, env);
    // The figure counts only if the run saved: one new version holding the 50 tables next to the scheme's own.
    const shown = spawnSync(process.execPath, [BIN, 'schemes', 'show', info.scheme.guid, '--json'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    });
    const saved = JSON.parse(shown.stdout) as { version: number; salary_tables: unknown[] };
    if (saved.version !== 2 || saved.salary_tables.length !== TABLES + 1) {
      throw new Error(`the import did not save the ${TABLES} tables as version 2: ${shown.stdout.slice(0, 200)}`);
    }
    const cells = TABLES * 3 * 10 * 10;
    return [
      {
        name: `tables import --dry-run, ${TABLES} CSV-tabellen (${cells.toLocaleString('nl-NL')} lonen)`,
        value: median(dryRuns),
        unit: 'ms',
        note: `median of ${IMPORT_RUNS} runs of the built binary against PGlite in a child process`,
      },
      {
        name: `tables import (opslaan als één nieuwe versie), ${TABLES} CSV-tabellen`,
        value: save,
        unit: 'ms',
        note: 'one run: a second run with the same files changes nothing',
      },
    ];
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const benchmark: Benchmark = async () => {
  spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', join(ROOT, 'cli')], {
    stdio: 'inherit',
  });
  return [...(await coldStart()), ...(await bulkImport())];
};

export default benchmark;

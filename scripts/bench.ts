/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts (or those whose name contains an argument), prints a
 * table and writes bench/results.json. Benchmarks measure; tests never assert a time.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Benchmark, BenchResult } from './bench/types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'scripts', 'bench');
const filters = process.argv.slice(2);

const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

const results: (BenchResult & { benchmark: string })[] = [];
for (const file of files) {
  const benchmark = file.replace(/\.bench\.ts$/, '');
  process.stderr.write(`bench ${benchmark} ...\n`);
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { default: Benchmark };
  for (const result of await module.default()) results.push({ benchmark, ...result });
}

const rows = results.map((r) => ({
  benchmark: r.benchmark,
  measure: r.name,
  value: `${Number.isInteger(r.value) ? r.value : r.value.toFixed(r.unit === 'ratio' ? 2 : 1)} ${r.unit}`,
  aim: r.aim ?? '',
  ok: r.meetsAim === undefined ? '' : r.meetsAim ? 'ja' : 'NEE',
}));
console.table(rows);
await mkdir(path.join(root, 'bench'), { recursive: true });
await writeFile(
  path.join(root, 'bench', 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
console.log(`written: bench/results.json (${results.length} figures)`);

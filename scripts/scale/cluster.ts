/**
 * The scale bench's PostgreSQL server: a data directory kept between runs, because generating the scale data
 * set takes minutes. It lives in SCALE_CACHE_DIR (default /tmp/beloning-scale, open to the unprivileged user
 * PostgreSQL runs as under root) in a folder named by a hash of everything the data depends on: the
 * generator's sources, the server's migrations, schema, version store and cao import, the fixture caos, the
 * sizes and the PostgreSQL binaries. Any change there makes a new folder (and removes the old ones), so the
 * data set is generated again. The database `scale` is never changed: the bench works on copies of it.
 */
import { createHash } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tests/helpers/free-port.js';
import {
  findBinaries,
  postgresCluster,
  postgresUnavailableReason,
  unprivilegedUser,
} from '../../tests/helpers/postgres.js';
import { generateScale, type GenerateReport, type ScaleSizes } from './generate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The files whose content the generated data depends on (folders: every file below them). */
const INPUTS = [
  'scripts/scale/data.ts',
  'scripts/scale/generate.ts',
  'server/drizzle',
  'server/src/db/schema.ts',
  'server/src/db/seed.ts',
  'server/src/schemes/store.ts',
  'server/src/schemes/payloads.ts',
  'server/src/schemes/version-delta.ts',
  'server/src/cao/import.ts',
  'fixtures/caos',
];

function filesBelow(relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The cache key: 16 hex digits of a SHA-256 over the inputs' paths and contents, the sizes and binaries. */
export function cacheKey(sizes: ScaleSizes, binaries: string): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ sizes, binaries }));
  for (const file of INPUTS.flatMap(filesBelow)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface ScaleCluster {
  /** postgres://beloning@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** The folder of this generator version. */
  readonly dir: string;
  /** What generation reported: now, or when the kept data set was made. */
  readonly report: GenerateReport;
  /** Whether the data set was generated in this run (false: kept from an earlier run). */
  readonly generatedNow: boolean;
  /** Stops the server cleanly (the data directory stays). */
  stop(): void;
}

/**
 * Starts the kept server of this generator version, generating the data set (database `scale`) first when
 * there is none yet. `log` gets progress lines.
 */
export async function startScaleCluster(
  sizes: ScaleSizes,
  log: (line: string) => void,
): Promise<ScaleCluster> {
  const binaries = findBinaries();
  if (binaries === undefined) throw new Error(postgresUnavailableReason());
  const cacheRoot = process.env.SCALE_CACHE_DIR ?? '/tmp/beloning-scale';
  const key = cacheKey(sizes, binaries.initdb);
  const dir = path.join(cacheRoot, key);
  const dataDir = path.join(dir, 'data');
  const marker = path.join(dir, 'generated.json');
  const runAs = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  const cluster = postgresCluster(binaries, dir, dataDir, runAs);
  const { run } = cluster;
  mkdirSync(cacheRoot, { recursive: true });
  for (const other of readdirSync(cacheRoot)) {
    if (other !== key) {
      log(`schaal: oude schaalset ${other} verwijderd (generator of schema veranderd)`);
      rmSync(path.join(cacheRoot, other), { recursive: true, force: true });
    }
  }
  const kept = existsSync(marker);
  if (!kept) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (runAs !== undefined) {
      chownSync(cacheRoot, runAs.uid, runAs.gid);
      chownSync(dir, runAs.uid, runAs.gid);
    }
    cluster.init();
  }
  const port = await freePort();
  cluster.start(port, 60);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    run(binaries.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  process.once('exit', stop);
  const url = (database: string) => `postgres://beloning@127.0.0.1:${port}/${database}`;
  try {
    let report: GenerateReport;
    if (kept) {
      report = JSON.parse(readFileSync(marker, 'utf8')) as GenerateReport;
      log(`schaal: bewaarde schaalset ${dir} gebruikt (gemaakt in ${report.seconds.total.toFixed(0)} s)`);
    } else {
      log(
        `schaal: schaalset wordt gemaakt in ${dir} (dat duurt minuten; volgende keren wordt hij hergebruikt)`,
      );
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query('create database scale');
      } finally {
        await client.end();
      }
      report = await generateScale(url('scale'), sizes, log);
      writeFileSync(marker, `${JSON.stringify(report, null, 2)}\n`);
    }
    return { url, dir, report, generatedNow: !kept, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

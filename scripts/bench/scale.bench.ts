/**
 * Issue 19, scale: the hirer's list, a scheme's detail, a save and the agency's shared list, each on the scale
 * data set (scripts/scale: 400 caos, 10 000 hirers, 2 000 agencies, 100 000 versions) and on a fresh database
 * in the same run, on one PostgreSQL server, with 20 concurrent clients: p50 and p99 of each, and the scale
 * p99 as a multiple of the fresh one (aim <= 2: cost must not grow with the customer base). Both databases get
 * the same subjects (scripts/scale/data.ts createSubjects), so the calls do the same work in both. Each call
 * runs twice per database, in the order fresh, scale, scale, fresh, and the round with the lower p99 counts
 * (measureBoth); every run has a warm-up of its own first.
 * Also: both databases' sizes, and the bytes a one-cell version adds to the version storage (every table
 * scheme_version*, pg_total_relation_size before and after N one-cell saves, divided by N), also as a share
 * of the scheme's detail JSON (aim < 2 %).
 *
 * The scale data set takes minutes to generate; it is kept between runs (scripts/scale/cluster.ts) and made
 * again when the generator, the schema or the version store changes. The bench works on a copy of it
 * (create database ... template scale), so the kept one stays as generated. SCALE_FACTOR=0.1 shrinks every
 * size, for a quick try of the bench itself.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresUnavailableReason } from '../../tests/helpers/postgres.js';
import { startScaleCluster } from '../scale/cluster.js';
import { FULL_SIZES, type ScaleSizes } from '../scale/generate.js';
import { startChildServer } from './child-server.js';
import type { Benchmark, BenchResult } from './types.js';

const CONNECTIONS = 20;
const DURATION_S = 8;
const WARMUP_S = 2;
/** One-cell saves for the bytes a version adds. */
const ONE_CELL_SAVES = 400;

interface ServerInfo {
  port: number;
  tokens: { listHirer: string; saveHirer: string; agency: string };
  listSchemes: number;
  detailGuid: string;
  saves: { id: number; guid: string; version: number }[];
  payload: {
    salary_tables: { full_table: Record<string, Record<string, Record<string, string>>> }[];
  } & Record<string, unknown>;
}

interface Call {
  p50: number;
  p99: number;
  rate: number;
  requests: number;
}

interface Measured {
  calls: Record<'list' | 'detail' | 'save' | 'agency', Call>;
  databaseBytes: number;
  bytesPerVersion: number;
  detailBytes: number;
  listSchemes: number;
  agencyHirers: number;
  /** Whether the agency's list has more pages than the first, the one measured (server/README.md, 'Paged lists'). */
  agencyMorePages: boolean;
}

async function run(options: autocannon.Options, expected = 200): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce(
    (sum, [status, stats]) => sum + (Number(status) === expected ? 0 : (stats.count ?? 0)),
    0,
  );
  const failures = unexpected + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(`${options.title ?? options.url}: ${failures} failed requests (${JSON.stringify(result.statusCodeStats)})`);
  }
  return result;
}

/** The payload's members (JSON without braces): as built (variant 0), and with its first wage a cent higher (1). */
function variants(payload: ServerInfo['payload']): [string, string] {
  const changed = structuredClone(payload);
  const table = changed.salary_tables[0]!.full_table;
  const age = Object.values(table)[0]!;
  const steps = Object.values(age)[0]!;
  const key = Object.keys(steps)[0]!;
  steps[key] = (Number(steps[key]) + 0.01).toFixed(2);
  return [JSON.stringify(payload).slice(1, -1), JSON.stringify(changed).slice(1, -1)];
}

async function versionStorageBytes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname like 'scheme\\_version%'`,
  );
  return Number(rows[0]!.bytes);
}

type CallName = keyof Measured['calls'];

/** A server on the database at `url`, ready to measure its calls, and at the end its sizes. */
interface Target {
  call(name: CallName): Promise<Call>;
  /** The database's size and the bytes per one-cell version (after the calls). */
  finish(): Promise<Omit<Measured, 'calls'>>;
  close(): Promise<void>;
}

async function openTarget(label: string, url: string): Promise<Target> {
  const { info, stop } = await startChildServer<ServerInfo>(
    fileURLToPath(new URL('./scale-server.ts', import.meta.url)),
    [String(CONNECTIONS)],
    { DATABASE_URL: url, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') },
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const close = async () => {
    await client.end();
    await stop();
  };
  try {
    const base = `http://127.0.0.1:${info.port}`;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const listOptions = { url: `${base}/api/inleners/inleners-cao-list/`, headers: bearer(info.tokens.listHirer) };
    const detailOptions = {
      url: `${base}/api/inleners/inleners-cao/${info.detailGuid}/`,
      headers: bearer(info.tokens.listHirer),
    };
    const agencyOptions = { url: `${base}/api/uitleners/inleners/`, headers: bearer(info.tokens.agency) };
    const agencyBody = await fetch(agencyOptions.url, { headers: agencyOptions.headers });
    const agencyHirers = ((await agencyBody.json()) as unknown[]).length;
    const agencyMorePages = agencyBody.headers.get('link') !== null;

    // The save, by a load loop of our own: 20 clients, each saving its own scheme of the save hirer again and
    // again, each save naming the version the previous one made (autocannon builds every connection's first
    // request from one shared object, so a pool of schemes handed out per request loses all but one at the
    // start). Each save sends the other variant of the payload than the scheme's newest version has: one
    // cell changed (after the first save of each scheme, whose version 2 has edits of its own).
    const bodies = variants(info.payload);
    const schemes = info.saves.map((scheme) => ({ id: scheme.id, version: scheme.version, variant: 0 }));
    const saveHeaders = { 'content-type': 'application/json', ...bearer(info.tokens.saveHirer) };
    const saveOnce = async (scheme: { id: number; version: number; variant: number }) => {
      const variant = 1 - scheme.variant;
      const response = await fetch(`${base}/api/inleners/inleners-cao/`, {
        method: 'PUT',
        headers: saveHeaders,
        body: `{${bodies[variant]},"inlener_cao_id":${scheme.id},"expected_version":${scheme.version}}`,
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${label} save answered ${response.status}: ${text}`);
      scheme.version = (JSON.parse(text) as { version: number }).version;
      scheme.variant = variant;
    };
    const saveLoad = async (seconds: number): Promise<Call> => {
      const latencies: number[] = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        schemes.map(async (scheme) => {
          while (performance.now() < end) {
            const start = performance.now();
            await saveOnce(scheme);
            latencies.push(performance.now() - start);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
      return { p50: at(0.5), p99: at(0.99), rate: latencies.length / seconds, requests: latencies.length };
    };

    const optionsOf: Record<Exclude<CallName, 'save'>, autocannon.Options> = {
      list: { title: `${label} list`, ...listOptions },
      detail: { title: `${label} detail`, ...detailOptions },
      agency: { title: `${label} agency`, ...agencyOptions },
    };
    return {
      async call(name) {
        if (name === 'save') {
          await saveLoad(WARMUP_S);
          return saveLoad(DURATION_S);
        }
        await run({ ...optionsOf[name], duration: WARMUP_S });
        const result = await run(optionsOf[name]);
        return {
          p50: result.latency.p50,
          p99: result.latency.p99,
          rate: result.requests.average,
          requests: result.requests.total,
        };
      },
      async finish() {
        // Bytes per one-cell version: one save at a time, round the schemes, each the other variant.
        const before = await versionStorageBytes(client);
        for (let i = 0; i < ONE_CELL_SAVES; i += 1) await saveOnce(schemes[i % schemes.length]!);
        const after = await versionStorageBytes(client);
        const detail = await fetch(`${base}/api/inleners/inleners-cao/${info.saves[0]!.guid}/`, {
          headers: bearer(info.tokens.saveHirer),
        });
        const detailBytes = Buffer.byteLength(await detail.text());
        const { rows } = await client.query<{ bytes: string }>(
          'select pg_database_size(current_database()) as bytes',
        );
        return {
          databaseBytes: Number(rows[0]!.bytes),
          bytesPerVersion: (after - before) / ONE_CELL_SAVES,
          detailBytes,
          listSchemes: info.listSchemes,
          agencyHirers,
          agencyMorePages,
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Measures every call on both targets in the order A B B A (fresh, scale, then scale, fresh), so that
 * neither always goes first on a machine whose load drifts, and keeps of each call and target the round with
 * the lower p99.
 */
async function measureBoth(fresh: Target, scale: Target): Promise<[Measured['calls'], Measured['calls']]> {
  const best = [{}, {}] as [Partial<Measured['calls']>, Partial<Measured['calls']>];
  for (const name of ['list', 'detail', 'save', 'agency'] as const) {
    for (const order of [
      [0, 1],
      [1, 0],
    ] as const) {
      for (const index of order) {
        const measured = await [fresh, scale][index]!.call(name);
        const kept = best[index][name];
        if (kept === undefined || measured.p99 < kept.p99) best[index][name] = measured;
      }
    }
  }
  return best as [Measured['calls'], Measured['calls']];
}

const benchmark: Benchmark = async () => {
  if (postgresUnavailableReason() !== undefined) {
    process.stderr.write(`scale: overgeslagen: ${postgresUnavailableReason()}\n`);
    return [];
  }
  const factor = Number(process.env.SCALE_FACTOR ?? '1');
  const sizes: ScaleSizes =
    factor === 1
      ? FULL_SIZES
      : {
          caos: Math.max(1, Math.round(FULL_SIZES.caos * factor)),
          hirers: Math.max(1, Math.round(FULL_SIZES.hirers * factor)),
          versions: Math.round(FULL_SIZES.versions * factor),
          agencies: Math.max(1, Math.round(FULL_SIZES.agencies * factor)),
          seed: FULL_SIZES.seed,
        };
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const cluster = await startScaleCluster(sizes, log);
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  try {
    for (const name of ['bench_fresh', 'bench_scale']) await admin.query(`drop database if exists ${name}`);
    await admin.query('create database bench_fresh');
    const copyStart = performance.now();
    await admin.query('create database bench_scale template scale');
    log(`scale: kopie van de schaalset in ${((performance.now() - copyStart) / 1000).toFixed(1)} s`);
    const targets: Target[] = [];
    let fresh: Measured;
    let scale: Measured;
    try {
      targets.push(await openTarget('vers', cluster.url('bench_fresh')));
      targets.push(await openTarget('schaal', cluster.url('bench_scale')));
      const [freshCalls, scaleCalls] = await measureBoth(targets[0]!, targets[1]!);
      fresh = { calls: freshCalls, ...(await targets[0]!.finish()) };
      scale = { calls: scaleCalls, ...(await targets[1]!.finish()) };
    } finally {
      for (const target of targets) await target.close();
    }

    const { sizes: made, schemes, links, seconds } = cluster.report;
    const setNote =
      `${made.caos} cao's, ${made.hirers} inleners, ${made.agencies} uitleners, ${schemes} regelingen, ` +
      `${made.versions} versies, ${links} koppelingen; ` +
      (cluster.generatedNow
        ? `nu gemaakt in ${seconds.total.toFixed(0)} s`
        : `bewaard van een eerdere run (gemaakt in ${seconds.total.toFixed(0)} s), ${cluster.dir}`);
    const names = {
      list: `GET inleners-cao-list/ (inlener met ${fresh.listSchemes} regelingen)`,
      detail: 'GET inleners-cao/{guid}/ (4 loontabellen)',
      save: 'PUT inleners-cao/ (opslaan, een cel anders)',
      agency: fresh.agencyMorePages
        ? `GET uitleners/inleners/ (eerste pagina: ${fresh.agencyHirers} inleners)`
        : `GET uitleners/inleners/ (uitlener met ${fresh.agencyHirers} inleners)`,
    } as const;
    const results: BenchResult[] = [];
    for (const name of ['list', 'detail', 'save', 'agency'] as const) {
      const a = fresh.calls[name];
      const b = scale.calls[name];
      const ratio = b.p99 / a.p99;
      results.push(
        {
          name: `PostgreSQL ${CONNECTIONS} clients, verse database, ${names[name]}: p99`,
          value: a.p99,
          unit: 'ms',
          note: `p50 ${a.p50} ms, ${a.rate.toFixed(0)} req/s; beste van 2 rondes`,
        },
        {
          name: `PostgreSQL ${CONNECTIONS} clients, schaalset, ${names[name]}: p99`,
          value: b.p99,
          unit: 'ms',
          note: `p50 ${b.p50} ms, ${b.rate.toFixed(0)} req/s; beste van 2 rondes`,
        },
        {
          name: `${names[name]}: p99 schaalset / p99 verse database`,
          value: ratio,
          unit: 'ratio',
          aim: '<= 2',
          meetsAim: ratio <= 2,
        },
      );
    }
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const share = (m: Measured) => (m.bytesPerVersion / m.detailBytes) * 100;
    results.push(
      { name: 'grootte verse database (pg_database_size)', value: mb(fresh.databaseBytes), unit: 'MB' },
      { name: 'grootte schaalset (pg_database_size)', value: mb(scale.databaseBytes), unit: 'MB', note: setNote },
      {
        name: `verse database: bytes per versie met een cel anders (${ONE_CELL_SAVES} opslagen)`,
        value: Math.round(fresh.bytesPerVersion),
        unit: 'B',
        note: `${share(fresh).toFixed(1)} % van de detail-JSON (${fresh.detailBytes} B)`,
      },
      {
        name: `schaalset: bytes per versie met een cel anders (${ONE_CELL_SAVES} opslagen)`,
        value: Math.round(scale.bytesPerVersion),
        unit: 'B',
        note: `detail-JSON ${scale.detailBytes} B`,
      },
      {
        name: 'schaalset: bytes per versie met een cel anders / detail-JSON',
        value: Math.round(share(scale) * 10) / 10,
        unit: '%',
        aim: '< 2 %',
        meetsAim: share(scale) < 2,
      },
    );
    return results;
  } finally {
    for (const name of ['bench_fresh', 'bench_scale']) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster.stop();
  }
};

export default benchmark;

/**
 * Issue 4: the authenticated scheme detail GET (a Schoonmaak-based scheme with its four salary tables) and the
 * scheme save (PUT with expected_version), each as a ratio to a bare fastify route measured in the same run.
 * Issue 19: the detail GET beside its reference, a route of the same app behind the same authentication that
 * sends the same JSON from memory (aim: at least half its rate), and the conditional GET answered 304.
 * The servers run in a child process (schemes-server.ts) on the embedded PGlite, the default of `npm start`,
 * and then on PostgreSQL (a throwaway server from the system's binaries). Ratio = requests per second of the
 * bare route divided by those of the measured call.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresUnavailableReason, startPostgres } from '../../tests/helpers/postgres.js';
import { median, startChildServer, type ChildServer } from './child-server.js';
import type { Benchmark, BenchResult } from './types.js';

const CONNECTIONS = 10;

const DURATION_S = 8;

/** Seconds of unmeasured requests to the app's detail and reference before they are measured. */
const WARM_UP_S = 3;

/**
 * The save and its bare route take turns, and so do the detail and its reference from memory: ROUNDS
 * slices of DURATION_S / ROUNDS seconds each (the saves after one unmeasured slice). These machines are
 * virtual and their neighbours take a varying share of the host for tens of seconds at a time, so a reference
 * measured a minute before its call (as the first bare route is, before the detail's figures) could meet
 * another machine than the call; slices side by side meet the same one.
 */
const ROUNDS = 4;

interface ServerInfo {
  appPort: number;
  barePort: number;
  access: string;
  detail: { id: number; guid: string; version: number };
  /** The detail's entity tag and size in bytes. */
  etag: string;
  detailBytes: number;
  tables: number;
  /** One scheme per connection for each slice of saves, each at its version 1. */
  saves: { id: number; version: number }[];
  payload: Record<string, unknown>;
}

function startServers(env: Record<string, string>): Promise<ChildServer<ServerInfo>> {
  return startChildServer<ServerInfo>(fileURLToPath(new URL('./schemes-server.ts', import.meta.url)), [String(CONNECTIONS * (ROUNDS + 1))], env);
}

async function run(options: autocannon.Options, expected = 200): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const unexpected = Object.entries(result.statusCodeStats ?? {}).reduce(
    (sum, [status, stats]) => sum + (Number(status) === expected ? 0 : (stats.count ?? 0)),
    0,
  );
  const failures = unexpected + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `${options.title ?? options.url}: ${failures} failed requests (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result;
}

/** What a figure reads of a measurement: its rate and latencies. */
interface Measured {
  requests: { average: number };
  latency: { p50: number; p99: number };
}

/**
 * Slices of one call as one measurement: the mean of their rates (the slices last equally long), the median
 * slice's p50 and the highest slice's p99.
 */
function combined(slices: readonly autocannon.Result[]): Measured {
  return {
    requests: { average: slices.reduce((sum, slice) => sum + slice.requests.average, 0) / slices.length },
    latency: {
      p50: median(slices.map((slice) => slice.latency.p50)),
      p99: Math.max(...slices.map((slice) => slice.latency.p99)),
    },
  };
}

/** The bare route and the two calls against one server process; the figures are labelled with `engine`. */
async function measure(engine: string, env: Record<string, string>): Promise<BenchResult[]> {
  const { info, stop } = await startServers(env);
  try {
    if (info.tables !== 4) throw new Error(`de regeling heeft ${info.tables} loontabellen, niet 4`);
    const bare = await run({ title: 'bare', url: `http://127.0.0.1:${info.barePort}/api/bare/` });

    const detailUrl = `http://127.0.0.1:${info.appPort}/api/inleners/inleners-cao/${info.detail.guid}/`;
    const fromMemoryUrl = `http://127.0.0.1:${info.appPort}/api/bench/detail-from-memory/`;
    const auth = { authorization: `Bearer ${info.access}` };
    // The app has answered nothing yet: its first seconds (compiling the hot paths, opening the pool's
    // connections, preparing their statements) would count against whichever call comes first, the detail.
    // Both calls warm up unmeasured, so the detail and its reference compare as the same warm process.
    for (const url of [detailUrl, fromMemoryUrl]) {
      await run({ title: 'warm-up', url, headers: auth, duration: WARM_UP_S });
    }
    // The detail and its reference take turns, as the save and its bare route do below.
    const detailSlices: autocannon.Result[] = [];
    const fromMemorySlices: autocannon.Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const duration = DURATION_S / ROUNDS;
      detailSlices.push(await run({ title: 'detail', url: detailUrl, headers: auth, duration }));
      fromMemorySlices.push(
        await run({ title: 'detail from memory', url: fromMemoryUrl, headers: auth, duration }),
      );
    }
    const detail = combined(detailSlices);
    const fromMemory = combined(fromMemorySlices);
    const bareFromMemory = await run({
      title: 'detail from memory, bare',
      url: `http://127.0.0.1:${info.barePort}/api/bare/detail/`,
    });
    const conditional = await run(
      {
        title: 'detail, If-None-Match',
        url: detailUrl,
        headers: { authorization: `Bearer ${info.access}`, 'if-none-match': info.etag },
      },
      304,
    );

    // autocannon resets a connection's context whenever its list of requests starts over, so the schemes
    // live in one shared pool: a request takes one with the version it is at, its answer puts it back at the
    // version it made. With one scheme per connection there is always one free, and every save names the
    // newest version (a 412 would count as a failure). A slice ends with requests under way, whose schemes
    // are lost to the pool, so each slice has its own.
    const saveSlice = (schemes: readonly { id: number; version: number }[], duration: number) => {
      const pool = [...schemes];
      return run({
        title: 'save',
        url: `http://127.0.0.1:${info.appPort}`,
        duration,
        requests: [
          {
            method: 'PUT',
            path: '/api/inleners/inleners-cao/',
            setupRequest: (request) => {
              const scheme = pool.shift() ?? { id: 0, version: 0 };
              return {
                ...request,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${info.access}` },
                body: JSON.stringify({ ...info.payload, inlener_cao_id: scheme.id, expected_version: scheme.version }),
              };
            },
            onResponse: (status, body) => {
              if (status === 200) {
                const saved = JSON.parse(body) as { id: number; version: number };
                pool.push({ id: saved.id, version: saved.version });
              }
            },
          },
        ],
      });
    };
    const sliceOf = (round: number) => info.saves.slice(round * CONNECTIONS, (round + 1) * CONNECTIONS);
    const slice_s = DURATION_S / ROUNDS;
    await saveSlice(sliceOf(ROUNDS), slice_s);
    const saveSlices: autocannon.Result[] = [];
    const bareSlices: autocannon.Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareSlices.push(await run({ title: 'bare', url: `http://127.0.0.1:${info.barePort}/api/bare/`, duration: slice_s }));
      saveSlices.push(await saveSlice(sliceOf(round), slice_s));
    }
    const save = combined(saveSlices);
    const saveBare = combined(bareSlices);
    const versions = saveSlices.reduce((sum, slice) => sum + slice.requests.total, 0);

    /** The call's rate, and the bare route's as a multiple of it (with the aim, if it names one). */
    const figure = (
      name: string,
      result: Measured,
      note = '',
      aim?: number,
      reference: Measured = bare,
    ): BenchResult[] => {
      const ratio = reference.requests.average / result.requests.average;
      return [
        {
          name: `${engine}, ${name}: verzoeken per seconde`,
          value: result.requests.average,
          unit: 'req/s',
          note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${note}`,
        },
        {
          name: `${engine}, ${name} / kale route (kale req/s gedeeld door deze)`,
          value: ratio,
          unit: 'ratio',
          ...(aim === undefined ? {} : { aim: `<= ${aim}`, meetsAim: ratio <= aim }),
        },
      ];
    };
    const kb = (info.detailBytes / 1024).toFixed(1).replace('.', ',');
    return [
      {
        name: `${engine}, kale fastify-route: verzoeken per seconde`,
        value: bare.requests.average,
        unit: 'req/s',
        note: `p50 ${bare.latency.p50} ms, ${CONNECTIONS} verbindingen, ${DURATION_S} s per meting (na ${WARM_UP_S} s opwarmen van detail en referentie)`,
      },
      {
        name: `${engine}, kale route met dezelfde detail-JSON (${kb} KB) uit het geheugen: verzoeken per seconde`,
        value: bareFromMemory.requests.average,
        unit: 'req/s',
        note: `p50 ${bareFromMemory.latency.p50} ms, p99 ${bareFromMemory.latency.p99} ms`,
      },
      {
        name: `${engine}, referentie: ingelogd, dezelfde detail-JSON uit het geheugen: verzoeken per seconde`,
        value: fromMemory.requests.average,
        unit: 'req/s',
        note: `p50 ${fromMemory.latency.p50} ms, p99 ${fromMemory.latency.p99} ms; zelfde app en authenticatie`,
      },
      ...figure('GET inleners-cao/{guid}/ (4 loontabellen)', detail),
      {
        name: `${engine}, GET inleners-cao/{guid}/ / referentie uit het geheugen (referentie-req/s gedeeld door deze)`,
        value: fromMemory.requests.average / detail.requests.average,
        unit: 'ratio',
        aim: '<= 2',
        meetsAim: fromMemory.requests.average / detail.requests.average <= 2,
      },
      ...figure('GET inleners-cao/{guid}/ met If-None-Match (304)', conditional),
      {
        name: `${engine}, kale route, om beurten met het opslaan: verzoeken per seconde`,
        value: saveBare.requests.average,
        unit: 'req/s',
        note: `${ROUNDS} rondes van ${slice_s} s kale route en ${slice_s} s opslaan`,
      },
      ...figure(
        'PUT inleners-cao/ (opslaan, 4 loontabellen)',
        save,
        `, ${versions} versies over ${CONNECTIONS * ROUNDS} regelingen; afgezet tegen de kale route om beurten ermee`,
        // Issue 19: a save at least 1/60 of the bare route on PostgreSQL.
        engine === 'PostgreSQL' ? 60 : undefined,
        saveBare,
      ),
    ];
  } finally {
    await stop();
  }
}

const benchmark: Benchmark = async () => {
  const results = await measure('PGlite', {});
  if (postgresUnavailableReason() !== undefined) {
    process.stderr.write(`schemes: PostgreSQL overgeslagen: ${postgresUnavailableReason()}\n`);
    return results;
  }
  const postgres = await startPostgres();
  try {
    const url = await postgres.createDatabase('bench_schemes');
    results.push(
      ...(await measure('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') })),
    );
  } finally {
    postgres.stop();
  }
  return results;
};

export default benchmark;

/**
 * Issue 3 and 19: token refresh and an authenticated GET rest-auth/inlener-user/ under autocannon, each as a ratio to
 * a bare fastify route measured in the same run. The servers run in a child process (auth-server.ts) on the
 * embedded PGlite, the default of `npm start`, and then on PostgreSQL (a throwaway server from the system's
 * binaries), the production set-up. Ratio = requests per second of the bare route divided by
 * those of the measured call: how many times more a call costs than doing nothing.
 *
 * Issue 14: how long forgot-password takes to answer for a known and for an unknown address
 * (reference/security.md item 15: the time must not tell them apart), one request at a time in a random
 * order of the two, on an idle server, beside the bare route measured the same way.
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresUnavailableReason, startPostgres } from '../../tests/helpers/postgres.js';
import { startChildServer, type ChildServer } from './child-server.js';
import type { Benchmark, BenchResult } from './types.js';

const CONNECTIONS = 10;

/**
 * Issue 19: an authenticated GET of the user costs at most 10 times the bare route on PostgreSQL (one small
 * indexed query per request) and 20 times on PGlite (none: the server process owns that database).
 */
const AIMS = { postgres: { user: 10 }, pglite: { user: 20 } };

const DURATION_S = 8;

/** Forgot-password requests per kind of address; each known account may ask 5 times an hour. */
const FORGOT_SAMPLES = 100;
const KNOWN_ACCOUNTS = FORGOT_SAMPLES / 5;
/**
 * The pause after each answer, so that the next request finds the server idle: a known address's link and
 * mail are written after its answer, and on PGlite (one connection, in the server's own thread) a request
 * that arrives meanwhile waits for them. With 25 ms that still showed (1.13 on PGlite, 1.02 on PostgreSQL).
 */
const FORGOT_PAUSE_MS = 100;

interface ServerInfo {
  appPort: number;
  barePort: number;
  sessions: { access: string; refresh: string }[];
  /** The double-submit CSRF cookie and header an unauthenticated POST (the refresh) needs. */
  csrfHeaders: Record<string, string>;
  /** Addresses of active accounts, KNOWN_ACCOUNTS of them. */
  knownEmails: string[];
}

function startServers(env: Record<string, string>): Promise<ChildServer<ServerInfo>> {
  return startChildServer<ServerInfo>(fileURLToPath(new URL('./auth-server.ts', import.meta.url)), [String(CONNECTIONS), String(KNOWN_ACCOUNTS)], env);
}

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `${options.title ?? options.url}: ${failures} failed requests (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result;
}

/** The value at fraction `q` (0 to 1) of sorted durations. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * One request at a time: forgot-password for known and for unknown addresses (each address
 * FORGOT_SAMPLES / KNOWN_ACCOUNTS times), and the bare route, in a shuffled order (seeded, so each run asks the same), with a
 * pause after each answer. Time = from sending to the whole answer.
 */
async function forgotPasswordTimes(info: ServerInfo): Promise<Record<'known' | 'unknown' | 'bare', number[]>> {
  const forgot = (email: string) => async () => {
    const response = await fetch(`http://127.0.0.1:${info.appPort}/api/rest-auth/inlener-forgot-password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...info.csrfHeaders },
      body: JSON.stringify({ email }),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`forgot-password answered ${response.status}: ${text}`);
  };
  const bare = async () => void (await (await fetch(`http://127.0.0.1:${info.barePort}/api/bare/`)).text());
  const jobs: { kind: 'known' | 'unknown' | 'bare'; run: () => Promise<void> }[] = [];
  for (let i = 0; i < FORGOT_SAMPLES; i += 1) {
    const known = info.knownEmails[i % info.knownEmails.length] ?? '';
    jobs.push({ kind: 'known', run: forgot(known) });
    // As often per address as the known ones: the rate limit's counter of an address seen before is an
    // update, of a new one an insert.
    jobs.push({ kind: 'unknown', run: forgot(`onbekend-${process.pid}-${i % KNOWN_ACCOUNTS}@bench.test`) });
    jobs.push({ kind: 'bare', run: bare });
  }
  let seed = 14;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  for (let i = jobs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  const times: Record<'known' | 'unknown' | 'bare', number[]> = { known: [], unknown: [], bare: [] };
  for (const job of jobs) {
    const start = performance.now();
    await job.run();
    times[job.kind].push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, FORGOT_PAUSE_MS));
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);
  return times;
}

/** The bare route and the two calls against one server process; the figures are labelled with `engine`. */
async function measure(
  engine: string,
  env: Record<string, string>,
  aims: { user: number },
): Promise<BenchResult[]> {
  const { info, stop } = await startServers(env);
  try {
    const bare = await run({ title: 'bare', url: `http://127.0.0.1:${info.barePort}/api/bare/` });

    // autocannon resets a connection's context whenever its list of requests starts over, so the refresh
    // tokens live in one shared pool: a request takes one, its answer puts the rotated one back. With as many
    // token families as connections there is always one free.
    const pool = info.sessions.map((session) => session.refresh);
    const refresh = await run({
      title: 'refresh',
      url: `http://127.0.0.1:${info.appPort}`,
      requests: [
        {
          method: 'POST',
          path: '/api/rest-auth/token/refresh/',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', ...info.csrfHeaders },
            body: JSON.stringify({ refresh: pool.shift() ?? 'geen-token-vrij' }),
          }),
          onResponse: (status, body) => {
            if (status === 200) pool.push((JSON.parse(body) as { refresh: string }).refresh);
          },
        },
      ],
    });

    const access = info.sessions[0]?.access ?? '';
    const user = await run({
      title: 'inlener-user',
      url: `http://127.0.0.1:${info.appPort}/api/rest-auth/inlener-user/`,
      headers: { authorization: `Bearer ${access}` },
    });

    /** `maxRatio`: the aim of issue 19, at most that many times the cost of the bare route. */
    const figure = (name: string, result: autocannon.Result, maxRatio?: number): BenchResult[] => {
      const ratio = bare.requests.average / result.requests.average;
      return [
        {
          name: `${engine}, ${name}: verzoeken per seconde`,
          value: result.requests.average,
          unit: 'req/s',
          note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        },
        {
          name: `${engine}, kale route / ${name}`,
          value: ratio,
          unit: 'ratio',
          ...(maxRatio === undefined ? {} : { aim: `<= ${maxRatio}`, meetsAim: ratio <= maxRatio }),
        },
      ];
    };
    const forgot = await forgotPasswordTimes(info);
    const median = (kind: keyof typeof forgot) => quantile(forgot[kind], 0.5);
    const spread = (kind: keyof typeof forgot) =>
      `p10 ${quantile(forgot[kind], 0.1).toFixed(1)} ms, p90 ${quantile(forgot[kind], 0.9).toFixed(1)} ms, ${forgot[kind].length} verzoeken`;
    const forgotFigures: BenchResult[] = [
      { name: `${engine}, kale route, één tegelijk: mediaan`, value: median('bare'), unit: 'ms', note: spread('bare') },
      {
        name: `${engine}, POST inlener-forgot-password, bekend adres: mediaan`,
        value: median('known'),
        unit: 'ms',
        note: spread('known'),
      },
      {
        name: `${engine}, POST inlener-forgot-password, onbekend adres: mediaan`,
        value: median('unknown'),
        unit: 'ms',
        note: spread('unknown'),
      },
      {
        name: `${engine}, forgot-password bekend / onbekend (mediaan)`,
        value: median('known') / median('unknown'),
        unit: 'ratio',
        aim: '<= 1.1',
        meetsAim: median('known') / median('unknown') <= 1.1,
      },
    ];
    return [
      {
        name: `${engine}, kale fastify-route: verzoeken per seconde`,
        value: bare.requests.average,
        unit: 'req/s',
        note: `p50 ${bare.latency.p50} ms, ${CONNECTIONS} verbindingen, ${DURATION_S} s per meting`,
      },
      ...figure('POST token/refresh', refresh),
      ...figure('GET inlener-user', user, aims.user),
      ...forgotFigures,
    ];
  } finally {
    await stop();
  }
}

const benchmark: Benchmark = async () => {
  const results = await measure('PGlite', {}, AIMS.pglite);
  if (postgresUnavailableReason() !== undefined) {
    process.stderr.write(`auth: PostgreSQL overgeslagen: ${postgresUnavailableReason()}\n`);
    return results;
  }
  const postgres = await startPostgres();
  try {
    const url = await postgres.createDatabase('bench_auth');
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') }, AIMS.postgres)));
  } finally {
    postgres.stop();
  }
  return results;
};

export default benchmark;

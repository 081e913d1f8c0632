/**
 * Issue 3: token refresh and an authenticated GET rest-auth/inlener-user/ under autocannon, each as a ratio to
 * a bare fastify route measured in the same run. The servers run in a child process (auth-server.ts) on the
 * embedded PGlite, the default of `npm start`, and then on PostgreSQL (a throwaway server from the system's
 * binaries), the production set-up. Ratio = requests per second of the bare route divided by
 * those of the measured call: how many times more a call costs than doing nothing.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { postgresUnavailableReason, startPostgres } from '../../tests/helpers/postgres.js';
import type { Benchmark, BenchResult } from './types.js';

const CONNECTIONS = 10;

const DURATION_S = 8;

interface ServerInfo {
  appPort: number;
  barePort: number;
  sessions: { access: string; refresh: string }[];
  /** The double-submit CSRF cookie and header an unauthenticated POST (the refresh) needs. */
  csrfHeaders: Record<string, string>;
}

function startServers(env: Record<string, string>): Promise<{ info: ServerInfo; stop: () => void }> {
  const script = fileURLToPath(new URL('./auth-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@beloning/source', script, String(CONNECTIONS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server stopped with code ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ info: JSON.parse(line) as ServerInfo, stop: () => child.stdin.end() });
    });
  });
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

/** The bare route and the two calls against one server process; the figures are labelled with `engine`. */
async function measure(engine: string, env: Record<string, string>): Promise<BenchResult[]> {
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

    const figure = (name: string, result: autocannon.Result): BenchResult[] => [
      {
        name: `${engine}, ${name}: verzoeken per seconde`,
        value: result.requests.average,
        unit: 'req/s',
        note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      },
      {
        name: `${engine}, kale route / ${name}`,
        value: bare.requests.average / result.requests.average,
        unit: 'ratio',
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
      ...figure('GET inlener-user', user),
    ];
  } finally {
    stop();
  }
}

const benchmark: Benchmark = async () => {
  const results = await measure('PGlite', {});
  if (postgresUnavailableReason() !== undefined) {
    process.stderr.write(`auth: PostgreSQL overgeslagen: ${postgresUnavailableReason()}\n`);
    return results;
  }
  const postgres = await startPostgres();
  try {
    const url = await postgres.createDatabase('bench_auth');
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: url, JWT_SECRET: 'bench-secret-'.padEnd(48, 'x') })));
  } finally {
    postgres.stop();
  }
  return results;
};

export default benchmark;

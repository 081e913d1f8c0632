/**
 * The server side of scripts/bench/auth.bench.ts, run as a child process so that the load generator does not
 * share its event loop: a bare fastify route on one port and the real app (embedded PGlite in a temporary
 * data directory, logging off) on another. Prints one JSON line with the ports, the test users' tokens and
 * the addresses of active accounts for forgot-password (each may ask 5 times an hour).
 */
import Fastify from 'fastify';
import { createTestUser } from '../../tests/helpers/accounts.js';
import { csrf } from '../../tests/helpers/app.js';
import { startBenchServer } from './bench-server.js';

const families = Number(process.argv[2] ?? '10');

const bare = Fastify({ logger: false });
bare.get('/api/bare/', async () => ({ username: 'gebruiker', email: 'gebruiker@test.nl', permissions: [] }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const server = await startBenchServer(
  // Every request of the benchmark comes from 127.0.0.1.
  { RATE_LIMIT_PER_IP_FACTOR: '9999' },
  { alsoClose: () => bare.close() },
);
const appAddress = server.app.server.address();
const bareAddress = bare.server.address();
if (appAddress === null || typeof appAddress === 'string' || bareAddress === null || typeof bareAddress === 'string') {
  throw new Error('no TCP address');
}

const user = await createTestUser(server.database.db);
// One token family per load-generator connection: each connection rotates its own refresh token.
const csrfHeaders = await csrf(server.app);
const sessions: { access: string; refresh: string }[] = [];
for (let i = 0; i < families; i += 1) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/rest-auth/inlener-login/',
    headers: csrfHeaders,
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ access: string; refresh: string }>();
  sessions.push({ access: body.access, refresh: body.refresh });
}

// Active accounts for forgot-password; without a password, so making them costs no argon2 hash.
const knownEmails: string[] = [];
for (let i = 0; i < Number(process.argv[3] ?? '0'); i += 1) {
  knownEmails.push((await createTestUser(server.database.db, { password: null })).email);
}

process.stdout.write(
  `${JSON.stringify({ appPort: appAddress.port, barePort: bareAddress.port, sessions, csrfHeaders, knownEmails })}\n`,
);

/**
 * The server side of scripts/bench/schemes.bench.ts, run as a child process so that the load generator does
 * not share its event loop: a bare fastify route on one port and the real app (PGlite in a temporary data
 * directory, or DATABASE_URL; logging off; the fixture caos seeded at start) on another. It saves a scheme
 * from the Schoonmaak fixture cao with all four of its salary tables for the detail GET, and one such scheme
 * per load-generator connection for the saves, then prints one JSON line with the ports, an access token and
 * the schemes. The bare server also has a reference route that sends the detail's JSON text from memory.
 */
import Fastify from 'fastify';
import { createTestUser } from '../../tests/helpers/accounts.js';
import { csrf } from '../../tests/helpers/app.js';
import { fixtureCao, schemePayloadFor, schemeTableOf, type SchemeSavePayload } from '../../tests/helpers/schemes.js';
import { startBenchServer } from './bench-server.js';

/**
 * A scheme of the Schoonmaak fixture cao with all four of its salary tables (1-7-2024 to 30-6-2026, one
 * after the other), each copied as the cao has it, with a job on its second payscale: what the wizard saves
 * for a hirer that follows the cao. Built on tests/helpers/schemes.ts schemePayloadFor (one table).
 */
function fourTableSchemePayload(): SchemeSavePayload {
  const cao = fixtureCao();
  const base = schemePayloadFor(cao);
  const [template] = base.salary_tables;
  if (template === undefined) throw new Error('schemePayloadFor gaf geen loontabel');
  if (cao.salary_tables.length !== 4) {
    throw new Error(`De Schoonmaak-fixture heeft ${cao.salary_tables.length} loontabellen, niet 4`);
  }
  return {
    ...base,
    salary_tables: cao.salary_tables.map((table) => schemeTableOf(table, template.inleners_jobs[0]?.name ?? '')),
  };
}

const connections = Number(process.argv[2] ?? '10');

// The reference of the detail GET: the same app and authentication, sending the detail's JSON from memory.
let detailJson = '';
const server = await startBenchServer({}, {
  alsoClose: () => bare.close(),
  beforeListen: (app) =>
    app.get('/api/bench/detail-from-memory/', { preValidation: [app.authenticate] }, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(detailJson),
    ),
});

const user = await createTestUser(server.database.db, { kvkVerified: true });
const login = await server.app.inject({
  method: 'POST',
  url: '/api/rest-auth/inlener-login/',
  headers: await csrf(server.app),
  payload: { username: user.username, password: user.password },
});
if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
const { access } = login.json<{ access: string }>();

const payload = fourTableSchemePayload();
const save = async () => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/inleners/inleners-cao/',
    headers: { authorization: `Bearer ${access}` },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`saving answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; guid: string; version: number }>();
};
const detail = await save();
const detailResponse = await server.app.inject({
  method: 'GET',
  url: `/api/inleners/inleners-cao/${detail.guid}/`,
  headers: { authorization: `Bearer ${access}` },
});
if (detailResponse.statusCode !== 200) throw new Error(`the detail answered ${detailResponse.statusCode}`);
detailJson = detailResponse.body;
const etag = String(detailResponse.headers.etag);

// The references: a bare route, and one that sends the detail's JSON from memory without authentication.
const bare = Fastify({ logger: false });
bare.get('/api/bare/', async () => ({ id: 1, guid: 'kaal', version: 1 }));
bare.get('/api/bare/detail/', (_request, reply) => reply.type('application/json; charset=utf-8').send(detailJson));
await bare.listen({ port: 0, host: '127.0.0.1' });
const appAddress = server.app.server.address();
const bareAddress = bare.server.address();
if (appAddress === null || typeof appAddress === 'string' || bareAddress === null || typeof bareAddress === 'string') {
  throw new Error('no TCP address');
}
const tables = payload.salary_tables.length;
const saves: { id: number; version: number }[] = [];
for (let i = 0; i < connections; i += 1) saves.push(await save());

process.stdout.write(
  `${JSON.stringify({ appPort: appAddress.port, barePort: bareAddress.port, access, detail, etag, detailBytes: Buffer.byteLength(detailJson), tables, saves, payload })}\n`,
);

/**
 * The server side of scripts/bench/salary-editor.bench.ts, run as a child process so that the browser's
 * driver does not share its event loop: the real app (PGlite in a temporary data directory, logging off, the
 * fixture caos seeded at start) serving the portal built into the folder named by the first argument. It
 * makes a hirer with a verified company, logs it in and prints one JSON line with the port and the login's
 * answer (the token set and the user, as the portal keeps them). Stops when its stdin ends.
 */
import { createTestUser } from '../../tests/helpers/accounts.js';
import { csrf } from '../../tests/helpers/app.js';
import { freePort } from '../../tests/helpers/free-port.js';
import { startBenchServer } from './bench-server.js';

const webDistDir = process.argv[2];
if (webDistDir === undefined) throw new Error('salary-editor-server: de map van het gebouwde portaal ontbreekt');

const port = await freePort();
const server = await startBenchServer({
  WEB_DIST_DIR: webDistDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

const user = await createTestUser(server.database.db, { kvkVerified: true });
const login = await server.app.inject({
  method: 'POST',
  url: '/api/rest-auth/inlener-login/',
  headers: await csrf(server.app),
  payload: { username: user.username, password: user.password },
});
if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);

process.stdout.write(`${JSON.stringify({ port, login: login.json<unknown>() })}\n`);

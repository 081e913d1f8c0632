import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../server/src/app.js';
import type { Clock } from '../../server/src/clock.js';
import type { Config } from '../../server/src/config.js';
import type { DatabaseHandle } from '../../server/src/db/database.js';
import { memoryTransport } from '../../server/src/mail/transport.js';

/** A complete config for tests, without reading the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://portaal.test',
    databaseUrl: undefined,
    // Not created: tests that use the data directory pass their own temporary one.
    dataDir: join(tmpdir(), 'beloning-test-data-unused'),
    smtpUrl: undefined,
    mailFrom: 'Beloning <noreply@portaal.test>',
    kvkApiUrl: undefined,
    kvkApiKey: undefined,
    agencyPortalUrl: 'http://portaal.test/uitlenersportaal',
    supportEmail: 'support@portaal.test',
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    logLevel: 'silent',
    trustProxy: false,
    ...overrides,
  };
}

/** A clock that stands still until the test moves it with `advance`. */
export type TestClock = Clock & { advance(ms: number): void };

/** A clock that stands still until the test moves it. */
export function testClock(start = new Date('2025-03-01T09:00:00Z')): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}

/**
 * The app on the given database with mail kept in memory (`mail.sent`) and no outbox timer: tests call
 * `app.outbox.runOnce()` to deliver. Web dist defaults to a directory without a build.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: App; mail: ReturnType<typeof memoryTransport> }> {
  const mail = memoryTransport();
  const app = await buildApp({
    config: testConfig(),
    database,
    mailTransport: mail,
    logger: false,
    sendMail: false,
    webDistDir: join(tmpdir(), 'beloning-no-web-dist'),
    ...options,
  });
  return { app, mail };
}

/**
 * Headers that pass the double-submit CSRF check, for unauthenticated POST/PUT/PATCH/DELETE under /api
 * (login, registration, activation, ...). Spread them into a request:
 * `app.inject({ method: 'POST', url, headers: { ...(await csrf(app)) }, payload })`. Requests with
 * `Authorization: Bearer ...` need none.
 */
export async function csrf(app: App): Promise<{ cookie: string; 'x-csrftoken': string }> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf/' });
  if (response.statusCode !== 200) throw new Error(`GET /api/csrf/ answered ${response.statusCode}`);
  const token = response.json<{ csrf_token: string }>().csrf_token;
  const cookie = response.cookies.find((c) => c.name === 'csrftoken');
  if (cookie?.value !== token) throw new Error('GET /api/csrf/ did not set the csrftoken cookie');
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

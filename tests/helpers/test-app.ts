import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App, BuildAppOptions } from '../../server/src/app.js';
import type { Clock } from '../../server/src/clock.js';
import type { Database, DatabaseHandle, Engine } from '../../server/src/db/database.js';
import type { OutgoingMail } from '../../server/src/mail/transport.js';
import { accessTokenOf, callAs, callOpen, mailsTo, type Method } from './account-api.js';
import { createTestUser, type TestUser, type TestUserOptions } from './accounts.js';
import { buildTestApp, testClock, type TestClock } from './app.js';
import { useTestDatabase, type TemplateName } from './database.js';

/**
 * The set-up of a server HTTP test suite, in one place: a fresh test database of the engine, the app on it
 * (buildTestApp: mail kept in memory, no outbox timer) made ready before the suite's tests and closed after
 * them, users with an access token, and requests to the app.
 *
 * ```ts
 * describeEachEngine('links', (engine) => {
 *   const test = useTestApp(engine, { template: 'schoonmaak' });
 *   it('...', async () => {
 *     const hirer = await test.hirer({ kvkVerified: true });
 *     const response = await test.call(hirer.token, 'GET', '/api/inleners/inleners-cao-list/');
 *   });
 * });
 * ```
 */
export interface TestAppOptions<C extends Clock = TestClock> extends Omit<
  Partial<BuildAppOptions>,
  'database' | 'clock'
> {
  /** The fixture caos the database starts with (tests/helpers/database-templates.ts); default 'empty'. */
  template?: TemplateName;
  /** The app's clock; default a testClock() that stands still until the test moves it. */
  clock?: C;
  /** Runs after the app is built and before `app.ready()`, e.g. to add routes that exist only in the test. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/** A user createTestUser made, with the access token of a fresh session. */
export interface TestAppUser extends TestUser {
  token: string;
}

export interface TestApp<C extends Clock = TestClock> {
  /** The ready app (from the suite's beforeAll on). */
  readonly app: App;
  readonly handle: DatabaseHandle;
  readonly db: Database;
  readonly clock: C;
  /** The mails the in-memory transport sent: `app.outbox.runOnce()` (or `mailsTo`) delivers them. */
  readonly sent: OutgoingMail[];
  /** createTestUser with an access token: a user in a new company of `companyKind`, or in `companyId`'s. */
  readonly user: (options?: TestUserOptions) => Promise<TestAppUser>;
  /** A user in a new hirer (inlener) company, or in `companyId`'s company, with an access token. */
  readonly hirer: (options?: Omit<TestUserOptions, 'companyKind'>) => Promise<TestAppUser>;
  /** A user in a new agency (uitlener) company, or in `companyId`'s company, with an access token. */
  readonly agency: (options?: Omit<TestUserOptions, 'companyKind'>) => Promise<TestAppUser>;
  /** The access token of a fresh session of the user, as a login would give. */
  readonly tokenOf: (userId: number) => Promise<string>;
  /** A request with `Authorization: Bearer <token>` (account-api.ts callAs). */
  readonly call: (
    token: string,
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  /** An unauthenticated request with the CSRF headers (account-api.ts callOpen). */
  readonly callOpen: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** Delivers the outbox and returns the mails sent to `to` so far (account-api.ts mailsTo). */
  readonly mailsTo: (to: string) => Promise<OutgoingMail[]>;
}

export function useTestApp(engine: Engine, options?: TestAppOptions): TestApp;
export function useTestApp<C extends Clock>(
  engine: Engine,
  options: TestAppOptions<C> & { clock: C },
): TestApp<C>;
export function useTestApp(engine: Engine, options: TestAppOptions<Clock> = {}): TestApp<Clock> {
  const { template, clock = testClock(), beforeReady, ...appOptions } = options;
  const database = useTestDatabase(engine, template);
  let built: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  beforeAll(async () => {
    built = await buildTestApp(database.handle, { clock, ...appOptions });
    await beforeReady?.(built.app);
    await built.app.ready();
  }, 60_000);
  afterAll(async () => built?.app.close());

  const ready = () => {
    if (built === undefined) throw new Error('De test-app is nog niet gebouwd');
    return built;
  };
  const user = async (userOptions: TestUserOptions = {}): Promise<TestAppUser> => {
    const created = await createTestUser(database.handle.db, userOptions);
    return { ...created, token: await accessTokenOf(ready().app, created.userId) };
  };
  return {
    get app() {
      return ready().app;
    },
    get handle() {
      return database.handle;
    },
    get db() {
      return database.handle.db;
    },
    clock,
    get sent() {
      return ready().mail.sent;
    },
    user,
    hirer: (userOptions = {}) => user({ ...userOptions, companyKind: 'inlener' }),
    agency: (userOptions = {}) => user({ companyKind: 'uitlener', ...userOptions }),
    tokenOf: (userId) => accessTokenOf(ready().app, userId),
    call: (token, method, url, payload, headers) => callAs(ready().app, token, method, url, payload, headers),
    callOpen: (method, url, payload) => callOpen(ready().app, method, url, payload),
    mailsTo: (to) => mailsTo(ready().app, ready().mail.sent, to),
  };
}

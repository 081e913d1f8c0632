import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseHandle, Engine } from '../../server/src/db/database.js';
import { openPglite, openPostgres } from '../../server/src/db/open.js';
import { postgresUnavailableReason, startPostgres, type TestPostgres } from './postgres.js';

export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

let server: Promise<TestPostgres> | undefined;
let databaseCount = 0;

/** The throwaway PostgreSQL server of the running suite, started on first use. */
export function testPostgres(): Promise<TestPostgres> {
  server ??= startPostgres();
  return server;
}

/** Stops the server testPostgres() started, if any; the next testPostgres() starts a new one. */
export async function stopTestPostgres(): Promise<void> {
  const running = server;
  server = undefined;
  (await running)?.stop();
}

/** A fresh, migrated database of the engine: PGlite in memory, or a new database on the test PostgreSQL. */
export async function openTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  const handle =
    engine === 'pglite'
      ? await openPglite()
      : await openPostgres(
          await (await testPostgres()).createDatabase(`test_${process.pid}_${++databaseCount}`),
        );
  await handle.migrate();
  return handle;
}

/**
 * Runs the same suite on PGlite and on PostgreSQL. The PostgreSQL run is skipped, loudly, only when the
 * PostgreSQL binaries are missing on this machine.
 */
export function describeEachEngine(title: string, suite: (engine: Engine) => void): void {
  const reason = postgresUnavailableReason();
  for (const engine of ENGINES) {
    const skip = engine === 'postgres' && reason !== undefined;
    if (skip) console.warn(`\n!!! ${title} [postgres] OVERGESLAGEN: ${reason}\n`);
    describe.skipIf(skip)(`${title} [${engine}]`, () => suite(engine));
  }
}

/** Opens a fresh migrated database before the suite's tests and closes it after them. */
export function useTestDatabase(engine: Engine): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    if (engine === 'postgres') await stopTestPostgres();
  }, 30_000);
  return {
    get handle() {
      if (handle === undefined) throw new Error('De testdatabase is nog niet geopend');
      return handle;
    },
  };
}

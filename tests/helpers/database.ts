import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseHandle, Engine } from '../../server/src/db/database.js';
import { openPglite, openPostgres } from '../../server/src/db/open.js';
import { postgresUnavailableReason, startPostgres, type TestPostgres } from './postgres.js';
import { importFixtureCaos } from './schemes.js';
import {
  SHARED_POSTGRES_ENV,
  TEMPLATE_DIR_ENV,
  TEMPLATE_NOW,
  TEMPLATES,
  pgliteTemplateFile,
  postgresTemplateName,
  sharedPostgres,
  type TemplateName,
} from './database-templates.js';

export { TEMPLATES, type TemplateName } from './database-templates.js';

export const ENGINES: readonly Engine[] = ['pglite', 'postgres'];

let server: Promise<TestPostgres> | undefined;
let databaseCount = 0;

/**
 * The throwaway PostgreSQL server of the running suite: the one the Vitest global set-up started for the
 * whole run (tests/helpers/database-setup.ts), or, outside it (a benchmark), one of this process's own,
 * started on first use.
 */
export function testPostgres(): Promise<TestPostgres> {
  const url = process.env[SHARED_POSTGRES_ENV];
  server ??= url === undefined ? startPostgres() : Promise.resolve(sharedPostgres(url));
  return server;
}

/** Stops the server testPostgres() started, if this process started it; the run's shared server stays. */
export async function stopTestPostgres(): Promise<void> {
  const running = server;
  server = undefined;
  (await running)?.stop();
}

/**
 * A fresh, migrated database of the engine with the fixture caos of `template` loaded: PGlite in memory, or
 * a new database on the test PostgreSQL. Under Vitest both are copies of the templates the global set-up
 * migrated once (a PGlite data directory loaded from its tarball, a PostgreSQL `CREATE DATABASE ... TEMPLATE`);
 * elsewhere they are migrated and loaded here.
 */
export async function openTestDatabase(
  engine: Engine,
  template: TemplateName = 'empty',
): Promise<DatabaseHandle> {
  const templateDir = process.env[TEMPLATE_DIR_ENV];
  if (engine === 'pglite') {
    if (templateDir !== undefined) {
      const tarball = readFileSync(join(templateDir, pgliteTemplateFile(template)));
      return openPglite({ loadDataDir: new Blob([tarball]) });
    }
    return migratedWith(await openPglite(), template);
  }
  const postgres = await testPostgres();
  const name = `test_${process.pid}_${++databaseCount}`;
  if (process.env[SHARED_POSTGRES_ENV] !== undefined) {
    return openPostgres(await postgres.createDatabase(name, postgresTemplateName(template)));
  }
  return migratedWith(await openPostgres(await postgres.createDatabase(name)), template);
}

async function migratedWith(handle: DatabaseHandle, template: TemplateName): Promise<DatabaseHandle> {
  await handle.migrate();
  await importFixtureCaos(handle.db, TEMPLATE_NOW, TEMPLATES[template]);
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

/**
 * Opens a fresh migrated database (with the fixture caos of `template`) before the suite's tests and closes
 * it after them.
 */
export function useTestDatabase(
  engine: Engine,
  template: TemplateName = 'empty',
): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(engine, template);
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

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DatabaseHandle } from './database.js';
import { acquireDataDirLock } from './lock.js';
import { PgliteThread } from './pglite-thread.js';
import * as schema from './schema.js';

/** The committed migrations; the same folder serves both engines. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file and the generated JWT secret). */
export const PGLITE_SUBDIR = 'pglite';

/** Some number that identifies our migrations among other users of the same PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_201_946;

/** PostgreSQL when the config has a DATABASE_URL, otherwise PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl === undefined
    ? openPglite({ dataDir: config.dataDir })
    : openPostgres(config.databaseUrl);
}

/**
 * The embedded database. With `dataDir`, its files live in `dataDir/pglite` and the directory is locked
 * against a second process; without, it lives in memory (tests). `loadDataDir` starts it from a copy of
 * another PGlite's files (a tarball of `dumpPglite`) instead of an empty cluster, which skips initdb: the
 * tests open each file's database from one migrated copy.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const lock = options.dataDir === undefined ? undefined : acquireDataDirLock(options.dataDir);
  let client: PgliteThread;
  try {
    client = await PgliteThread.create({
      ...(options.dataDir === undefined ? {} : { dataDir: join(options.dataDir, PGLITE_SUBDIR) }),
      ...(options.loadDataDir === undefined
        ? {}
        : { loadDataDir: new Uint8Array(await options.loadDataDir.arrayBuffer()) }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // drizzle's PGlite driver calls query and transaction, which the thread answers as PGlite does.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir(),
    listen: (channel, listener) => client.listen(channel, listener),
    close() {
      closed ??= (async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      })();
      return closed;
    },
  };
}

/** A PostgreSQL server: a pool of connections; several server processes may share the database. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  await pool.query('select 1');
  let closed: Promise<void> | undefined;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // One connection holds an advisory lock, so instances starting together migrate one after another.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client: connection, schema }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    close() {
      closed ??= pool.end();
      return closed;
    },
  };
}

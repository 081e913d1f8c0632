import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;

/** The database as repositories see it; PGlite and PostgreSQL both satisfy it. A transaction does too. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: Engine;
  /** Applies the committed migrations of server/drizzle/ that have not run yet. */
  migrate(): Promise<void>;
  /**
   * PGlite only: a tarball of the whole database as it is now, for `openPglite({ loadDataDir })`. The tests
   * open every file's database from one migrated copy this way.
   */
  dump?: () => Promise<Uint8Array>;
  /**
   * PGlite only (one process owns its database): calls `listener` with the payload of every NOTIFY on
   * `channel` when the notifying transaction commits, before the call that committed it returns (PGlite
   * reads the notification with the COMMIT's answer). Resolves to a function that stops listening.
   */
  listen?: (channel: string, listener: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PGlite: checkpoint, close and release the lock file. PostgreSQL: end the pool. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On PGlite every
 * other query waits until it ends, so never use the outer `db` inside `work` (it would deadlock); use `tx`.
 */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the engine-neutral Database type
 * cannot know that, so the shape is asserted here once.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

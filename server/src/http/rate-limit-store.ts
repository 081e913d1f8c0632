import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { rateLimitCounters } from '../db/schema.js';

/** How often (in counted requests, per process) the counters whose window ended are deleted. */
export const SWEEP_EVERY = 500;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What a limiter counts under: its name, and `key` within it. */
export const counterKey = (name: string, key: string): string => `${name}|${key}`;

/**
 * Counts `key` once in its fixed window of `windowMs` and answers the count so far and the milliseconds
 * left: one statement, so two server instances counting at the same moment both count (insert on conflict
 * takes the row's lock). A window that ended starts again at 1.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const ends = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEnds} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEnds: sql`case when ${rateLimitCounters.windowEnds} <= ${now.toISOString()}::timestamptz then ${ends.toISOString()}::timestamptz else ${rateLimitCounters.windowEnds} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEnds: rateLimitCounters.windowEnds });
  if (row === undefined) throw new Error('rate limit: geen teller');
  return { current: row.count, ttl: Math.max(0, row.windowEnds.getTime() - now.getTime()) };
}

/** The count of `key` in its current window and the milliseconds left; 0 and 0 without one. */
export async function readHits(
  db: Database,
  key: string,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, windowEnds: rateLimitCounters.windowEnds })
    .from(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowEnds} > ${now.toISOString()}::timestamptz`,
    );
  return row === undefined
    ? { current: 0, ttl: 0 }
    : { current: row.count, ttl: row.windowEnds.getTime() - now.getTime() };
}

/** Deletes the counters of keys that start with `prefix` (a password reset lifts a login lockout). */
export async function forgetHits(db: Database, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} like ${pattern}`);
}

/**
 * The store of @fastify/rate-limit: counters in the database (rate_limit_counters), on the app's clock
 * (tests move time with `clock.advance`), so every server instance on one database counts together and a
 * restart forgets nothing. Each limiter counts under its own name: `name` in the options of
 * `app.createRateLimit`, or the route's method and URL for `config: { rateLimit }`. Counters whose window
 * ended are deleted now and then, so made-up keys cannot fill the table beyond one window's worth.
 */
export class DatabaseStore implements FastifyRateLimitStore {
  private static counted = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly name = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.clock.now();
    countHit(this.db, counterKey(this.name, key), timeWindow, now)
      .then(async (result) => {
        DatabaseStore.counted += 1;
        if (DatabaseStore.counted % SWEEP_EVERY === 0) {
          await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnds, now));
        }
        callback(null, result);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  }

  read(key: string, callback: Callback): void {
    readHits(this.db, counterKey(this.name, key), this.clock.now())
      .then((result) => callback(null, result))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  }

  /** A limiter of its own: named in its options, or after its route. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseStore {
    const options = routeOptions as { name?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
    const route = options.routeInfo;
    const name =
      typeof options.name === 'string'
        ? options.name
        : typeof route?.url === 'string'
          ? `${String(route.method)} ${route.url}`
          : undefined;
    if (name === undefined)
      throw new Error('Een rate limit zonder naam telt met andere mee: geef `name` op.');
    return new DatabaseStore(this.db, this.clock, name);
  }
}

/** The store class to pass as @fastify/rate-limit's `store` option, bound to the database and a clock. */
export function databaseStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  return class extends DatabaseStore {
    constructor() {
      super(db, clock);
    }
  };
}

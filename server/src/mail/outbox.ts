import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { OutgoingMail } from './transport.js';

export type OutboxRow = typeof outbox.$inferSelect;

/** A sender gives up on a mail after this many failed attempts; the row stays for inspection. */
export const MAX_ATTEMPTS = 8;

/**
 * Puts a mail in the outbox. Pass the transaction of the change that causes the mail: the mail is then
 * sent if and only if that change is committed.
 */
export async function enqueueMail(
  db: Database,
  mail: OutgoingMail & { kind: string },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, createdAt: now, nextAttemptAt: now })
    .returning({ id: outbox.id });
  return row!.id;
}

/**
 * Claims up to `limit` due mails for `claimMs` and returns them. Rows another sender is claiming at the same
 * moment are skipped (FOR UPDATE SKIP LOCKED), and a row whose claim has not run out is left alone, so two
 * senders never get the same row; a sender that dies mid-send loses its claim after `claimMs`.
 */
export async function claimDueMail(
  db: Database,
  options: { now: Date; limit: number; claimMs: number },
): Promise<OutboxRow[]> {
  const { now } = options;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, now),
        lt(outbox.attempts, MAX_ATTEMPTS),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: new Date(now.getTime() + options.claimMs) })
    .where(
      and(
        inArray(outbox.id, due),
        // Checked again: a row locked and updated by another sender is re-read here after its commit.
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .returning();
  // UPDATE ... RETURNING keeps no order: oldest first, as they were queued.
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: now, claimedUntil: null, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

/**
 * Gives claimed rows back unsent, for rows a sender claimed but will not get to before its claim runs out.
 * Only rows still under this sender's claim (`claimedUntil`) are touched.
 */
export async function releaseClaims(db: Database, ids: number[], claimedUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ claimedUntil: null })
    .where(and(inArray(outbox.id, ids), eq(outbox.claimedUntil, claimedUntil), isNull(outbox.sentAt)));
}

/**
 * Releases every claim. Only safe when no other sender can be running: the embedded PGlite, whose data
 * directory one process holds at a time, calls it at start so a mail claimed by a killed process is sent at
 * once instead of after its claim runs out.
 */
export async function releaseAllClaims(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ claimedUntil: null })
    .where(and(isNull(outbox.sentAt), sql`${outbox.claimedUntil} is not null`))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Records a failed attempt and when to try again. */
export async function markFailed(db: Database, row: OutboxRow, error: string, now: Date): Promise<void> {
  const attempts = row.attempts + 1;
  await db
    .update(outbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      claimedUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    })
    .where(eq(outbox.id, row.id));
}

/** Exponential backoff: 30 s after the first failure, doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

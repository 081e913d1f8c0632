import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { claimDueMail, markFailed, markSent, releaseAllClaims, releaseClaims } from './outbox.js';
import type { MailTransport } from './transport.js';

export interface OutboxSender {
  /** Claims and sends what is due now; returns how many mails were delivered. */
  runOnce(): Promise<number>;
  /** Polls every `intervalMs` until stop(). */
  start(): void;
  /** Sends soon instead of at the next tick, for example right after a registration committed. */
  wake(): void;
  /** Stops polling and waits for a round in progress. */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed batch stays ours. A row is only sent while at least `sendMs` of the claim is left. */
  claimMs?: number;
  /** The longest one delivery can take (the SMTP transport's timeouts add up to less). */
  sendMs?: number;
  /**
   * Release every claim when the sender starts: only when no other sender can exist (the embedded PGlite,
   * locked to one process), so mail claimed by a killed process goes out at once.
   */
  releaseClaimsOnStart?: boolean;
}

/**
 * Delivers the outbox: claims due rows, sends each through the transport, marks it sent, or records the
 * failure with a backoff. Delivery is at least once: a crash between sending and marking sends again.
 */
/**
 * The Message-ID's left part of an outbox mail: its row id and creation time, so every attempt, also one
 * after a crash between the SMTP server's acceptance and markSent, carries the same Message-ID (issue 14),
 * and a database that starts over with id 1 still gives new ones.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }): string {
  return `outbox.${row.id}.${row.createdAt.getTime()}`;
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport, clock, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const claimMs = options.claimMs ?? 60_000;
  const sendMs = options.sendMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliver(): Promise<number> {
    const rows = await claimDueMail(db, { now: clock.now(), limit: batchSize, claimMs });
    let delivered = 0;
    for (const [index, row] of rows.entries()) {
      const claimedUntil = row.claimedUntil;
      if (claimedUntil !== null && clock.now().getTime() + sendMs > claimedUntil.getTime()) {
        // Not enough claim left to be sure no other sender takes the row while we send it: give the rest back.
        await releaseClaims(
          db,
          rows.slice(index).map((rest) => rest.id),
          claimedUntil,
        );
        break;
      }
      try {
        await transport.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
          messageId: outboxMessageId(row),
        });
        await markSent(db, row.id, clock.now());
        delivered += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: row.id, attempt: row.attempts + 1, error: message }, 'mail niet verstuurd');
        await markFailed(db, row, message, clock.now());
      }
    }
    return delivered;
  }

  function runOnce(): Promise<number> {
    // One round at a time in this process; a call during a round waits for it and then runs its own.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(deliver);
    running = next;
    return next;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'outbox-ronde mislukt'))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      if (options.releaseClaimsOnStart === true) {
        releaseAllClaims(db).then(
          (released) => {
            if (released > 0) log.info({ released }, 'mails van een vorig proces vrijgegeven');
            schedule(0);
          },
          (error: unknown) => {
            log.error({ err: error }, 'vrijgeven van mails mislukt');
            schedule(0);
          },
        );
        return;
      }
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
      transport.close?.();
    },
  };
}

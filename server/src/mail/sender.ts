import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { claimDueMail, markFailed, markSent } from './outbox.js';
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
  /** How long a claimed row stays ours; longer than one SMTP delivery can take. */
  claimMs?: number;
}

/**
 * Delivers the outbox: claims due rows, sends each through the transport, marks it sent, or records the
 * failure with a backoff. Delivery is at least once: a crash between sending and marking sends again.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, transport, clock, log } = options;
  const intervalMs = options.intervalMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const claimMs = options.claimMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliver(): Promise<number> {
    const rows = await claimDueMail(db, { now: clock.now(), limit: batchSize, claimMs });
    let delivered = 0;
    for (const row of rows) {
      try {
        await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
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

import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Work a route starts only once its answer has gone out, so that how long the answer takes cannot depend on
 * it: forgot-password answers every address alike and only then looks the address up and, for an active
 * account, writes the reset link and its mail (reference/security.md item 15). The work runs on its own,
 * with what the handler gave it (never the request); a failure is logged as the server logs every error
 * (`loggableError`: type, message, SQLSTATE, stack, never the values it worked on) and never reaches the
 * client.
 */
export interface AfterReply {
  /** Starts `work` once `reply` has been sent (or its connection closed before that). */
  run(reply: FastifyReply, name: string, work: () => Promise<void>): void;
  /**
   * Resolves when all work handed to `run` so far has ended, including work whose answer is still being
   * sent; with `automatic: false`, work waiting for `runWaiting` is not waited for. The app's close waits
   * for it, so a stop loses nothing that was answered.
   */
  settled(): Promise<void>;
  /** With `automatic: false` (tests): how many pieces of work wait, their answers sent. */
  readonly waiting: number;
  /** With `automatic: false` (tests): starts the waiting work and resolves when it has ended. */
  runWaiting(): Promise<void>;
}

/**
 * `automatic` (the app's `runAfterReply`, default true): start work as soon as its answer is sent. Tests
 * that show what happens before and after pass false and call `runWaiting()`, as `sendMail: false` and
 * `outbox.runOnce()` do for mail.
 */
export function createAfterReply(log: FastifyBaseLogger, options: { automatic: boolean }): AfterReply {
  /** Work whose answer is still being sent, and work under way. */
  const pending = new Set<Promise<void>>();
  const queue: (() => Promise<void>)[] = [];

  const perform = async (name: string, work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      // The logger's `err` serializer is loggableError (logging.ts).
      log.error({ err: error, work: name }, 'Werk na het antwoord is mislukt');
    }
  };
  const track = (promise: Promise<void>): Promise<void> => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  };

  return {
    run(reply, name, work) {
      track(
        new Promise<void>((resolve) => {
          let started = false;
          const start = () => {
            if (started) return;
            started = true;
            if (options.automatic) {
              void track(perform(name, work)).finally(resolve);
            } else {
              queue.push(() => track(perform(name, work)));
              resolve();
            }
          };
          // 'finish': the whole answer went to the operating system; 'close': the client left before that.
          reply.raw.once('finish', start);
          reply.raw.once('close', start);
        }),
      );
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    get waiting() {
      return queue.length;
    },
    async runWaiting() {
      await Promise.all(queue.splice(0).map((start) => start()));
    },
  };
}

import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAfterReply, type AfterReply } from './after-reply.js';
import { loggerOptions } from './logging.js';

/**
 * A bare fastify app with one route that hands `work` to an AfterReply and answers `{ok: true}`; the work
 * can ask whether the whole answer had been handed over (end() called).
 */
async function appWith(automatic: boolean, work: (answerSent: () => boolean) => Promise<void>) {
  const lines: string[] = [];
  const app: FastifyInstance = Fastify({
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
  });
  const afterReply: AfterReply = createAfterReply(app.log, { automatic });
  app.post('/werk', async (_request, reply) => {
    afterReply.run(reply, 'test', () => work(() => reply.raw.writableEnded));
    return { ok: true };
  });
  await app.ready();
  return { app, afterReply, lines };
}

describe('createAfterReply', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('starts the work only once the whole answer has been sent, and settled() waits for it', async () => {
    let finished = false;
    let sentAtStart: boolean | undefined;
    let release: () => void = () => undefined;
    const { app, afterReply } = await appWith(true, async (answerSent) => {
      sentAtStart = answerSent();
      await new Promise<void>((resolve) => (release = resolve));
      finished = true;
    });
    close = () => app.close();
    const response = await app.inject({ method: 'POST', url: '/werk' });
    expect(response.json()).toEqual({ ok: true });
    expect(sentAtStart).toBe(true);
    // The work was still waiting when the answer arrived; settled() resolves only after it ends.
    const settled = afterReply.settled().then(() => finished);
    expect(finished).toBe(false);
    release();
    expect(await settled).toBe(true);
  });

  it('holds the work until runWaiting() when not automatic', async () => {
    let runs = 0;
    const { app, afterReply } = await appWith(false, async () => {
      runs += 1;
    });
    close = () => app.close();
    await app.inject({ method: 'POST', url: '/werk' });
    await app.inject({ method: 'POST', url: '/werk' });
    await afterReply.settled();
    expect([afterReply.waiting, runs]).toEqual([2, 0]);
    await afterReply.runWaiting();
    expect([afterReply.waiting, runs]).toEqual([0, 2]);
  });

  it('logs a failure without the values the work used, and the client still had its answer', async () => {
    const failure = Object.assign(new Error('Failed query: select ... params: anna@voorbeeld.nl'), {
      query: 'select id from users where lower(email) = $1',
      params: ['anna@voorbeeld.nl'],
    });
    const { app, afterReply, lines } = await appWith(true, async () => {
      throw failure;
    });
    close = () => app.close();
    const response = await app.inject({ method: 'POST', url: '/werk' });
    expect(response.statusCode).toBe(200);
    await afterReply.settled();
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const error = logged.find((entry) => entry['msg'] === 'Werk na het antwoord is mislukt');
    expect(error).toMatchObject({
      work: 'test',
      err: { type: 'Error', message: 'Failed query: select id from users where lower(email) = $1' },
    });
    expect(lines.join('\n')).not.toContain('anna@voorbeeld.nl');
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { testClock } from '../../../tests/helpers/app.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { inTransaction } from '../db/database.js';
import { outbox } from '../db/schema.js';
import { claimDueMail, enqueueMail, MAX_ATTEMPTS, releaseAllClaims, retryDelayMs } from './outbox.js';
import { createOutboxSender } from './sender.js';
import { memoryTransport, type MailTransport, type OutgoingMail } from './transport.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

function mailTo(to: string): OutgoingMail & { kind: string } {
  return { kind: 'activation', to, subject: 'Onderwerp', text: 'Tekst', html: '<p>Tekst</p>' };
}

describeEachEngine('outbox', (engine) => {
  const test = useTestDatabase(engine);
  beforeEach(async () => {
    await test.handle.db.delete(outbox);
  });

  it('keeps a mail only when the transaction that enqueued it commits', async () => {
    const { db } = test.handle;
    const now = new Date();
    await inTransaction(db, (tx) => enqueueMail(tx, mailTo('blijft@test.nl'), now));
    await expect(
      inTransaction(db, async (tx) => {
        await enqueueMail(tx, mailTo('weg@test.nl'), now);
        throw new Error('registratie mislukt');
      }),
    ).rejects.toThrow();
    expect((await db.select().from(outbox)).map((row) => row.to)).toEqual(['blijft@test.nl']);
  });

  it('claims a due mail once until its claim runs out', async () => {
    const { db } = test.handle;
    const now = new Date('2025-03-01T09:00:00Z');
    await enqueueMail(db, mailTo('a@test.nl'), now);
    expect(await claimDueMail(db, { now, limit: 10, claimMs: 60_000 })).toHaveLength(1);
    expect(await claimDueMail(db, { now, limit: 10, claimMs: 60_000 })).toHaveLength(0);
    const later = new Date(now.getTime() + 60_001);
    expect(await claimDueMail(db, { now: later, limit: 10, claimMs: 60_000 })).toHaveLength(1);
  });

  it('gives back the rest of a batch when too little of its claim is left to send a mail safely', async () => {
    const { db } = test.handle;
    const clock = testClock();
    const sent: string[] = [];
    // Each delivery takes 20 s of the clock; the claim lasts 60 s and one send may take up to 30 s.
    const transport: MailTransport = {
      name: 'langzaam',
      async send(mail) {
        sent.push(mail.to);
        clock.advance(20_000);
      },
    };
    for (const to of ['a@test.nl', 'b@test.nl', 'c@test.nl', 'd@test.nl']) {
      await enqueueMail(db, mailTo(to), clock.now());
    }
    const sender = createOutboxSender({ db, transport, clock, log: silent, claimMs: 60_000, sendMs: 30_000 });
    expect(await sender.runOnce()).toBe(2);
    expect(sent).toEqual(['a@test.nl', 'b@test.nl']);
    // The two it gave back are free at once, not after the claim runs out.
    const free = await claimDueMail(db, { now: clock.now(), limit: 10, claimMs: 60_000 });
    expect(free.map((row) => row.to)).toEqual(['c@test.nl', 'd@test.nl']);
  });

  it('releases every claim at start when told no other sender can exist (PGlite)', async () => {
    const { db } = test.handle;
    const clock = testClock();
    await enqueueMail(db, mailTo('geclaimd@test.nl'), clock.now());
    expect(await claimDueMail(db, { now: clock.now(), limit: 10, claimMs: 60_000 })).toHaveLength(1);
    expect(await releaseAllClaims(db)).toBe(1);
    const transport = memoryTransport();
    const sender = createOutboxSender({ db, transport, clock, log: silent });
    expect(await sender.runOnce()).toBe(1);
    expect(transport.sent.map((mail) => mail.to)).toEqual(['geclaimd@test.nl']);
  });

  it('does not claim a mail before it is due', async () => {
    const { db } = test.handle;
    const now = new Date('2025-03-01T09:00:00Z');
    await enqueueMail(db, mailTo('a@test.nl'), now);
    expect(await claimDueMail(db, { now: new Date(now.getTime() - 1), limit: 10, claimMs: 1 })).toHaveLength(
      0,
    );
  });

  it('sends due mail, marks it sent and does not send it again', async () => {
    const { db } = test.handle;
    const clock = testClock();
    const transport = memoryTransport();
    const sender = createOutboxSender({ db, transport, clock, log: silent });
    await enqueueMail(db, mailTo('a@test.nl'), clock.now());
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    expect(transport.sent.map((mail) => mail.to)).toEqual(['a@test.nl']);
    const [row] = await db.select().from(outbox);
    expect(row?.sentAt).toEqual(clock.now());
    expect(row?.attempts).toBe(1);
  });

  it('retries a failed mail after its backoff and gives up after the last attempt', async () => {
    const { db } = test.handle;
    const clock = testClock();
    let failing = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'flaky',
      async send(mail) {
        if (failing) throw new Error('SMTP-server onbereikbaar');
        sent.push(mail.to);
      },
    };
    const sender = createOutboxSender({ db, transport, clock, log: silent });
    const id = await enqueueMail(db, mailTo('a@test.nl'), clock.now());
    expect(await sender.runOnce()).toBe(0);
    let [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('SMTP-server onbereikbaar');
    expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    clock.advance(retryDelayMs(1) - 1);
    expect(await sender.runOnce()).toBe(0);
    expect((await db.select().from(outbox).where(eq(outbox.id, id)))[0]?.attempts).toBe(1);
    clock.advance(1);
    failing = false;
    expect(await sender.runOnce()).toBe(1);
    expect(sent).toEqual(['a@test.nl']);

    failing = true;
    const doomed = await enqueueMail(db, mailTo('b@test.nl'), clock.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      await sender.runOnce();
      clock.advance(retryDelayMs(attempt));
    }
    [row] = await db.select().from(outbox).where(eq(outbox.id, doomed));
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.sentAt).toBeNull();
  });

  it('doubles the backoff from 30 seconds up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends every mail exactly once when two senders run at the same time', async () => {
    const { db } = test.handle;
    const clock = testClock();
    const count = 60;
    for (let i = 0; i < count; i += 1) await enqueueMail(db, mailTo(`u${i}@test.nl`), clock.now());
    const delivered: string[] = [];
    const slowTransport = (name: string): MailTransport => ({
      name,
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        delivered.push(mail.to);
      },
    });
    const senders = ['een', 'twee'].map((name) =>
      createOutboxSender({ db, transport: slowTransport(name), clock, log: silent, batchSize: 7 }),
    );
    const drain = async (sender: (typeof senders)[number]) => {
      let total = 0;
      for (let round = 0; round < count; round += 1) {
        const sent = await sender.runOnce();
        total += sent;
        if (sent === 0 && (await db.select().from(outbox)).every((row) => row.sentAt !== null)) break;
      }
      return total;
    };
    const totals = await Promise.all(senders.map(drain));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(count);
    expect(delivered).toHaveLength(count);
    expect(new Set(delivered).size).toBe(count);
    if (engine === 'postgres') expect(totals.every((total) => total > 0)).toBe(true);
  });
});

import type { AddressInfo } from 'node:net';
import { MAX_LENGTH } from '@beloning/core/rules';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callAs, callOpen, mailsTo } from '../../../tests/helpers/account-api.js';
import { createTestUser, type TestUserOptions } from '../../../tests/helpers/accounts.js';
import { buildTestApp, testClock } from '../../../tests/helpers/app.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import type { App } from '../app.js';
import { outbox, supportRequests } from '../db/schema.js';
import { smtpTransport, type OutgoingMail } from '../mail/transport.js';
import { SUPPORT_RATE_LIMIT, SUPPORT_SENT } from '../support/support.js';

const SUPPORT = '/api/inleners/support/';
const SUPPORT_ADDRESS = 'support@portaal.test';

describeEachEngine('POST inleners/support/', (engine) => {
  const test = useTestDatabase(engine);
  const clock = testClock();
  let app: App;
  let sent: OutgoingMail[];
  const db = () => test.handle.db;

  beforeAll(async () => {
    const built = await buildTestApp(test.handle, { clock });
    app = built.app;
    sent = built.mail.sent;
    await app.ready();
  });
  afterAll(async () => app.close());

  let counter = 0;
  const login = async (options: TestUserOptions = {}) => {
    counter += 1;
    const user = await createTestUser(db(), {
      companyName: `Vraag & Co ${counter} B.V.`,
      kvkNr: String(50_000_000 + ((process.pid * 7 + counter) % 9_999_999)).padStart(8, '0'),
      ...options,
    });
    return { ...user, token: (await app.sessions.issueTokenSet(db(), user.userId, clock.now())).access };
  };
  const tables = async () => ({
    requests: await db().select().from(supportRequests).orderBy(asc(supportRequests.id)),
    outbox: await db().select().from(outbox).orderBy(asc(outbox.id)),
  });

  it('stores the question and mails it to SUPPORT_EMAIL with who asks, replies going to the user', async () => {
    const user = await login();
    const question = { title: 'Loontabel <ontbreekt>', text: 'De tabel van 1 juli 2025\nstaat er niet in.' };
    const response = await callAs(app, user.token, 'POST', SUPPORT, question);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: SUPPORT_SENT });

    const [stored, ...more] = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, user.userId));
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ companyId: user.companyId, ...question });

    const [mail, ...others] = await mailsTo(app, sent, SUPPORT_ADDRESS);
    expect(others).toEqual([]);
    expect(mail?.replyTo).toBe(user.email);
    expect(mail?.subject).toBe(`Supportvraag #${stored?.id}: Loontabel <ontbreekt>`);
    expect(mail?.text).toContain(`Nieuwe supportvraag van ${user.username} (${user.email}).`);
    expect(mail?.text).toContain(`Bedrijf: Vraag & Co ${counter} B.V. (inlener), KVK `);
    expect(mail?.text).toContain('De tabel van 1 juli 2025\nstaat er niet in.');
    expect(mail?.html).toContain('Loontabel &lt;ontbreekt&gt;');
    expect(mail?.html).toContain('Vraag &amp; Co');
    expect(mail?.html).not.toContain('<ontbreekt>');
  });

  it('accepts a sub-user, and refuses an agency user and an anonymous caller', async () => {
    const main = await login();
    const sub = await login({ companyId: main.companyId, isMainUser: false, canCreateSchemes: false });
    const question = { title: 'Vraag', text: 'Hoe werkt stap 4?' };
    expect((await callAs(app, sub.token, 'POST', SUPPORT, question)).statusCode).toBe(201);
    const agency = await login({ companyKind: 'uitlener' });
    const before = await tables();
    expect((await callAs(app, agency.token, 'POST', SUPPORT, question)).statusCode).toBe(403);
    expect((await callOpen(app, 'POST', SUPPORT, question)).statusCode).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it('rejects bad input and stores and mails nothing', async () => {
    const user = await login();
    await expectBadInputRejected(app, {
      method: 'POST',
      url: SUPPORT,
      headers: { authorization: `Bearer ${user.token}` },
      validBody: { title: 'Vraag', text: 'Hoe werkt stap 4?' },
      fields: [
        { name: 'title', kind: 'text', maxLength: MAX_LENGTH.supportTitle },
        { name: 'text', kind: 'text', maxLength: MAX_LENGTH.supportText },
      ],
      snapshot: tables,
    });
  });

  it('limits the questions per user', async () => {
    const user = await login();
    const statuses: number[] = [];
    for (let n = 0; n <= SUPPORT_RATE_LIMIT.max; n += 1) {
      statuses.push(
        (await callAs(app, user.token, 'POST', SUPPORT, { title: `V${n}`, text: 'x' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(SUPPORT_RATE_LIMIT.max).fill(201), 429]);
    const other = await login();
    expect((await callAs(app, other.token, 'POST', SUPPORT, { title: 'V', text: 'x' })).statusCode).toBe(201);
    clock.advance(SUPPORT_RATE_LIMIT.windowMs);
    // A new window (and a new access token: the old one ran out in the hour).
    const later = (await app.sessions.issueTokenSet(db(), user.userId, clock.now())).access;
    expect((await callAs(app, later, 'POST', SUPPORT, { title: 'Weer', text: 'x' })).statusCode).toBe(201);
    while ((await app.outbox.runOnce()) > 0);
  });
});

describeEachEngine('a support mail over real SMTP', (engine) => {
  const test = useTestDatabase(engine);
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let app: App;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Beloning <noreply@portaal.test>');
    app = (await buildTestApp(test.handle, { clock: testClock(), mailTransport: transport })).app;
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('arrives at the support address with Reply-To the user', async () => {
    const user = await createTestUser(test.handle.db, { email: 'vrager@inlener.test' });
    const token = (await app.sessions.issueTokenSet(test.handle.db, user.userId, app.clock.now())).access;
    const response = await callAs(app, token, 'POST', SUPPORT, {
      title: 'Help',
      text: 'Waar vind ik stap 6?',
    });
    expect(response.statusCode).toBe(201);
    expect(await app.outbox.runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([SUPPORT_ADDRESS]);
    expect(received[0]?.raw).toMatch(/^Reply-To: vrager@inlener\.test\r?$/m);
    expect(received[0]?.raw).toMatch(/^From: Beloning <noreply@portaal\.test>\r?$/m);
  });
});

import { MAX_LENGTH } from '@beloning/core/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestUserOptions } from '../../../tests/helpers/accounts.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { startSmtp, type TestSmtp } from '../../../tests/helpers/smtp.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { outbox, supportRequests } from '../db/schema.js';
import { smtpTransport, type MailTransport } from '../mail/transport.js';
import { SUPPORT_RATE_LIMIT, SUPPORT_SENT } from '../support/support.js';

const SUPPORT = '/api/inleners/support/';
const SUPPORT_ADDRESS = 'support@portaal.test';

describeEachEngine('POST inleners/support/', (engine) => {
  const test = useTestApp(engine);
  let counter = 0;
  const login = async (options: TestUserOptions = {}) => {
    counter += 1;
    return test.user({
      companyName: `Vraag & Co ${counter} B.V.`,
      kvkNr: String(50_000_000 + ((process.pid * 7 + counter) % 9_999_999)).padStart(8, '0'),
      ...options,
    });
  };
  const tables = async () => ({
    requests: await test.db.select().from(supportRequests).orderBy(asc(supportRequests.id)),
    outbox: await test.db.select().from(outbox).orderBy(asc(outbox.id)),
  });

  it('stores the question and mails it to SUPPORT_EMAIL with who asks, replies going to the user', async () => {
    const user = await login();
    const question = { title: 'Loontabel <ontbreekt>', text: 'De tabel van 1 juli 2025\nstaat er niet in.' };
    const response = await test.call(user.token, 'POST', SUPPORT, question);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: SUPPORT_SENT });

    const [stored, ...more] = await test.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, user.userId));
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ companyId: user.companyId, ...question });

    const [mail, ...others] = await test.mailsTo(SUPPORT_ADDRESS);
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
    expect((await test.call(sub.token, 'POST', SUPPORT, question)).statusCode).toBe(201);
    const agency = await login({ companyKind: 'uitlener' });
    const before = await tables();
    expect((await test.call(agency.token, 'POST', SUPPORT, question)).statusCode).toBe(403);
    expect((await test.callOpen('POST', SUPPORT, question)).statusCode).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it('rejects bad input and stores and mails nothing', async () => {
    const user = await login();
    await expectBadInputRejected(test.app, {
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
      statuses.push((await test.call(user.token, 'POST', SUPPORT, { title: `V${n}`, text: 'x' })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SUPPORT_RATE_LIMIT.max).fill(201), 429]);
    const other = await login();
    expect((await test.call(other.token, 'POST', SUPPORT, { title: 'V', text: 'x' })).statusCode).toBe(201);
    test.clock.advance(SUPPORT_RATE_LIMIT.windowMs);
    // A new window (and a new access token: the old one ran out in the hour).
    const later = await test.tokenOf(user.userId);
    expect((await test.call(later, 'POST', SUPPORT, { title: 'Weer', text: 'x' })).statusCode).toBe(201);
    while ((await test.app.outbox.runOnce()) > 0);
  });
});

describeEachEngine('a support mail over real SMTP', (engine) => {
  let smtp: TestSmtp;
  let transport: MailTransport | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    transport = smtpTransport(smtp.url, 'Beloning <noreply@portaal.test>');
  });
  afterAll(async () => smtp.close());
  // The options are taken before the SMTP server listens: the app's transport sends through the one above.
  const test = useTestApp(engine, {
    mailTransport: {
      name: 'smtp',
      send: async (mail) => {
        if (transport === undefined) throw new Error('De SMTP-server luistert nog niet');
        await transport.send(mail);
      },
      close: () => transport?.close?.(),
    },
  });

  it('arrives at the support address with Reply-To the user', async () => {
    const user = await test.hirer({ email: 'vrager@inlener.test' });
    const response = await test.call(user.token, 'POST', SUPPORT, {
      title: 'Help',
      text: 'Waar vind ik stap 6?',
    });
    expect(response.statusCode).toBe(201);
    expect(await test.app.outbox.runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual([SUPPORT_ADDRESS]);
    expect(smtp.mails[0]?.raw).toMatch(/^Reply-To: vrager@inlener\.test\r?$/m);
    expect(smtp.mails[0]?.raw).toMatch(/^From: Beloning <noreply@portaal\.test>\r?$/m);
  });
});

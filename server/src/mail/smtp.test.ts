import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../tests/helpers/app.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { startSmtp, type TestSmtp } from '../../../tests/helpers/smtp.js';
import { enqueueMail } from './outbox.js';
import { createOutboxSender } from './sender.js';
import { activationMail } from './templates.js';
import { smtpTransport } from './transport.js';

describe('smtpTransport', () => {
  const test = useTestDatabase('pglite');
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp.close());

  it('delivers an outbox mail with its activation link to a real SMTP server', async () => {
    const clock = testClock();
    const transport = smtpTransport(smtp.url, 'Beloning <noreply@beloning.example>');
    const sender = createOutboxSender({
      db: test.handle.db,
      transport,
      clock,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const mail = activationMail({
      publicUrl: 'https://beloning.example',
      userId: 12,
      token: 'een-lang-token-van-de-registratie-0123456789',
      companyName: 'Test BV',
    });
    await enqueueMail(test.handle.db, { ...mail, to: 'nieuw@test.nl' }, clock.now());
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();

    expect(smtp.mails).toHaveLength(1);
    const message = smtp.mails[0]!;
    expect(message.from).toBe('noreply@beloning.example');
    expect(message.to).toEqual(['nieuw@test.nl']);
    const body = message.text;
    expect(body).toContain('Subject: Activeer uw account bij Beloning');
    expect(body).toContain(
      'https://beloning.example/account-activatie/MTI/een-lang-token-van-de-registratie-0123456789',
    );
    expect(body).toContain('text/html');
  });

  it('fails, so the outbox retries, when the SMTP server cannot be reached', async () => {
    const transport = smtpTransport('smtp://127.0.0.1:1', 'noreply@beloning.example');
    await expect(
      transport.send({ to: 'a@test.nl', subject: 'x', text: 'x', html: '<p>x</p>' }),
    ).rejects.toThrow();
    transport.close?.();
  });
});

describeEachEngine('two server instances on one database', (engine) => {
  const test = useTestDatabase(engine);
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => smtp.close());

  it('send each outbox mail once, to a real SMTP server, when their senders run at the same moment', async () => {
    const clock = testClock();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    // Each instance has its own sender and its own SMTP connection, as two processes would.
    const senders = [1, 2].map(() =>
      createOutboxSender({
        db: test.handle.db,
        transport: smtpTransport(smtp.url, 'Beloning <noreply@beloning.example>'),
        clock,
        log,
      }),
    );
    const count = 40;
    for (let i = 0; i < count; i += 1) {
      await enqueueMail(
        test.handle.db,
        {
          kind: 'test',
          to: `twee-${engine}-${i}@test.nl`,
          subject: `Mail ${i}`,
          text: 'x',
          html: '<p>x</p>',
        },
        clock.now(),
      );
    }
    let sent = 0;
    while (sent < count) {
      const rounds = await Promise.all(senders.map((sender) => sender.runOnce()));
      const round = rounds.reduce((a, b) => a + b, 0);
      if (round === 0) break;
      sent += round;
    }
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(sent).toBe(count);
    const delivered = smtp.mails.filter((mail) => mail.to[0]?.startsWith(`twee-${engine}-`));
    const ids = delivered.map((mail) => /^Message-ID: (.*)$/im.exec(mail.text)?.[1]?.trim());
    expect(delivered).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(new Set(delivered.map((mail) => mail.to[0])).size).toBe(count);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../tests/helpers/app.js';
import { openPglite } from '../db/open.js';
import type { DatabaseHandle } from '../db/database.js';
import { enqueueMail } from './outbox.js';
import { createOutboxSender } from './sender.js';
import { activationMail } from './templates.js';
import { smtpTransport } from './transport.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to find a link in the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('smtpTransport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let database: DatabaseHandle;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    database = await openPglite();
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers an outbox mail with its activation link to a real SMTP server', async () => {
    const clock = testClock();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, 'Beloning <noreply@beloning.example>');
    const sender = createOutboxSender({
      db: database.db,
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
    await enqueueMail(database.db, { ...mail, to: 'nieuw@test.nl' }, clock.now());
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.from).toBe('noreply@beloning.example');
    expect(message.to).toEqual(['nieuw@test.nl']);
    const body = decodeQuotedPrintable(message.raw);
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

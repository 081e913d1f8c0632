/**
 * Issue 14: the SMTP server down and back loses and doubles no mail, on both engines. The app sends through
 * its real SMTP transport to the tests' real SMTP server (tests/helpers/smtp.ts), and the test drives the
 * outbox (`app.outbox.runOnce()`) on a clock it moves past the retry delays, so nothing waits for time.
 *
 * - With the SMTP server stopped, registrations, forgotten passwords and an agency's invitations are made
 *   through the API: every request succeeds and nothing is delivered. Started again on the same port, the
 *   outbox delivers each mail exactly once, each under the Message-ID of its outbox row.
 * - A session that breaks after DATA (the SMTP server kept the message but its 250 never came) is retried,
 *   and the copy carries the same Message-ID, so a relay can drop it.
 */
import { asc, desc, gt } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { outbox } from '../../server/src/db/schema.js';
import { outboxMessageId } from '../../server/src/mail/sender.js';
import { smtpTransport, type MailTransport } from '../../server/src/mail/transport.js';
import { createTestUser } from '../helpers/accounts.js';
import { fakeKvkRegistry, registrationBody, uniqueKvkNr } from '../helpers/account-api.js';
import { describeEachEngine } from '../helpers/database.js';
import { freePort } from '../helpers/free-port.js';
import { startSmtp, type Mail, type TestSmtp } from '../helpers/smtp.js';
import { useTestApp } from '../helpers/test-app.js';
import { reportSection, table } from './report.js';

const FROM = 'Beloning <noreply@portaal.test>';

interface SmtpFigures {
  requests: number;
  answered2xx: number;
  deliveredWhileDown: number;
  arrived: number;
  lost: number;
  doubled: number;
  distinctMessageIds: number;
  brokenCopies: number;
  brokenSameMessageId: boolean;
}

const report = reportSection<SmtpFigures>('smtp', (figures) => {
  const rows: [string, (f: SmtpFigures) => string | number][] = [
    ['mails caused through the API while the SMTP server is down', (f) => f.requests],
    ['of those requests answered 2xx', (f) => f.answered2xx],
    ['delivered while it is down', (f) => f.deliveredWhileDown],
    ['arrived after it is back', (f) => f.arrived],
    ['**lost**', (f) => f.lost],
    ['**doubled**', (f) => f.doubled],
    ['distinct Message-IDs, each its outbox row’s', (f) => f.distinctMessageIds],
    ['copies of a mail whose session broke after DATA', (f) => f.brokenCopies],
    ['both copies under the same Message-ID', (f) => (f.brokenSameMessageId ? 'yes' : 'no')],
  ];
  return [
    '## SMTP down and back',
    '',
    "`tests/reliability/smtp.test.ts`: the app's SMTP transport and a real SMTP server on 127.0.0.1, the outbox",
    'driven by the test on a clock it moves past the retry delays. Mails: registrations of hirers and agencies',
    '(activation), forgotten passwords and invitations of an agency.',
    '',
    table(
      ['', 'PGlite', 'PostgreSQL'],
      rows.map(([label, value]) => [label, value(figures.pglite), value(figures.postgres)]),
    ),
  ].join('\n');
});

const messageIdOf = (mail: Mail) => /^Message-ID: (.*)$/im.exec(mail.text)?.[1]?.trim();

describeEachEngine('SMTP down and back', (engine: Engine) => {
  let port: number;
  let smtp: TestSmtp | undefined;
  let transport: MailTransport | undefined;
  // The app's transport, pointed at the port once it is known (the SMTP server may be down meanwhile).
  const lazy: MailTransport = {
    name: 'smtp',
    send: (mail) => {
      transport ??= smtpTransport(`smtp://127.0.0.1:${port}`, FROM);
      return transport.send(mail);
    },
    close: () => transport?.close?.(),
  };
  const test = useTestApp(engine, { template: 'schoonmaak', kvk: fakeKvkRegistry(), mailTransport: lazy });
  const figures: Partial<SmtpFigures> = {};

  beforeAll(async () => {
    port = await freePort();
  });

  /** Runs the outbox until a round delivers nothing, moving the clock past every retry delay first. */
  const deliverAll = async () => {
    let delivered = 0;
    for (;;) {
      test.clock.advance(61 * 60_000);
      const round = await test.app.outbox.runOnce();
      if (round === 0) return delivered;
      delivered += round;
    }
  };
  const rowsAfter = (id: number) =>
    test.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(asc(outbox.id));
  const lastOutboxId = async () => {
    const [last] = await test.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    return last?.id ?? 0;
  };

  it('delivers every mail made while the SMTP server was down exactly once when it is back', async () => {
    // Up, then stopped: what was queued before is out of the way.
    smtp = await startSmtp({ port });
    await deliverAll();
    await smtp.close();
    const before = await lastOutboxId();

    const tag = `smtp-${engine}-${process.pid}`;
    const agency = await test.agency();
    const forgetful = await Promise.all([1, 2, 3].map(() => createTestUser(test.db)));
    const helpOn = await test.call(agency.token, 'PUT', '/api/uitleners/company/', {
      proposals_enabled: true,
    });
    expect(helpOn.statusCode, helpOn.body).toBe(200);
    const requests = [
      ...[1, 2].map(
        (n) => () =>
          test.callOpen('POST', '/api/rest-auth/inlener-registration/', registrationBody(`${tag}-i${n}`)),
      ),
      ...[1, 2].map(
        (n) => () =>
          test.callOpen('POST', '/api/rest-auth/uitlener-registration/', registrationBody(`${tag}-u${n}`)),
      ),
      ...forgetful.map(
        (user) => () =>
          test.callOpen('POST', '/api/rest-auth/inlener-forgot-password/', { email: user.email }),
      ),
      ...[1, 2, 3].map(
        (n) => () =>
          test.call(agency.token, 'POST', '/api/uitleners/invites/', {
            kvk_nr: uniqueKvkNr(),
            email: `uitgenodigd-${tag}-${n}@voorbeeld.nl`,
            proposals_enabled: true,
          }),
      ),
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await request()).statusCode);
    figures.requests = requests.length;
    figures.answered2xx = statuses.filter((status) => status >= 200 && status < 300).length;
    expect(
      statuses.every((status) => status >= 200 && status < 300),
      statuses.join(', '),
    ).toBe(true);

    const queued = await rowsAfter(before);
    expect(queued).toHaveLength(requests.length);
    figures.deliveredWhileDown = await test.app.outbox.runOnce();
    expect(figures.deliveredWhileDown).toBe(0);
    expect((await rowsAfter(before)).every((row) => row.sentAt === null && row.attempts === 1)).toBe(true);

    // Back on the same port.
    smtp = await startSmtp({ port });
    try {
      await deliverAll();
      const arrived = smtp.mails;
      const rows = await rowsAfter(before);
      const expectedIds = rows.map((row) => `<${outboxMessageId(row)}@portaal.test>`);
      const ids = arrived.map(messageIdOf);
      figures.arrived = arrived.length;
      figures.lost = rows.filter(
        (row) => !arrived.some((mail) => mail.to.includes(row.to.toLowerCase())),
      ).length;
      figures.doubled = ids.length - new Set(ids).size;
      figures.distinctMessageIds = new Set(
        ids.filter((id) => id !== undefined && expectedIds.includes(id)),
      ).size;

      expect(arrived.map((mail) => mail.to[0]).sort()).toEqual(
        rows.map((row) => row.to.toLowerCase()).sort(),
      );
      expect(ids.sort()).toEqual(expectedIds.sort());
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 2)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('resends a mail whose SMTP session broke after DATA under the same Message-ID', async () => {
    let broken = 0;
    // The first mail's session breaks once the server has the message; the next session is answered.
    smtp = await startSmtp({ port, breakAfterData: () => ++broken === 1 });
    try {
      const before = await lastOutboxId();
      const user = await createTestUser(test.db);
      const asked = await test.callOpen('POST', '/api/rest-auth/inlener-forgot-password/', {
        email: user.email,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(await test.app.outbox.runOnce()).toBe(0);
      expect(smtp.mails).toHaveLength(1);
      await deliverAll();

      const copies = smtp.mails.filter((mail) => mail.to.includes(user.email.toLowerCase()));
      const [row, ...more] = await rowsAfter(before);
      figures.brokenCopies = copies.length;
      figures.brokenSameMessageId =
        row !== undefined &&
        copies.every((copy) => messageIdOf(copy) === `<${outboxMessageId(row)}@portaal.test>`);
      expect(more).toEqual([]);
      expect(copies).toHaveLength(2);
      expect(figures.brokenSameMessageId).toBe(true);
      expect(row?.sentAt).not.toBeNull();
      expect(row?.attempts).toBe(2);
    } finally {
      await smtp.close();
    }
    report.record(engine, figures as SmtpFigures);
  });
});

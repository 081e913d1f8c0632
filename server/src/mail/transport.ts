import nodemailer from 'nodemailer';

/** A mail as it leaves the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Reply-To, when replies should not go to the sender (a support request: to the user who asked). */
  replyTo?: string | null;
  /**
   * The left part of the Message-ID, the same on every attempt to send this mail (the outbox row's id and
   * when it was made): a relay or the receiver drops a copy that a resend after a crash delivers twice.
   */
  messageId?: string;
}

/** The domain of a From address ('Beloning <noreply@beloning.nl>' gives 'beloning.nl'). */
export function domainOf(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'beloning.invalid';
}

/** Delivers one mail or throws; the outbox sender retries on a throw. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * Prints each mail (its text part, links included) so a new user can activate an account without a mail
 * server: the default when SMTP_URL is unset.
 */
export function consoleTransport(
  write: (chunk: string) => void = (chunk) => process.stdout.write(chunk),
): MailTransport {
  return {
    name: 'console',
    async send(mail) {
      const rule = '='.repeat(72);
      const replyTo = mail.replyTo == null ? '' : `Antwoord aan: ${mail.replyTo}\n`;
      write(
        `\n${rule}\nMail aan: ${mail.to}\n${replyTo}Onderwerp: ${mail.subject}\n\n${mail.text}\n${rule}\n\n`,
      );
    },
  };
}

/** SMTP through nodemailer, for `SMTP_URL` (smtp://user:pass@host:port or smtps://...). */
export function smtpTransport(url: string, from: string): MailTransport {
  // Bounded waits, so one delivery always ends well within the sender's claim (sendMs, 30 s).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo == null ? {} : { replyTo: mail.replyTo }),
        ...(mail.messageId === undefined ? {} : { messageId: `<${mail.messageId}@${domainOf(from)}>` }),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** Keeps mails in memory; for tests that look at what would have been sent. */
export function memoryTransport(): MailTransport & { readonly sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    name: 'memory',
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

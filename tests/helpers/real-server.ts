/**
 * Helpers of the tests that run the real server process (server/src/main.ts, as `npm start` runs it) with a
 * real SMTP server: the SMTP server that keeps what it receives (also for the SMTP transport's own tests), a
 * free port, and the link in a mail.
 */
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it. */
export interface Mail {
  /** The envelope's sender address. */
  from: string;
  /** The envelope's recipient addresses, in lower case. */
  to: string[];
  /** The message, headers included, as it came over the wire. */
  raw: string;
  /** The raw message with its quoted-printable undone (decodeQuotedPrintable). */
  text: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link in a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A port nothing listens on right now, for a server started in a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server that keeps what it receives. */
export async function startSmtp(): Promise<{ url: string; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The uidb64 and token of the first link to `path` in a mail, from the address PUBLIC_URL gives. */
export function linkIn(mail: Mail, publicUrl: string, path: string): { uidb64: string; token: string } {
  const pattern = new RegExp(
    `${publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/${path}/([A-Za-z0-9_-]+)/([A-Za-z0-9_%.~-]+)`,
  );
  const match = pattern.exec(mail.text);
  if (match === null) throw new Error(`geen link naar /${path}/ in de mail:\n${mail.text}`);
  return { uidb64: match[1] as string, token: decodeURIComponent(match[2] as string) };
}

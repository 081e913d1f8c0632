/**
 * The tests' real SMTP server: it accepts every message on 127.0.0.1 and keeps it (the server tests, the
 * sign-up journey, the contract story), and hands each one to `onMail` (the browser tests' global set-up
 * writes them to a folder the test workers read). Loads in Vitest and in Playwright alike.
 */
import type { AddressInfo, Socket } from 'node:net';
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

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  mails: Mail[];
  close(): Promise<void>;
}

export interface SmtpOptions {
  onMail?: (mail: Mail) => void;
  /** The port to listen on (to start a server again where a stopped one was); default a free one. */
  port?: number;
  /**
   * For a mail this answers true for, the session breaks right after DATA: the message is kept, then the
   * connection is dropped before the server's 250, as a crash or a lost connection would.
   */
  breakAfterData?: (mail: Mail) => boolean;
}

/** Starts a real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(options: SmtpOptions = {}): Promise<TestSmtp> {
  const mails: Mail[] = [];
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: Mail = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        };
        mails.push(mail);
        options.onMail?.(mail);
        if (options.breakAfterData?.(mail) === true) {
          for (const socket of sockets) if (socket.remotePort === session.remotePort) socket.destroy();
          return;
        }
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Helpers of the tests that run the real server process (server/src/main.ts, as `npm start` runs it) with a
 * real SMTP server: the server process and its set-up per suite (useRealServer), a small HTTP client, the SMTP
 * server that keeps what it receives (also for the SMTP transport's own tests), a free port, and the mails
 * and their links.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { stopTestPostgres, testPostgres } from './database.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'server', 'src', 'main.ts');

/** The password of the accounts the real-server tests register. */
export const PASSWORD = 'Herfst-wachtwoord-2026';

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

/** The first mail to `to` whose text contains `phrase`, waiting for the outbox to send it. */
export async function waitForMail(mails: Mail[], to: string, phrase = '', timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mails.find((mail) => mail.to.includes(to.toLowerCase()) && mail.text.includes(phrase));
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      const seen = mails.filter((mail) => mail.to.includes(to.toLowerCase())).length;
      throw new Error(`geen mail aan ${to} met '${phrase}' binnen ${timeoutMs / 1000} s (${seen} andere)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A registration body for `email` with PASSWORD. */
export function registration(email: string, kvkNr: string, companyName: string) {
  return {
    username: email,
    email,
    password1: PASSWORD,
    password2: PASSWORD,
    company_name: companyName,
    company_name_type: 'handelsnaam',
    kvk_nr: kvkNr,
    terms_and_conditions_accepted: true,
    phone_nr: '0201234567',
  };
}

/** A tiny HTTP client like curl with a cookie jar: the bearer token when given, else the CSRF cookie for writes. */
export class Client {
  private csrfToken: string | undefined;

  constructor(private readonly baseUrl: string) {}

  /** `path` below /api; `json` is the parsed body, null for an empty one. */
  async call(
    method: string,
    path: string,
    body?: unknown,
    access?: string,
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (access !== undefined) headers.authorization = `Bearer ${access}`;
    else if (method !== 'GET') {
      this.csrfToken ??= await this.fetchCsrfToken();
      headers.cookie = `csrftoken=${this.csrfToken}`;
      headers['x-csrftoken'] = this.csrfToken;
    }
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  private async fetchCsrfToken(): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/csrf/`);
    const body = (await response.json()) as { csrf_token: string };
    return body.csrf_token;
  }
}

/** The server as `npm start` runs it, in a child process. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

  /** Starts the process and waits until /api/health answers (60 s at most). */
  async start(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@beloning/source', MAIN], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString('utf8')));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`de server stopte (${child.exitCode}):\n${this.output}`);
      try {
        const response = await fetch(`${this.baseUrl}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`de server antwoordde niet binnen 60 s:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** SIGKILL: no shutdown code runs at all. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export interface RealServerOptions {
  /** PUBLIC_URL, from the port the server listens on. */
  publicUrl: (port: number) => string;
  /** More environment for the server. */
  env?: Record<string, string>;
}

export interface RealServer {
  readonly server: ServerProcess;
  readonly smtp: Awaited<ReturnType<typeof startSmtp>>;
  readonly publicUrl: string;
  /** PostgreSQL: the URL of the server's database (for a test that looks into it); PGlite: undefined. */
  readonly databaseUrl: string | undefined;
}

/**
 * Before the suite's tests: a real SMTP server, a fresh data directory (PGlite) or a fresh PostgreSQL
 * database `<name>_<pid>` with its own JWT_SECRET, and the server process started on a free port with them.
 * After the tests all of it is stopped and removed again.
 */
export function useRealServer(engine: Engine, name: string, options: RealServerOptions): RealServer {
  let running: {
    server: ServerProcess;
    smtp: Awaited<ReturnType<typeof startSmtp>>;
    publicUrl: string;
    databaseUrl: string | undefined;
  };
  let dataDir: string | undefined;

  beforeAll(async () => {
    const smtp = await startSmtp();
    dataDir = mkdtempSync(join(tmpdir(), `beloning-${name}-`));
    const port = await freePort();
    const publicUrl = options.publicUrl(port);
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Beloning <noreply@voorbeeld.nl>',
      ...options.env,
    };
    if (engine === 'postgres') {
      env.DATABASE_URL = await (await testPostgres()).createDatabase(`${name}_${process.pid}`);
      env.JWT_SECRET = `${name}-secret-`.padEnd(48, 'x');
    }
    const server = new ServerProcess(env);
    running = { server, smtp, publicUrl, databaseUrl: env.DATABASE_URL };
    await server.start();
  }, 120_000);

  afterAll(async () => {
    await running?.server.stop();
    await running?.smtp.close();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await stopTestPostgres();
  }, 60_000);

  return {
    get server() {
      return running.server;
    },
    get smtp() {
      return running.smtp;
    },
    get publicUrl() {
      return running.publicUrl;
    },
    get databaseUrl() {
      return running.databaseUrl;
    },
  };
}

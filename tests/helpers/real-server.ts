/**
 * Helpers of the tests that run the real server process (server/src/main.ts, as `npm start` runs it) with a
 * real SMTP server (smtp.ts): the server process and its set-up per suite (useRealServer), a small HTTP
 * client, and the mails and their links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../server/src/db/database.js';
import { stopTestPostgres, testPostgres } from './database.js';
import { freePort } from './free-port.js';
import { copySeededDataDir } from './seeded-data-dir.js';
import { ServerProcess } from './server-process.js';
import { startSmtp, type Mail, type TestSmtp } from './smtp.js';

/** The password of the accounts the real-server tests register. */
export const PASSWORD = 'Herfst-wachtwoord-2026';

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

export interface RealServerOptions {
  /** PUBLIC_URL, from the port the server listens on. */
  publicUrl: (port: number) => string;
  /** More environment for the server. */
  env?: Record<string, string>;
}

export interface RealServer {
  readonly server: ServerProcess;
  readonly smtp: TestSmtp;
  readonly publicUrl: string;
  /** PostgreSQL: the URL of the server's database (for a test that looks into it); PGlite: undefined. */
  readonly databaseUrl: string | undefined;
  /** The server's DATA_DIR (PGlite keeps its database and lock file there). */
  readonly dataDir: string;
}

/**
 * Before the suite's tests: a real SMTP server, a fresh data directory (PGlite: a copy of the seeded one of
 * seeded-data-dir.ts) or a fresh PostgreSQL database `<name>_<pid>` with its own JWT_SECRET, and the server
 * process started on a free port with them. After the tests all of it is stopped and removed again.
 */
export function useRealServer(engine: Engine, name: string, options: RealServerOptions): RealServer {
  let running: {
    server: ServerProcess;
    smtp: TestSmtp;
    publicUrl: string;
    databaseUrl: string | undefined;
  };
  let dataDir: string | undefined;

  beforeAll(async () => {
    const smtp = await startSmtp();
    dataDir = mkdtempSync(join(tmpdir(), `beloning-${name}-`));
    // PGlite starts from the migrated and seeded copy, as a restarted server does (a first start on an
    // empty folder is server/src/main.test.ts's subject).
    if (engine === 'pglite') await copySeededDataDir(dataDir);
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
    get dataDir() {
      if (dataDir === undefined) throw new Error('de server is nog niet gestart');
      return dataDir;
    },
  };
}

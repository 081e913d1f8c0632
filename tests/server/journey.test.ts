/**
 * The README's walkthrough, as a new user does it, against the real server process (server/src/main.ts, as
 * `npm start` runs it) over real HTTP, with SMTP_URL pointing at a real SMTP server started here: register,
 * take the activation link from the mail, activate, log in, fetch the user, invite a sub-user, activate the
 * invite with a password, log in as the sub-user. Then: kill -9 right after a 2xx registration loses
 * nothing; after a restart the activation mail still arrives and the account can be activated.
 * Runs on the embedded PGlite and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testPostgres, stopTestPostgres } from '../helpers/database.js';
import { postgresUnavailableReason } from '../helpers/postgres.js';
import { freePort, linkIn, startSmtp, type Mail } from '../helpers/real-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'server', 'src', 'main.ts');
const PASSWORD = 'Herfst-wachtwoord-2026';

/** The server as `npm start` runs it, in a child process. */
class ServerProcess {
  private child: ChildProcess | undefined;
  private output = '';

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.env.PORT}`;
  }

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

/** A tiny HTTP client like curl with a cookie jar: the CSRF cookie for unauthenticated writes. */
class Client {
  private csrfToken: string | undefined;

  constructor(private readonly baseUrl: string) {}

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

async function waitForMail(mails: Mail[], to: string, timeoutMs = 30_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mails.find((mail) => mail.to.includes(to.toLowerCase()));
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`geen mail aan ${to} binnen ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function registration(email: string, kvkNr: string, companyName: string) {
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

for (const engine of ENGINES) {
  const skip = engine === 'postgres' ? postgresUnavailableReason() : undefined;
  if (skip !== undefined) console.warn(`\n!!! journey [postgres] OVERGESLAGEN: ${skip}\n`);

  describe.skipIf(skip !== undefined)(`the README walkthrough on the real server [${engine}]`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let server: ServerProcess;
    let dataDir: string;
    let publicUrl: string;

    beforeAll(async () => {
      smtp = await startSmtp();
      dataDir = mkdtempSync(join(tmpdir(), 'beloning-journey-'));
      const port = await freePort();
      // A public address that differs from where the server listens: links must come from PUBLIC_URL.
      publicUrl = `http://portaal.voorbeeld.nl:${port}`;
      const env: Record<string, string> = {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Beloning <noreply@voorbeeld.nl>',
      };
      if (engine === 'postgres') {
        env.DATABASE_URL = await (await testPostgres()).createDatabase(`journey_${process.pid}`);
        env.JWT_SECRET = 'journey-secret-'.padEnd(48, 'x');
      }
      server = new ServerProcess(env);
      await server.start();
    }, 120_000);

    afterAll(async () => {
      await server.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (engine === 'postgres') await stopTestPostgres();
    }, 60_000);

    it('registers, activates by the mailed link, logs in, invites a sub-user who activates and logs in', async () => {
      const client = new Client(server.baseUrl);
      const owner = `eigenaar-${engine}@voorbeeld.nl`;

      const registered = await client.call(
        'POST',
        '/rest-auth/inlener-registration/',
        registration(owner, '69599084', 'Test EMZ Dagobert'),
      );
      expect(registered.status).toBeGreaterThanOrEqual(200);
      expect(registered.status).toBeLessThan(300);

      const activationMail = await waitForMail(smtp.mails, owner);
      const activation = linkIn(activationMail, publicUrl, 'account-activatie');
      expect((await client.call('POST', '/rest-auth/inlener-activation/', activation)).status).toBe(200);

      const login = await client.call('POST', '/rest-auth/inlener-login/', {
        username: owner,
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      const { access } = login.json as { access: string };

      const user = await client.call('GET', '/rest-auth/inlener-user/', undefined, access);
      expect(user.status).toBe(200);
      expect(user.json).toMatchObject({ email: owner, kvk_nr: '69599084' });
      expect((user.json as { permissions: string[] }).permissions).toEqual(
        expect.arrayContaining(['customauth.change_subscription', 'inleners.create_inlenerscao']),
      );

      const colleague = `collega-${engine}@voorbeeld.nl`;
      const invited = await client.call(
        'POST',
        '/rest-auth/inlener-subscription-user-add/',
        { email: colleague, username: colleague },
        access,
      );
      expect(invited.status).toBeGreaterThanOrEqual(200);
      expect(invited.status).toBeLessThan(300);

      const inviteMail = await waitForMail(smtp.mails, colleague);
      const invite = linkIn(inviteMail, publicUrl, 'account-activatie-invite');
      const activated = await client.call('POST', '/rest-auth/inlener-activation/', {
        ...invite,
        password: PASSWORD,
      });
      expect(activated.status).toBe(200);

      const subLogin = await client.call('POST', '/rest-auth/inlener-login/', {
        username: colleague,
        password: PASSWORD,
      });
      expect(subLogin.status).toBe(200);
      const subUser = subLogin.json as { user: { email: string; permissions: string[] } };
      expect(subUser.user.email).toBe(colleague);
      expect(subUser.user.permissions).not.toContain('customauth.change_subscription');

      // The same link a second time does nothing.
      expect((await client.call('POST', '/rest-auth/inlener-activation/', activation)).status).toBe(400);
    }, 120_000);

    it('loses nothing when the server is killed with kill -9 right after a 2xx registration', async () => {
      const client = new Client(server.baseUrl);
      const email = `na-kill-${engine}@voorbeeld.nl`;
      const before = smtp.mails.length;
      const registered = await client.call(
        'POST',
        '/rest-auth/inlener-registration/',
        registration(email, '68750110', 'Test BV Donald'),
      );
      expect(registered.status).toBeLessThan(300);
      await server.kill9();
      await server.start();

      // The account and its outbox row were committed together: the activation mail arrives (sent before the
      // kill, or by the restarted server; on PostgreSQL a row the killed process had claimed waits for its claim
      // of 60 s to run out, since another instance might still be sending it) and the account can be activated.
      const mail = await waitForMail(smtp.mails, email, 90_000);
      expect(smtp.mails.length).toBeGreaterThan(before);
      const link = linkIn(mail, publicUrl, 'account-activatie');
      const fresh = new Client(server.baseUrl);
      expect((await fresh.call('POST', '/rest-auth/inlener-activation/', link)).status).toBe(200);
      const login = await fresh.call('POST', '/rest-auth/inlener-login/', {
        username: email,
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
    }, 180_000);
  });
}

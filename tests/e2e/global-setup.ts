import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../helpers/free-port.js';
import { ServerProcess } from '../helpers/server-process.js';
import { startSmtp, type TestSmtp } from '../helpers/smtp.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the web app once into `outDir` (web/dist, which the server serves, unless E2E_WEB_DIST names another
 * folder: two runs on one machine then do not rebuild the files the other one serves).
 */
function buildWeb(outDir: string): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: path.join(ROOT, 'web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Het bouwen van het portaal (vite build) is mislukt.');
}

/** The tests' SMTP server; each mail lands as a JSON file in `mailboxDir` for the tests to read. */
function startMailbox(mailboxDir: string): Promise<TestSmtp> {
  let count = 0;
  return startSmtp({
    onMail(mail) {
      count += 1;
      // Written aside and renamed, so a test reading the folder never sees a half-written mail.
      const file = path.join(mailboxDir, `${Date.now()}-${count}.json`);
      writeFileSync(`${file}.part`, JSON.stringify({ to: mail.to, raw: mail.raw, receivedAt: Date.now() }));
      renameSync(`${file}.part`, file);
    },
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web/dist'));
  buildWeb(webDist);
  const workDir = mkdtempSync(path.join(tmpdir(), 'beloning-e2e-'));
  const mailboxDir = path.join(workDir, 'mailbox');
  mkdirSync(mailboxDir);
  const smtp = await startMailbox(mailboxDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = new ServerProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: webDist,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Beloning <noreply@beloning.test>',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: the whole suite registers and logs in far more often than one
      // address may in an hour (20 registrations). The per-account limits stay as they are.
      RATE_LIMIT_PER_IP_FACTOR: '20',
    },
    { logFile: path.join(workDir, 'server.log') },
  );
  await server.start();
  // Workers start after this and inherit these.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_DIR = mailboxDir;

  return async () => {
    await server.stop(10_000);
    await smtp.close();
    // E2E_KEEP=1 keeps the mailbox, the database and server.log for a look after a failure.
    if (process.env.E2E_KEEP === '1') process.stdout.write(`E2E-werkmap bewaard: ${workDir}\n`);
    else rmSync(workDir, { recursive: true, force: true });
  };
}

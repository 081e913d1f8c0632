import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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

/** A real SMTP server; each mail lands as a JSON file in `mailboxDir` for the tests to read. */
async function startSmtp(mailboxDir: string): Promise<{ port: number; close(): Promise<void> }> {
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail = {
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        // Written aside and renamed, so a test reading the folder never sees a half-written mail.
        const file = path.join(mailboxDir, `${Date.now()}-${count}.json`);
        writeFileSync(`${file}.part`, JSON.stringify(mail));
        renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Starts the real server (server/src/main.ts) as a child process and waits until it answers. */
async function startServer(
  env: Record<string, string>,
  baseUrl: string,
  logFile: string,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@beloning/source', '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const log = createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`De server stopte bij het starten:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`De server antwoordde niet binnen 120 seconden:\n${output}`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = path.resolve(process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web/dist'));
  buildWeb(webDist);
  const workDir = mkdtempSync(path.join(tmpdir(), 'beloning-e2e-'));
  const mailboxDir = path.join(workDir, 'mailbox');
  mkdirSync(mailboxDir);
  const smtp = await startSmtp(mailboxDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: webDist,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Beloning <noreply@beloning.test>',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1: the whole suite registers and logs in far more often than one
      // address may in an hour (20 registrations). The per-account limits stay as they are.
      RATE_LIMIT_PER_IP_FACTOR: '20',
    },
    baseUrl,
    path.join(workDir, 'server.log'),
  );
  // Workers start after this and inherit these.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_DIR = mailboxDir;

  return async () => {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await smtp.close();
    // E2E_KEEP=1 keeps the mailbox, the database and server.log for a look after a failure.
    if (process.env.E2E_KEEP === '1') process.stdout.write(`E2E-werkmap bewaard: ${workDir}\n`);
    else rmSync(workDir, { recursive: true, force: true });
  };
}

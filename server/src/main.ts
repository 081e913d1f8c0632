import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.js';
import { CaoFileError } from './cao/import.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { openDatabase } from './db/open.js';
import { seed } from './db/seed.js';

/** The repository's fixtures directory, which the seed reads. */
const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures', import.meta.url));

export interface RunningServer {
  app: App;
  config: Config;
  database: DatabaseHandle;
  /** Closes the server, stops the mail sender, checkpoints and closes the database, releases the lock. */
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds and listens on config.port. The only place that opens a port. */
export async function startServer(
  config: Config,
  options: {
    /** Routes to add before the server listens; the benches add their reference routes this way. */
    beforeListen?: (app: App) => void;
  } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config);
  let app: App | undefined;
  try {
    await database.migrate();
    await seed(database.db, { fixturesDir: FIXTURES_DIR, publicUrl: config.publicUrl });
    app = await buildApp({ config, database });
    options.beforeListen?.(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  let stopping: Promise<void> | undefined;
  return {
    app: running,
    config,
    database,
    stop() {
      stopping ??= (async () => {
        try {
          await running.close();
        } finally {
          await database.close();
        }
      })();
      return stopping;
    },
  };
}

/** What a new user needs to know, printed once the server listens. */
export function startBanner(config: Config, engine: DatabaseHandle['engine']): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const lines = [
    '',
    `Beloning draait op http://${shownHost}:${config.port} (publiek adres: ${config.publicUrl})`,
    `  API: ${config.publicUrl}/api/health, beschrijving: ${config.publicUrl}/api/docs`,
    engine === 'pglite'
      ? `  Data: ingebouwde database in ${config.dataDir}`
      : '  Data: PostgreSQL (DATABASE_URL)',
    `  Aanmelden: ${config.publicUrl}/registreren, of POST ${config.publicUrl}/api/rest-auth/inlener-registration/`,
    config.smtpUrl === undefined
      ? '  Mails (met activatielinks) verschijnen hier in deze terminal; zet SMTP_URL om ze echt te versturen.'
      : `  Mails gaan via SMTP (${new URL(config.smtpUrl).host}).`,
    '  Stoppen: Ctrl+C',
    '',
  ];
  return lines.join('\n');
}

/**
 * What a failed start prints: the Dutch message of a known problem (a bad setting, a data directory in use, a
 * bad cao fixture), otherwise one line with the cause and a hint; the stack trace only with LOG_LEVEL=debug
 * or trace.
 */
export function startFailureMessage(error: unknown, env: Record<string, string | undefined>): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof CaoFileError) {
    return error.message;
  }
  const cause = error instanceof Error ? error.message : String(error);
  const lines = [`Beloning kon niet starten: ${cause}`];
  if (env.DATABASE_URL !== undefined && env.DATABASE_URL !== '') {
    lines.push(
      'Controleer DATABASE_URL: draait PostgreSQL en klopt het adres, de gebruiker en het wachtwoord?',
    );
  }
  if (env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace') {
    if (error instanceof Error && error.stack !== undefined) lines.push(error.stack);
  } else {
    lines.push('Zet LOG_LEVEL=debug voor alle details.');
  }
  return lines.join('\n');
}

/**
 * Reads the environment, starts the server, prints the banner and stops cleanly on SIGTERM/SIGINT.
 * A bad setting or a data directory in use ends the process with a clear message and exit code 1.
 */
export async function runServer(env: Record<string, string | undefined> = process.env): Promise<void> {
  let server: RunningServer;
  try {
    const config = loadConfig(env);
    server = await startServer(config);
  } catch (error) {
    process.stderr.write(`${startFailureMessage(error, env)}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`${startBanner(server.config, server.database.engine)}\n`);
  let stopping = false;
  // Ctrl+C signals npm, tsx and node together; a repeated signal must not cut the clean stop short.
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'afsluiten');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'afsluiten mislukt');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runServer();
}

/**
 * A real Beloning server for the CLI's end-to-end tests and benchmark, run in a child process
 * (`node --import tsx --conditions=@beloning/source tests/cli/cli-server.ts`): server/src/main.ts's
 * startServer on the embedded PGlite in a temporary data directory (migrated, cao fixtures seeded: a copy of
 * tests/helpers/seeded-data-dir.ts's), a hirer made with createTestUser, and one scheme on the cao
 * Schoonmaak saved through the API. Prints one JSON line (CliServerInfo) when it listens; stops on SIGTERM or when stdin closes.
 * agency-server.ts starts the same way (serveForCliTests), with a hirer that shares its scheme with an agency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config.js';
import { startServer, type RunningServer } from '../../server/src/main.js';
import { createTestUser } from '../helpers/accounts.js';
import { schemePayloadFor, type SchemeSavePayload } from '../helpers/scheme-payload.js';
import { Seed, type SavedScheme } from '../helpers/seed.js';
import { copySeededDataDir } from '../helpers/seeded-data-dir.js';

export interface CliServerInfo {
  url: string;
  username: string;
  email: string;
  password: string;
  /** A token set of the hirer, for checks through the API (the access token lives 5 minutes). */
  access: string;
  refresh: string;
  /**
   * Another session of the hirer, issued 10 minutes ago: its access token has expired (the server refuses it),
   * its refresh token still works. For the CLI's automatic refresh.
   */
  expired: { access: string; access_expiration: string; refresh: string; refresh_expiration: string };
  scheme: SavedScheme;
}

/**
 * A scheme on the cao Schoonmaak with one table, 'Schoonmaak 1-7-2025': the cao's table of 1-7-2025 (its
 * original), its wages, and a job on LG2. fixtures/csv/clean-long.csv replaces its wages;
 * fixtures/csv/wide-excel-nl.csv ('Schoonmaak 1-1-2026') is a new table.
 */
export function schemePayload(): SchemeSavePayload {
  return schemePayloadFor({
    table: (table) => table.active_per === '2025-07-01',
    tableName: 'Schoonmaak 1-7-2025',
  });
}

/**
 * Starts the server in a temporary data directory, lets `setUp` add what the tests need, prints what it
 * returns as one JSON line, and stops (removing the directory) on SIGTERM or when stdin closes.
 */
export async function serveForCliTests<Info>(
  prefix: string,
  setUp: (server: RunningServer, url: string) => Promise<Info>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await copySeededDataDir(dataDir);
  // Port 0 (any free port) is not a valid PORT for users, so it is set after loading.
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
  const server = await startServer(config);
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const info = await setUp(server, `http://127.0.0.1:${address.port}`);
  process.stdout.write(`${JSON.stringify(info)}\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();
}

async function main(): Promise<void> {
  await serveForCliTests('beloning-cli-server-', async (server, url): Promise<CliServerInfo> => {
    const db = server.database.db;
    const user = await createTestUser(db);
    const { access, refresh } = await server.app.sessions.issueTokenSet(db, user.userId, new Date());
    const expired = await server.app.sessions.issueTokenSet(
      db,
      user.userId,
      new Date(Date.now() - 10 * 60_000),
    );
    return {
      url,
      username: user.username,
      email: user.email,
      password: user.password ?? '',
      access,
      refresh,
      expired,
      scheme: await new Seed(url).saveScheme(access, schemePayload()),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

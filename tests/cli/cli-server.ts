/**
 * A real Beloning server for the CLI's end-to-end tests and benchmark, run in a child process
 * (`node --import tsx --conditions=@beloning/source tests/cli/cli-server.ts`): server/src/main.ts's
 * startServer on the embedded PGlite in a temporary data directory (migrated, cao fixtures seeded), a hirer
 * made with createTestUser, and one scheme on the cao Schoonmaak saved through the API. Prints one JSON line
 * (CliServerInfo) when it listens; stops on SIGTERM or when stdin closes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caoSchema, type InlenersCaoPayload } from '@beloning/core/schemas';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/main.js';
import { createTestUser } from '../helpers/accounts.js';

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
  scheme: { id: number; guid: string; version: number };
}

const CAOS = fileURLToPath(new URL('../../fixtures/caos/', import.meta.url));

/**
 * A scheme on the cao Schoonmaak with one table, 'Schoonmaak 1-7-2025': the cao's table of 1-7-2025 (its
 * original), its wages, and a job on LG2. fixtures/csv/clean-long.csv replaces its wages;
 * fixtures/csv/wide-excel-nl.csv ('Schoonmaak 1-1-2026') is a new table.
 */
export function schemePayload(): Omit<InlenersCaoPayload, 'inlener_cao_id' | 'expected_version'> {
  const cao = caoSchema.parse(JSON.parse(readFileSync(join(CAOS, 'schoonmaak-glazenwassers.json'), 'utf8')));
  const table = cao.salary_tables.find((candidate) => candidate.active_per === '2025-07-01');
  if (table?.id == null) throw new Error('fixture changed: no Schoonmaak table of 1-7-2025');
  return {
    proposal_inlener_id: null,
    follow_salary_tables: true,
    signed_fullname: 'Jan de Vries',
    terms_accepted: true,
    cao_id: cao.id,
    cao_text: '<p>De normale arbeidsduur is 38 uur per week.</p>',
    duration_start: '2025-07-01',
    duration_end: '2026-06-30',
    vacation_amount: cao.vacation_time_amount,
    vacation_allowance: cao.vacation_allowance,
    vacation_time_type: cao.vacation_time_type,
    salary_tables: [
      {
        salary_table_id: table.id,
        original_salary_table_id: table.id,
        name: 'Schoonmaak 1-7-2025',
        active_per: table.active_per,
        end_date: table.end_date,
        conform: 'CAO',
        wages_per: table.wages_per,
        wages_divided_by: table.wages_divided_by,
        hour_definition: table.hour_definition,
        initial_scaling: table.initial_scaling,
        adv_comment: table.adv_comment,
        adv_type: null,
        adv_amount: null,
        bbl: false,
        periodiek_verhogingen: [],
        shift_work_comment: '',
        full_table: table.full_table,
        inleners_jobs: [{ job_id: null, name: 'Glazenwasser hoogbouw', minimal_payscale: 'LG2', aard: null }],
      },
    ],
    werksoorten: [],
    educations: [],
    one_off_bonuses: [],
    year_end_bonus_type: 'Geen',
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beloning-cli-server-'));
  // Port 0 (any free port) is not a valid PORT for users, so it is set after loading.
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
  const server = await startServer(config);
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  const user = await createTestUser(server.database.db);
  const { access, refresh } = await server.app.sessions.issueTokenSet(
    server.database.db,
    user.userId,
    new Date(),
  );
  const expired = await server.app.sessions.issueTokenSet(
    server.database.db,
    user.userId,
    new Date(Date.now() - 10 * 60_000),
  );
  const response = await fetch(`${url}/api/inleners/inleners-cao/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify(schemePayload()),
  });
  if (response.status !== 201) throw new Error(`scheme: HTTP ${response.status} ${await response.text()}`);
  const scheme = (await response.json()) as CliServerInfo['scheme'];

  const info: CliServerInfo = {
    url,
    username: user.username,
    email: user.email,
    password: user.password ?? '',
    access,
    refresh,
    expired,
    scheme,
  };
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

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

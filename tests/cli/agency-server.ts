/**
 * A real Beloning server for the CLI's agency end-to-end test, run in a child process
 * (`node --import tsx --conditions=@beloning/source tests/cli/agency-server.ts`): startServer on PGlite in a
 * temporary data directory, a hirer with a verified KVK number and one scheme (cli-server.ts's payload), and
 * an agency user whose KVK number the hirer links to that scheme (PUT .../koppelingen/). Prints one JSON line
 * (AgencyServerInfo) when it listens; stops on SIGTERM or when stdin closes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/main.js';
import { createTestUser } from '../helpers/accounts.js';
import { schemePayload } from './cli-server.js';

export interface AgencyServerInfo {
  url: string;
  agency: { username: string; password: string; kvkNr: string };
  hirer: { companyName: string };
  scheme: { id: number; guid: string; version: number };
}

const AGENCY_KVK = '69599084';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beloning-cli-agency-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), port: 0 };
  const server = await startServer(config);
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const db = server.database.db;

  const companyName = 'Glasheldere Ramen B.V.';
  const hirer = await createTestUser(db, { kvkVerified: true, companyName });
  const agency = await createTestUser(db, {
    companyKind: 'uitlener',
    kvkNr: AGENCY_KVK,
    kvkVerified: true,
    companyName: 'Flex Uitzendbureau B.V.',
  });
  const { access } = await server.app.sessions.issueTokenSet(db, hirer.userId, new Date());
  const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  const saved = await fetch(`${url}/api/inleners/inleners-cao/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(schemePayload()),
  });
  if (saved.status !== 201) throw new Error(`scheme: HTTP ${saved.status} ${await saved.text()}`);
  const scheme = (await saved.json()) as AgencyServerInfo['scheme'];
  const linked = await fetch(`${url}/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      koppelingen: [
        {
          kvk_nr: AGENCY_KVK,
          handelsnaam: 'Flex Uitzendbureau B.V.',
          contact_email: 'planning@flex.test',
          disabled: false,
        },
      ],
    }),
  });
  if (linked.status !== 200) throw new Error(`link: HTTP ${linked.status} ${await linked.text()}`);

  const info: AgencyServerInfo = {
    url,
    agency: { username: agency.username, password: agency.password ?? '', kvkNr: AGENCY_KVK },
    hirer: { companyName },
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

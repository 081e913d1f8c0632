/**
 * A real Beloning server for the CLI's agency end-to-end test, run in a child process
 * (`node --import tsx --conditions=@beloning/source tests/cli/agency-server.ts`), started as cli-server.ts
 * starts its own (serveForCliTests): a hirer with a verified KVK number and one scheme (cli-server.ts's
 * payload), and an agency user whose KVK number and own address the hirer links to that scheme
 * (tests/helpers/seed.ts; a share reaches only who speaks for its contact address). Prints one JSON line
 * (AgencyServerInfo) when it listens; stops on SIGTERM or when stdin closes.
 */
import { fileURLToPath } from 'node:url';
import { createTestUser } from '../helpers/accounts.js';
import { Seed, type SavedScheme } from '../helpers/seed.js';
import { schemePayload, serveForCliTests } from './cli-server.js';

export interface AgencyServerInfo {
  url: string;
  agency: { username: string; password: string; kvkNr: string };
  hirer: { companyName: string };
  scheme: SavedScheme;
}

const AGENCY_KVK = '69599084';

async function main(): Promise<void> {
  await serveForCliTests('beloning-cli-agency-', async (server, url): Promise<AgencyServerInfo> => {
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
    const seed = new Seed(url);
    const scheme = await seed.saveScheme(access, schemePayload());
    await seed.share(
      access,
      { kind: 'scheme', id: scheme.id },
      { kvkNr: AGENCY_KVK, companyName: 'Flex Uitzendbureau B.V.', email: agency.email },
    );
    return {
      url,
      agency: { username: agency.username, password: agency.password ?? '', kvkNr: AGENCY_KVK },
      hirer: { companyName },
      scheme,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/**
 * A real Beloning server for the CLI's scheme life-cycle tests (schemes create, schemes links, compliances,
 * schemes list, the bulk-onboarding script), run in a child process
 * (`node --import tsx --conditions=@beloning/source tests/cli/lifecycle-server.ts`), started as cli-server.ts
 * starts its own (serveForCliTests): a hirer with a verified KVK number (links need one, SPEC.md section 6)
 * and a password to log in with, one scheme (cli-server.ts's payload), one cao compliance, and two agencies
 * of the fixture KVK registry (fixtures/kvk/registry.json, which the handelsnaam lookup reads) with a user
 * each, so a link to their address reaches them. Prints one JSON line (LifecycleServerInfo) when it listens;
 * stops on SIGTERM or when stdin closes.
 */
import { fileURLToPath } from 'node:url';
import { createTestUser } from '../helpers/accounts.js';
import type { SchemeSavePayload } from '../helpers/scheme-payload.js';
import { Seed, type SavedScheme } from '../helpers/seed.js';
import { schemePayload, serveForCliTests } from './cli-server.js';

export interface LifecycleAgency {
  kvkNr: string;
  /** The first name the fixture registry gives the number (what the handelsnaam lookup answers). */
  handelsnaam: string;
  username: string;
  email: string;
  password: string;
}

export interface LifecycleServerInfo {
  url: string;
  username: string;
  password: string;
  /** An access token of the hirer, for checks through the API (lives 5 minutes). */
  access: string;
  hirer: { companyName: string };
  scheme: SavedScheme;
  /** The payload the scheme was saved with: a valid scheme file for `schemes create --from`. */
  payload: SchemeSavePayload;
  compliance: { id: number };
  agencies: [LifecycleAgency, LifecycleAgency];
}

/** Two active numbers of the fixture KVK registry, with the first name it lists for each. */
const AGENCIES = [
  { kvkNr: '69599084', handelsnaam: 'Test EMZ Dagobert' },
  { kvkNr: '68727720', handelsnaam: 'Test NV Katrien' },
] as const;

async function main(): Promise<void> {
  await serveForCliTests('beloning-cli-lifecycle-', async (server, url): Promise<LifecycleServerInfo> => {
    const db = server.database.db;
    const companyName = 'Levensloop Schoonmaak B.V.';
    const hirer = await createTestUser(db, { kvkVerified: true, companyName });
    const agencies = await Promise.all(
      AGENCIES.map(async (agency) => {
        const user = await createTestUser(db, {
          companyKind: 'uitlener',
          kvkNr: agency.kvkNr,
          kvkVerified: true,
          companyName: agency.handelsnaam,
        });
        return { ...agency, username: user.username, email: user.email, password: user.password ?? '' };
      }),
    );
    const { access } = await server.app.sessions.issueTokenSet(db, hirer.userId, new Date());
    const seed = new Seed(url);
    const payload = schemePayload();
    const scheme = await seed.saveScheme(access, payload);
    const compliance = await seed.createCompliance(access);
    const [first, second] = agencies;
    if (first === undefined || second === undefined) throw new Error('twee uitleners verwacht');
    return {
      url,
      username: hirer.username,
      password: hirer.password ?? '',
      access,
      hirer: { companyName },
      scheme,
      payload,
      compliance: { id: compliance.id },
      agencies: [first, second],
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

import type { Cao, SalaryTable } from '@beloning/core/schemas';
import { readFixtureCao, schemePayloadFor, type SchemeSavePayload } from '../../helpers/scheme-payload.js';
import { Seed } from '../../helpers/seed.js';
import { waitForLink } from './mailbox.js';

/**
 * The browser tests' side of the seeding module (tests/helpers/seed.ts): one Seed per worker against the
 * server the global setup started, reading mailed links from its mailbox folder; the fixture cao and the
 * scheme the detail pages are tested with; the KVK numbers of the account flows.
 */

export {
  COMPLIANCE_JOB,
  freshKvkNr,
  SEED_PASSWORD as PASSWORD,
  type AgencyAccount,
  type HirerAccount,
  type LoginAnswer,
  type SavedScheme,
  type Seed,
  type SeededAccount,
} from '../../helpers/seed.js';

let seed: Seed | undefined;

/** The worker's Seed (the test fixture `seed` is this one too). */
export function seedApi(): Seed {
  if (seed === undefined) {
    const baseUrl = process.env.E2E_BASE_URL;
    if (baseUrl === undefined) throw new Error('E2E_BASE_URL ontbreekt: draai de tests met playwright test.');
    seed = new Seed(baseUrl, { readLink: (email, linkPath) => waitForLink(email, linkPath) });
  }
  return seed;
}

/** The cleaning cao of fixtures/caos, which the server loads at its start (cao id 1, tables 101 and up). */
export const CAO: Cao = readFixtureCao();

export function firstTable(): SalaryTable {
  const table = CAO.salary_tables[0];
  if (table === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  return table;
}

/**
 * The cao text of the browser tests' schemes: a heading, bold text and a script, which the detail pages
 * must show as text without running it.
 */
export const CAO_TEXT =
  '<h1>Arbeidsduur</h1><p>De normale arbeidsduur is <strong>38 uur</strong> per week.</p><script>window.hacked = true</script>';

/** A scheme as the wizard saves it, on the first table of the fixture cao, with CAO_TEXT. */
export function schemePayload(changes: { vacationAllowance?: string } = {}): SchemeSavePayload {
  return schemePayloadFor({ caoText: CAO_TEXT, ...changes });
}

/**
 * Numbers of the fixture KVK registry (fixtures/kvk/registry.json) and the names it gives. The server allows
 * one account per KVK number, so each number that signs up is used by one test of one project only.
 */
export const KVK = {
  /** An eenmanszaak with two trade names; the desktop sign-up uses it. */
  twoNames: { kvkNr: '69599084', names: ['Test EMZ Dagobert', 'Test EMZ Nevenvestiging Govert'] },
  /** An NV with one name; the phone sign-up uses it. */
  oneName: { kvkNr: '90004760', names: ['Local Funzoom N.V.'] },
  /** The registry answers with an error: 'Niet gevonden' and the disturbance notice. */
  failing: '90004973',
  /** Not in the registry: 'Niet gevonden'. */
  unknown: '12345678',
} as const;

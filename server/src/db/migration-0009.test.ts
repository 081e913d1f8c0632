import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { provenAddresses } from '../auth/mailboxes.js';
import { MIGRATIONS_FOLDER } from './open.js';
import * as schema from './schema.js';

/**
 * Migration 0009_mailbox_proof on data made before it (server/README.md, 'Identity by proof of mailbox'):
 * everyone keeps seeing what they saw. The database is migrated up to 0008 from a copy of the migrations
 * folder whose journal ends there, filled the way the old code filled it, then migrated to the end.
 */
const work = mkdtempSync(path.join(tmpdir(), 'beloning-migratie-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('keeps what agencies, hirers and their colleagues saw before proof of mailbox', async () => {
  const upTo0008 = path.join(work, 'drizzle');
  cpSync(MIGRATIONS_FOLDER, upTo0008, { recursive: true });
  const journalFile = path.join(upTo0008, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === '0008_handover_family');
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));

  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: upTo0008 });
    const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
    const id = async (query: string) => Number((await rows(`${query} returning id`))[0]?.['id']);
    const company = (kind: string, kvk: string) =>
      id(`insert into companies (kind, kvk_nr, company_name) values ('${kind}', '${kvk}', 'Bedrijf ${kvk}')`);
    const user = (companyId: number, email: string, main: boolean) =>
      id(`insert into users (email, username, company_id, is_main_user, is_active)
          values ('${email}', '${email}', ${companyId}, ${main}, true)`);

    const agency = await company('uitlener', '11111111');
    const agencyMain = await user(agency, 'info@bureau.test', true);
    const agencyColleague = await user(agency, 'planner@bureau.test', false);
    const hirer = await company('inlener', '22222222');
    const hirerMain = await user(hirer, 'hr@inlener.test', true);
    const hirerColleague = await user(hirer, 'loon@inlener.test', false);
    const lonely = await company('inlener', '33333333');
    const lonelySub = await user(lonely, 'alleen@inlener.test', false);
    const scheme = await id(
      `insert into schemes (company_id, current_version, created_by) values (${hirer}, 1, ${hirerMain})`,
    );
    await rows(`insert into koppelingen (company_id, scheme_id, kvk_nr, handelsnaam, contact_email, created_by)
      values (${hirer}, ${scheme}, '11111111', 'Bureau', 'Contact@Bureau.test', ${hirerMain})`);
    await rows(`insert into uitlener_invites (agency_company_id, kvk_nr, email, proposals_enabled, invited_by)
      values (${agency}, '22222222', 'Inkoop@Inlener.test', true, ${agencyMain})`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const admissions = await rows('select id, admission, admitted_by from users order by id');
    expect(admissions).toEqual([
      { id: agencyMain, admission: 'founder', admitted_by: null },
      { id: agencyColleague, admission: 'admitted', admitted_by: agencyMain },
      { id: hirerMain, admission: 'founder', admitted_by: null },
      { id: hirerColleague, admission: 'admitted', admitted_by: hirerMain },
      // A sub-user without a main user keeps their own addresses only.
      { id: lonelySub, admission: 'founder', admitted_by: null },
    ]);
    const contact = ['contact@bureau.test', 'info@bureau.test'];
    expect(await provenAddresses(db, agencyMain)).toEqual(contact);
    expect(await provenAddresses(db, agencyColleague)).toEqual([...contact, 'planner@bureau.test'].sort());
    const invited = ['hr@inlener.test', 'inkoop@inlener.test'];
    expect(await provenAddresses(db, hirerMain)).toEqual(invited);
    expect(await provenAddresses(db, hirerColleague)).toEqual([...invited, 'loon@inlener.test'].sort());
    expect(await rows('select via from mailbox_proofs')).toEqual([
      { via: 'migration' },
      { via: 'migration' },
    ]);
  } finally {
    await client.close();
  }
});

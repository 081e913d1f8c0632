import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './open.js';
import * as schema from './schema.js';

/**
 * Migration 0011_one_live_link_token on data made before it: where simultaneous requests left several usable
 * links of one user and purpose, only the newest stays usable. The database is migrated up to 0010 from a
 * copy of the migrations folder whose journal ends there, filled as the old code could fill it, then
 * migrated to the end.
 */
const work = mkdtempSync(path.join(tmpdir(), 'beloning-migratie-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('keeps only the newest usable link of each user and purpose', async () => {
  const upTo0010 = path.join(work, 'drizzle');
  cpSync(MIGRATIONS_FOLDER, upTo0010, { recursive: true });
  const journalFile = path.join(upTo0010, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === '0010_rate_limit_counters');
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));

  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: upTo0010 });
    const rows = async (query: string) => (await client.query<Record<string, unknown>>(query)).rows;
    const [company] = await rows(
      `insert into companies (kind, kvk_nr, company_name) values ('inlener', '11111111', 'Bedrijf') returning id`,
    );
    const [user] = await rows(`insert into users (email, username, company_id, is_main_user, is_active)
      values ('a@test.nl', 'a@test.nl', ${String(company?.['id'])}, true, false) returning id`);
    const userId = String(user?.['id']);
    const token = (hash: string, purpose: string, created: string, consumed = 'null') =>
      rows(`insert into link_tokens (user_id, purpose, token_hash, created_at, expires_at, consumed_at)
        values (${userId}, '${purpose}', '${hash}', '${created}', '2025-03-09T00:00:00Z', ${consumed})`);
    await token('oud', 'activation', '2025-03-01T09:00:00Z');
    await token('nieuwst', 'activation', '2025-03-01T09:00:02Z');
    await token('tegelijk', 'activation', '2025-03-01T09:00:01Z');
    await token('gebruikt', 'activation', '2025-03-01T08:00:00Z', `'2025-03-01T08:30:00Z'`);
    await token('reset', 'reset', '2025-03-01T09:00:00Z');

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const usable = await rows(
      'select token_hash from link_tokens where consumed_at is null order by token_hash',
    );
    expect(usable).toEqual([{ token_hash: 'nieuwst' }, { token_hash: 'reset' }]);
    expect(await rows(`select consumed_at from link_tokens where token_hash = 'gebruikt'`)).toEqual([
      { consumed_at: new Date('2025-03-01T08:30:00Z') },
    ]);
    await expect(token('tweede', 'activation', '2025-03-01T10:00:00Z')).rejects.toThrow(
      /link_tokens_one_live_idx/,
    );
  } finally {
    await client.close();
  }
});

import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { ownSchemePayload } from '../../../tests/helpers/scheme-payload.js';
import { schemes, schemeVersions } from '../db/schema.js';
import { appendSchemeVersion, createScheme, type SchemeAuthor } from './store.js';

describeEachEngine('the compare-and-set of scheme versions', (engine) => {
  const test = useTestDatabase(engine);
  let author: SchemeAuthor;
  const now = new Date('2025-03-01T09:00:00Z');
  beforeAll(async () => {
    const user = await createTestUser(test.handle.db);
    author = { userId: user.userId, companyId: user.companyId };
  });

  it('lets exactly one of 20 simultaneous appends from the same version through, without gaps', async () => {
    const db = test.handle.db;
    const saved = await createScheme(db, ownSchemePayload('Eerste'), author, now);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        appendSchemeVersion(db, saved.id, 1, ownSchemePayload(`Schrijver ${index}`), author, now),
      ),
    );
    expect(results.filter((result) => result.status === 'saved')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'stale')).toHaveLength(19);
    const rows = await db
      .select({ number: schemeVersions.number })
      .from(schemeVersions)
      .where(eq(schemeVersions.schemeId, saved.id))
      .orderBy(asc(schemeVersions.number));
    expect(rows.map((row) => row.number)).toEqual([1, 2]);
    const [scheme] = await db.select().from(schemes).where(eq(schemes.id, saved.id));
    expect(scheme?.currentVersion).toBe(2);
  });

  it('answers not_found for another company, and appends nothing', async () => {
    const db = test.handle.db;
    const saved = await createScheme(db, ownSchemePayload('Eerste'), author, now);
    const stranger = await createTestUser(db);
    const result = await appendSchemeVersion(
      db,
      saved.id,
      1,
      ownSchemePayload('Indringer'),
      { userId: stranger.userId, companyId: stranger.companyId },
      now,
    );
    expect(result).toEqual({ status: 'not_found' });
    const rows = await db.select().from(schemeVersions).where(eq(schemeVersions.schemeId, saved.id));
    expect(rows).toHaveLength(1);
  });
});

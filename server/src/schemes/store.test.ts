import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { inTransaction } from '../db/database.js';
import { ownSchemePayload } from '../../../tests/helpers/scheme-payload.js';
import { schemes, schemeVersions } from '../db/schema.js';
import {
  appendSchemeVersion,
  appendVersionIn,
  checkSaveBasis,
  createScheme,
  createSchemeIn,
  type SchemeAuthor,
} from './store.js';

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

  it('checks a save basis from what it saw, and learns a version another process saved from the refusal', async () => {
    const db = test.handle.db;
    const stranger = await createTestUser(db);
    const saved = await createScheme(db, ownSchemePayload('Eerste'), author, now);
    expect(await checkSaveBasis(db, saved.id, author.companyId, 1)).toEqual({ status: 'ok' });
    expect(await checkSaveBasis(db, saved.id, stranger.companyId, 1)).toEqual({ status: 'not_found' });

    // Version 2 saved as another server process would: this one's knowledge does not see it.
    await inTransaction(db, (tx) =>
      appendVersionIn(tx, saved.id, 1, ownSchemePayload('Elders'), author, now),
    );
    expect(await checkSaveBasis(db, saved.id, author.companyId, 1)).toEqual({ status: 'ok' });
    // The save's own compare-and-set refuses it, and writes nothing.
    expect(await appendSchemeVersion(db, saved.id, 1, ownSchemePayload('Hier'), author, now)).toEqual({
      status: 'stale',
      currentVersion: 2,
    });
    expect(await checkSaveBasis(db, saved.id, author.companyId, 1)).toEqual({
      status: 'stale',
      currentVersion: 2,
    });
    expect(await checkSaveBasis(db, saved.id, author.companyId, 2)).toEqual({ status: 'ok' });
    const rows = await db.select().from(schemeVersions).where(eq(schemeVersions.schemeId, saved.id));
    expect(rows).toHaveLength(2);
  });

  it("looks up a scheme it has not seen: another company's is not found, a moved one is stale", async () => {
    const db = test.handle.db;
    const stranger = await createTestUser(db);
    const unseen = await inTransaction(db, (tx) =>
      createSchemeIn(tx, ownSchemePayload('Elders'), author, now),
    );
    expect(await checkSaveBasis(db, unseen.id, stranger.companyId, 1)).toEqual({ status: 'not_found' });
    const moved = await inTransaction(db, async (tx) => {
      const created = await createSchemeIn(tx, ownSchemePayload('Elders'), author, now);
      await appendVersionIn(tx, created.id, 1, ownSchemePayload('Elders 2'), author, now);
      return created;
    });
    expect(await checkSaveBasis(db, moved.id, author.companyId, 1)).toEqual({
      status: 'stale',
      currentVersion: 2,
    });
    expect(await checkSaveBasis(db, 999_999, author.companyId, 1)).toEqual({ status: 'not_found' });
  });
});

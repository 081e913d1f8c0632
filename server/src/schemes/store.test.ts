import { asc, eq, inArray } from 'drizzle-orm';
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

  it('appends through its prepared statement on every pooled connection and in a transaction, each value its own', async () => {
    const db = test.handle.db;
    // More saves at once than the pool has connections: each connection prepares the statement once.
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createScheme(db, ownSchemePayload(`Regeling ${index}`), author, now),
      ),
    );
    const later = new Date('2025-03-02T10:30:00Z');
    const appended = await Promise.all(
      created.map((scheme, index) =>
        appendSchemeVersion(db, scheme.id, 1, ownSchemePayload(`Versie 2 van ${index}`), author, later),
      ),
    );
    expect(appended.map((result) => result.status)).toEqual(created.map(() => 'saved'));
    const rows = await db
      .select({
        schemeId: schemeVersions.schemeId,
        signed: schemeVersions.signedFullname,
        createdAt: schemeVersions.createdAt,
      })
      .from(schemeVersions)
      .where(eq(schemeVersions.number, 2));
    const byScheme = new Map(rows.map((row) => [row.schemeId, row]));
    created.forEach((scheme, index) => {
      expect(byScheme.get(scheme.id)?.createdAt.toISOString()).toBe(later.toISOString());
      expect(byScheme.get(scheme.id)?.signed).toBe(ownSchemePayload(`Versie 2 van ${index}`).signed_fullname);
    });

    // In a transaction: committed it stays, rolled back nothing of it remains.
    const [kept, dropped] = created;
    await inTransaction(db, (tx) =>
      appendVersionIn(tx, kept!.id, 2, ownSchemePayload('Versie 3'), author, later),
    );
    await expect(
      inTransaction(db, async (tx) => {
        const result = await appendVersionIn(tx, dropped!.id, 2, ownSchemePayload('Weg'), author, later);
        expect(result.status).toBe('saved');
        throw new Error('terugdraaien');
      }),
    ).rejects.toThrow('terugdraaien');
    const current = await db
      .select({ id: schemes.id, version: schemes.currentVersion })
      .from(schemes)
      .where(inArray(schemes.id, [kept!.id, dropped!.id]));
    expect(new Map(current.map((row) => [row.id, row.version]))).toEqual(
      new Map([
        [kept!.id, 3],
        [dropped!.id, 2],
      ]),
    );
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

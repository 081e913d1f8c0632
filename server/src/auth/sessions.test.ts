import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { inTransaction } from '../db/database.js';
import { refreshTokens, users } from '../db/schema.js';
import { accessTokenKeys } from './access-tokens.js';
import { secretHash } from './secrets.js';
import {
  createSessions,
  REFRESH_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  revokeFamily,
  revokeUserSessions,
  SESSION_MAX_AGE_MS,
  type RefreshRefusal,
} from './sessions.js';

const keys = accessTokenKeys('test-secret-'.padEnd(48, 'x'));
const sessions = createSessions(keys);
const start = new Date('2025-03-01T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const HOUR = 3600 * 1000;

describeEachEngine('sessions', (engine) => {
  const test = useTestDatabase(engine);
  let user: TestUser;
  beforeEach(async () => {
    user = await createTestUser(test.handle.db);
  });

  const login = (now = start) =>
    inTransaction(test.handle.db, (tx) => sessions.issueTokenSet(tx, user.userId, now));
  const refresh = (raw: string, now: Date, refusals: RefreshRefusal[] = []) =>
    sessions.refreshTokenSet(test.handle.db, raw, now, { onRefused: (reason) => refusals.push(reason) });
  const familyOf = async (raw: string) => {
    const [row] = await test.handle.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, secretHash(raw)));
    if (row === undefined) throw new Error('onbekend refresh-token');
    return row;
  };

  // PostgreSQL only: PGlite runs one transaction at a time, so a refresh and a logout cannot overlap there.
  if (engine === 'postgres') {
    it('a logout during a refresh of the same session also ends the token that refresh made', async () => {
      const db = test.handle.db;
      const tokens = await login();
      const row = await familyOf(tokens.refresh);
      const waiting = async () =>
        (await db.execute(sql`select count(*)::int as n from pg_locks where not granted`)) as unknown as {
          rows: { n: number }[];
        };
      let logout: Promise<void> | undefined;
      // What refreshTokenSet does, held open: the old token locked, then its successor inserted.
      await inTransaction(db, async (tx) => {
        await tx.select().from(refreshTokens).where(eq(refreshTokens.id, row.id)).for('update');
        logout = revokeFamily(db, row.familyId, at(HOUR));
        for (let tries = 0; tries < 100 && (await waiting()).rows[0]!.n === 0; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await tx.insert(refreshTokens).values({
          familyId: row.familyId,
          tokenHash: secretHash('de-opvolger-van-de-verversing'),
          userId: user.userId,
          createdAt: at(HOUR),
          expiresAt: at(2 * HOUR),
          familyExpiresAt: row.familyExpiresAt,
        });
      });
      await logout;
      const family = await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
      expect(family).toHaveLength(2);
      expect(family.filter((token) => token.revokedAt === null)).toEqual([]);
    });
  }

  it('a login makes a new family: the refresh token stored hashed, a day, within 30 days', async () => {
    const tokens = await login();
    expect(tokens.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.access_expiration).toBe(at(5 * 60 * 1000).toISOString());
    expect(tokens.refresh_expiration).toBe(at(REFRESH_TOKEN_TTL_MS).toISOString());
    const row = await familyOf(tokens.refresh);
    expect(row).toMatchObject({ userId: user.userId, usedAt: null, revokedAt: null });
    expect(row.familyExpiresAt.getTime()).toBe(start.getTime() + SESSION_MAX_AGE_MS);
    const claims = await keys.verify(tokens.access, start);
    expect(claims).toMatchObject({ userId: user.userId, companyId: user.companyId, companyKind: 'inlener' });
    expect(claims?.familyId).toBe(row.familyId);
    // A second login is a second family.
    expect((await familyOf((await login()).refresh)).familyId).not.toBe(row.familyId);
  });

  it('rotates: a refresh gives a new set of the same family and spends the old token', async () => {
    const first = await login();
    const second = await refresh(first.refresh, at(HOUR));
    expect(second).toBeDefined();
    if (second === undefined) return;
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).not.toBe(first.access);
    expect(second.refresh_expiration).toBe(at(HOUR + REFRESH_TOKEN_TTL_MS).toISOString());
    const old = await familyOf(first.refresh);
    const next = await familyOf(second.refresh);
    expect(next.familyId).toBe(old.familyId);
    expect(old.usedAt).toEqual(at(HOUR));
    expect(old.replacedBy).toBe(next.id);
    expect(await refresh(second.refresh, at(2 * HOUR))).toBeDefined();
  });

  it('reuse of a spent token after the grace revokes the whole family, successors included', async () => {
    const first = await login();
    const second = await refresh(first.refresh, at(0));
    if (second === undefined) throw new Error('refresh mislukt');
    const refusals: RefreshRefusal[] = [];
    expect(await refresh(first.refresh, at(REFRESH_GRACE_MS + 1), refusals)).toBeUndefined();
    expect(refusals).toEqual(['reused']);
    expect(await refresh(second.refresh, at(REFRESH_GRACE_MS + 2), refusals)).toBeUndefined();
    expect(refusals).toEqual(['reused', 'revoked']);
    const family = await test.handle.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await familyOf(first.refresh)).familyId));
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    // Another login of the same user is not touched.
    const other = await login(at(1000));
    expect(await refresh(other.refresh, at(REFRESH_GRACE_MS + 3))).toBeDefined();
  });

  it('within the grace a second refresh of the same token gets a valid set of the same family', async () => {
    const first = await login();
    const a = await refresh(first.refresh, at(1000));
    const b = await refresh(first.refresh, at(1000 + REFRESH_GRACE_MS));
    if (a === undefined || b === undefined) throw new Error('een refresh binnen de marge mislukte');
    expect(b.refresh).not.toBe(a.refresh);
    expect((await familyOf(b.refresh)).familyId).toBe((await familyOf(first.refresh)).familyId);
    // Both tabs go on with their own token.
    expect(await refresh(a.refresh, at(2 * HOUR))).toBeDefined();
    expect(await refresh(b.refresh, at(2 * HOUR))).toBeDefined();
  });

  it('two simultaneous refreshes of one token both succeed without revoking the family', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await login();
      const results = await Promise.all([refresh(first.refresh, at(1000)), refresh(first.refresh, at(1000))]);
      const [a, b] = results;
      if (a === undefined || b === undefined)
        throw new Error(`ronde ${round}: een gelijktijdige refresh mislukte`);
      expect(a.refresh).not.toBe(b.refresh);
      const old = await familyOf(first.refresh);
      expect(old.revokedAt).toBeNull();
      expect(old.usedAt).toEqual(at(1000));
      expect(await refresh(a.refresh, at(2000))).toBeDefined();
      expect(await refresh(b.refresh, at(2000))).toBeDefined();
    }
  });

  it('a refresh token unused for a day has expired', async () => {
    const tokens = await login();
    const refusals: RefreshRefusal[] = [];
    expect(await refresh(tokens.refresh, at(REFRESH_TOKEN_TTL_MS + 1), refusals)).toBeUndefined();
    expect(refusals).toEqual(['expired']);
    const fresh = await login();
    expect(await refresh(fresh.refresh, at(REFRESH_TOKEN_TTL_MS))).toBeDefined();
  });

  it('rotation never extends a session past 30 days after the login', async () => {
    let tokens = await login();
    let now = 0;
    // Refresh every 23 hours: each new token would live a day, but the family's end caps it.
    while (now + 23 * HOUR <= SESSION_MAX_AGE_MS) {
      now += 23 * HOUR;
      const next = await refresh(tokens.refresh, at(now));
      if (next === undefined) throw new Error(`refresh na ${now / HOUR} uur mislukt`);
      expect(Date.parse(next.refresh_expiration)).toBeLessThanOrEqual(start.getTime() + SESSION_MAX_AGE_MS);
      tokens = next;
    }
    expect(tokens.refresh_expiration).toBe(at(SESSION_MAX_AGE_MS).toISOString());
    const refusals: RefreshRefusal[] = [];
    expect(await refresh(tokens.refresh, at(SESSION_MAX_AGE_MS + 1), refusals)).toBeUndefined();
    expect(refusals).toEqual(['expired']);
  });

  it('revokeUserSessions ends every family of the user', async () => {
    const one = await login();
    const two = await login();
    await inTransaction(test.handle.db, (tx) => revokeUserSessions(tx, user.userId, at(1000)));
    expect(await refresh(one.refresh, at(2000))).toBeUndefined();
    expect(await refresh(two.refresh, at(2000))).toBeUndefined();
  });

  it('refuses a refresh, and revokes the family, once the user is deactivated, deleted or changed password', async () => {
    const { db } = test.handle;
    for (const change of [{ isActive: false }, { deletedAt: at(1000) }, { passwordChangedAt: at(1000) }]) {
      user = await createTestUser(db);
      const tokens = await login();
      await db.update(users).set(change).where(eq(users.id, user.userId));
      const refusals: RefreshRefusal[] = [];
      expect(await refresh(tokens.refresh, at(2000), refusals)).toBeUndefined();
      expect(refusals).toEqual(['account']);
      expect((await familyOf(tokens.refresh)).revokedAt).toEqual(at(2000));
    }
  });

  it('an unknown or empty token gets nothing', async () => {
    const refusals: RefreshRefusal[] = [];
    expect(await refresh('bestaat-niet', start, refusals)).toBeUndefined();
    expect(await refresh('', start, refusals)).toBeUndefined();
    expect(refusals).toEqual(['unknown', 'unknown']);
  });
});

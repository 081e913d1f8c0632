import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { createTestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { inTransaction } from '../db/database.js';
import { linkTokens } from '../db/schema.js';
import { encodeUidb64 } from '../mail/links.js';
import {
  consumeLinkToken,
  createLinkToken,
  LINK_TOKEN_TTL_MS,
  revokeLinkTokens,
  usedLinkTokenUser,
} from './link-tokens.js';
import { secretHash } from './secrets.js';

const start = new Date('2025-03-01T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describeEachEngine('link tokens', (engine) => {
  const test = useTestDatabase(engine);
  let userId: number;
  let uidb64: string;
  beforeEach(async () => {
    ({ userId } = await createTestUser(test.handle.db, { isActive: false }));
    uidb64 = encodeUidb64(userId);
  });

  it('stores only the hash, with purpose, payload and an expiry of 3 days', async () => {
    const { db } = test.handle;
    const token = await inTransaction(db, (tx) =>
      createLinkToken(tx, {
        userId,
        purpose: 'email_change',
        payload: { email: 'nieuw@test.nl' },
        now: start,
      }),
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.select().from(linkTokens).where(eq(linkTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: secretHash(token),
      purpose: 'email_change',
      payload: { email: 'nieuw@test.nl' },
      consumedAt: null,
    });
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(start.getTime() + 3 * 24 * 3600 * 1000);
    const used = await consumeLinkToken(db, { uidb64, token, purpose: 'email_change', now: start });
    expect(used).toEqual({ userId, payload: { email: 'nieuw@test.nl' } });
  });

  it('is used once: the second use gets nothing', async () => {
    const { db } = test.handle;
    const token = await createLinkToken(db, { userId, purpose: 'activation', now: start });
    expect(await consumeLinkToken(db, { uidb64, token, purpose: 'activation', now: at(1000) })).toEqual({
      userId,
      payload: null,
    });
    expect(
      await consumeLinkToken(db, { uidb64, token, purpose: 'activation', now: at(2000) }),
    ).toBeUndefined();
  });

  it('works up to exactly 3 days and not a millisecond after', async () => {
    const { db } = test.handle;
    const late = await createLinkToken(db, { userId, purpose: 'reset', now: start });
    expect(
      await consumeLinkToken(db, { uidb64, token: late, purpose: 'reset', now: at(LINK_TOKEN_TTL_MS + 1) }),
    ).toBeUndefined();
    const onTime = await createLinkToken(db, { userId, purpose: 'reset', now: start });
    expect(
      await consumeLinkToken(db, { uidb64, token: onTime, purpose: 'reset', now: at(LINK_TOKEN_TTL_MS) }),
    ).toEqual({ userId, payload: null });
  });

  it('is bound to its purpose and its user; a tampered or malformed link gets nothing', async () => {
    const { db } = test.handle;
    const other = await createTestUser(db);
    const token = await createLinkToken(db, { userId, purpose: 'activation', now: start });
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const tries = [
      { uidb64, token, purpose: 'reset' as const },
      { uidb64: encodeUidb64(other.userId), token, purpose: 'activation' as const },
      { uidb64, token: tampered, purpose: 'activation' as const },
      { uidb64, token: '', purpose: 'activation' as const },
      { uidb64: '-wrong-uid-', token, purpose: 'activation' as const },
      { uidb64: 'OTk5OTk5OTk5OTk5OTk5', token, purpose: 'activation' as const },
      { uidb64: '', token, purpose: 'activation' as const },
    ];
    for (const attempt of tries) {
      expect(await consumeLinkToken(db, { ...attempt, now: start })).toBeUndefined();
    }
    // None of those spent the real token.
    expect(await consumeLinkToken(db, { uidb64, token, purpose: 'activation', now: start })).toBeDefined();
  });

  it('a new link of the same purpose makes the earlier one stop working; other purposes stay', async () => {
    const { db } = test.handle;
    const first = await createLinkToken(db, { userId, purpose: 'reset', now: start });
    const activation = await createLinkToken(db, { userId, purpose: 'activation', now: start });
    const second = await createLinkToken(db, { userId, purpose: 'reset', now: at(1000) });
    expect(
      await consumeLinkToken(db, { uidb64, token: first, purpose: 'reset', now: at(2000) }),
    ).toBeUndefined();
    expect(
      await consumeLinkToken(db, { uidb64, token: second, purpose: 'reset', now: at(2000) }),
    ).toBeDefined();
    expect(
      await consumeLinkToken(db, { uidb64, token: activation, purpose: 'activation', now: at(2000) }),
    ).toBeDefined();
  });

  it('revokeLinkTokens stops the chosen purposes, or all', async () => {
    const { db } = test.handle;
    const reset = await createLinkToken(db, { userId, purpose: 'reset', now: start });
    const change = await createLinkToken(db, { userId, purpose: 'email_change', now: start });
    await revokeLinkTokens(db, { userId, purposes: ['reset'], now: start });
    expect(
      await consumeLinkToken(db, { uidb64, token: reset, purpose: 'reset', now: start }),
    ).toBeUndefined();
    const invite = await createLinkToken(db, { userId, purpose: 'invite', now: start });
    await revokeLinkTokens(db, { userId, now: start });
    expect(
      await consumeLinkToken(db, { uidb64, token: change, purpose: 'email_change', now: start }),
    ).toBeUndefined();
    expect(
      await consumeLinkToken(db, { uidb64, token: invite, purpose: 'invite', now: start }),
    ).toBeUndefined();
  });

  it('usedLinkTokenUser knows a link only once it was used for its purpose, not when it ended otherwise', async () => {
    const { db } = test.handle;
    const ended = await createLinkToken(db, { userId, purpose: 'activation', now: start });
    const used = await createLinkToken(db, { userId, purpose: 'activation', now: at(1000) });
    const input = (token: string) => ({ uidb64, token, purpose: 'activation' as const });
    expect(await usedLinkTokenUser(db, input(used))).toBeUndefined();
    await expect(
      inTransaction(db, async (tx) => {
        await consumeLinkToken(tx, { ...input(used), now: at(2000) });
        throw new Error('teruggedraaid');
      }),
    ).rejects.toThrow('teruggedraaid');
    expect(await usedLinkTokenUser(db, input(used))).toBeUndefined();
    expect(await consumeLinkToken(db, { ...input(used), now: at(3000) })).toBeDefined();
    expect(await usedLinkTokenUser(db, input(used))).toBe(userId);
    expect(await usedLinkTokenUser(db, input(ended))).toBeUndefined();
    expect(await usedLinkTokenUser(db, { ...input(used), purpose: 'invite' })).toBeUndefined();
    expect(await usedLinkTokenUser(db, { ...input(used), uidb64: encodeUidb64(userId + 1) })).toBeUndefined();
    expect(await usedLinkTokenUser(db, { ...input(used), uidb64: '-fout-' })).toBeUndefined();
  });

  it('a rolled-back consumption leaves the token usable', async () => {
    const { db } = test.handle;
    const token = await createLinkToken(db, { userId, purpose: 'invite', now: start });
    await expect(
      inTransaction(db, async (tx) => {
        expect(await consumeLinkToken(tx, { uidb64, token, purpose: 'invite', now: start })).toBeDefined();
        throw new Error('wachtwoord zetten mislukt');
      }),
    ).rejects.toThrow('wachtwoord zetten mislukt');
    expect(await consumeLinkToken(db, { uidb64, token, purpose: 'invite', now: start })).toBeDefined();
  });

  it('links issued by simultaneous transactions: exactly one works, the others answer as an unknown token', async () => {
    const { db } = test.handle;
    const issue = () =>
      inTransaction(db, async (tx) => {
        const token = await createLinkToken(tx, { userId, purpose: 'activation', now: start });
        // Keep the transaction open a moment, as registration does while it writes the mail.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return token;
      });
    const tokens = await Promise.all([issue(), issue(), issue(), issue(), issue()]);
    const live = await db
      .select()
      .from(linkTokens)
      .where(and(eq(linkTokens.userId, userId), isNull(linkTokens.consumedAt)));
    expect(live).toHaveLength(1);
    const uses = [];
    for (const token of tokens) {
      uses.push(await consumeLinkToken(db, { uidb64, token, purpose: 'activation', now: start }));
    }
    expect(uses.filter((use) => use !== undefined)).toEqual([{ userId, payload: null }]);
  });

  it('two simultaneous consumers of one token: exactly one wins', async () => {
    const { db } = test.handle;
    for (let round = 0; round < 5; round++) {
      const token = await createLinkToken(db, { userId, purpose: 'activation', now: start });
      const consume = () =>
        inTransaction(db, async (tx) => {
          const won = await consumeLinkToken(tx, { uidb64, token, purpose: 'activation', now: start });
          // Keep the transaction open a moment, as a route does while it activates the account.
          await new Promise((resolve) => setTimeout(resolve, 20));
          return won;
        });
      const results = await Promise.all([consume(), consume(), consume()]);
      expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    }
  });
});

import { and, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { linkTokens } from '../db/schema.js';
import { decodeUidb64, type LinkPurpose } from '../mail/links.js';
import { randomSecret, secretHash } from './secrets.js';

/** How long the link of an activation, invite, reset or e-mail change mail works: 3 days. */
export const LINK_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export type { LinkPurpose };

/**
 * Makes the one-time token of a mail link and returns it raw (32 random bytes, base64url); only its SHA-256
 * is stored, with the purpose, the user and the expiry. Earlier unconsumed tokens of the same user and
 * purpose stop working, so only the newest mail's link is valid, also when two requests (two tabs, a
 * resend) issue one at the same moment: the database holds at most one unconsumed token per user and
 * purpose (`link_tokens_one_live_idx`), and the insert replaces the one a concurrent transaction committed
 * after this one's revocation looked.
 */
export async function createLinkToken(
  tx: Transaction | Database,
  input: { userId: number; purpose: LinkPurpose; payload?: Record<string, unknown>; now: Date },
): Promise<string> {
  await revokeLinkTokens(tx, { userId: input.userId, purposes: [input.purpose], now: input.now });
  const token = randomSecret();
  const fresh = {
    tokenHash: secretHash(token),
    payload: input.payload ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + LINK_TOKEN_TTL_MS),
  };
  await tx
    .insert(linkTokens)
    .values({ userId: input.userId, purpose: input.purpose, ...fresh })
    .onConflictDoUpdate({
      target: [linkTokens.userId, linkTokens.purpose],
      targetWhere: isNull(linkTokens.consumedAt),
      set: fresh,
    });
  return token;
}

/** The conditions that pick one link: its token, of this user, for this purpose. */
function thisLink(userId: number, input: { token: string; purpose: LinkPurpose }) {
  return [
    eq(linkTokens.tokenHash, secretHash(input.token)),
    eq(linkTokens.userId, userId),
    eq(linkTokens.purpose, input.purpose),
  ];
}

/**
 * Spends a link token once: one UPDATE that only matches an unconsumed, unexpired token of this user and
 * purpose, so of two simultaneous requests exactly one gets the user. Valid up to and including the moment
 * it expires. Undefined for an unknown, tampered, expired or used token, a wrong purpose, another user's
 * uidb64 or a malformed uidb64, all alike.
 */
export async function consumeLinkToken(
  tx: Transaction | Database,
  input: { uidb64: string; token: string; purpose: LinkPurpose; now: Date },
): Promise<{ userId: number; payload: Record<string, unknown> | null } | undefined> {
  const userId = decodeUidb64(input.uidb64);
  if (userId === undefined || input.token === '') return undefined;
  const [row] = await tx
    .update(linkTokens)
    .set({ consumedAt: input.now, usedAt: input.now })
    .where(
      and(...thisLink(userId, input), isNull(linkTokens.consumedAt), gte(linkTokens.expiresAt, input.now)),
    )
    .returning({ userId: linkTokens.userId, payload: linkTokens.payload });
  return row === undefined ? undefined : { userId: row.userId, payload: row.payload };
}

/**
 * The user of a link that was used for its purpose before (consumeLinkToken, in a transaction that
 * committed), expired since or not: so a second click on an activation link can say the account is already
 * active. Undefined for a link that ended without being used (a newer link, a reset, a login), an unknown,
 * tampered or unused token, a wrong purpose, another user's uidb64 or a malformed uidb64: only whoever holds
 * the used link of this very user and purpose learns anything.
 */
export async function usedLinkTokenUser(
  tx: Transaction | Database,
  input: { uidb64: string; token: string; purpose: LinkPurpose },
): Promise<number | undefined> {
  const userId = decodeUidb64(input.uidb64);
  if (userId === undefined || input.token === '') return undefined;
  const [row] = await tx
    .select({ userId: linkTokens.userId })
    .from(linkTokens)
    .where(and(...thisLink(userId, input), isNotNull(linkTokens.usedAt)));
  return row?.userId;
}

/**
 * Makes every unconsumed link token of a user stop working (all purposes, or the ones given): for example
 * all reset links after a password reset, or everything when the account is deleted.
 */
export async function revokeLinkTokens(
  tx: Transaction | Database,
  input: { userId: number; purposes?: readonly LinkPurpose[]; now: Date },
): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(linkTokens.userId, input.userId),
        isNull(linkTokens.consumedAt),
        input.purposes === undefined ? undefined : inArray(linkTokens.purpose, [...input.purposes]),
      ),
    );
}

import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { handoverCodes, refreshTokens } from '../db/schema.js';
import { randomSecret, secretHash } from './secrets.js';

/** A hand-over code (the `refresh` query parameter of an agency hand-over) works for under a minute. */
export const HANDOVER_CODE_TTL_MS = 60 * 1000;

/**
 * A one-time code that hands a logged-in user over to another page of the portal (SPEC.md 2.2, 2.13): 32
 * random bytes, base64url; only its SHA-256 is stored. It travels in a URL instead of a refresh token and
 * is exchanged once, within HANDOVER_CODE_TTL_MS, for a new token family.
 */
export async function createHandoverCode(
  tx: Transaction | Database,
  userId: number,
  now: Date,
): Promise<string> {
  const code = randomSecret();
  await tx.insert(handoverCodes).values({
    codeHash: secretHash(code),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOVER_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends a hand-over code and gives its user id: one UPDATE that only matches an unspent code before its
 * expiry (strictly under a minute), so of two simultaneous exchanges exactly one wins. Undefined for an
 * unknown, spent or expired code. The caller still checks that the user may log in.
 */
export async function exchangeHandoverCode(
  db: Transaction | Database,
  code: string,
  now: Date,
): Promise<number | undefined> {
  if (code === '') return undefined;
  const [row] = await db
    .update(handoverCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(handoverCodes.codeHash, secretHash(code)),
        isNull(handoverCodes.consumedAt),
        gt(handoverCodes.expiresAt, now),
      ),
    )
    .returning({ userId: handoverCodes.userId });
  return row?.userId;
}

/**
 * Records which token family the exchange of `code` issued (its refresh token `refresh`), so that a replay
 * of the spent code can end that session.
 */
export async function recordHandoverFamily(tx: Transaction, code: string, refresh: string): Promise<void> {
  const [issued] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, secretHash(refresh)));
  if (issued === undefined) throw new Error('De zojuist uitgegeven sessie ontbreekt');
  await tx
    .update(handoverCodes)
    .set({ familyId: issued.familyId })
    .where(eq(handoverCodes.codeHash, secretHash(code)));
}

/**
 * The user and the token family of a hand-over code that was already spent: a second exchange is a replay
 * (the address leaked through history, a log or a Referer), and the session it made is to be ended
 * (security.md 2.4 and checklist item 28). Undefined for a code that was never exchanged.
 */
export async function spentHandoverFamily(
  db: Transaction | Database,
  code: string,
): Promise<{ userId: number; familyId: string } | undefined> {
  if (code === '') return undefined;
  const [row] = await db
    .select({ userId: handoverCodes.userId, familyId: handoverCodes.familyId })
    .from(handoverCodes)
    .where(
      and(
        eq(handoverCodes.codeHash, secretHash(code)),
        isNotNull(handoverCodes.consumedAt),
        isNotNull(handoverCodes.familyId),
      ),
    );
  return row?.familyId == null ? undefined : { userId: row.userId, familyId: row.familyId };
}

import { randomUUID } from 'node:crypto';
import type { TokenSet } from '@beloning/core/schemas';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { inTransaction, type Database, type Transaction } from '../db/database.js';
import { companies, handoverCodes, refreshTokens, users } from '../db/schema.js';
import type { AccessTokenKeys } from './access-tokens.js';
import { randomSecret, secretHash } from './secrets.js';

/** A refresh token works for a day after it was made (sliding: each refresh makes a new one)... */
export const REFRESH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** ...but never past the end of its family: 30 days after the login, whatever the rotations. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A refresh token used again within this time after its first use (two tabs refreshing at once) gets another
 * token set of the same family; used again later, it counts as stolen and the whole family is revoked.
 */
export const REFRESH_GRACE_MS = 30 * 1000;

/** Why a refresh was refused, for the security log. */
export type RefreshRefusal = 'unknown' | 'revoked' | 'expired' | 'reused' | 'account';

export interface RefreshOptions {
  /** Called once per refused refresh; 'reused' means the family was just revoked. */
  onRefused?: (reason: RefreshRefusal, details: { userId?: number; familyId?: string }) => void;
}

type Executor = Database | Transaction;

interface Holder {
  companyId: number;
  companyKind: 'inlener' | 'uitlener';
  isActive: boolean;
  deletedAt: Date | null;
  passwordChangedAt: Date | null;
}

async function loadHolder(tx: Executor, userId: number): Promise<Holder | undefined> {
  const [row] = await tx
    .select({
      companyId: users.companyId,
      companyKind: companies.kind,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      passwordChangedAt: users.passwordChangedAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

const canHoldSession = (holder: Holder | undefined): holder is Holder =>
  holder !== undefined && holder.isActive && holder.deletedAt === null;

/** Stores a new refresh token of a family and returns it raw with its expiry. */
async function insertRefreshToken(
  tx: Executor,
  input: { userId: number; familyId: string; familyExpiresAt: Date; now: Date },
): Promise<{ id: number; raw: string; expiresAt: Date }> {
  const raw = randomSecret();
  const expiresAt = new Date(
    Math.min(input.now.getTime() + REFRESH_TOKEN_TTL_MS, input.familyExpiresAt.getTime()),
  );
  const [row] = await tx
    .insert(refreshTokens)
    .values({
      familyId: input.familyId,
      tokenHash: secretHash(raw),
      userId: input.userId,
      createdAt: input.now,
      expiresAt,
      familyExpiresAt: input.familyExpiresAt,
    })
    .returning({ id: refreshTokens.id });
  if (row === undefined) throw new Error('refresh token not stored');
  return { id: row.id, raw, expiresAt };
}

async function tokenSet(
  keys: AccessTokenKeys,
  input: {
    userId: number;
    holder: Holder;
    familyId: string;
    refresh: string;
    refreshExpiresAt: Date;
    now: Date;
  },
): Promise<TokenSet> {
  const access = await keys.sign(
    {
      userId: input.userId,
      companyId: input.holder.companyId,
      companyKind: input.holder.companyKind,
      familyId: input.familyId,
      passwordChangedAt: input.holder.passwordChangedAt?.getTime() ?? 0,
    },
    input.now,
  );
  return {
    access: access.token,
    access_expiration: access.expiresAt.toISOString(),
    refresh: input.refresh,
    refresh_expiration: input.refreshExpiresAt.toISOString(),
  };
}

/**
 * A new session for a user who just proved who they are (login, hand-over): a new refresh family ending
 * SESSION_MAX_AGE_MS from now, its first refresh token, and an access token. The caller has checked that
 * the user may log in.
 */
export async function issueTokenSet(
  tx: Executor,
  userId: number,
  now: Date,
  keys: AccessTokenKeys,
): Promise<TokenSet> {
  const holder = await loadHolder(tx, userId);
  if (holder === undefined) throw new Error(`user ${userId} does not exist`);
  const familyId = randomUUID();
  const familyExpiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
  const refresh = await insertRefreshToken(tx, { userId, familyId, familyExpiresAt, now });
  return tokenSet(keys, {
    userId,
    holder,
    familyId,
    refresh: refresh.raw,
    refreshExpiresAt: refresh.expiresAt,
    now,
  });
}

/**
 * Spends a refresh token for a new token set of the same family (rotation). Undefined when the token is
 * unknown, expired, past its family's end, revoked, or its user can no longer log in. A token used before:
 * within REFRESH_GRACE_MS of its first use it gets another token set of the family (simultaneous refreshes
 * from several tabs); later, the whole family is revoked, the successors included (reuse of a stolen token).
 * The token's row is locked for the decision, so simultaneous refreshes are decided one after the other.
 */
export async function refreshTokenSet(
  db: Database,
  rawRefresh: string,
  now: Date,
  keys: AccessTokenKeys,
  options: RefreshOptions = {},
): Promise<TokenSet | undefined> {
  const refuse = (reason: RefreshRefusal, details: { userId?: number; familyId?: string } = {}) => {
    options.onRefused?.(reason, details);
    return undefined;
  };
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, secretHash(rawRefresh)))
      .for('update');
    if (row === undefined) return refuse('unknown');
    const details = { userId: row.userId, familyId: row.familyId };
    if (row.revokedAt !== null) return refuse('revoked', details);
    if (now.getTime() > row.expiresAt.getTime() || now.getTime() > row.familyExpiresAt.getTime()) {
      return refuse('expired', details);
    }
    if (row.usedAt !== null && now.getTime() - row.usedAt.getTime() > REFRESH_GRACE_MS) {
      await revokeFamily(tx, row.familyId, now);
      return refuse('reused', details);
    }
    const holder = await loadHolder(tx, row.userId);
    const passwordChangedLater =
      holder?.passwordChangedAt != null && holder.passwordChangedAt.getTime() > row.createdAt.getTime();
    if (!canHoldSession(holder) || passwordChangedLater) {
      await revokeFamily(tx, row.familyId, now);
      return refuse('account', details);
    }
    const next = await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      familyExpiresAt: row.familyExpiresAt,
      now,
    });
    // The first use records its successor; a use within the grace only adds a sibling to the family.
    if (row.usedAt === null) {
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedBy: next.id })
        .where(eq(refreshTokens.id, row.id));
    }
    return tokenSet(keys, {
      userId: row.userId,
      holder,
      familyId: row.familyId,
      refresh: next.raw,
      refreshExpiresAt: next.expiresAt,
      now,
    });
  });
}

/**
 * Revokes the live refresh tokens that `which` selects, in two statements. On PostgreSQL a refresh of the
 * same session may hold its old token's row lock while it inserts the successor: the first UPDATE waits for
 * that lock and, its snapshot taken before, does not see the successor, which would stay live after a
 * logout; the second UPDATE is a new statement and sees it, as the refresh has committed by then. (A refresh
 * that locks the old token after the first UPDATE finds it revoked.) On PGlite transactions never overlap
 * and the second finds nothing.
 */
async function revokeLive(tx: Executor, which: SQL | undefined, now: Date): Promise<void> {
  for (let pass = 0; pass < 2; pass += 1) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(which, isNull(refreshTokens.revokedAt)));
  }
}

/** Revokes every refresh token of one family (one login session); its access tokens stop working too. */
export async function revokeFamily(tx: Executor, familyId: string, now: Date): Promise<void> {
  await revokeLive(tx, eq(refreshTokens.familyId, familyId), now);
}

/**
 * Ends every session of a user: all refresh families are revoked (so their access tokens stop working at
 * once) and unexchanged hand-over codes are spent. For password change and reset, and account deletion.
 */
export async function revokeUserSessions(tx: Executor, userId: number, now: Date): Promise<void> {
  await revokeLive(tx, eq(refreshTokens.userId, userId), now);
  await tx
    .update(handoverCodes)
    .set({ consumedAt: now })
    .where(and(eq(handoverCodes.userId, userId), isNull(handoverCodes.consumedAt)));
}

/** issueTokenSet and refreshTokenSet bound to the app's keys: `app.sessions` (the signatures of the interface). */
export interface Sessions {
  issueTokenSet(tx: Executor, userId: number, now: Date): Promise<TokenSet>;
  refreshTokenSet(
    db: Database,
    rawRefresh: string,
    now: Date,
    options?: RefreshOptions,
  ): Promise<TokenSet | undefined>;
  readonly keys: AccessTokenKeys;
}

export function createSessions(keys: AccessTokenKeys): Sessions {
  return {
    keys,
    issueTokenSet: (tx, userId, now) => issueTokenSet(tx, userId, now, keys),
    refreshTokenSet: (db, rawRefresh, now, options) => refreshTokenSet(db, rawRefresh, now, keys, options),
  };
}

import type { User } from '@beloning/core/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.js';
import { companies, refreshTokens, users } from '../db/schema.js';
import { permissionsOf, userViewColumns, userViewOf } from './user-view.js';

/** How many users' states a server process remembers; the least recently loaded go first. */
export const MAX_REMEMBERED_USERS = 10_000;
/** How many sessions per user a remembered state knows; beyond, it forgets them and asks again. */
const MAX_REMEMBERED_SESSIONS = 64;

/** The channel the triggers of migration 0013 notify on a listening connection ('users 7', 'companies 3'). */
const CHANNEL = 'account_changed';

/** What an access token of the user may do, as of one version of their user and company rows. */
export interface AccountState {
  readonly companyId: number;
  readonly companyKind: 'inlener' | 'uitlener';
  readonly isMainUser: boolean;
  /** The user is active and not deleted, and their company is not deleted. */
  readonly mayHoldSession: boolean;
  /** password_changed_at in epoch ms, 0 when never changed (as access tokens carry it). */
  readonly passwordChangedAt: number;
  /** Admission is not 'requested'. */
  readonly admitted: boolean;
  readonly permissions: readonly string[];
  /** The user as GET rest-auth/inlener-user/ answers it. Frozen: shared by every request that uses it. */
  readonly user: User;
}

interface Remembered {
  readonly userVersion: number;
  readonly companyVersion: number;
  readonly state: AccountState;
  /** Whether each session (refresh family) asked about was live at these versions. */
  sessions: Map<string, boolean>;
}

/**
 * The state behind every authenticated request (src/auth/plugin.ts), remembered per user so a request
 * costs at most one small indexed query (server/README.md, 'Sessions and tokens'):
 *
 * - Every change of a users or companies row raises its account_version, and every revocation or removal
 *   of a refresh token raises its user's: triggers of the database do this (migration 0013), so no write,
 *   now or later, can forget it.
 * - PostgreSQL (several server processes may share the database): a request whose session is remembered
 *   reads the two versions of its user and company by primary key, and the whole state again only when
 *   they changed; any other request reads the whole state in one query.
 * - PGlite (one process owns the database): no query. The server listens on the connection, so the same
 *   triggers notify it of the changed row when the change commits, before the writing request goes on;
 *   the row's remembered state is forgotten then. A state read while a notification came in is not kept.
 */
export interface AccountStates {
  /**
   * The state of the user and whether the session (refresh family) is live, now; undefined when the user
   * does not exist.
   */
  current(
    userId: number,
    familyId: string,
  ): Promise<{ state: AccountState; sessionLive: boolean } | undefined>;
  /** Stops listening (PGlite); the app's close calls it. */
  close(): Promise<void>;
}

export async function createAccountStates(
  database: DatabaseHandle,
  options: { maxUsers?: number } = {},
): Promise<AccountStates> {
  const maxUsers = options.maxUsers ?? MAX_REMEMBERED_USERS;
  const remembered = new Map<number, Remembered>();
  /** Raised by every notification: a state read across one is not kept. */
  let notifications = 0;

  const forget = (payload: string) => {
    notifications += 1;
    const [table, id] = payload.split(' ');
    const rowId = Number(id);
    if (table === 'users') {
      remembered.delete(rowId);
    } else {
      for (const [userId, entry] of remembered) {
        if (entry.state.companyId === rowId) remembered.delete(userId);
      }
    }
  };
  const stopListening = database.listen === undefined ? undefined : await database.listen(CHANNEL, forget);
  const notified = stopListening !== undefined;

  const { db } = database;
  const versionsQuery = db
    .select({ userVersion: users.accountVersion, companyVersion: companies.accountVersion })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_versions');
  const stateQuery = db
    .select({
      ...userViewColumns,
      userVersion: users.accountVersion,
      companyVersion: companies.accountVersion,
      companyId: users.companyId,
      companyKind: companies.kind,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      companyDeletedAt: companies.deletedAt,
      passwordChangedAt: users.passwordChangedAt,
      sessionLive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      )})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_state');

  const remember = (userId: number, entry: Remembered) => {
    remembered.delete(userId);
    remembered.set(userId, entry);
    if (remembered.size > maxUsers) {
      const oldest = remembered.keys().next();
      if (oldest.done !== true) remembered.delete(oldest.value);
    }
  };

  return {
    async current(userId, familyId) {
      const known = remembered.get(userId);
      const live = known?.sessions.get(familyId);
      // A remembered state is current on PGlite (a change would have removed it), on PostgreSQL while its
      // versions are. Nothing remembered for the session: the whole state is read below, still one query.
      if (known !== undefined && live !== undefined) {
        if (notified) return { state: known.state, sessionLive: live };
        const [versions] = await versionsQuery.execute({ userId });
        if (versions === undefined) return undefined;
        if (known.userVersion === versions.userVersion && known.companyVersion === versions.companyVersion) {
          return { state: known.state, sessionLive: live };
        }
      }
      const before = notifications;
      const [row] = await stateQuery.execute({ userId, familyId });
      if (row === undefined) return undefined;
      const same =
        known !== undefined &&
        known.userVersion === row.userVersion &&
        known.companyVersion === row.companyVersion;
      const entry: Remembered = same
        ? known
        : {
            userVersion: row.userVersion,
            companyVersion: row.companyVersion,
            state: stateOf(row),
            sessions: new Map(),
          };
      if (entry.sessions.size >= MAX_REMEMBERED_SESSIONS) entry.sessions = new Map();
      entry.sessions.set(familyId, row.sessionLive);
      if (notifications === before) remember(userId, entry);
      return { state: entry.state, sessionLive: row.sessionLive };
    },
    async close() {
      remembered.clear();
      await stopListening?.();
    },
  };
}

function stateOf(
  row: Parameters<typeof userViewOf>[0] & {
    companyId: number;
    companyKind: 'inlener' | 'uitlener';
    isActive: boolean;
    deletedAt: Date | null;
    companyDeletedAt: Date | null;
    passwordChangedAt: Date | null;
  },
): AccountState {
  const view = userViewOf(row);
  const permissions = Object.freeze(permissionsOf(row));
  return Object.freeze({
    companyId: row.companyId,
    companyKind: row.companyKind,
    isMainUser: row.isMainUser,
    mayHoldSession: row.isActive && row.deletedAt === null && row.companyDeletedAt === null,
    passwordChangedAt: row.passwordChangedAt?.getTime() ?? 0,
    admitted: row.admission !== 'requested',
    permissions,
    // The same frozen list as `permissions`; User's type says string[], nothing writes to it.
    user: Object.freeze({ ...view, permissions: permissions as string[] }),
  });
}

import { CHANGE_SUBSCRIPTION_PERMISSION, type User } from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { companies, users } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { NOT_AUTHENTICATED } from './messages.js';

/**
 * The permissions of SPEC.md section 6: the main user changes the subscription and creates schemes; a
 * sub-user creates schemes only when the main user allowed it, and never changes the subscription.
 */
export function permissionsOf(user: {
  isMainUser: boolean;
  canCreateSchemes: boolean;
  admission: 'founder' | 'admitted' | 'requested';
}): string[] {
  // A user who waits to be let into the company may do nothing in it (src/auth/mailboxes.ts).
  if (user.admission === 'requested') return [];
  if (user.isMainUser) return [CHANGE_SUBSCRIPTION_PERMISSION, CREATE_SCHEME_PERMISSION];
  return user.canCreateSchemes ? [CREATE_SCHEME_PERMISSION] : [];
}

/** The columns the user view is made of (`userViewOf`); spread them into a select over users and companies. */
export const userViewColumns = {
  username: users.username,
  email: users.email,
  isMainUser: users.isMainUser,
  canCreateSchemes: users.canCreateSchemes,
  admission: users.admission,
  salaryTableUpdateEmails: users.salaryTableUpdateEmails,
  uitlenerAskedForHelp: users.uitlenerAskedForHelp,
  companyName: companies.companyName,
  kvkNr: companies.kvkNr,
  holdingKvkNr: companies.holdingKvkNr,
  kvkVerified: companies.kvkVerified,
};

/** A row of `userViewColumns`. */
export interface UserViewRow {
  username: string;
  email: string;
  isMainUser: boolean;
  canCreateSchemes: boolean;
  admission: 'founder' | 'admitted' | 'requested';
  salaryTableUpdateEmails: boolean;
  uitlenerAskedForHelp: number | null;
  companyName: string;
  kvkNr: string;
  holdingKvkNr: string | null;
  kvkVerified: boolean;
}

/** The user as login, hand-over and GET rest-auth/inlener-user/ answer it (core's User), from its columns. */
export function userViewOf(row: UserViewRow): User {
  return {
    username: row.username,
    email: row.email,
    company_name: row.companyName,
    kvk_nr: row.kvkNr,
    holding_kvk_nr: row.holdingKvkNr,
    kvk_verified: row.kvkVerified,
    permissions: permissionsOf(row),
    salary_table_update_emails: row.salaryTableUpdateEmails,
    uitlener_asked_for_help: row.uitlenerAskedForHelp,
  };
}

/**
 * The user view of a user read now (`userViewOf`). A user that does not exist (any more) is a 401: the
 * session's holder is gone.
 */
export async function loadUserView(db: Database | Transaction, userId: number): Promise<User> {
  const [row] = await db
    .select({ ...userViewColumns, deletedAt: users.deletedAt })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (row === undefined || row.deletedAt !== null) throw new HttpError(401, NOT_AUTHENTICATED);
  return userViewOf(row);
}

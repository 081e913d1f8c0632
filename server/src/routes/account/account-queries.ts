import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';

type Executor = Database | Transaction;
export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/**
 * Live users (not deleted) whose e-mail address or username equals one of `identifiers`, ignoring case.
 * Both columns are checked for every identifier because login accepts either: an address may not be
 * someone else's username, nor the other way round.
 */
export async function usersHoldingIdentifiers(
  db: Executor,
  identifiers: readonly string[],
): Promise<UserRow[]> {
  const wanted = [...new Set(identifiers.map((value) => value.toLowerCase()))];
  return db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(inArray(sql`lower(${users.email})`, wanted), inArray(sql`lower(${users.username})`, wanted)),
      ),
    )
    .orderBy(asc(users.id));
}

/** The live user with this e-mail address (ignoring case), if any. */
export async function liveUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), eq(sql`lower(${users.email})`, email.toLowerCase())));
  return row;
}

/** The live user with this id, if any. */
export async function liveUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The live users of a company: the main user first, then the sub-users in the order they were invited. */
export async function companyUsers(db: Executor, companyId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)))
    .orderBy(desc(users.isMainUser), asc(users.id));
}

/** The live company of this kind with this KVK number, if any. */
export async function liveCompanyByKvk(
  db: Executor,
  kind: 'inlener' | 'uitlener',
  kvkNr: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.kind, kind), eq(companies.kvkNr, kvkNr), isNull(companies.deletedAt)));
  return row;
}

export async function companyById(db: Executor, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505): two requests claimed the same
 * address, username or KVK number at once. drizzle wraps the driver's error, so the cause is checked too.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

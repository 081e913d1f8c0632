import { hashPassword } from '../../server/src/auth/passwords.js';
import type { Database } from '../../server/src/db/database.js';
import { and, asc, eq } from 'drizzle-orm';
import { companies, users } from '../../server/src/db/schema.js';

/** The password createTestUser gives every user unless told otherwise. */
export const TEST_PASSWORD = 'Zomer-wachtwoord-2025';

export interface TestUserOptions {
  /** Default: a unique `gebruiker-N`. */
  username?: string;
  /** Default: `gebruiker-N@test.nl`. */
  email?: string;
  /** Default TEST_PASSWORD; null makes an invited user who has not set a password yet. */
  password?: string | null;
  /** Add the user to this company (for a sub-user); default: a new company of `companyKind`. */
  companyId?: number;
  /** For a new company; default 'inlener'. */
  companyKind?: 'inlener' | 'uitlener';
  /** For a new company; default `Testbedrijf N B.V.`. */
  companyName?: string;
  /** For a new company; default a unique 8-digit number. */
  kvkNr?: string;
  kvkVerified?: boolean;
  /** Default: true for a new company, false when companyId is given. */
  isMainUser?: boolean;
  /** Default true. */
  canCreateSchemes?: boolean;
  /** Default true. */
  isActive?: boolean;
  /**
   * Default: 'founder' for a new company; for a user added to a company, 'admitted' by its first main user
   * (a colleague the main user invited).
   */
  admission?: 'founder' | 'admitted' | 'requested';
}

export interface TestUser {
  userId: number;
  companyId: number;
  username: string;
  email: string;
  /** The plain password, or null. */
  password: string | null;
}

let counter = 0;

/**
 * A user with a real argon2id password hash, in a new company (a main user) or in an existing one (a
 * sub-user). Numbers, names and addresses are unique within the test process.
 */
export async function createTestUser(db: Database, options: TestUserOptions = {}): Promise<TestUser> {
  const n = ++counter;
  const tag = `${process.pid % 1000}-${n}`;
  let companyId = options.companyId;
  if (companyId === undefined) {
    const [company] = await db
      .insert(companies)
      .values({
        kind: options.companyKind ?? 'inlener',
        kvkNr: options.kvkNr ?? String(90_000_000 + ((process.pid * 7919 + n) % 9_999_999)).padStart(8, '0'),
        companyName: options.companyName ?? `Testbedrijf ${tag} B.V.`,
        kvkVerified: options.kvkVerified ?? false,
      })
      .returning({ id: companies.id });
    if (company === undefined) throw new Error('Geen bedrijf aangemaakt');
    companyId = company.id;
  }
  const username = options.username ?? `gebruiker-${tag}`;
  const email = options.email ?? `gebruiker-${tag}@test.nl`;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const admission = options.admission ?? (options.companyId === undefined ? 'founder' : 'admitted');
  const [admitter] =
    admission === 'admitted'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, companyId), eq(users.isMainUser, true)))
          .orderBy(asc(users.id))
          .limit(1)
      : [];
  const [user] = await db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: password === null ? null : await hashPassword(password),
      companyId,
      isMainUser: options.isMainUser ?? options.companyId === undefined,
      canCreateSchemes: options.canCreateSchemes ?? true,
      isActive: options.isActive ?? true,
      admission,
      admittedBy: admitter?.id ?? null,
    })
    .returning({ id: users.id });
  if (user === undefined) throw new Error('Geen gebruiker aangemaakt');
  return { userId: user.id, companyId, username, email, password };
}

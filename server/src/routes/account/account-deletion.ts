import { and, eq, isNull, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Transaction } from '../../db/database.js';
import { companies, handoverCodes, linkTokens, outbox, users } from '../../db/schema.js';
import { companyUsers } from './account-queries.js';

/** The address and username a deleted user keeps: unique, not personal, and never deliverable (.invalid). */
export function deletedIdentifier(userId: number): string {
  return `verwijderd-${userId}@verwijderd.invalid`;
}

/**
 * Removes one user's personal data and access (server/README.md, 'Deleting an account'): address and
 * username replaced, password hash and phone cleared, deactivated, deleted_at set; their sessions, links,
 * hand-over codes and the mails to their address are gone. The row itself stays, so what the user made
 * (schemes, versions, shares) keeps its owner.
 */
export async function removeUser(
  tx: Transaction,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  const anonymous = deletedIdentifier(user.id);
  await tx
    .update(users)
    .set({
      email: anonymous,
      username: anonymous,
      passwordHash: null,
      phoneNr: null,
      isActive: false,
      uitlenerAskedForHelp: null,
      salaryTableUpdateEmails: false,
      lastLoginAt: null,
      deletedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(tx, user.id, now);
  // A link token's payload can hold an address (e-mail change); the rows go, not just their validity.
  await tx.delete(linkTokens).where(eq(linkTokens.userId, user.id));
  await tx.delete(handoverCodes).where(eq(handoverCodes.userId, user.id));
  await tx.delete(outbox).where(eq(sql`lower(${outbox.to})`, user.email.toLowerCase()));
}

/**
 * DELETE rest-auth/inlener-user/. A sub-user removes only themself. The main user deletes the whole
 * account: every user of the company is removed as above and the company is marked deleted, which frees
 * its KVK number for a new registration. The company's name, KVK number, schemes and shares stay, so the
 * agencies it shared with keep reading what was shared.
 */
export async function deleteAccount(
  tx: Transaction,
  holder: { userId: number; companyId: number; isMainUser: boolean },
  now: Date,
): Promise<void> {
  const members = await companyUsers(tx, holder.companyId);
  const targets = holder.isMainUser ? members : members.filter((member) => member.id === holder.userId);
  for (const member of targets) await removeUser(tx, member, now);
  if (holder.isMainUser) {
    await tx
      .update(companies)
      .set({ deletedAt: now })
      .where(and(eq(companies.id, holder.companyId), isNull(companies.deletedAt)));
  }
}

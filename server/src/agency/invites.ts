import type {
  AgencyCompany,
  AgencyHelpRequest,
  AgencyInvite,
  AgencyInviteRequest,
  AgencySentInvite,
} from '@beloning/core/schemas';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database.js';
import { companies, uitlenerInvites, users } from '../db/schema.js';
import { addressIn } from '../auth/mailboxes.js';
import type { AgencyViewer } from './shares.js';

type Executor = Database | Transaction;

/*
 * Invitations and help (ARCHITECTURE.md, 'The agency side'). An agency invites a hirer by the hirer's KVK
 * number and e-mail address (one invitation per agency and number; inviting again updates it) and says per
 * invitation whether it offers help. Help is offered to a hirer when both the invitation and the agency's
 * own switch (companies.proposals_enabled, 'hulp aanbieden') say so: the switch stops all offers at once.
 * A hirer user may ask for help (users.uitlener_asked_for_help) only an agency that offers it help.
 *
 * Like a share, an invitation reaches only who speaks for the address it was sent to (src/auth/mailboxes.ts),
 * not everyone registered under the hirer's KVK number; and a request for help reaches only the agency users
 * who speak for the address the hirer saw on the invitation (the inviting user's).
 */

/** The agency company as its users see it; undefined for a deleted or non-agency company. */
export async function agencyCompany(db: Executor, companyId: number): Promise<AgencyCompany | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'uitlener'), isNull(companies.deletedAt)));
  return row === undefined
    ? undefined
    : {
        company_name: row.companyName,
        kvk_nr: row.kvkNr,
        kvk_verified: row.kvkVerified,
        proposals_enabled: row.proposalsEnabled,
      };
}

/** Whether a live hirer company has this KVK number. */
async function hirerRegistered(db: Executor, kvkNr: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.kind, 'inlener'), eq(companies.kvkNr, kvkNr), isNull(companies.deletedAt)));
  return row !== undefined;
}

function sentInvite(row: typeof uitlenerInvites.$inferSelect, registered: boolean): AgencySentInvite {
  return {
    kvk_nr: row.kvkNr,
    email: row.email,
    proposals_enabled: row.proposalsEnabled,
    registered,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Saves an invitation of the agency (new, or an update of the one for the same KVK number) and says whether
 * the hirer is to be mailed: for a new invitation and for a changed address, not for a change of the offer
 * of help alone (the hirer sees that in the portal).
 */
export async function saveInvite(
  tx: Transaction,
  input: { agencyCompanyId: number; userId: number; request: AgencyInviteRequest; now: Date },
): Promise<{ invite: AgencySentInvite; created: boolean; mail: boolean }> {
  const { agencyCompanyId, userId, request, now } = input;
  const [existing] = await tx
    .select()
    .from(uitlenerInvites)
    .where(
      and(eq(uitlenerInvites.agencyCompanyId, agencyCompanyId), eq(uitlenerInvites.kvkNr, request.kvk_nr)),
    )
    .for('update');
  const values = { email: request.email, proposalsEnabled: request.proposals_enabled, updatedAt: now };
  const [row] = await tx
    .insert(uitlenerInvites)
    .values({ agencyCompanyId, kvkNr: request.kvk_nr, invitedBy: userId, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: [uitlenerInvites.agencyCompanyId, uitlenerInvites.kvkNr],
      set: { ...values, invitedBy: userId },
    })
    .returning();
  if (row === undefined) throw new Error('uitnodiging: niets opgeslagen');
  const addressChanged =
    existing !== undefined && existing.email.toLowerCase() !== request.email.toLowerCase();
  return {
    invite: sentInvite(row, await hirerRegistered(tx, row.kvkNr)),
    created: existing === undefined,
    mail: existing === undefined || addressChanged,
  };
}

/** The agency's invitations, newest change first. */
export async function listSentInvites(db: Executor, agencyCompanyId: number): Promise<AgencySentInvite[]> {
  // At most one live hirer company per KVK number (companies_kind_kvk_nr_idx), so no row is repeated.
  const hirers = alias(companies, 'hirers');
  const rows = await db
    .select({ invite: uitlenerInvites, hirerId: hirers.id })
    .from(uitlenerInvites)
    .leftJoin(
      hirers,
      and(eq(hirers.kind, 'inlener'), eq(hirers.kvkNr, uitlenerInvites.kvkNr), isNull(hirers.deletedAt)),
    )
    .where(eq(uitlenerInvites.agencyCompanyId, agencyCompanyId))
    .orderBy(desc(uitlenerInvites.updatedAt), desc(uitlenerInvites.id));
  return rows.map((row) => sentInvite(row.invite, row.hirerId !== null));
}

/**
 * GET inleners/uitlener-invites/: the live agencies that invited the hirer's KVK number, by name, with
 * whether they offer help (the invitation and the agency's switch). `email` is the address of the agency
 * user who sent the invitation, or of its main user when that user is gone; `subscription` is the agency
 * company's id, the value the hirer sends as uitlener_asked_for_help.
 */
export async function listReceivedInvites(
  db: Executor,
  hirer: { kvkNr: string; addresses: readonly string[] },
): Promise<AgencyInvite[]> {
  const rows = await db
    .select({
      agencyId: companies.id,
      agencyKvkNr: companies.kvkNr,
      agencyName: companies.companyName,
      agencyOffersHelp: companies.proposalsEnabled,
      inviteOffersHelp: uitlenerInvites.proposalsEnabled,
      inviterEmail: users.email,
      inviterDeleted: users.deletedAt,
    })
    .from(uitlenerInvites)
    .innerJoin(companies, eq(companies.id, uitlenerInvites.agencyCompanyId))
    .innerJoin(users, eq(users.id, uitlenerInvites.invitedBy))
    .where(
      and(
        eq(uitlenerInvites.kvkNr, hirer.kvkNr),
        addressIn(uitlenerInvites.email, hirer.addresses),
        eq(companies.kind, 'uitlener'),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(companies.companyName), asc(companies.id));
  const invites: AgencyInvite[] = [];
  for (const row of rows) {
    const email = row.inviterDeleted === null ? row.inviterEmail : await mainUserEmail(db, row.agencyId);
    if (email === undefined) continue;
    invites.push({
      kvk_nr: row.agencyKvkNr,
      email,
      subscription: row.agencyId,
      company_name: row.agencyName,
      proposals_enabled: row.agencyOffersHelp && row.inviteOffersHelp,
    });
  }
  return invites;
}

async function mainUserEmail(db: Executor, companyId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isMainUser, true), isNull(users.deletedAt)));
  return row?.email;
}

/** Why a hirer may not ask an agency for help: unknown to this hirer (never invited it), or no help offered. */
export type HelpRefusal = 'unknown' | 'not_offered';

/**
 * Whether the agency company offers help to the hirer of this KVK number: a live agency that invited the
 * number, at an address the asking hirer user speaks for, with help on, while its own switch is on. The
 * agency's name and the address the hirer saw on the invitation (the inviting user's) come along for the mail.
 */
export async function helpOffer(
  db: Executor,
  agencyCompanyId: number,
  hirer: { kvkNr: string; addresses: readonly string[] },
): Promise<{ ok: true; agencyName: string; recipients: string[] } | { ok: false; reason: HelpRefusal }> {
  const [row] = await db
    .select({
      agencyName: companies.companyName,
      agencyOffersHelp: companies.proposalsEnabled,
      inviteOffersHelp: uitlenerInvites.proposalsEnabled,
      inviterEmail: users.email,
      inviterActive: users.isActive,
      inviterDeleted: users.deletedAt,
    })
    .from(uitlenerInvites)
    .innerJoin(companies, eq(companies.id, uitlenerInvites.agencyCompanyId))
    .innerJoin(users, eq(users.id, uitlenerInvites.invitedBy))
    .where(
      and(
        eq(uitlenerInvites.agencyCompanyId, agencyCompanyId),
        eq(uitlenerInvites.kvkNr, hirer.kvkNr),
        addressIn(uitlenerInvites.email, hirer.addresses),
        eq(companies.kind, 'uitlener'),
        isNull(companies.deletedAt),
      ),
    );
  if (row === undefined) return { ok: false, reason: 'unknown' };
  if (!row.agencyOffersHelp || !row.inviteOffersHelp) return { ok: false, reason: 'not_offered' };
  // The address the hirer saw (listReceivedInvites): the inviting user's, or the main user's once it is gone.
  const main = row.inviterDeleted === null ? undefined : await mainUserEmail(db, agencyCompanyId);
  const shown = row.inviterDeleted === null ? row.inviterEmail : main;
  const recipients = shown !== undefined && (row.inviterDeleted !== null || row.inviterActive) ? [shown] : [];
  return { ok: true, agencyName: row.agencyName, recipients };
}

/**
 * The hirer users' requests for help that reach the agency user: addressed to the viewer's company, under an
 * invitation of the hirer's number sent by a user whose address the viewer speaks for.
 */
function helpRequestsOf(viewer: AgencyViewer): SQL | undefined {
  // The address the hirer saw on the invitation (listReceivedInvites): the inviting user's, or the agency's
  // main user's once the inviting user is gone.
  const inviter = sql`(select (case when inviter.deleted_at is null then inviter.email else (
      select main.email from ${users} main
      where main.company_id = ${uitlenerInvites.agencyCompanyId} and main.is_main_user and main.deleted_at is null
      order by main.id limit 1) end)
    from ${uitlenerInvites}
    join ${users} inviter on inviter.id = ${uitlenerInvites.invitedBy}
    where ${uitlenerInvites.agencyCompanyId} = ${viewer.companyId} and ${uitlenerInvites.kvkNr} = ${companies.kvkNr})`;
  return and(
    eq(users.uitlenerAskedForHelp, viewer.companyId),
    isNull(users.deletedAt),
    eq(companies.kind, 'inlener'),
    isNull(companies.deletedAt),
    addressIn(inviter, viewer.addresses),
  );
}

/** Whether a user of the hirer company asks the agency user for help (helpRequestsOf). */
export async function helpRequestReaches(
  db: Executor,
  viewer: AgencyViewer,
  hirerCompanyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(companies.id, hirerCompanyId), helpRequestsOf(viewer)))
    .limit(1);
  return row !== undefined;
}

/** GET uitleners/help-requests/: the live hirer users asking the agency user for help, by company then address. */
export async function listHelpRequests(db: Executor, viewer: AgencyViewer): Promise<AgencyHelpRequest[]> {
  const rows = await db
    .select({
      inlenerId: companies.id,
      companyName: companies.companyName,
      kvkNr: companies.kvkNr,
      email: users.email,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(helpRequestsOf(viewer))
    .orderBy(asc(companies.companyName), asc(companies.id), asc(users.email));
  return rows.map((row) => ({
    inlener_id: row.inlenerId,
    company_name: row.companyName,
    kvk_nr: row.kvkNr,
    email: row.email,
  }));
}

import type { Koppeling, KoppelingRequest } from '@beloning/core/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { addressIn } from '../auth/mailboxes.js';
import type { Database, Transaction } from '../db/database.js';
import {
  caoCompliances,
  companies,
  koppelingEvents,
  koppelingen,
  mailboxProofs,
  schemes,
  users,
} from '../db/schema.js';

/**
 * Links (koppelingen) of a scheme or a cao compliance with agencies, by KVK number (SPEC.md 2.10 and section
 * 3). The hirer sends the whole list; a link is never deleted: a link left out of the list, or sent with
 * `disabled: true`, is disconnected, and sending it again reconnects it. Every change is an event.
 */

/** What is shared: one scheme or one cao compliance (by its numeric id). */
export type KoppelingSubject = { schemeId: number } | { complianceId: number };

type KoppelingRow = typeof koppelingen.$inferSelect;

function subjectCondition(subject: KoppelingSubject) {
  return 'schemeId' in subject
    ? eq(koppelingen.schemeId, subject.schemeId)
    : eq(koppelingen.complianceId, subject.complianceId);
}

/** A link's agency and contact address as one key: `kvk nr|address in lower case`. */
const reachKey = (kvkNr: string, email: string) => `${kvkNr}|${email.toLowerCase()}`;

/**
 * The links among `rows` that reach someone (reachKey): a live, activated user of a live agency company with
 * the link's KVK number who proved its contact address, as login address or in mailbox_proofs. Whoever sees
 * a link through a colleague (src/auth/mailboxes.ts) sees it through such a user, so without one nobody does.
 */
async function reachedLinks(db: Database | Transaction, rows: readonly KoppelingRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const kvkNrs = [...new Set(rows.map((row) => row.kvkNr))];
  const addresses = [...new Set(rows.map((row) => row.contactEmail.toLowerCase()))];
  const agencyUser = and(
    eq(companies.kind, 'uitlener'),
    isNull(companies.deletedAt),
    inArray(companies.kvkNr, kvkNrs),
    eq(users.isActive, true),
    isNull(users.deletedAt),
  );
  const byLogin = await db
    .select({ kvkNr: companies.kvkNr, email: users.email })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(agencyUser, addressIn(users.email, addresses)));
  const byProof = await db
    .select({ kvkNr: companies.kvkNr, email: mailboxProofs.email })
    .from(mailboxProofs)
    .innerJoin(users, eq(users.id, mailboxProofs.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(agencyUser, addressIn(mailboxProofs.email, addresses)));
  return new Set([...byLogin, ...byProof].map((row) => reachKey(row.kvkNr, row.email)));
}

function toKoppeling(row: KoppelingRow, reached: Set<string>): Koppeling {
  return {
    kvk_nr: row.kvkNr,
    handelsnaam: row.handelsnaam,
    contact_email: row.contactEmail,
    active: reached.has(reachKey(row.kvkNr, row.contactEmail)) && !row.disabled,
    disabled: row.disabled,
    new: row.firstOpenedAt === null,
  };
}

/**
 * The links of a scheme or a compliance in the order they were made, as the API sends them: `active` when
 * the link is connected and reaches an agency user (reachedLinks), `new` until a user of the agency opened it.
 */
export async function listKoppelingen(
  db: Database | Transaction,
  subject: KoppelingSubject,
): Promise<Koppeling[]> {
  const rows = await db
    .select()
    .from(koppelingen)
    .where(subjectCondition(subject))
    .orderBy(asc(koppelingen.createdAt), asc(koppelingen.id));
  const reached = await reachedLinks(db, rows);
  return rows.map((row) => toKoppeling(row, reached));
}

/** A link that was made now, or whose contact address changed: its contact is mailed. */
export interface NewContact {
  kvkNr: string;
  handelsnaam: string;
  contactEmail: string;
}

/**
 * Replaces the links of a subject of `companyId` with `requested` (core's koppelingenRequestSchema already
 * made the KVK numbers unique) in the caller's transaction, recording every change as an event. Answers the
 * connected links whose contact must be mailed: new ones, and ones whose contact address changed.
 */
export async function saveKoppelingen(
  tx: Transaction,
  input: {
    subject: KoppelingSubject;
    companyId: number;
    userId: number;
    requested: readonly KoppelingRequest[];
    now: Date;
  },
): Promise<NewContact[]> {
  const { subject, companyId, userId, now } = input;
  // Two saves of one list at the same moment (two tabs adding the same agency) take turns on the subject's
  // own row: locking only the links that exist would let both insert the same new one, and the second
  // would fail on the unique index. PGlite runs one transaction at a time; this is PostgreSQL's case.
  await ('schemeId' in subject
    ? tx.select({ id: schemes.id }).from(schemes).where(eq(schemes.id, subject.schemeId)).for('update')
    : tx
        .select({ id: caoCompliances.id })
        .from(caoCompliances)
        .where(eq(caoCompliances.id, subject.complianceId))
        .for('update'));
  const existing = await tx
    .select()
    .from(koppelingen)
    .where(and(subjectCondition(subject), eq(koppelingen.companyId, companyId)))
    .for('update');
  const byKvk = new Map(existing.map((row) => [row.kvkNr, row]));
  const toMail: NewContact[] = [];
  const event = (
    koppelingId: number,
    kind: (typeof koppelingEvents.$inferInsert)['kind'],
    details?: object,
  ) =>
    tx.insert(koppelingEvents).values({
      koppelingId,
      kind,
      userId,
      createdAt: now,
      ...(details === undefined ? {} : { details: { ...details } }),
    });

  for (const link of input.requested) {
    const contact = { kvkNr: link.kvk_nr, handelsnaam: link.handelsnaam, contactEmail: link.contact_email };
    const row = byKvk.get(link.kvk_nr);
    byKvk.delete(link.kvk_nr);
    if (row === undefined) {
      const [created] = await tx
        .insert(koppelingen)
        .values({
          companyId,
          ...('schemeId' in subject
            ? { schemeId: subject.schemeId }
            : { complianceId: subject.complianceId }),
          kvkNr: link.kvk_nr,
          handelsnaam: link.handelsnaam,
          contactEmail: link.contact_email,
          disabled: link.disabled,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: koppelingen.id });
      if (created === undefined) throw new Error('Geen koppeling opgeslagen');
      await event(created.id, 'created');
      if (link.disabled) await event(created.id, 'disabled');
      else toMail.push(contact);
      continue;
    }
    const contactChanged = row.contactEmail.toLowerCase() !== link.contact_email.toLowerCase();
    if (
      !contactChanged &&
      row.contactEmail === link.contact_email &&
      row.handelsnaam === link.handelsnaam &&
      row.disabled === link.disabled
    ) {
      continue;
    }
    await tx
      .update(koppelingen)
      .set({
        handelsnaam: link.handelsnaam,
        contactEmail: link.contact_email,
        disabled: link.disabled,
        updatedAt: now,
      })
      .where(eq(koppelingen.id, row.id));
    if (contactChanged) {
      await event(row.id, 'contact_changed', { from: row.contactEmail, to: link.contact_email });
    }
    if (row.disabled !== link.disabled) await event(row.id, link.disabled ? 'disabled' : 're_enabled');
    if (!link.disabled && (contactChanged || row.disabled)) toMail.push(contact);
  }

  // A link left out of the list is disconnected, never deleted: its history stays.
  for (const row of byKvk.values()) {
    if (row.disabled) continue;
    await tx.update(koppelingen).set({ disabled: true, updatedAt: now }).where(eq(koppelingen.id, row.id));
    await event(row.id, 'disabled');
  }
  return toMail;
}

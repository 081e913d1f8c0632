import {
  DETAIL_VERSIONS,
  type InlenersCao,
  type InlenersCaoListItem,
  type InlenersCaoPayload,
  type InlenersCaoSaveResponse,
  type ProposalDecisionRequest,
  type SchemeVersion,
} from '@beloning/core/schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { helpRequestReaches } from '../agency/invites.js';
import { findSharedSchemeById, sharesSomethingWith, type AgencyViewer } from '../agency/shares.js';
import { inTransaction, type Database, type Transaction } from '../db/database.js';
import { caoVersions, companies, schemeProposals, schemes, schemeVersions, users } from '../db/schema.js';
import { encodeCursor, type Keyed, type PageRequest } from '../http/paging.js';
import type { FieldErrors } from '../http/validation.js';
import { listKoppelingen } from '../links/koppelingen.js';
import { enqueueMail } from '../mail/outbox.js';
import { proposalAcceptedMail, proposalNewMail, proposalRejectedMail } from './mails.js';
import { NEW_SCHEME_WHAT, OWN_SCHEME_NAME } from './messages.js';
import {
  appendVersionIn,
  createSchemeIn,
  storedPayload,
  type SchemeAuthor,
  type StoredSchemePayload,
} from './store.js';
import { validateSchemePayload } from './validate.js';
import {
  composeDetail,
  GUID,
  loadSchemeDetail,
  schemeVersionList,
  schemeVersionPage,
  type SchemeListKey,
} from './view.js';

/**
 * Agencies' proposals (SPEC.md sections 2.10, 2.13 and 4, 'Proposal'). An agency user saves a complete scheme
 * payload for a hirer (proposal_inlener_id) through the normal save calls; it is kept in scheme_proposals,
 * never as a scheme version, until the hirer decides. Accepting appends version N + 1 to the scheme the
 * proposal was based on (version N), signed by the hirer, with the same compare-and-set as a save; a proposal
 * for a new scheme creates it with version 1. Rejecting records when. Both mail the agency user who made it.
 *
 * A proposal has its own guid: the hirer's list (get_proposals=true) gives it, GET inleners-cao/{guid}/ shows
 * it as the version it would become (with the scheme's earlier versions), and PUT inleners-cao/{guid}/proposal/
 * decides it.
 */

/**
 * Whether the agency user (the viewer: src/agency/shares.ts) may prepare proposals for the hirer company: the
 * hirer exists (not deleted), and a user of the hirer asked the agency for help through an invitation the
 * viewer speaks for (helpRequestReaches), or the hirer shares a scheme or a cao compliance with the viewer
 * through a connected link.
 */
export async function mayPropose(
  db: Database | Transaction,
  viewer: AgencyViewer,
  hirerCompanyId: number,
): Promise<boolean> {
  const [hirer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, hirerCompanyId), eq(companies.kind, 'inlener'), isNull(companies.deletedAt)));
  if (hirer === undefined) return false;
  if (await helpRequestReaches(db, viewer, hirerCompanyId)) return true;
  return (await sharesSomethingWith(db, viewer, hirerCompanyId)) !== undefined;
}

/**
 * Whether the agency user may propose a change of the hirer's scheme `schemeId`: that scheme itself is
 * shared with the viewer through a connected link. A help request or a link on something else of the hirer
 * (another scheme, a cao compliance) is not enough: it lets the agency propose a new scheme, never see or
 * change one the hirer did not share. Checked before anything about the scheme is looked at, so a refusal
 * says nothing about whether it exists or which version it has.
 */
export async function mayProposeChangeOf(
  db: Database,
  viewer: AgencyViewer,
  hirerCompanyId: number,
  schemeId: number,
): Promise<boolean> {
  const shared = await findSharedSchemeById(db, viewer, schemeId);
  return shared?.hirerCompanyId === hirerCompanyId && (await mayPropose(db, viewer, hirerCompanyId));
}

/** The hirer's addresses for a new proposal: the users who asked this agency for help, else the main users. */
async function hirerRecipients(
  tx: Transaction,
  hirerCompanyId: number,
  agencyCompanyId: number,
): Promise<string[]> {
  const live = and(eq(users.companyId, hirerCompanyId), isNull(users.deletedAt), eq(users.isActive, true));
  const asked = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(live, eq(users.uitlenerAskedForHelp, agencyCompanyId)));
  if (asked.length > 0) return asked.map((row) => row.email);
  const main = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(live, eq(users.isMainUser, true)));
  return main.map((row) => row.email);
}

async function companyOf(
  db: Database | Transaction,
  id: number,
): Promise<{ name: string; kvkNr: string } | undefined> {
  const [row] = await db
    .select({ name: companies.companyName, kvkNr: companies.kvkNr })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export type ProposalSaveResult =
  | { status: 'saved'; saved: InlenersCaoSaveResponse }
  /** The hirer has no scheme with this id. */
  | { status: 'not_found' }
  /** The scheme's newest version is no longer the one the proposal started from; nothing was written. */
  | { status: 'stale' };

/**
 * Stores an agency's proposal (a payload that passed the same checks as a save) and mails the hirer. `basis`
 * names the hirer's scheme and the version the proposal changes; null for a proposal of a new scheme.
 */
export function saveProposal(
  db: Database,
  input: {
    agency: SchemeAuthor;
    hirerCompanyId: number;
    payload: InlenersCaoPayload;
    basis: { schemeId: number; version: number } | null;
    now: Date;
    publicUrl: string;
  },
): Promise<ProposalSaveResult> {
  const { agency, hirerCompanyId, basis, now } = input;
  return inTransaction(db, async (tx): Promise<ProposalSaveResult> => {
    let what = NEW_SCHEME_WHAT;
    if (basis !== null) {
      const [scheme] = await tx
        .select({ version: schemes.currentVersion, caoName: caoVersions.fullName })
        .from(schemes)
        .innerJoin(
          schemeVersions,
          and(eq(schemeVersions.schemeId, schemes.id), eq(schemeVersions.number, schemes.currentVersion)),
        )
        .leftJoin(caoVersions, eq(caoVersions.id, schemeVersions.caoVersionId))
        .where(and(eq(schemes.id, basis.schemeId), eq(schemes.companyId, hirerCompanyId)));
      if (scheme === undefined) return { status: 'not_found' };
      if (scheme.version !== basis.version) return { status: 'stale' };
      what = `uw beloningsregeling "${scheme.caoName ?? OWN_SCHEME_NAME}"`;
    }
    const [row] = await tx
      .insert(schemeProposals)
      .values({
        hirerCompanyId,
        agencyCompanyId: agency.companyId,
        proposedBy: agency.userId,
        schemeId: basis?.schemeId ?? null,
        basedOnVersion: basis?.version ?? null,
        payload: storedPayload(input.payload),
        caoVersionId: input.payload.cao_id,
        signedFullname: input.payload.signed_fullname,
        createdAt: now,
      })
      .returning({ id: schemeProposals.id, guid: schemeProposals.guid });
    if (row === undefined) throw new Error('Geen voorstel opgeslagen');
    const agencyCompany = await companyOf(tx, agency.companyId);
    if (agencyCompany === undefined) throw new Error('Uitlener niet gevonden');
    const mail = proposalNewMail({
      publicUrl: input.publicUrl,
      agencyName: agencyCompany.name,
      agencyKvkNr: agencyCompany.kvkNr,
      what,
      proposalGuid: row.guid,
    });
    for (const to of await hirerRecipients(tx, hirerCompanyId, agency.companyId)) {
      await enqueueMail(tx, { ...mail, to }, now);
    }
    return { status: 'saved', saved: { id: row.id, guid: row.guid, version: (basis?.version ?? 0) + 1 } };
  });
}

type ProposalRow = typeof schemeProposals.$inferSelect;

async function findProposal(
  db: Database | Transaction,
  guid: string,
  scope: { hirerCompanyId: number } | { agencyCompanyId: number },
): Promise<ProposalRow | undefined> {
  if (!GUID.test(guid)) return undefined;
  const [row] = await db
    .select()
    .from(schemeProposals)
    .where(
      and(
        eq(schemeProposals.guid, guid.toLowerCase()),
        'hirerCompanyId' in scope
          ? eq(schemeProposals.hirerCompanyId, scope.hirerCompanyId)
          : eq(schemeProposals.agencyCompanyId, scope.agencyCompanyId),
      ),
    );
  return row;
}

/** The payload of the version an accepted proposal becomes: the agency's work, signed by the hirer. */
function acceptedPayload(row: ProposalRow, decision: ProposalDecisionRequest): InlenersCaoPayload {
  const proposed = row.payload as StoredSchemePayload;
  return {
    ...proposed,
    proposal_inlener_id: null,
    signed_fullname: decision.signed_fullname,
    terms_accepted: true,
    follow_salary_tables: decision.follow_salary_tables ?? proposed.follow_salary_tables,
  };
}

export type DecisionResult =
  | { status: 'accepted'; saved: InlenersCaoSaveResponse }
  | { status: 'rejected' }
  /** No proposal with this guid for the hirer. */
  | { status: 'not_found' }
  /** Already accepted or rejected. */
  | { status: 'decided' }
  /** The scheme has a newer version than the proposal's basis; nothing was written. */
  | { status: 'stale' }
  /** The accepted version would not pass the rules of a save (for example no Ja/Nee on the salary tables). */
  | { status: 'invalid'; errors: FieldErrors };

/**
 * The hirer accepts or rejects an open proposal. The proposal row is locked (SELECT ... FOR UPDATE while
 * still open), so of two decisions on the same proposal exactly one is made and the other finds it decided;
 * accepting appends the version with the compare-and-set of a save, so a scheme that moved on since the
 * proposal's basis refuses it ('stale') and nothing is written.
 */
export async function decideProposal(
  db: Database,
  input: {
    guid: string;
    hirer: SchemeAuthor;
    decision: ProposalDecisionRequest;
    now: Date;
    agencyPortalUrl: string;
  },
): Promise<DecisionResult> {
  const { hirer, decision, now } = input;
  const found = await findProposal(db, input.guid, { hirerCompanyId: hirer.companyId });
  if (found === undefined) return { status: 'not_found' };
  if (found.status !== 'open') return { status: 'decided' };
  const payload = acceptedPayload(found, decision);
  if (decision.accept) {
    const validation = await validateSchemePayload(db, payload);
    if (!validation.ok) return { status: 'invalid', errors: validation.errors };
  }
  return inTransaction(db, async (tx): Promise<DecisionResult> => {
    const [row] = await tx
      .select()
      .from(schemeProposals)
      .where(and(eq(schemeProposals.id, found.id), eq(schemeProposals.status, 'open')))
      .for('update');
    if (row === undefined) return { status: 'decided' };
    const hirerCompany = await companyOf(tx, hirer.companyId);
    const [proposer] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.proposedBy));
    if (hirerCompany === undefined || proposer === undefined)
      throw new Error('Bedrijf of gebruiker ontbreekt');
    const mailBase = {
      agencyPortalUrl: input.agencyPortalUrl,
      hirerName: hirerCompany.name,
      hirerKvkNr: hirerCompany.kvkNr,
    };
    if (!decision.accept) {
      await tx
        .update(schemeProposals)
        .set({ status: 'rejected', rejectedAt: now, decidedBy: hirer.userId })
        .where(eq(schemeProposals.id, row.id));
      await enqueueMail(
        tx,
        { ...proposalRejectedMail({ ...mailBase, rejectedAt: now }), to: proposer.email },
        now,
      );
      return { status: 'rejected' };
    }
    let saved: InlenersCaoSaveResponse;
    if (row.schemeId === null || row.basedOnVersion === null) {
      saved = await createSchemeIn(tx, payload, hirer, now);
    } else {
      const appended = await appendVersionIn(tx, row.schemeId, row.basedOnVersion, payload, hirer, now);
      if (appended.status !== 'saved') return { status: appended.status === 'stale' ? 'stale' : 'not_found' };
      saved = appended.saved;
    }
    await tx
      .update(schemeProposals)
      .set({
        status: 'accepted',
        acceptedAt: now,
        decidedBy: hirer.userId,
        acceptedSchemeId: saved.id,
        acceptedVersion: saved.version,
      })
      .where(eq(schemeProposals.id, row.id));
    const mail = proposalAcceptedMail({
      ...mailBase,
      signedFullname: decision.signed_fullname,
      version: saved.version,
      acceptedAt: now,
    });
    await enqueueMail(tx, { ...mail, to: proposer.email }, now);
    return { status: 'accepted', saved };
  });
}

/** The newest `count` versions of the scheme below `number`, oldest first, and the cursor of the older ones. */
async function versionsBelow(
  db: Database,
  schemeId: number,
  number: number,
  count: number,
): Promise<{ versions: SchemeVersion[]; after: string | null }> {
  const rows = await schemeVersionPage(db, schemeId, { limit: count, after: ['v', number] });
  const sent = rows.slice(0, count);
  const last = sent.at(-1);
  return {
    versions: sent.map((entry) => entry.item).reverse(),
    after: rows.length > count && last !== undefined ? encodeCursor(last.key) : null,
  };
}

/**
 * The versions a hirer's open or rejected proposal (by its guid) lists before itself: its scheme's, up to the
 * version it is based on. Undefined for an unknown proposal, another company's, an accepted one (its detail is
 * the scheme's, under the scheme's guid) or one for a new scheme (it has no earlier versions).
 */
export async function proposalVersionsBasis(
  db: Database,
  hirerCompanyId: number,
  guid: string,
): Promise<{ schemeId: number; below: number } | undefined> {
  const row = await findProposal(db, guid, { hirerCompanyId });
  if (row === undefined || row.status === 'accepted' || row.schemeId === null) return undefined;
  return { schemeId: row.schemeId, below: (row.basedOnVersion ?? 0) + 1 };
}

/** A proposal as a detail: the version it would become, after the scheme's versions up to its basis. */
async function proposalDetail(
  db: Database,
  row: ProposalRow,
  viewer: 'hirer' | 'agency',
): Promise<InlenersCao> {
  const number = (row.basedOnVersion ?? 0) + 1;
  // The hirer gets the newest versions up to the basis and the cursor of the rest, as a scheme's detail does
  // (GET inleners-cao/{proposal guid}/versions/ continues them); the agency's own read lists them all.
  const earlier =
    row.schemeId === null
      ? { versions: [], after: null }
      : viewer === 'hirer'
        ? await versionsBelow(db, row.schemeId, number, DETAIL_VERSIONS - 1)
        : {
            versions: (await schemeVersionList(db, row.schemeId)).filter((v) => v.version < number),
            after: null,
          };
  const [hirer, agency] = await Promise.all([
    companyOf(db, row.hirerCompanyId),
    companyOf(db, row.agencyCompanyId),
  ]);
  return composeDetail(db, {
    id: row.id,
    guid: row.guid,
    companyName: hirer?.name ?? '',
    number,
    versions: [...earlier.versions, { version: number, created_at: row.createdAt.toISOString() }],
    versionsAfter: earlier.after,
    payload: row.payload as StoredSchemePayload,
    caoVersionId: row.caoVersionId,
    signedFullname: row.signedFullname,
    createdAt: row.createdAt,
    koppelingen:
      viewer === 'hirer' && row.schemeId !== null
        ? await listKoppelingen(db, { schemeId: row.schemeId })
        : [],
    proposal: { byKvkNr: agency?.kvkNr ?? '', byCompany: agency?.name ?? '', rejectedAt: row.rejectedAt },
  });
}

/**
 * A proposal by its guid for the hirer it is for: open or rejected, the proposal itself (or, with an earlier
 * version number, that version of the scheme it changes); accepted, the scheme version it became.
 */
export async function loadProposalForHirer(
  db: Database,
  hirerCompanyId: number,
  guid: string,
  version?: number,
): Promise<InlenersCao | undefined> {
  const row = await findProposal(db, guid, { hirerCompanyId });
  if (row === undefined) return undefined;
  const schemeGuid = async (id: number) =>
    (await db.select({ guid: schemes.guid }).from(schemes).where(eq(schemes.id, id)))[0]?.guid;
  if (row.status === 'accepted' && row.acceptedSchemeId !== null) {
    const target = await schemeGuid(row.acceptedSchemeId);
    return target === undefined
      ? undefined
      : loadSchemeDetail(
          db,
          { companyId: hirerCompanyId, withLinks: true },
          target,
          version ?? row.acceptedVersion ?? undefined,
        );
  }
  const number = (row.basedOnVersion ?? 0) + 1;
  if (version === undefined || version === number) return proposalDetail(db, row, 'hirer');
  if (row.schemeId === null || version > number) return undefined;
  const target = await schemeGuid(row.schemeId);
  return target === undefined
    ? undefined
    : loadSchemeDetail(db, { companyId: hirerCompanyId, withLinks: true }, target, version);
}

/** The agency's own proposal by its guid (GET inleners-cao/{guid}/?uitlener=true), in any state. */
export async function loadProposalForAgency(
  db: Database,
  agencyCompanyId: number,
  guid: string,
  version?: number,
): Promise<InlenersCao | undefined> {
  const row = await findProposal(db, guid, { agencyCompanyId });
  if (row === undefined) return undefined;
  if (version !== undefined && version !== (row.basedOnVersion ?? 0) + 1) return undefined;
  return proposalDetail(db, row, 'agency');
}

/**
 * The hirer's open proposals as list items (GET inleners-cao-list/?get_proposals=true), newest first (then by
 * id): at most `page.limit + 1` after `page.after`, each keyed for the next page.
 */
export async function listOpenProposals(
  db: Database,
  hirerCompanyId: number,
  page: PageRequest<SchemeListKey>,
): Promise<Keyed<InlenersCaoListItem, SchemeListKey>[]> {
  const after = page.after;
  const rows = await db
    .select({ proposal: schemeProposals, created: sql<string>`${schemeProposals.createdAt}::text` })
    .from(schemeProposals)
    .where(
      and(
        eq(schemeProposals.hirerCompanyId, hirerCompanyId),
        eq(schemeProposals.status, 'open'),
        after === undefined
          ? undefined
          : sql`(${schemeProposals.createdAt}, ${schemeProposals.id}) < (${after[1]}::timestamptz, ${after[2]})`,
      ),
    )
    .orderBy(desc(schemeProposals.createdAt), desc(schemeProposals.id))
    .limit(page.limit + 1);
  const items: Keyed<InlenersCaoListItem, SchemeListKey>[] = [];
  for (const { proposal: row, created } of rows) {
    const detail = await proposalDetail(db, row, 'hirer');
    items.push({
      key: ['p', created, row.id],
      item: {
        id: detail.id,
        guid: detail.guid,
        cao_id: detail.cao_id,
        full_name: detail.full_name,
        version: detail.version,
        based_on: detail.based_on,
        proposal_by: detail.proposal_by,
        proposal_by_company: detail.proposal_by_company,
        rejected_proposal: detail.rejected_proposal,
        rejected_proposal_date: detail.rejected_proposal_date,
        company_name: detail.company_name,
        signed_fullname: detail.signed_fullname,
        updated_at: detail.updated_at,
        koppelingen: detail.koppelingen,
        new_cao_version: detail.new_cao_version,
        has_new_based_on_tables: detail.has_new_based_on_tables,
      },
    });
  }
  return items;
}

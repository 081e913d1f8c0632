import type { AgencyHirer } from '@beloning/core/schemas';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { addressIn, provenAddresses } from '../auth/mailboxes.js';
import type { Database, Transaction } from '../db/database.js';
import { encodeCursor, type Keyed, type PageRequest } from '../http/paging.js';
import {
  caoCompliances,
  caoVersions,
  companies,
  koppelingen,
  schemes,
  schemeVersions,
} from '../db/schema.js';
import { OWN_SCHEME_NAME } from '../schemes/messages.js';
import type { VersionPageKey } from '../schemes/view.js';

/**
 * What hirers share with an agency user: every scheme and cao compliance with a connected link (koppeling)
 * to the KVK number of the user's agency company whose contact address the user speaks for (src/auth/
 * mailboxes.ts: their own proved addresses and those of who let them in). The number alone reaches nobody:
 * anyone can register an agency under any number. A disconnected link shares nothing, at once: every read
 * goes through here.
 */

/** An agency user as the shares see them: the company's KVK number and the addresses the user speaks for. */
export interface AgencyViewer {
  companyId: number;
  kvkNr: string;
  addresses: string[];
}

/** The viewer of a user of a live agency company, or undefined. */
export async function agencyViewer(
  db: Database | Transaction,
  auth: { companyId: number; userId: number },
): Promise<AgencyViewer | undefined> {
  const [row] = await db
    .select({ kvkNr: companies.kvkNr })
    .from(companies)
    .where(
      and(eq(companies.id, auth.companyId), eq(companies.kind, 'uitlener'), isNull(companies.deletedAt)),
    );
  if (row === undefined) return undefined;
  return { companyId: auth.companyId, kvkNr: row.kvkNr, addresses: await provenAddresses(db, auth.userId) };
}

const connected = (viewer: AgencyViewer) =>
  and(
    eq(koppelingen.kvkNr, viewer.kvkNr),
    eq(koppelingen.disabled, false),
    addressIn(koppelingen.contactEmail, viewer.addresses),
  );

/**
 * Where a page of the shared hirers starts after: the last hirer's lower-case name (as the database lowers it)
 * and company id.
 */
export const sharedHirersKeySchema = z.tuple([
  z.literal('h'),
  z.string().max(600),
  z.number().int().positive(),
]);
export type SharedHirersKey = z.infer<typeof sharedHirersKeySchema>;

/**
 * The hirers that share something with the agency user, by name (then company id), with what they share: at
 * most `page.limit + 1` hirers after `page.after`, each keyed for the next page (src/http/paging.ts).
 */
export async function listSharedHirers(
  db: Database,
  viewer: AgencyViewer,
  page: PageRequest<SharedHirersKey>,
): Promise<Keyed<AgencyHirer, SharedHirersKey>[]> {
  const name = sql<string>`lower(${companies.companyName})`;
  const after = page.after;
  const pageRows = await db
    .select({ id: companies.id, sortName: name })
    .from(koppelingen)
    .innerJoin(companies, eq(companies.id, koppelingen.companyId))
    .where(
      and(
        connected(viewer),
        after === undefined ? undefined : sql`(${name}, ${companies.id}) > (${after[1]}, ${after[2]})`,
      ),
    )
    .groupBy(companies.id)
    .orderBy(asc(name), asc(companies.id))
    .limit(page.limit + 1);
  if (pageRows.length === 0) return [];
  const onPage = and(
    connected(viewer),
    inArray(
      koppelingen.companyId,
      pageRows.map((row) => row.id),
    ),
  );
  const schemeRows = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      companyKvkNr: companies.kvkNr,
      id: schemes.id,
      guid: schemes.guid,
      version: schemes.currentVersion,
      updatedAt: schemes.updatedAt,
      caoName: caoVersions.fullName,
      versionCreatedAt: schemeVersions.createdAt,
      firstOpenedAt: koppelingen.firstOpenedAt,
    })
    .from(koppelingen)
    .innerJoin(schemes, eq(schemes.id, koppelingen.schemeId))
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .innerJoin(
      schemeVersions,
      and(eq(schemeVersions.schemeId, schemes.id), eq(schemeVersions.number, schemes.currentVersion)),
    )
    .leftJoin(caoVersions, eq(caoVersions.id, schemeVersions.caoVersionId))
    .where(onPage)
    .orderBy(asc(schemes.id));
  const complianceRows = await db
    .select({
      companyId: companies.id,
      companyName: companies.companyName,
      companyKvkNr: companies.kvkNr,
      id: caoCompliances.id,
      caoId: caoCompliances.caoVersionId,
      caoName: caoVersions.fullName,
      createdAt: caoCompliances.createdAt,
      firstOpenedAt: koppelingen.firstOpenedAt,
    })
    .from(koppelingen)
    .innerJoin(caoCompliances, eq(caoCompliances.id, koppelingen.complianceId))
    .innerJoin(companies, eq(companies.id, caoCompliances.companyId))
    .innerJoin(caoVersions, eq(caoVersions.id, caoCompliances.caoVersionId))
    .where(onPage)
    .orderBy(asc(caoCompliances.id));

  const hirers = new Map<number, AgencyHirer>();
  const hirerOf = (row: { companyId: number; companyName: string; companyKvkNr: string }) => {
    let hirer = hirers.get(row.companyId);
    if (hirer === undefined) {
      hirer = {
        inlener_id: row.companyId,
        company_name: row.companyName,
        kvk_nr: row.companyKvkNr,
        schemes: [],
        compliances: [],
      };
      hirers.set(row.companyId, hirer);
    }
    return hirer;
  };
  for (const row of schemeRows) {
    hirerOf(row).schemes.push({
      id: row.id,
      guid: row.guid,
      full_name: row.caoName ?? OWN_SCHEME_NAME,
      version: row.version,
      // Only the newest version: the list's cost must not grow with a scheme's history. The versions route
      // continues below it, as for a detail (src/schemes/view.ts detailVersions).
      versions: [{ version: row.version, created_at: row.versionCreatedAt.toISOString() }],
      versions_after: row.version > 1 ? encodeCursor(['v', row.version] satisfies VersionPageKey) : null,
      updated_at: row.updatedAt.toISOString(),
      new: row.firstOpenedAt === null,
    });
  }
  for (const row of complianceRows) {
    hirerOf(row).compliances.push({
      id: row.id,
      cao_id: row.caoId,
      cao_name: row.caoName,
      created_at: row.createdAt.toISOString(),
      new: row.firstOpenedAt === null,
    });
  }
  return pageRows.flatMap((row) => {
    const hirer = hirers.get(row.id);
    return hirer === undefined ? [] : [{ item: hirer, key: ['h', row.sortName, row.id] as SharedHirersKey }];
  });
}

/** A shared item found through its connected link: the link and the hirer company that owns the item. */
export interface SharedItem {
  koppelingId: number;
  hirerCompanyId: number;
  hirerName: string;
  hirerKvkNr: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The scheme with this guid when it is shared with the agency user through a connected link. */
export async function findSharedScheme(
  db: Database,
  viewer: AgencyViewer,
  guid: string,
): Promise<SharedItem | undefined> {
  if (!GUID.test(guid)) return undefined;
  return findSharedSchemeWhere(db, viewer, eq(schemes.guid, guid.toLowerCase()));
}

/** The scheme with this id when it is shared with the agency user through a connected link. */
export async function findSharedSchemeById(
  db: Database,
  viewer: AgencyViewer,
  id: number,
): Promise<SharedItem | undefined> {
  return findSharedSchemeWhere(db, viewer, eq(schemes.id, id));
}

async function findSharedSchemeWhere(
  db: Database,
  viewer: AgencyViewer,
  scheme: SQL | undefined,
): Promise<SharedItem | undefined> {
  const [row] = await db
    .select({
      koppelingId: koppelingen.id,
      hirerCompanyId: schemes.companyId,
      hirerName: companies.companyName,
      hirerKvkNr: companies.kvkNr,
    })
    .from(koppelingen)
    .innerJoin(schemes, eq(schemes.id, koppelingen.schemeId))
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .where(and(connected(viewer), scheme));
  return row;
}

/** The cao compliance with this id when it is shared with the agency user through a connected link. */
export async function findSharedCompliance(
  db: Database,
  viewer: AgencyViewer,
  id: number,
): Promise<SharedItem | undefined> {
  const [row] = await db
    .select({
      koppelingId: koppelingen.id,
      hirerCompanyId: caoCompliances.companyId,
      hirerName: companies.companyName,
      hirerKvkNr: companies.kvkNr,
    })
    .from(koppelingen)
    .innerJoin(caoCompliances, eq(caoCompliances.id, koppelingen.complianceId))
    .innerJoin(companies, eq(companies.id, caoCompliances.companyId))
    .where(and(connected(viewer), eq(caoCompliances.id, id)));
  return row;
}

/** Records that the agency opened what the link shares: the link is no longer 'new' for the hirer. */
export async function markOpened(db: Database, koppelingId: number, now: Date): Promise<void> {
  await db
    .update(koppelingen)
    .set({ firstOpenedAt: now })
    .where(and(eq(koppelingen.id, koppelingId), isNull(koppelingen.firstOpenedAt)));
}

/** One of the viewer's connected links on anything of the hirer company (a scheme or a cao compliance). */
export async function sharesSomethingWith(
  db: Database | Transaction,
  viewer: AgencyViewer,
  hirerCompanyId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: koppelingen.id })
    .from(koppelingen)
    .where(and(eq(koppelingen.companyId, hirerCompanyId), connected(viewer)))
    .limit(1);
  return row?.id;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { caoCompliances, caoVersions, companies, schemes, schemeVersions } from '../db/schema.js';
import { OWN_SCHEME_NAME } from '../schemes/messages.js';

/** What a link can share, found by the `{id}` of its path within the caller's company. */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^[1-9]\d{0,9}$/;

/** A path id as a database id, or undefined when it cannot be one. */
export function numericId(value: string): number | undefined {
  if (!ID.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

export interface SharedSubject {
  id: number;
  /** How the mail names it: 'de beloningsregeling "..."'. */
  what: string;
}

/** The company's scheme by numeric id or guid (the web's links screen uses the guid). */
export async function findOwnSchemeForLinks(
  db: Database,
  companyId: number,
  idOrGuid: string,
): Promise<SharedSubject | undefined> {
  const id = numericId(idOrGuid);
  if (id === undefined && !GUID.test(idOrGuid)) return undefined;
  const [row] = await db
    .select({ id: schemes.id, caoName: caoVersions.fullName })
    .from(schemes)
    .innerJoin(
      schemeVersions,
      and(eq(schemeVersions.schemeId, schemes.id), eq(schemeVersions.number, schemes.currentVersion)),
    )
    .leftJoin(caoVersions, eq(caoVersions.id, schemeVersions.caoVersionId))
    .where(
      and(
        eq(schemes.companyId, companyId),
        id === undefined ? eq(schemes.guid, idOrGuid.toLowerCase()) : eq(schemes.id, id),
      ),
    );
  if (row === undefined) return undefined;
  return { id: row.id, what: `de beloningsregeling "${row.caoName ?? OWN_SCHEME_NAME}"` };
}

/** The company's cao compliance by numeric id. */
export async function findOwnComplianceForLinks(
  db: Database,
  companyId: number,
  idText: string,
): Promise<SharedSubject | undefined> {
  const id = numericId(idText);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ id: caoCompliances.id, caoName: caoVersions.fullName })
    .from(caoCompliances)
    .innerJoin(caoVersions, eq(caoVersions.id, caoCompliances.caoVersionId))
    .where(and(eq(caoCompliances.companyId, companyId), eq(caoCompliances.id, id)));
  if (row === undefined) return undefined;
  return { id: row.id, what: `de verklaring dat de ${row.caoName} wordt gevolgd` };
}

/** The company's name, KVK number and whether both are verified. */
export async function companyForLinks(
  db: Database,
  companyId: number,
): Promise<{ name: string; kvkNr: string; verified: boolean } | undefined> {
  const [row] = await db
    .select({ name: companies.companyName, kvkNr: companies.kvkNr, verified: companies.kvkVerified })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

import { asc } from 'drizzle-orm';
import type { AardType } from '@beloning/core/schemas';
import type { Database } from '../db/database.js';
import { aardTypes } from '../db/schema.js';

/**
 * The natures of work (aard van het werk) a job can be given in wizard step 5 and short-wizard step 2, as
 * [code, label]. No source in the project lists them (SPEC.md says only that they come back as pairs), so
 * this list is our own; the seed adds a code that is missing and leaves existing rows (and their labels)
 * alone, so an operator can change labels in the database.
 */
export const DEFAULT_AARD_TYPES: readonly AardType[] = [
  ['AV', 'Algemeen vakmanschap'],
  ['UV', 'Uitvoerend werk'],
  ['PR', 'Productiewerk'],
  ['LO', 'Logistiek werk'],
  ['TE', 'Technisch werk'],
  ['AD', 'Administratief werk'],
  ['CO', 'Commercieel werk'],
  ['DV', 'Dienstverlening en zorg'],
  ['LG', 'Leidinggevend werk'],
  ['OV', 'Overig'],
];

/** Adds the default aard types that are missing; returns how many were added. */
export async function ensureAardTypes(db: Database): Promise<number> {
  const added = await db
    .insert(aardTypes)
    .values(DEFAULT_AARD_TYPES.map(([code, label], position) => ({ code, label, position })))
    .onConflictDoNothing({ target: aardTypes.code })
    .returning({ code: aardTypes.code });
  return added.length;
}

/** Every aard type in its order, as GET inleners/aard-types/ sends them. */
export async function listAardTypes(db: Database): Promise<AardType[]> {
  const rows = await db
    .select({ code: aardTypes.code, label: aardTypes.label })
    .from(aardTypes)
    .orderBy(asc(aardTypes.position), asc(aardTypes.code));
  return rows.map((row) => [row.code, row.label]);
}

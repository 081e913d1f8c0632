import { tablePayscales } from '@beloning/core/rules';
import { savedSeriesTable, tableSeries } from '@beloning/core/salary';
import {
  salaryTableSchema,
  type InlenersCao,
  type InlenersCaoListItem,
  type Job,
  type Koppeling,
  type NewCaoVersion,
  type SalaryTable,
  type SchemeVersion,
} from '@beloning/core/schemas';
import { and, asc, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { caoSalaryTables, caoVersions, companies, schemes, schemeVersions } from '../db/schema.js';
import { listKoppelingen } from '../links/koppelingen.js';
import { OWN_SCHEME_NAME } from './messages.js';
import type { StoredSchemePayload } from './store.js';

/**
 * Reading schemes as the API answers them (core's inlenersCaoSchema): a version's payload with the scheme's
 * bookkeeping, and what the cao data says about it now. `new_cao_version` and `has_new_based_on_tables` are
 * computed from the cao tables on every read rather than stored: a version never changes, and the cao tables
 * always tell which version is the latest and which tables changed since.
 */

/** The cao fields of a salary-table record that a scheme's payload does not carry. */
const caoTableDetailsSchema = salaryTableSchema
  .pick({
    description: true,
    active_per_description: true,
    hours_in_workweek: true,
    normal_workweek: true,
    workweeks: true,
    min_age: true,
    max_age: true,
    abu_calc_available: true,
    jobs: true,
  })
  .partial();

interface CaoTableRow {
  id: number;
  versionId: number;
  name: string;
  activePer: string;
  endDate: string | null;
  fullTable: unknown;
  details: unknown;
}

const caoTableColumns = {
  id: caoSalaryTables.id,
  versionId: caoSalaryTables.versionId,
  name: caoSalaryTables.name,
  activePer: caoSalaryTables.activePer,
  endDate: caoSalaryTables.endDate,
  fullTable: caoSalaryTables.fullTable,
  details: caoSalaryTables.details,
};

/** A salary table of a cao version as the API sends it. */
export function caoTableRecord(row: CaoTableRow): SalaryTable {
  return salaryTableSchema.parse({
    ...(row.details as object),
    id: row.id,
    salary_table_id: row.id,
    original_salary_table_id: null,
    cao_id: row.versionId,
    name: row.name,
    active_per: row.activePer,
    end_date: row.endDate,
    full_table: row.fullTable,
    created_at: null,
  });
}

/** Tables grouped per series (core's table-series, in order of first appearance), in date order within one. */
function grouped(tables: readonly SalaryTable[]): SalaryTable[] {
  return tableSeries(tables.map(savedSeriesTable)).flatMap((series) => series.map((index) => tables[index]!));
}

/** The scheme's tables of one version as records, with what the cao's original tables add. */
async function schemeTables(
  db: Database,
  payload: StoredSchemePayload,
  caoVersionId: number | null,
  createdAt: string,
): Promise<SalaryTable[]> {
  const originalIds = [
    ...new Set(payload.salary_tables.flatMap((table) => table.original_salary_table_id ?? [])),
  ];
  const originals = new Map<number, ReturnType<typeof caoTableDetailsSchema.parse>>();
  if (originalIds.length > 0) {
    const rows = await db
      .select({ id: caoSalaryTables.id, details: caoSalaryTables.details })
      .from(caoSalaryTables)
      .where(inArray(caoSalaryTables.id, originalIds));
    for (const row of rows) {
      const details = caoTableDetailsSchema.safeParse(row.details);
      originals.set(row.id, details.success ? details.data : {});
    }
  }
  return grouped(
    payload.salary_tables.map((table): SalaryTable => {
      const original =
        table.original_salary_table_id === null ? undefined : originals.get(table.original_salary_table_id);
      const payscales = tablePayscales(table.full_table);
      const jobs: Job[] = table.inleners_jobs.map((job) => {
        const from = payscales.indexOf(job.minimal_payscale);
        return { ...job, payscales: from === -1 ? [job.minimal_payscale] : payscales.slice(from) };
      });
      return {
        id: null,
        salary_table_id: table.salary_table_id,
        original_salary_table_id: table.original_salary_table_id,
        cao_id: caoVersionId,
        name: table.name,
        description: original?.description ?? '',
        active_per: table.active_per,
        active_per_description: original?.active_per_description ?? '',
        end_date: table.end_date,
        conform: table.conform,
        wages_per: table.wages_per,
        wages_divided_by: table.wages_divided_by,
        hours_in_workweek: original?.hours_in_workweek ?? null,
        normal_workweek: original?.normal_workweek ?? null,
        workweeks: original?.workweeks ?? null,
        hour_definition: table.hour_definition,
        initial_scaling: table.initial_scaling,
        adv: table.adv_type === 'percentage' ? table.adv_amount : null,
        adv_amount: table.adv_amount,
        adv_comment: table.adv_comment,
        adv_type: table.adv_type,
        bbl: table.bbl,
        abu_calc_available: original?.abu_calc_available ?? false,
        min_age: original?.min_age ?? null,
        max_age: original?.max_age ?? null,
        payscales,
        full_table: table.full_table,
        periodiek_verhogingen: table.periodiek_verhogingen,
        shift_work_comment: table.shift_work_comment,
        jobs: original?.jobs ?? [],
        inleners_jobs: jobs,
        created_at: createdAt,
      };
    }),
  );
}

/**
 * The newer cao tables for each based-on table: when the cao of table T has a later latest version, the
 * latest version's tables in T's series that T's own version did not have with the same start date and
 * content (changed or added tables). Keyed by the based-on table's id; tables with nothing newer are absent.
 */
export async function newerTables(
  db: Database,
  basedOnIds: readonly number[],
): Promise<Map<number, CaoTableRow[]>> {
  const result = new Map<number, CaoTableRow[]>();
  if (basedOnIds.length === 0) return result;
  const original = alias(caoSalaryTables, 'original');
  const originalVersion = alias(caoVersions, 'original_version');
  const latestVersion = alias(caoVersions, 'latest_version');
  const same = alias(caoSalaryTables, 'same');
  const rows = await db
    .select({ basedOn: original.id, ...caoTableColumns })
    .from(original)
    .innerJoin(originalVersion, eq(originalVersion.id, original.versionId))
    .innerJoin(
      latestVersion,
      and(
        eq(latestVersion.caoId, originalVersion.caoId),
        eq(latestVersion.isLatest, true),
        ne(latestVersion.id, originalVersion.id),
      ),
    )
    .innerJoin(
      caoSalaryTables,
      and(eq(caoSalaryTables.versionId, latestVersion.id), eq(caoSalaryTables.seriesKey, original.seriesKey)),
    )
    .where(
      and(
        inArray(original.id, [...basedOnIds]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(same)
            .where(
              and(
                eq(same.versionId, original.versionId),
                eq(same.seriesKey, caoSalaryTables.seriesKey),
                eq(same.activePer, caoSalaryTables.activePer),
                eq(same.contentHash, caoSalaryTables.contentHash),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(caoSalaryTables.position));
  for (const { basedOn, ...row } of rows) result.set(basedOn, [...(result.get(basedOn) ?? []), row]);
  return result;
}

/** [latest version id, its full name] when the cao version is not the latest of its cao, else []. */
async function newCaoVersions(
  db: Database,
  caoVersionIds: readonly number[],
): Promise<Map<number, NewCaoVersion>> {
  const result = new Map<number, NewCaoVersion>();
  if (caoVersionIds.length === 0) return result;
  const latest = alias(caoVersions, 'latest');
  const rows = await db
    .select({ versionId: caoVersions.id, latestId: latest.id, latestName: latest.fullName })
    .from(caoVersions)
    .innerJoin(latest, and(eq(latest.caoId, caoVersions.caoId), eq(latest.isLatest, true)))
    .where(and(inArray(caoVersions.id, [...caoVersionIds]), ne(latest.id, caoVersions.id)));
  for (const row of rows) result.set(row.versionId, [row.latestId, row.latestName]);
  return result;
}

export function basedOnIdsOf(payload: StoredSchemePayload): number[] {
  return [...new Set(payload.salary_tables.flatMap((table) => table.original_salary_table_id ?? []))];
}

/** What a detail is made of: one version (or a proposal) of a scheme and the scheme's bookkeeping. */
export interface DetailSource {
  id: number;
  guid: string;
  companyName: string;
  number: number;
  versions: SchemeVersion[];
  payload: StoredSchemePayload;
  caoVersionId: number | null;
  signedFullname: string;
  createdAt: Date;
  koppelingen: Koppeling[];
  /** For an agency's proposal: the agency and, once rejected, when. */
  proposal?: { byKvkNr: string; byCompany: string; rejectedAt: Date | null };
}

/** The detail as the API answers it (core's inlenersCaoSchema), with what the cao data says about it now. */
export async function composeDetail(db: Database, source: DetailSource): Promise<InlenersCao> {
  const { payload } = source;
  const [cao] =
    source.caoVersionId === null
      ? []
      : await db
          .select({ fullName: caoVersions.fullName, avv: caoVersions.avv })
          .from(caoVersions)
          .where(eq(caoVersions.id, source.caoVersionId));
  const createdAt = source.createdAt.toISOString();
  const newer = await newerTables(db, basedOnIdsOf(payload));
  const newCao =
    source.caoVersionId === null
      ? undefined
      : (await newCaoVersions(db, [source.caoVersionId])).get(source.caoVersionId);
  const newTables = [...new Map([...newer.values()].flat().map((table) => [table.id, table])).values()];
  return {
    id: source.id,
    guid: source.guid,
    cao_id: source.caoVersionId,
    full_name: cao?.fullName ?? OWN_SCHEME_NAME,
    version: source.number,
    versions: source.versions,
    based_on: cao?.fullName ?? null,
    proposal_by: source.proposal?.byKvkNr ?? null,
    proposal_by_company: source.proposal?.byCompany ?? null,
    rejected_proposal: (source.proposal?.rejectedAt ?? null) !== null,
    rejected_proposal_date: source.proposal?.rejectedAt?.toISOString() ?? null,
    company_name: source.companyName,
    signed_fullname: source.signedFullname,
    follow_salary_tables: payload.follow_salary_tables,
    duration_start: payload.duration_start,
    duration_end: payload.duration_end ?? null,
    vacation_time_type: payload.vacation_time_type,
    vacation_time_amount: payload.vacation_amount,
    vacation_allowance: payload.vacation_allowance,
    year_end_bonus_type: payload.year_end_bonus_type,
    year_end_bonus_amount: payload.year_end_bonus_amount ?? null,
    year_end_bonus_comment: payload.year_end_bonus_comment ?? null,
    one_off_bonuses: payload.one_off_bonuses,
    updated_at: createdAt,
    koppelingen: source.koppelingen,
    salary_tables: await schemeTables(db, payload, source.caoVersionId, createdAt),
    new_based_on_tables: newTables.map(caoTableRecord),
    werksoorts: payload.werksoorten,
    educations: payload.educations,
    timesheet_overtime_interaction: payload.bonus_combination ?? 'Geen',
    cao_text: payload.cao_text,
    avv: cao?.avv ?? false,
    new_cao_version: newCao ?? [],
    has_new_based_on_tables: newTables.length > 0,
  };
}

/** The versions of a scheme, oldest first. */
export async function schemeVersionList(db: Database, schemeId: number): Promise<SchemeVersion[]> {
  const rows = await db
    .select({ number: schemeVersions.number, createdAt: schemeVersions.createdAt })
    .from(schemeVersions)
    .where(eq(schemeVersions.schemeId, schemeId))
    .orderBy(asc(schemeVersions.number));
  return rows.map((entry) => ({ version: entry.number, created_at: entry.createdAt.toISOString() }));
}

/** The key of a scheme or a proposal in a URL is its guid; anything that is no uuid cannot be one. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One version of a scheme of the company (default its newest), or undefined when the company has no scheme
 * with this guid or the scheme no such version (the caller answers 404 either way).
 */
export async function loadSchemeDetail(
  db: Database,
  companyId: number,
  guid: string,
  version?: number,
): Promise<InlenersCao | undefined> {
  if (!GUID.test(guid)) return undefined;
  const [scheme] = await db
    .select({
      id: schemes.id,
      guid: schemes.guid,
      currentVersion: schemes.currentVersion,
      companyName: companies.companyName,
    })
    .from(schemes)
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .where(and(eq(schemes.guid, guid.toLowerCase()), eq(schemes.companyId, companyId)));
  if (scheme === undefined) return undefined;
  const [row] = await db
    .select({
      number: schemeVersions.number,
      payload: schemeVersions.payload,
      caoVersionId: schemeVersions.caoVersionId,
      signedFullname: schemeVersions.signedFullname,
      createdAt: schemeVersions.createdAt,
    })
    .from(schemeVersions)
    .where(
      and(
        eq(schemeVersions.schemeId, scheme.id),
        eq(schemeVersions.number, version ?? scheme.currentVersion),
      ),
    );
  if (row === undefined) return undefined;
  return composeDetail(db, {
    id: scheme.id,
    guid: scheme.guid,
    companyName: scheme.companyName,
    number: row.number,
    versions: await schemeVersionList(db, scheme.id),
    payload: row.payload as StoredSchemePayload,
    caoVersionId: row.caoVersionId,
    signedFullname: row.signedFullname,
    createdAt: row.createdAt,
    koppelingen: await listKoppelingen(db, { schemeId: scheme.id }),
  });
}

/** The company's schemes at their newest versions, the most recently saved first. */
export async function listSchemes(db: Database, companyId: number): Promise<InlenersCaoListItem[]> {
  const rows = await db
    .select({
      id: schemes.id,
      guid: schemes.guid,
      version: schemes.currentVersion,
      updatedAt: schemes.updatedAt,
      companyName: companies.companyName,
      caoVersionId: schemeVersions.caoVersionId,
      caoName: caoVersions.fullName,
      payload: schemeVersions.payload,
    })
    .from(schemes)
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .innerJoin(
      schemeVersions,
      and(eq(schemeVersions.schemeId, schemes.id), eq(schemeVersions.number, schemes.currentVersion)),
    )
    .leftJoin(caoVersions, eq(caoVersions.id, schemeVersions.caoVersionId))
    .where(eq(schemes.companyId, companyId))
    .orderBy(desc(schemes.updatedAt), desc(schemes.id));
  const basedOn = rows.map((row) => basedOnIdsOf(row.payload as StoredSchemePayload));
  const newer = await newerTables(db, [...new Set(basedOn.flat())]);
  const newCao = await newCaoVersions(db, [...new Set(rows.flatMap((row) => row.caoVersionId ?? []))]);
  const links = await Promise.all(rows.map((row) => listKoppelingen(db, { schemeId: row.id })));
  return rows.map((row, index) => ({
    id: row.id,
    guid: row.guid,
    cao_id: row.caoVersionId,
    full_name: row.caoName ?? OWN_SCHEME_NAME,
    version: row.version,
    based_on: row.caoName,
    proposal_by: null,
    proposal_by_company: null,
    rejected_proposal: false,
    rejected_proposal_date: null,
    company_name: row.companyName,
    updated_at: row.updatedAt.toISOString(),
    koppelingen: links[index] ?? [],
    new_cao_version: (row.caoVersionId === null ? undefined : newCao.get(row.caoVersionId)) ?? [],
    has_new_based_on_tables: (basedOn[index] ?? []).some((id) => newer.has(id)),
  }));
}

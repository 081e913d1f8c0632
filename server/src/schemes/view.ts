import { tablePayscales } from '@beloning/core/rules';
import { savedSeriesTable, tableSeries } from '@beloning/core/salary';
import {
  DETAIL_VERSIONS,
  inlenersCaoSchema,
  salaryTableSchema,
  type InlenersCao,
  type InlenersCaoListItem,
  type Job,
  type Koppeling,
  type NewCaoVersion,
  type SalaryTable,
  type SchemeVersion,
} from '@beloning/core/schemas';
import { and, asc, desc, eq, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { deepFreeze, LruCache, perDatabase } from '../db/cache.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import {
  caoSalaryTables,
  caoVersions,
  companies,
  koppelingen,
  schemes,
  schemeVersions,
} from '../db/schema.js';
import { entityTag } from '../http/etag.js';
import { encodeCursor, type Keyed, type PageRequest } from '../http/paging.js';
import { listKoppelingen } from '../links/koppelingen.js';
import { OWN_SCHEME_NAME } from './messages.js';
import { versionPayload } from './payloads.js';
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
        // A version saved before step 3 asked for the hours has none of its own: the cao's, if any.
        hours_in_workweek: table.hours_in_workweek ?? original?.hours_in_workweek ?? null,
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
  /** Where the versions older than `versions` continue (a versions page's cursor); null when it has them all. */
  versionsAfter?: string | null;
  payload: StoredSchemePayload;
  caoVersionId: number | null;
  signedFullname: string;
  createdAt: Date;
  koppelingen: Koppeling[];
  /** For an agency's proposal: the agency and, once rejected, when. */
  proposal?: { byKvkNr: string; byCompany: string; rejectedAt: Date | null };
}

/**
 * The fields of a detail that change after its version was saved: the scheme's later versions, its links,
 * the company's name, and what the cao data says now (a newer cao version, newer based-on tables). The rest
 * of a saved version's detail never changes and is rendered once (savedDetail).
 */
const LIVE_FIELDS = {
  versions: true,
  versions_after: true,
  koppelingen: true,
  company_name: true,
  new_cao_version: true,
  new_based_on_tables: true,
  has_new_based_on_tables: true,
} as const;
const fixedDetailSchema = inlenersCaoSchema.omit(LIVE_FIELDS);
const versionsFieldSchema = inlenersCaoSchema.pick({ versions: true, versions_after: true });
const caoNewsSchema = inlenersCaoSchema.pick({
  new_cao_version: true,
  new_based_on_tables: true,
  has_new_based_on_tables: true,
});
const ownerFieldsSchema = inlenersCaoSchema.pick({ company_name: true, koppelingen: true });
type FixedDetail = z.infer<typeof fixedDetailSchema>;
type CaoNews = z.infer<typeof caoNewsSchema>;

/** The part of a detail that never changes once its version is saved (or, for a proposal, as it is now). */
async function composeFixed(
  db: Database,
  source: Omit<DetailSource, 'companyName' | 'versions' | 'koppelingen'>,
): Promise<FixedDetail> {
  const { payload } = source;
  const [cao] =
    source.caoVersionId === null
      ? []
      : await db
          .select({ fullName: caoVersions.fullName, avv: caoVersions.avv })
          .from(caoVersions)
          .where(eq(caoVersions.id, source.caoVersionId));
  const createdAt = source.createdAt.toISOString();
  return {
    id: source.id,
    guid: source.guid,
    cao_id: source.caoVersionId,
    full_name: cao?.fullName ?? OWN_SCHEME_NAME,
    version: source.number,
    based_on: cao?.fullName ?? null,
    proposal_by: source.proposal?.byKvkNr ?? null,
    proposal_by_company: source.proposal?.byCompany ?? null,
    rejected_proposal: (source.proposal?.rejectedAt ?? null) !== null,
    rejected_proposal_date: source.proposal?.rejectedAt?.toISOString() ?? null,
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
    salary_tables: await schemeTables(db, payload, source.caoVersionId, createdAt),
    werksoorts: payload.werksoorten,
    educations: payload.educations,
    timesheet_overtime_interaction: payload.bonus_combination ?? 'Geen',
    cao_text: payload.cao_text,
    avv: cao?.avv ?? false,
    // A version saved before the package existed has none: every block 'nog niet ingevuld'.
    equivalent_package: payload.equivalent_package ?? {},
  };
}

/** What the cao data says now about a version based on these cao tables and this cao version. */
async function caoNews(
  db: Database,
  basedOnIds: readonly number[],
  caoVersionId: number | null,
): Promise<CaoNews> {
  const newer = await newerTables(db, basedOnIds);
  const newCao =
    caoVersionId === null ? undefined : (await newCaoVersions(db, [caoVersionId])).get(caoVersionId);
  const newTables = [...new Map([...newer.values()].flat().map((table) => [table.id, table])).values()];
  return {
    new_cao_version: newCao ?? [],
    new_based_on_tables: newTables.map(caoTableRecord),
    has_new_based_on_tables: newTables.length > 0,
  };
}

/** The detail as the API answers it (core's inlenersCaoSchema), with what the cao data says about it now. */
export async function composeDetail(db: Database, source: DetailSource): Promise<InlenersCao> {
  return {
    ...(await composeFixed(db, source)),
    company_name: source.companyName,
    versions: source.versions,
    versions_after: source.versionsAfter ?? null,
    koppelingen: source.koppelingen,
    ...(await caoNews(db, basedOnIdsOf(source.payload), source.caoVersionId)),
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

/** Where a page of a scheme's versions starts after: 'v' and the last (lowest) version number sent. */
export const versionPageKeySchema = z.tuple([z.literal('v'), z.number().int().positive()]);
export type VersionPageKey = z.infer<typeof versionPageKeySchema>;

/**
 * A page of a scheme's versions, the newest first: at most `page.limit + 1` below `page.after`, each keyed for
 * the next page (src/http/paging.ts). The unique index on (scheme, number) serves it as a range scan, so a
 * scheme with thousands of versions costs no more per page than one with ten.
 */
export async function schemeVersionPage(
  db: Database,
  schemeId: number,
  page: PageRequest<VersionPageKey>,
): Promise<Keyed<SchemeVersion, VersionPageKey>[]> {
  const rows = await db
    .select({ number: schemeVersions.number, createdAt: schemeVersions.createdAt })
    .from(schemeVersions)
    .where(
      and(
        eq(schemeVersions.schemeId, schemeId),
        page.after === undefined ? undefined : lt(schemeVersions.number, page.after[1]),
      ),
    )
    .orderBy(desc(schemeVersions.number))
    .limit(page.limit + 1);
  return rows.map((row) => ({
    item: { version: row.number, created_at: row.createdAt.toISOString() },
    key: ['v', row.number],
  }));
}

/**
 * The versions a detail carries: the newest DETAIL_VERSIONS, oldest first, and the cursor of the versions
 * list that continues with the older ones (null when there are none).
 */
export async function detailVersions(
  db: Database,
  schemeId: number,
): Promise<{ versions: SchemeVersion[]; versions_after: string | null }> {
  const rows = await schemeVersionPage(db, schemeId, { limit: DETAIL_VERSIONS, after: undefined });
  const sent = rows.slice(0, DETAIL_VERSIONS);
  const last = sent[sent.length - 1];
  return {
    versions: sent.map((row) => row.item).reverse(),
    versions_after: rows.length > DETAIL_VERSIONS && last !== undefined ? encodeCursor(last.key) : null,
  };
}

/** The key of a scheme or a proposal in a URL is its guid; anything that is no uuid cannot be one. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON text of an object without its braces, to be joined with others into one object. */
function members(value: object): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * A saved version's detail as far as it never changes, checked against core's schema and serialised once.
 * `news` is what the cao data said about it at a cao generation (the number of cao versions: every import
 * that changes which version is the latest or adds tables adds a version).
 */
interface SavedDetail {
  readonly fixed: FixedDetail;
  readonly json: string;
  readonly basedOnIds: readonly number[];
  readonly caoVersionId: number | null;
  news?: { readonly generation: number; readonly value: CaoNews; readonly json: string };
  /** The last body rendered from it, for the live fields it had (renderSchemeDetail). */
  rendered?: RenderedDetail & { readonly live: string };
}

/**
 * A scheme's newest versions (detailVersions) at a current version; they only grow, so they hold until the
 * next save.
 */
interface VersionList {
  readonly current: number;
  readonly list: SchemeVersion[];
  readonly after: string | null;
  readonly json: string;
}

/**
 * Rendered details of saved versions by `schemeId:number`, and version lists by scheme id, per database. A
 * saved version never changes (nothing updates scheme_versions), so an entry is never stale; the bound only
 * keeps memory in check. 64 MB of JSON text holds about 600 four-table Schoonmaak details.
 */
const DETAIL_CACHE_BYTES = 64 * 1024 * 1024;
const caches = perDatabase(() => ({
  details: new LruCache<string, SavedDetail>(DETAIL_CACHE_BYTES),
  versions: new LruCache<number, VersionList>(DETAIL_CACHE_BYTES / 8),
}));

async function savedDetail(
  db: Database,
  scheme: { id: number; guid: string },
  number: number,
): Promise<SavedDetail | undefined> {
  const { details } = caches(db);
  const key = `${scheme.id}:${number}`;
  const cached = details.get(key);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({
      caoVersionId: schemeVersions.caoVersionId,
      signedFullname: schemeVersions.signedFullname,
      createdAt: schemeVersions.createdAt,
    })
    .from(schemeVersions)
    .where(and(eq(schemeVersions.schemeId, scheme.id), eq(schemeVersions.number, number)));
  const payload = row === undefined ? undefined : await versionPayload(db, scheme.id, number);
  if (row === undefined || payload === undefined) return undefined;
  const fixed = fixedDetailSchema.parse(
    await composeFixed(db, { ...row, id: scheme.id, guid: scheme.guid, number, payload }),
  );
  const saved: SavedDetail = {
    fixed: deepFreeze(fixed),
    json: members(fixed),
    basedOnIds: basedOnIdsOf(payload),
    caoVersionId: row.caoVersionId,
  };
  // Counted twice: the last body rendered from it (renderSchemeDetail) holds the same text again.
  details.set(key, saved, saved.json.length * 2);
  return saved;
}

async function versionList(db: Database, schemeId: number, current: number): Promise<VersionList> {
  const { versions } = caches(db);
  const cached = versions.get(schemeId);
  if (cached?.current === current) return cached;
  const { versions: list, versions_after: after } = await detailVersions(db, schemeId);
  const json = members(versionsFieldSchema.parse({ versions: list, versions_after: after }));
  const entry = { current, list, after, json };
  versions.set(schemeId, entry, entry.json.length);
  return entry;
}

async function savedNews(db: Database, saved: SavedDetail, generation: number) {
  if (saved.news?.generation !== generation) {
    const value = caoNewsSchema.parse(await caoNews(db, saved.basedOnIds, saved.caoVersionId));
    saved.news = { generation, value, json: members(value) };
  }
  return saved.news;
}

/** Whose detail is read: the hirer sees the scheme's links, an agency it is shared with does not. */
export interface DetailReader {
  companyId: number;
  withLinks: boolean;
  /** The scheme's lookup, already on its way (startSchemeLookup); used when it is for this company and guid. */
  lookup?: SchemeLookup | undefined;
}

/** A lookup of the company's scheme by guid started ahead of the read (startSchemeLookup). */
export interface SchemeLookup {
  readonly companyId: number;
  readonly guid: string;
  readonly row: Promise<SchemeLookupRow | undefined>;
}

/**
 * The one query of a read of a saved version: the scheme (by guid, of the reader's company) with its newest
 * version, the company's name, whether it has links, and the cao generation. Prepared once per database, so
 * a read does not build it again.
 */
function schemeLookup(db: Database) {
  return db
    .select({
      id: schemes.id,
      guid: schemes.guid,
      currentVersion: schemes.currentVersion,
      companyName: companies.companyName,
      linked: sql<boolean>`exists (select 1 from ${koppelingen} where ${koppelingen.schemeId} = ${schemes.id})`,
      caoGeneration: sql<number>`(select count(*) from ${caoVersions})`.mapWith(Number),
    })
    .from(schemes)
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .where(
      and(eq(schemes.guid, sql.placeholder('guid')), eq(schemes.companyId, sql.placeholder('companyId'))),
    )
    .prepare('scheme_detail_lookup');
}
const lookupOf = perDatabase(schemeLookup);
type SchemeLookupRow = Awaited<ReturnType<ReturnType<typeof schemeLookup>['execute']>>[number];

/** How many lookups a PGlite server remembers; the least recently used go first. */
const MAX_REMEMBERED_LOOKUPS = 10_000;

/**
 * PGlite only (one process owns the database): scheme lookups kept until the triggers of migration 0015
 * say at commit that the scheme, its links, its company or the cao data changed. A lookup read while a
 * notification came in is not kept: the change may have come after the read.
 */
interface RememberedLookups {
  /** By `companyId:guid`; each entry counts 1 against MAX_REMEMBERED_LOOKUPS. */
  readonly entries: LruCache<string, SchemeLookupRow>;
  notifications: number;
}
const rememberedLookups = new WeakMap<Database, RememberedLookups>();

/**
 * Lets a PGlite server remember scheme lookups (see RememberedLookups); resolves to the function that stops
 * it. Without `listen` (PostgreSQL, where several processes may share the database) every read looks up.
 */
export async function rememberSchemeLookups(database: DatabaseHandle): Promise<() => Promise<void>> {
  if (database.listen === undefined) return async () => {};
  const memory: RememberedLookups = { entries: new LruCache(MAX_REMEMBERED_LOOKUPS), notifications: 0 };
  const stop = await database.listen('scheme_changed', (payload) => {
    memory.notifications += 1;
    const [table, id] = payload.split(' ');
    memory.entries.deleteWhere(
      (row, key) =>
        table === 'cao' ||
        (table === 'schemes' && row.id === Number(id)) ||
        (table === 'companies' && key.startsWith(`${id}:`)),
    );
  });
  rememberedLookups.set(database.db, memory);
  return async () => {
    rememberedLookups.delete(database.db);
    await stop();
  };
}

async function lookUpScheme(db: Database, companyId: number, guid: string) {
  const memory = rememberedLookups.get(db);
  const key = `${companyId}:${guid.toLowerCase()}`;
  const known = memory?.entries.get(key);
  if (known !== undefined) return known;
  const before = memory?.notifications;
  const [scheme] = await lookupOf(db).execute({ guid: guid.toLowerCase(), companyId });
  if (memory !== undefined && scheme !== undefined && memory.notifications === before) {
    memory.entries.set(key, scheme, 1);
  }
  return scheme;
}

/**
 * Starts the lookup of a detail read (the scheme by guid of this company) ahead of it, so the GET sends it
 * alongside authentication's own query (app.authenticateWhile): the read then waits for one round trip, not
 * two. It only reads; a failure is the read's to report (and is ignored when no read follows).
 */
export function startSchemeLookup(db: Database, companyId: number, guid: string): SchemeLookup {
  const row = GUID.test(guid) ? lookUpScheme(db, companyId, guid) : Promise.resolve(undefined);
  row.catch(() => {});
  return { companyId, guid, row };
}

/** The id of the company's scheme with this guid, or undefined (no uuid, unknown, or another company's). */
export async function schemeIdOf(db: Database, companyId: number, guid: string): Promise<number | undefined> {
  if (!GUID.test(guid)) return undefined;
  return (await lookUpScheme(db, companyId, guid))?.id;
}

/** One saved version of a scheme with its live fields, each part checked against core's schema. */
async function readSavedDetail(
  db: Database,
  reader: DetailReader,
  guid: string,
  version: number | undefined,
) {
  if (!GUID.test(guid)) return undefined;
  const { lookup } = reader;
  const scheme = await (lookup !== undefined && lookup.companyId === reader.companyId && lookup.guid === guid
    ? lookup.row
    : lookUpScheme(db, reader.companyId, guid));
  if (scheme === undefined) return undefined;
  const number = version ?? scheme.currentVersion;
  if (number < 1 || number > scheme.currentVersion) return undefined;
  const saved = await savedDetail(db, scheme, number);
  if (saved === undefined) return undefined;
  const [versions, news, links] = await Promise.all([
    versionList(db, scheme.id, scheme.currentVersion),
    savedNews(db, saved, scheme.caoGeneration),
    reader.withLinks && scheme.linked ? listKoppelingen(db, { schemeId: scheme.id }) : [],
  ]);
  const owner = ownerFieldsSchema.parse({ company_name: scheme.companyName, koppelingen: links });
  return { saved, versions, news, owner };
}

/**
 * One version of a scheme of the company (default its newest), or undefined when the company has no scheme
 * with this guid or the scheme no such version (the caller answers 404 either way).
 */
export async function loadSchemeDetail(
  db: Database,
  reader: DetailReader,
  guid: string,
  version?: number,
): Promise<InlenersCao | undefined> {
  const read = await readSavedDetail(db, reader, guid, version);
  if (read === undefined) return undefined;
  return {
    ...read.saved.fixed,
    ...read.owner,
    versions: read.versions.list,
    versions_after: read.versions.after,
    ...read.news.value,
  };
}

/** A detail as JSON text with its entity tag (http/etag.ts). */
export interface RenderedDetail {
  readonly json: string;
  readonly etag: string;
}

/**
 * loadSchemeDetail as the GET answers it: the saved part's JSON text rendered once, joined with the live
 * fields; nothing but those fields is computed or checked again on a read.
 */
export async function renderSchemeDetail(
  db: Database,
  reader: DetailReader,
  guid: string,
  version?: number,
): Promise<RenderedDetail | undefined> {
  const read = await readSavedDetail(db, reader, guid, version);
  if (read === undefined) return undefined;
  const live = `${members(read.owner)},${read.versions.json},${read.news.json}`;
  const { saved } = read;
  // Most reads find the live fields as the last read had them: that body and its tag are sent again.
  if (saved.rendered?.live !== live) {
    saved.rendered = { live, json: `{${live},${saved.json}}`, etag: entityTag(saved.json, live) };
  }
  return saved.rendered;
}

/**
 * Where a page of a hirer's scheme list starts after: 's' (a scheme: its updated_at as PostgreSQL text, exact
 * to the microsecond, and id) or 'p' (an open proposal after the schemes: created_at and id).
 */
export const schemeListKeySchema = z.tuple([
  z.enum(['s', 'p']),
  z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/),
  z.number().int().positive(),
]);
export type SchemeListKey = z.infer<typeof schemeListKeySchema>;

/**
 * The company's schemes at their newest versions, the most recently saved first (then by id): at most
 * `page.limit + 1` after `page.after`, each keyed for the next page (src/http/paging.ts).
 */
export async function listSchemes(
  db: Database,
  companyId: number,
  page: PageRequest<SchemeListKey>,
): Promise<Keyed<InlenersCaoListItem, SchemeListKey>[]> {
  const after = page.after;
  const changed = sql<string>`${schemes.updatedAt}::text`;
  const rows = await db
    .select({
      changed,
      id: schemes.id,
      guid: schemes.guid,
      version: schemes.currentVersion,
      updatedAt: schemes.updatedAt,
      companyName: companies.companyName,
      caoVersionId: schemeVersions.caoVersionId,
      caoName: caoVersions.fullName,
      signedFullname: schemeVersions.signedFullname,
    })
    .from(schemes)
    .innerJoin(companies, eq(companies.id, schemes.companyId))
    .innerJoin(
      schemeVersions,
      and(eq(schemeVersions.schemeId, schemes.id), eq(schemeVersions.number, schemes.currentVersion)),
    )
    .leftJoin(caoVersions, eq(caoVersions.id, schemeVersions.caoVersionId))
    .where(
      and(
        eq(schemes.companyId, companyId),
        after === undefined
          ? undefined
          : sql`(${schemes.updatedAt}, ${schemes.id}) < (${after[1]}::timestamptz, ${after[2]})`,
      ),
    )
    .orderBy(desc(schemes.updatedAt), desc(schemes.id))
    .limit(page.limit + 1);
  const basedOn = await Promise.all(
    rows.map(async (row) => {
      const payload = await versionPayload(db, row.id, row.version);
      return payload === undefined ? [] : basedOnIdsOf(payload);
    }),
  );
  const newer = await newerTables(db, [...new Set(basedOn.flat())]);
  const newCao = await newCaoVersions(db, [...new Set(rows.flatMap((row) => row.caoVersionId ?? []))]);
  const links = await Promise.all(rows.map((row) => listKoppelingen(db, { schemeId: row.id })));
  return rows.map((row, index) => ({
    key: ['s', row.changed, row.id],
    item: {
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
      signed_fullname: row.signedFullname,
      updated_at: row.updatedAt.toISOString(),
      koppelingen: links[index] ?? [],
      new_cao_version: (row.caoVersionId === null ? undefined : newCao.get(row.caoVersionId)) ?? [],
      has_new_based_on_tables: (basedOn[index] ?? []).some((id) => newer.has(id)),
    },
  }));
}

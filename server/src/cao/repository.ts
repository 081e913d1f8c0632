import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  caoSchema,
  fullTableSchema,
  salaryTableSchema,
  type Cao,
  type CaoOption,
  type FullTable,
  type SalaryTable,
  werksoortSchema,
  type Werksoort,
} from '@beloning/core/schemas';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { caos, caoSalaryTables, caoTexts, caoVersions, caoWerksoorten } from '../db/schema.js';
import type { Keyed, PageRequest } from '../http/paging.js';

/** The highest id an integer column holds; larger ids in a path or query can never be found. */
const MAX_ID = 2_147_483_647;

const optionColumns = {
  cao_id: caoVersions.id,
  full_name: caoVersions.fullName,
  vacation_time_type: caoVersions.vacationTimeType,
  vacation_time_amount: caoVersions.vacationTimeAmount,
  vacation_allowance: caoVersions.vacationAllowance,
  year_end_bonus_amount: caoVersions.yearEndBonusAmount,
};

/** Where a page of the caos-list starts after: the last row's lower-case name, version and id. */
export const caoListKeySchema = z.tuple([
  z.literal('cao'),
  z.string().max(600),
  z.number().int(),
  z.number().int(),
]);
export type CaoListKey = z.infer<typeof caoListKeySchema>;

/**
 * The caos-list: every version of every cao, or with `latestOnly` only the latest version of each. Sorted by
 * name, then newest version first, then id (unique, so a page ends in one place). The rows are checked with
 * core's schema, so a bad row fails here. With `page`: at most `limit + 1` rows after its key, each keyed
 * for the next page (src/http/paging.ts).
 */
export async function listCaoOptions(
  db: Database,
  options: { latestOnly: boolean; page?: PageRequest<CaoListKey> },
): Promise<Keyed<CaoOption, CaoListKey>[]> {
  const name = sql<string>`lower(${caoVersions.fullName})`;
  const after = options.page?.after;
  const query = db
    .select({ ...optionColumns, sortName: name, version: caoVersions.version })
    .from(caoVersions)
    .where(
      and(
        options.latestOnly ? eq(caoVersions.isLatest, true) : undefined,
        after === undefined
          ? undefined
          : sql`(${name} > ${after[1]} or (${name} = ${after[1]} and (${caoVersions.version} < ${after[2]}
              or (${caoVersions.version} = ${after[2]} and ${caoVersions.id} > ${after[3]}))))`,
      ),
    )
    .orderBy(asc(name), desc(caoVersions.version), asc(caoVersions.id))
    .$dynamic();
  const rows = await (options.page === undefined ? query : query.limit(options.page.limit + 1));
  return rows.map(({ sortName, version, ...row }) => ({
    item: { ...row, vacation_time_type: row.vacation_time_type as CaoOption['vacation_time_type'] },
    key: ['cao', sortName, version, row.cao_id],
  }));
}

/** Whether a cao version with this id exists. */
export async function caoVersionExists(db: Database, versionId: number): Promise<boolean> {
  if (!Number.isSafeInteger(versionId) || versionId < 1 || versionId > MAX_ID) return false;
  const rows = await db.select({ id: caoVersions.id }).from(caoVersions).where(eq(caoVersions.id, versionId));
  return rows.length > 0;
}

/** One cao version as GET inleners/caos/{id} sends it, or undefined when there is none. */
export async function loadCao(db: Database, versionId: number): Promise<Cao | undefined> {
  if (!Number.isSafeInteger(versionId) || versionId < 1 || versionId > MAX_ID) return undefined;
  const [row] = await db
    .select({ version: caoVersions, code: caos.code, caoText: caoTexts.html })
    .from(caoVersions)
    .innerJoin(caos, eq(caos.id, caoVersions.caoId))
    .innerJoin(caoTexts, eq(caoTexts.versionId, caoVersions.id))
    .where(eq(caoVersions.id, versionId));
  if (row === undefined) return undefined;
  const { version } = row;
  return caoSchema.parse({
    id: version.id,
    code: row.code,
    version: version.version,
    full_name: version.fullName,
    duration_start: version.durationStart,
    duration_end: version.durationEnd,
    vacation_time_type: version.vacationTimeType,
    vacation_time_amount: version.vacationTimeAmount,
    vacation_allowance: version.vacationAllowance,
    year_end_bonus_type: version.yearEndBonusType,
    year_end_bonus_amount: version.yearEndBonusAmount,
    cao_text: row.caoText,
    one_off_bonuses: version.oneOffBonuses,
    salary_tables: await loadSalaryTables(db, versionId),
    werksoorts: await loadWerksoorten(db, versionId),
    timesheet_overtime_interaction: version.timesheetOvertimeInteraction,
    avv: version.avv,
    source: version.source,
    ...(version.equivalentPackage === null ? {} : { equivalent_package: version.equivalentPackage }),
  });
}

/** The werksoorten of a cao version in their order (empty for an unknown version). */
export async function loadWerksoorten(db: Database, versionId: number): Promise<Werksoort[]> {
  const rows = await db
    .select()
    .from(caoWerksoorten)
    .where(eq(caoWerksoorten.versionId, versionId))
    .orderBy(asc(caoWerksoorten.position));
  // Checked with core's schema, as the tables are: the periods and unit are JSON the import wrote.
  return rows.map((row) =>
    werksoortSchema.parse({
      name: row.name,
      amount: row.amount,
      start_date: row.startDate,
      end_date: row.endDate,
      description: row.description,
      type: row.type,
      comment: row.comment,
      ...(row.periods === null ? {} : { periods: row.periods }),
      ...(row.per === null ? {} : { per: row.per }),
    }),
  );
}

/**
 * The salary tables of a cao version in their order, as the API sends them: `salary_table_id` is the
 * table's own id and `original_salary_table_id` is null (these are the cao's tables, not a scheme's copies).
 */
export async function loadSalaryTables(db: Database, versionId: number): Promise<SalaryTable[]> {
  const rows = await db
    .select()
    .from(caoSalaryTables)
    .where(eq(caoSalaryTables.versionId, versionId))
    .orderBy(asc(caoSalaryTables.position));
  return rows.map(salaryTableOf);
}

/** A stored cao table as a salary-table record; checked with core's schema (a bad row is a server error). */
export function salaryTableOf(row: typeof caoSalaryTables.$inferSelect): SalaryTable {
  return salaryTableSchema.parse({
    ...(row.details as object),
    id: row.id,
    salary_table_id: row.id,
    original_salary_table_id: null,
    cao_id: row.versionId,
    name: row.name,
    active_per: row.activePer,
    end_date: row.endDate,
    full_table: inPayscaleOrder(
      fullTableSchema.parse(row.fullTable),
      (row.details as { payscales?: unknown }).payscales,
    ),
    created_at: null,
  });
}

/**
 * jsonb keeps object keys sorted by length and then bytes, not as imported. Ages ('17', '18', 'null') and
 * periodicals ('1' to '10') come back in a natural order that way; payscales are put back in the order of
 * the table's `payscales` list (keys missing from it after those, as stored).
 */
function inPayscaleOrder(fullTable: FullTable, payscales: unknown): FullTable {
  if (!Array.isArray(payscales)) return fullTable;
  const rank = new Map(payscales.map((key, index) => [String(key), index]));
  const position = (key: string) => rank.get(key) ?? Number.MAX_SAFE_INTEGER;
  return Object.fromEntries(
    Object.entries(fullTable).map(([age, row]) => [
      age,
      Object.fromEntries(Object.entries(row).sort(([a], [b]) => position(a) - position(b))),
    ]),
  );
}

/**
 * The latest version of the cao a version belongs to: `[id, full_name]` for a scheme's `new_cao_version`
 * when it is not that version itself, otherwise undefined. For the schemes code of issue 4 section 2.
 */
export async function newerLatestVersion(
  db: Database,
  versionId: number,
): Promise<{ id: number; fullName: string } | undefined> {
  const [row] = await db
    .select({ id: caoVersions.id, fullName: caoVersions.fullName })
    .from(caoVersions)
    .where(
      and(
        eq(caoVersions.isLatest, true),
        eq(
          caoVersions.caoId,
          db.select({ caoId: caoVersions.caoId }).from(caoVersions).where(eq(caoVersions.id, versionId)),
        ),
      ),
    );
  return row === undefined || row.id === versionId ? undefined : row;
}

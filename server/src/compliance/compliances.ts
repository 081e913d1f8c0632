import { MESSAGES, oneOf, tablePayscales, validateField, ruleSet } from '@beloning/core/rules';
import type {
  CaoCompliance,
  CaoComplianceJob,
  CaoCompliancePayload,
  FullTable,
  NewCaoVersion,
} from '@beloning/core/schemas';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { caoCompliances, caoSalaryTables, caoVersions } from '../db/schema.js';
import type { FieldErrors } from '../http/validation.js';
import { listKoppelingen } from '../links/koppelingen.js';

/**
 * Cao compliances (the short wizard, SPEC.md 2.12): the hirer declares to follow a cao version exactly and
 * lists its own jobs, each placed in a salary table of that cao version at a minimum payscale. A compliance
 * is stored once and never changed (a trigger refuses updates); its links (koppelingen) are read with it.
 */

/**
 * The checks beyond core's caoCompliancePayloadSchema that need the cao data: the cao version exists, each
 * job's salary table belongs to it, and the job's minimum payscale is one of that table's payscales (the
 * Minimumschaal dropdown lists only those). An empty object means valid.
 */
export async function complianceErrors(db: Database, payload: CaoCompliancePayload): Promise<FieldErrors> {
  const [cao] = await db
    .select({ id: caoVersions.id })
    .from(caoVersions)
    .where(eq(caoVersions.id, payload.cao_id));
  if (cao === undefined) return { cao_id: [MESSAGES.invalidValue] };
  const tableIds = [...new Set(payload.jobs.map((job) => job.salary_table_id))];
  const tables =
    tableIds.length === 0
      ? []
      : await db
          .select({ id: caoSalaryTables.id, fullTable: caoSalaryTables.fullTable })
          .from(caoSalaryTables)
          .where(and(eq(caoSalaryTables.versionId, cao.id), inArray(caoSalaryTables.id, tableIds)));
  const payscalesOf = new Map(
    tables.map((table) => [table.id, tablePayscales(table.fullTable as FullTable)]),
  );
  const errors: FieldErrors = {};
  payload.jobs.forEach((job, index) => {
    const payscales = payscalesOf.get(job.salary_table_id);
    if (payscales === undefined) {
      errors[`jobs.${index}.salary_table_id`] = [MESSAGES.invalidValue];
      return;
    }
    const message = validateField(ruleSet(oneOf(payscales)), job.minimal_payscale, {});
    if (message !== null) errors[`jobs.${index}.minimal_payscale`] = [message];
  });
  return errors;
}

export async function createCompliance(
  db: Database,
  payload: CaoCompliancePayload,
  author: { userId: number; companyId: number },
  now: Date,
): Promise<{ id: number }> {
  const jobs: CaoComplianceJob[] = payload.jobs.map((job) => ({
    job_id: job.job_id ?? null,
    name: job.name,
    aard: job.aard ?? null,
    salary_table_id: job.salary_table_id,
    minimal_payscale: job.minimal_payscale,
  }));
  const [row] = await db
    .insert(caoCompliances)
    .values({
      companyId: author.companyId,
      caoVersionId: payload.cao_id,
      signedFullname: payload.signed_fullname,
      jobs,
      madeBy: author.userId,
      createdAt: now,
    })
    .returning({ id: caoCompliances.id });
  if (row === undefined) throw new Error('Geen cao-naleving opgeslagen');
  return { id: row.id };
}

/** The company's compliances (newest first), or only the one with `id`. */
export async function listCompliances(
  db: Database,
  companyId: number,
  id?: number,
): Promise<CaoCompliance[]> {
  const latest = alias(caoVersions, 'latest');
  const rows = await db
    .select({
      id: caoCompliances.id,
      caoVersionId: caoCompliances.caoVersionId,
      caoName: caoVersions.fullName,
      signedFullname: caoCompliances.signedFullname,
      jobs: caoCompliances.jobs,
      latestId: latest.id,
      latestName: latest.fullName,
    })
    .from(caoCompliances)
    .innerJoin(caoVersions, eq(caoVersions.id, caoCompliances.caoVersionId))
    .leftJoin(
      latest,
      and(eq(latest.caoId, caoVersions.caoId), eq(latest.isLatest, true), ne(latest.id, caoVersions.id)),
    )
    .where(
      id === undefined
        ? eq(caoCompliances.companyId, companyId)
        : and(eq(caoCompliances.companyId, companyId), eq(caoCompliances.id, id)),
    )
    .orderBy(desc(caoCompliances.createdAt), desc(caoCompliances.id));
  const links = await Promise.all(rows.map((row) => listKoppelingen(db, { complianceId: row.id })));
  return rows.map((row, index) => {
    const newCaoVersion: NewCaoVersion =
      row.latestId === null || row.latestName === null ? [] : [row.latestId, row.latestName];
    return {
      id: row.id,
      cao_id: row.caoVersionId,
      cao_name: row.caoName,
      signed_fullname: row.signedFullname,
      jobs: row.jobs as CaoComplianceJob[],
      koppelingen: links[index] ?? [],
      new_cao_version: newCaoVersion,
    };
  });
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { caoSalaryTables, caoVersions, companies, users } from '../db/schema.js';
import { enqueueMail } from '../mail/outbox.js';
import { caoUpdateMail } from '../mail/templates.js';

/** What happened when a new version of a cao was imported; every handler gets it. */
export interface NewCaoVersionEvent {
  /** The cao as a whole (`caos.id`), not a version. */
  caoId: number;
  /** The version that was the latest until now (a cao id of the API). */
  oldVersionId: number;
  /** The version that is the latest from now on (a cao id of the API). */
  newVersionId: number;
  /**
   * Salary tables of the old version whose series changed: the new version has a table in the same series
   * (same name without dates) that the old version did not have with the same start date and content, that
   * is a changed or an added table. Schemes whose tables were based on one of these
   * (`original_salary_table_id`) have newer tables to take over (`has_new_based_on_tables`).
   */
  changedTableIds: readonly number[];
  now: Date;
  /** PUBLIC_URL: links in mails are built from it. */
  publicUrl: string;
}

/** Work that must happen, in the import's transaction, when a cao gets a new version. */
export type NewCaoVersionHandler = (tx: Transaction, event: NewCaoVersionEvent) => Promise<void>;

/**
 * The extension point of a new cao version: `onNewCaoVersion` runs these in order, inside the transaction
 * that imports the version, so a failing handler undoes the import. The schemes and cao-compliance code
 * (issue 4 sections 2 and 3) adds its handler here, before the mail handler, to set `new_cao_version` and
 * `has_new_based_on_tables`.
 */
export const NEW_CAO_VERSION_HANDLERS: readonly NewCaoVersionHandler[] = [queueCaoUpdateMails];

/**
 * Called by the import once the new version is stored and marked latest; runs every handler of
 * NEW_CAO_VERSION_HANDLERS with the same event.
 */
export async function onNewCaoVersion(
  tx: Transaction,
  caoId: number,
  oldVersionId: number,
  newVersionId: number,
  changedTableIds: readonly number[],
  context: { now: Date; publicUrl: string },
  handlers: readonly NewCaoVersionHandler[] = NEW_CAO_VERSION_HANDLERS,
): Promise<void> {
  const event: NewCaoVersionEvent = { caoId, oldVersionId, newVersionId, changedTableIds, ...context };
  for (const handler of handlers) await handler(tx, event);
}

/**
 * Queues the update mail for every active hirer user who wants salary-table update mails: the user's own
 * switch and the subscription's (company) switch are both on, and neither the user nor the company is deleted.
 */
export async function queueCaoUpdateMails(tx: Transaction, event: NewCaoVersionEvent): Promise<void> {
  const [version] = await tx
    .select({
      fullName: caoVersions.fullName,
      version: caoVersions.version,
      durationStart: caoVersions.durationStart,
    })
    .from(caoVersions)
    .where(eq(caoVersions.id, event.newVersionId));
  if (version === undefined) throw new Error(`Cao-versie ${event.newVersionId} bestaat niet`);
  const changedTables =
    event.changedTableIds.length === 0
      ? []
      : await tx
          .select({ name: caoSalaryTables.name })
          .from(caoSalaryTables)
          .where(
            and(
              eq(caoSalaryTables.versionId, event.newVersionId),
              inArray(
                caoSalaryTables.seriesKey,
                tx
                  .select({ seriesKey: caoSalaryTables.seriesKey })
                  .from(caoSalaryTables)
                  .where(inArray(caoSalaryTables.id, [...event.changedTableIds])),
              ),
            ),
          )
          .orderBy(asc(caoSalaryTables.position));
  const recipients = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.deletedAt),
        eq(users.salaryTableUpdateEmails, true),
        eq(companies.kind, 'inlener'),
        eq(companies.salaryTableUpdateEmails, true),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${users.email})`));
  const mail = caoUpdateMail({
    publicUrl: event.publicUrl,
    caoName: version.fullName,
    version: version.version,
    startDate: version.durationStart,
    changedTables: changedTables.map((table) => table.name),
  });
  for (const recipient of recipients) {
    await enqueueMail(tx, { ...mail, to: recipient.email }, event.now);
  }
}

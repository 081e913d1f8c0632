import type { CaoCompliance } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { parseLimit, type LimitOption } from '../../list-limit.js';
import { LINK_COLUMNS, linkCount, linkRows } from '../schemes/links.js';

/**
 * `beloning compliances list|show`: the company's cao compliances (the short wizard's statement that it
 * follows a cao), GET inleners/cao-compliance-list/ and GET inleners/cao-compliance/{id}.
 */

/** The rows of `compliances list`: id, cao, signer, jobs, links, newer cao version. */
export function complianceRows(compliances: readonly CaoCompliance[]): string[][] {
  return compliances.map((compliance) => [
    String(compliance.id),
    compliance.cao_name,
    compliance.signed_fullname,
    String(compliance.jobs.length),
    linkCount(compliance.koppelingen),
    compliance.new_cao_version.length > 0 ? 'ja' : 'nee',
  ]);
}

/**
 * `beloning compliances list [--limit N]`: every cao compliance of the company. The server's list is not
 * paged (a company has few), so --limit only cuts what is printed.
 */
export async function compliancesList(ctx: Context, options: LimitOption = {}): Promise<ExitCode> {
  const limit = parseLimit(options.limit);
  const { client } = await connect(ctx, { requireLogin: true });
  const all = await client.compliance.list();
  const compliances = limit === undefined ? all : all.slice(0, limit);
  if (ctx.out.json) {
    ctx.out.printJson(compliances);
    return EXIT.success;
  }
  if (compliances.length === 0) {
    ctx.out.info('Geen cao-nalevingen gevonden. Maak er een met: beloning wizard --short');
    return EXIT.success;
  }
  ctx.out.table(
    [
      { heading: 'ID', alignRight: true },
      { heading: 'Cao' },
      { heading: 'Ondertekend door' },
      { heading: 'Functies', alignRight: true },
      { heading: 'Koppelingen', alignRight: true },
      { heading: 'Nieuwe cao' },
    ],
    complianceRows(compliances),
  );
  return EXIT.success;
}

/** A compliance id as typed: a positive whole number, else a usage error. */
export function parseComplianceId(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) === 0) {
    throw new CliError(
      `Ongeldig id '${text}': geef het nummer van een cao-naleving (zie beloning compliances list).`,
      EXIT.usage,
    );
  }
  return Number(trimmed);
}

/**
 * `beloning compliances show <id>`: the compliance's cao, signer, jobs (with the name of their cao table,
 * from the cao) and links.
 */
export async function compliancesShow(ctx: Context, idText: string): Promise<ExitCode> {
  const id = parseComplianceId(idText);
  const { client } = await connect(ctx, { requireLogin: true });
  const compliance = await client.compliance.get(id);
  if (ctx.out.json) {
    ctx.out.printJson(compliance);
    return EXIT.success;
  }
  const tables = new Map<number, string>();
  if (compliance.jobs.length > 0) {
    for (const table of (await client.caos.get(compliance.cao_id)).salary_tables) {
      if (table.id !== null) tables.set(table.id, table.name);
    }
  }
  ctx.out.fields([
    ['ID', String(compliance.id)],
    ['Cao', `${compliance.cao_name} (cao ${compliance.cao_id})`],
    ['Ondertekend door', compliance.signed_fullname],
    ['Nieuwe cao', compliance.new_cao_version.length > 0 ? 'ja' : 'nee'],
    ['Koppelingen', linkCount(compliance.koppelingen)],
  ]);
  ctx.out.line('');
  if (compliance.jobs.length === 0) {
    ctx.out.info('Geen eigen functies: de functies van de cao gelden.');
  } else {
    ctx.out.table(
      [{ heading: 'Functie' }, { heading: 'Aard' }, { heading: 'Loontabel' }, { heading: 'Minimumschaal' }],
      compliance.jobs.map((job) => [
        job.name,
        job.aard ?? '-',
        tables.get(job.salary_table_id) ?? String(job.salary_table_id),
        job.minimal_payscale,
      ]),
    );
  }
  if (compliance.koppelingen.length > 0) {
    ctx.out.line('');
    ctx.out.table(LINK_COLUMNS, linkRows(compliance.koppelingen));
  }
  return EXIT.success;
}

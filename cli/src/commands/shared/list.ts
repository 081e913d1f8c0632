import type { AgencyHirer } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { describeTimestamp } from '../schemes/describe.js';
import { parseLimit, type LimitOption } from '../../list-limit.js';
import { connectAgency } from './common.js';

/**
 * The rows of `shared list`: one per shared scheme (its guid, newest version) and one per shared cao
 * compliance (its id), with the hirer, and 'ja' while no user of the agency opened it yet.
 */
export function sharedRows(hirers: readonly AgencyHirer[]): string[][] {
  return hirers.flatMap((hirer) => [
    ...hirer.schemes.map((scheme) => [
      hirer.company_name,
      hirer.kvk_nr,
      'regeling',
      scheme.guid,
      scheme.full_name,
      String(scheme.version),
      describeTimestamp(scheme.updated_at),
      scheme.new ? 'ja' : 'nee',
    ]),
    ...hirer.compliances.map((compliance) => [
      hirer.company_name,
      hirer.kvk_nr,
      'cao-naleving',
      String(compliance.id),
      compliance.cao_name,
      '',
      describeTimestamp(compliance.created_at),
      compliance.new ? 'ja' : 'nee',
    ]),
  ]);
}

/**
 * The hirers with only what the first `limit` rows of `shared list` show: the last hirer's schemes and
 * compliances cut off where the rows end, and no hirer without rows.
 */
export function firstRows(hirers: readonly AgencyHirer[], limit: number): AgencyHirer[] {
  const kept: AgencyHirer[] = [];
  let left = limit;
  for (const hirer of hirers) {
    if (left <= 0) break;
    const schemes = hirer.schemes.slice(0, left);
    const compliances = hirer.compliances.slice(0, left - schemes.length);
    left -= schemes.length + compliances.length;
    kept.push({ ...hirer, schemes, compliances });
  }
  return kept;
}

/**
 * `beloning shared list [--limit N]`: what hirers shared with the agency's KVK number; every page of the
 * list, or the first N rows (a hirer with several items is more than one row).
 */
export async function sharedList(ctx: Context, options: LimitOption = {}): Promise<void> {
  const limit = parseLimit(options.limit);
  const { client } = await connectAgency(ctx);
  // Every hirer shares at least one item, so N hirers give at least N rows.
  const all = await client.agency.hirers({ limit });
  const hirers = limit === undefined ? all : firstRows(all, limit);
  if (ctx.out.json) return ctx.out.printJson(hirers);
  const rows = sharedRows(hirers);
  if (rows.length === 0) return ctx.out.info('Er is nog niets met u gedeeld.');
  ctx.out.table(
    [
      { heading: 'Inlener' },
      { heading: 'KVK' },
      { heading: 'Soort' },
      { heading: 'GUID of id' },
      { heading: 'Naam' },
      { heading: 'Versie', alignRight: true },
      { heading: 'Gewijzigd' },
      { heading: 'Nieuw' },
    ],
    rows,
  );
}

import type { AgencyHirer } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { describeTimestamp } from '../schemes/describe.js';
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

/** `beloning shared list`: what hirers shared with the agency's KVK number. */
export async function sharedList(ctx: Context): Promise<void> {
  const { client } = await connectAgency(ctx);
  const hirers = await client.agency.hirers();
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

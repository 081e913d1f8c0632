import type { InlenersCaoListItem } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { parseLimit, type LimitOption } from '../../list-limit.js';
import { describeBasedOn, describeTimestamp } from './describe.js';

/** The rows of `schemes list`: guid, name, version, cao, last change, newer cao version. */
export function schemeRows(schemes: readonly InlenersCaoListItem[]): string[][] {
  return schemes.map((scheme) => [
    scheme.guid,
    scheme.full_name,
    String(scheme.version),
    describeBasedOn(scheme),
    describeTimestamp(scheme.updated_at),
    scheme.new_cao_version.length > 0 ? 'ja' : 'nee',
  ]);
}

/**
 * `beloning schemes list [--limit N]`: the company's schemes, each at its newest version, newest first; every
 * page of the list, or the first N.
 */
export async function schemesList(ctx: Context, options: LimitOption = {}): Promise<void> {
  const limit = parseLimit(options.limit);
  const { client } = await connect(ctx, { requireLogin: true });
  const schemes = await client.schemes.list({}, { limit });
  if (ctx.out.json) return ctx.out.printJson(schemes);
  if (schemes.length === 0) return ctx.out.info('Geen beloningsregelingen gevonden.');
  ctx.out.table(
    [
      { heading: 'GUID' },
      { heading: 'Regeling' },
      { heading: 'Versie', alignRight: true },
      { heading: 'Gebaseerd op' },
      { heading: 'Gewijzigd' },
      { heading: 'Nieuwe cao' },
    ],
    schemeRows(schemes),
  );
}

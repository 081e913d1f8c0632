import type { InlenersCaoListItem } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { parseLimit, type LimitOption } from '../../list-limit.js';
import { describeTimestamp } from './describe.js';
import { linkCount } from './links.js';

/**
 * The rows of `schemes list`: guid, name (the cao's, or 'Eigen regeling'), who signed the newest version,
 * version, day of the last change (DD-MM-YYYY, Dutch time), links with agencies that are on ('1 van 2' when
 * some are off), and whether the cao has a newer version. Schemes on one cao differ by signer, version, day
 * and links.
 */
export function schemeRows(schemes: readonly InlenersCaoListItem[]): string[][] {
  return schemes.map((scheme) => [
    scheme.guid,
    scheme.full_name,
    scheme.signed_fullname,
    String(scheme.version),
    describeTimestamp(scheme.updated_at, { dateOnly: true }),
    linkCount(scheme.koppelingen),
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
      { heading: 'Ondertekend door' },
      { heading: 'Versie', alignRight: true },
      { heading: 'Gewijzigd' },
      { heading: 'Koppelingen', alignRight: true },
      { heading: 'Nieuwe cao' },
    ],
    schemeRows(schemes),
  );
}

import type { Context } from '../../context.js';
import { parseSchemeGuid, parseVersion } from '../schemes/describe.js';
import { schemeFields, schemeTableRows } from '../schemes/show.js';
import { connectAgency } from './common.js';

/** `beloning shared show <guid> [--version N]`: a shared scheme's terms and tables (default the newest). */
export async function sharedShow(
  ctx: Context,
  guidText: string,
  options: { version?: string },
): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connectAgency(ctx);
  const scheme = await client.agency.scheme(guid, version === undefined ? {} : { version });
  if (ctx.out.json) return ctx.out.printJson(scheme);
  ctx.out.fields(schemeFields(scheme));
  ctx.out.line('');
  ctx.out.table(
    [
      { heading: 'Loontabel' },
      { heading: 'Geldig' },
      { heading: 'Loon per' },
      { heading: 'Schalen' },
      { heading: 'Lonen', alignRight: true },
    ],
    schemeTableRows(scheme),
  );
}

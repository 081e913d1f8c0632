import type { Context } from '../../context.js';
import { parseSchemeGuid, parseVersion } from '../schemes/describe.js';
import { printScheme } from '../schemes/show.js';
import { connectAgency } from './common.js';

/**
 * `beloning shared show <guid> [--version N]`: a shared scheme's terms, tables and package completeness
 * (default the newest version).
 */
export async function sharedShow(
  ctx: Context,
  guidText: string,
  options: { version?: string },
): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connectAgency(ctx);
  const scheme = await client.agency.scheme(guid, version === undefined ? {} : { version });
  printScheme(ctx, scheme);
}

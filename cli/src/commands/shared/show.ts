import type { Context } from '../../context.js';
import { parseSchemeGuid, parseVersion } from '../schemes/describe.js';
import { packageSince, printScheme } from '../schemes/show.js';
import { connectAgency } from './common.js';

/**
 * `beloning shared show <guid> [--version N]`: a shared scheme's terms, tables, package completeness and
 * the package's changes since the previous version (default the newest version).
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
  const since = await packageSince(
    scheme,
    (list) => client.agency.schemeVersions(guid, list),
    (earlier) => client.agency.scheme(guid, { version: earlier }),
  );
  printScheme(ctx, scheme, since);
}

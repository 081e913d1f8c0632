import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { describeTimestamp, parseSchemeGuid } from './describe.js';

/**
 * `beloning schemes versions <guid>`: every saved version, oldest first; the newest is marked. Reads the
 * scheme's paged versions list (GET inleners-cao/{guid}/versions/) page by page, so a scheme with thousands
 * of versions shows them all.
 */
export async function schemesVersions(ctx: Context, guidText: string): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const { client } = await connect(ctx, { requireLogin: true });
  const versions = (await client.schemes.versions(guid)).sort((a, b) => a.version - b.version);
  if (ctx.out.json) return ctx.out.printJson(versions);
  const newest = versions[versions.length - 1]?.version;
  ctx.out.table(
    [{ heading: 'Versie', alignRight: true }, { heading: 'Opgeslagen' }, { heading: '' }],
    versions.map((version) => [
      String(version.version),
      describeTimestamp(version.created_at),
      version.version === newest ? 'nieuwste' : '',
    ]),
  );
}

import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { describeTimestamp, parseSchemeGuid } from './describe.js';

/** `beloning schemes versions <guid>`: every saved version, oldest first; the newest is marked. */
export async function schemesVersions(ctx: Context, guidText: string): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid);
  const versions = [...scheme.versions].sort((a, b) => a.version - b.version);
  if (ctx.out.json) return ctx.out.printJson(versions);
  ctx.out.table(
    [{ heading: 'Versie', alignRight: true }, { heading: 'Opgeslagen' }, { heading: '' }],
    versions.map((version) => [
      String(version.version),
      describeTimestamp(version.created_at),
      version.version === scheme.version ? 'nieuwste' : '',
    ]),
  );
}

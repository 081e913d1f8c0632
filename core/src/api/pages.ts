import { MAX_PAGE_SIZE } from '../schemas/paging.js';
import type { SchemeVersion } from '../schemas/scheme.js';
import { ApiError } from './api-error.js';
import type { ApiCall, Page, Transport } from './transport.js';

/**
 * Following the pages of a paged list (server/README.md, 'Paged lists'), once for the portal and the CLI: a
 * list call asks page after page, each with the `after` of the previous answer's Link rel="next", until
 * there is no next page or it has the rows asked for.
 */

/** How much of a paged list to fetch. */
export interface ListOptions {
  /** At most this many rows (a positive whole number); default all of them. */
  limit?: number | undefined;
  /** Rows per request; default the server's page size (DEFAULT_PAGE_SIZE), at most MAX_PAGE_SIZE. */
  pageSize?: number | undefined;
  /** Start after this cursor (one the server gave, such as a detail's `versions_after`); default the start. */
  after?: string | null | undefined;
}

/**
 * The `after` of the Link header's rel="next" target, or null when there is no next page. Only the cursor is
 * taken: the next request goes to the same call with `after` set, never to an address the answer names.
 */
export function nextPageCursor(link: string | null): string | null {
  if (link === null) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match === null || !/(^|;)\s*rel="?next"?\s*(;|$)/i.test(match[2] ?? '')) continue;
    const query = (match[1] ?? '').split('?')[1] ?? '';
    const after = new URLSearchParams(query).get('after');
    if (after !== null && after !== '') return after;
  }
  return null;
}

/**
 * Every row of a paged list, or the first `options.limit`: asks `call` page by page with `after` set from
 * the previous page. A server that names the same cursor twice would never end, so that is an
 * invalid-response ApiError.
 */
export async function collectPages<T>(
  transport: Pick<Transport, 'requestPage'>,
  call: ApiCall<T[]>,
  options: ListOptions = {},
): Promise<T[]> {
  const { limit, pageSize } = options;
  const rows: T[] = [];
  const seen = new Set<string>();
  let after: string | null = options.after ?? null;
  for (;;) {
    const wanted = limit === undefined ? pageSize : Math.min(limit - rows.length, pageSize ?? MAX_PAGE_SIZE);
    const page: Page<T> = await transport.requestPage({
      ...call,
      query: { ...call.query, limit: wanted, after },
    });
    rows.push(...page.items);
    if (page.after === null || (limit !== undefined && rows.length >= limit)) break;
    if (seen.has(page.after)) {
      throw new ApiError({ kind: 'invalid-response', status: 200, raw: { after: page.after } });
    }
    seen.add(page.after);
    after = page.after;
  }
  return limit === undefined ? rows : rows.slice(0, limit);
}

/**
 * A scheme detail with every version in `versions` (oldest first): as it came when `versions_after` is null or
 * absent, else with the older versions read page by page (`list` is the versions call of the same scheme,
 * client.schemes.versions or client.agency.schemeVersions) from that cursor on, in pages of MAX_PAGE_SIZE.
 */
export async function withAllVersions<
  S extends { versions: SchemeVersion[]; versions_after?: string | null | undefined },
>(scheme: S, list: (options: ListOptions) => Promise<SchemeVersion[]>): Promise<S> {
  const after = scheme.versions_after ?? null;
  if (after === null) return scheme;
  const older = await list({ after, pageSize: MAX_PAGE_SIZE });
  const byNumber = new Map([...older, ...scheme.versions].map((entry) => [entry.version, entry]));
  const versions = [...byNumber.values()].sort((a, b) => a.version - b.version);
  return { ...scheme, versions, versions_after: null };
}

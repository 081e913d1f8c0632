import { DEFAULT_PAGE_SIZE, PAGE_CURSOR_MESSAGE, type PageQuery } from '@beloning/core/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FieldErrorsError } from './errors.js';
import { failures } from './openapi.js';

/**
 * Keyset paging for every list route (server/README.md, 'Paged lists'). A route reads `?limit=N&after=…`
 * with core's pageQueryShape, asks its query for `limit + 1` rows after the cursor's key (in an order whose
 * last column is unique), each with its key, and hands them to sendPage, which answers the first `limit` and,
 * when the extra row exists, a `Link: <…>; rel="next"` header whose `after` is the key of the last row sent.
 * The cursor is the key as base64url JSON: opaque to clients, checked against the route's key schema when it
 * comes back.
 */

/** The 400 of a paged list in the OpenAPI document. */
export const PAGE_FAILURES = failures({ 400: 'Een ongeldige limit of vervolgcode (after).' });

/** What a list query needs: how many rows, and the key of the last row already sent (or none). */
export interface PageRequest<K> {
  limit: number;
  after: K | undefined;
}

/** The cursor of a row's sort key. */
export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key in a cursor, or undefined when it is not one `keySchema` accepts. */
export function decodeCursor<K>(cursor: string, keySchema: z.ZodType<K>): K | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = keySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The page a request asks for; a cursor this list did not make is a 400 under `after`. */
export function pageRequest<K>(query: PageQuery, keySchema: z.ZodType<K>): PageRequest<K> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  if (query.after === undefined) return { limit, after: undefined };
  const after = decodeCursor(query.after, keySchema);
  if (after === undefined) throw new FieldErrorsError({ after: [PAGE_CURSOR_MESSAGE] });
  return { limit, after };
}

/** The request's own path and query with `after` set to the cursor: the next page's address. */
export function nextPageUrl(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('after', cursor);
  return `${url.pathname}${url.search}`;
}

/** A row of a page with the sort key the next page would start after. */
export interface Keyed<T, K> {
  item: T;
  key: K;
}

/**
 * The items of the first `page.limit` of `rows` (fetched with `limit + 1`), with a Link rel="next" header
 * when there were more.
 */
export function sendPage<T, K>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageRequest<K>,
  rows: readonly Keyed<T, K>[],
): T[] {
  const sent = rows.slice(0, page.limit);
  const last = sent[sent.length - 1];
  if (rows.length > page.limit && last !== undefined) {
    reply.header('link', `<${nextPageUrl(request, encodeCursor(last.key))}>; rel="next"`);
  }
  return sent.map((row) => row.item);
}

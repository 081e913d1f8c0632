import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Entity tags for answers that are rendered once and sent many times (a saved scheme version's detail). The
 * API keeps `Cache-Control: no-store` (salary data stays off shared disks), so a browser never asks again on
 * its own; a client that keeps its copy (a payroll integration, a script) sends `If-None-Match` and gets a
 * 304 without the body when nothing changed.
 */

/** A strong entity tag (RFC 9110 8.8.3) for a body made of these parts, in this order. */
export function entityTag(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `"${hash.digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `etag`, so the client's copy is current (RFC 9110 13.1.2: weak
 * comparison, a list of tags, or `*` for any current representation).
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim());
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return tags.some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends JSON text that was serialised (and checked against its schema) beforehand, with its entity tag, or
 * an empty 304 when the request's If-None-Match names the tag.
 */
export function sendTaggedJson(request: FastifyRequest, reply: FastifyReply, body: string, etag: string) {
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

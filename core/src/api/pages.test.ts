import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { createFakeFetch, type RecordedRequest } from './fake-fetch.js';
import { collectPages, nextPageCursor, withAllVersions } from './pages.js';
import { createTransport } from './transport.js';

describe('nextPageCursor', () => {
  it('takes the after of the rel="next" target, among other links and parameters', () => {
    expect(nextPageCursor('</api/inleners/caos-list/?limit=2&after=WyJjYW8iXQ>; rel="next"')).toBe(
      'WyJjYW8iXQ',
    );
    expect(nextPageCursor('</x/?after=a>; rel="prev", </x/?after=b&limit=5>; rel=next')).toBe('b');
  });

  it('is null without a header, without a next link, or without an after in it', () => {
    expect(nextPageCursor(null)).toBeNull();
    expect(nextPageCursor('</x/?after=a>; rel="prev"')).toBeNull();
    expect(nextPageCursor('</x/?limit=2>; rel="next"')).toBeNull();
    expect(nextPageCursor('geen link')).toBeNull();
  });
});

describe('collectPages', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];
  /** A server giving `pageSize` rows a page (fewer when the request's limit says so), cursor = offset. */
  const paged = (pageSize: number, cursorOf = (offset: number) => String(offset)) =>
    createFakeFetch((request: RecordedRequest) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const start = Number(query.get('after') ?? '0');
      const size = Math.min(pageSize, Number(query.get('limit') ?? pageSize));
      const end = start + size;
      return {
        json: rows.slice(start, end),
        headers: end < rows.length ? { Link: `</api/l/?after=${cursorOf(end)}>; rel="next"` } : {},
      };
    });
  const call = {
    method: 'GET',
    path: '/l/',
    query: { kind: 'x' },
    auth: false,
    response: z.array(z.string()),
  } as const;

  it('follows every page with the same call and the cursor of the previous answer', async () => {
    const fake = paged(2);
    const transport = createTransport({ fetch: fake.fetch });
    expect(await collectPages(transport, call)).toEqual(rows);
    expect(fake.requests.map((request) => request.url)).toEqual([
      '/api/l/?kind=x',
      '/api/l/?kind=x&after=2',
      '/api/l/?kind=x&after=4',
    ]);
  });

  it("starts after the cursor it is given (a detail's versions_after)", async () => {
    const fake = paged(2);
    const transport = createTransport({ fetch: fake.fetch });
    expect(await collectPages(transport, call, { after: '3' })).toEqual(['d', 'e']);
    expect(fake.requests.map((request) => request.url)).toEqual(['/api/l/?kind=x&after=3']);
  });

  it('stops at the limit, asking only for the rows still wanted', async () => {
    const fake = paged(2);
    const transport = createTransport({ fetch: fake.fetch });
    expect(await collectPages(transport, call, { limit: 3 })).toEqual(['a', 'b', 'c']);
    expect(fake.requests.map((request) => request.url)).toEqual([
      '/api/l/?kind=x&limit=3',
      '/api/l/?kind=x&limit=1&after=2',
    ]);
    const one = paged(2);
    expect(
      await collectPages(createTransport({ fetch: one.fetch }), call, { pageSize: 1, limit: 9 }),
    ).toEqual(rows);
    expect(one.requests).toHaveLength(5);
  });

  it('refuses a server that sends the same cursor again instead of asking forever', async () => {
    const transport = createTransport({ fetch: paged(2, () => '2').fetch });
    const failure = collectPages(transport, call);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('withAllVersions', () => {
  const version = (number: number) => ({ version: number, created_at: `2025-01-0${number}T09:00:00.000Z` });

  it('adds the older versions from the cursor on, oldest first, each once, and says none are left', async () => {
    const asked: unknown[] = [];
    const scheme = { guid: 'g', versions: [version(3), version(4)], versions_after: 'WyJ2IiwzXQ' };
    const complete = await withAllVersions(scheme, async (options) => {
      asked.push(options);
      return [version(3), version(2), version(1)];
    });
    expect(complete).toEqual({ guid: 'g', versions: [1, 2, 3, 4].map(version), versions_after: null });
    expect(asked).toEqual([{ after: 'WyJ2IiwzXQ', pageSize: 500 }]);
  });

  it('asks nothing when the detail has every version', async () => {
    const list = () => Promise.reject(new Error('niet gevraagd'));
    for (const scheme of [{ versions: [version(1)], versions_after: null }, { versions: [version(1)] }]) {
      expect(await withAllVersions(scheme, list)).toBe(scheme);
    }
  });
});

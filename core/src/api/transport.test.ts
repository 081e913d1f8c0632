import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { createFakeFetch, type FakeAnswer, type RecordedRequest } from './fake-fetch.js';
import { createMemoryTokenStore, type TokenSet } from './token-store.js';
import { createTransport, type ApiClientOptions } from './transport.js';

const NOW = Date.parse('2026-03-01T12:00:00Z');

function tokensExpiringIn(ms: number, access = 'toegang-1', refresh = 'ververs-1'): TokenSet {
  return {
    access,
    access_expiration: new Date(NOW + ms).toISOString(),
    refresh,
    refresh_expiration: new Date(NOW + 86_400_000).toISOString(),
  };
}

const freshTokens = tokensExpiringIn(60_000);

function setup(
  answer?: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>,
  options: Partial<ApiClientOptions> & { tokens?: TokenSet | null } = {},
) {
  const fake = createFakeFetch(answer);
  const tokenStore = createMemoryTokenStore(options.tokens === undefined ? freshTokens : options.tokens);
  const onUnauthorized = vi.fn();
  const transport = createTransport({
    fetch: fake.fetch,
    tokenStore,
    onUnauthorized,
    now: () => NOW,
    getCsrfToken: () => 'csrf-waarde',
    ...options,
  });
  return { transport, requests: fake.requests, tokenStore, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('createTransport', () => {
  it('sends an authenticated call with the bearer token and JSON headers', async () => {
    const { transport, requests } = setup(() => ({ json: { ok: 1 } }));
    const answer = await transport.request({
      method: 'POST',
      path: 'inleners/support/',
      body: { a: 1 },
      auth: true,
      response: z.object({ ok: z.number() }),
    });
    expect(answer).toEqual({ ok: 1 });
    expect(requests).toEqual([
      {
        url: '/api/inleners/support/',
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: 'Bearer toegang-1',
        },
        body: { a: 1 },
        credentials: undefined,
      },
    ]);
  });

  it('sends no content type and no body when the call has no body', async () => {
    const { transport, requests } = setup();
    await transport.request({ method: 'GET', path: '/inleners/caos-list/', auth: true });
    expect(requests[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer toegang-1' });
    expect(requests[0]?.body).toBeUndefined();
  });

  it('sends the CSRF header and includes cookies on an unauthenticated unsafe call', async () => {
    const { transport, requests } = setup();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      await transport.request({ method, path: '/rest-auth/inlener-forgot-password/', body: {}, auth: false });
    }
    for (const request of requests) {
      expect(request.headers['X-CSRFToken']).toBe('csrf-waarde');
      expect(request.headers.Authorization).toBeUndefined();
      expect(request.credentials).toBe('include');
    }
  });

  it('sends no CSRF header on an unauthenticated GET', async () => {
    const { transport, requests } = setup();
    await transport.request({ method: 'GET', path: '/x/', auth: false });
    expect(requests[0]?.headers['X-CSRFToken']).toBeUndefined();
    expect(requests[0]?.credentials).toBe('include');
  });

  it('sends no CSRF header on an authenticated unsafe call', async () => {
    const { transport, requests } = setup();
    await transport.request({ method: 'POST', path: '/x/', body: {}, auth: true });
    expect(requests[0]?.headers['X-CSRFToken']).toBeUndefined();
  });

  it('falls back to the CSRF cookie when an authenticated call finds no tokens', async () => {
    const { transport, requests } = setup(undefined, { tokens: null });
    await transport.request({ method: 'DELETE', path: '/rest-auth/inlener-user/', auth: true });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.headers['X-CSRFToken']).toBe('csrf-waarde');
  });

  it('leaves the CSRF header out when there is no token to send', async () => {
    const { transport, requests } = setup(undefined, { getCsrfToken: () => null });
    await transport.request({ method: 'POST', path: '/x/', body: {}, auth: false });
    expect(requests[0]?.headers['X-CSRFToken']).toBeUndefined();
  });

  it('converts GET query keys to snake_case and drops empty values', async () => {
    const { transport, requests } = setup(() => ({ json: [] }));
    await transport.request({
      method: 'GET',
      path: '/inleners/werksoorts/',
      query: { caoId: 12, getProposals: true, version: '', uitlener: null, kvkNr: undefined },
      auth: true,
    });
    expect(requests[0]?.url).toBe('/api/inleners/werksoorts/?cao_id=12&get_proposals=true');
  });

  it('joins an absolute base URL with a trailing slash to a path without a leading one', async () => {
    const { transport, requests } = setup(undefined, { baseUrl: 'http://localhost:3000/api/' });
    await transport.request({ method: 'GET', path: 'inleners/cao-compliance-list/', auth: true });
    expect(requests[0]?.url).toBe('http://localhost:3000/api/inleners/cao-compliance-list/');
  });

  it('ignores the answer of a call that names no schema', async () => {
    const { transport } = setup(() => ({ json: { ok: 1 } }));
    await expect(
      transport.request({ method: 'POST', path: '/x/', body: {}, auth: true }),
    ).resolves.toBeUndefined();
  });

  it('answers undefined for an empty success body', async () => {
    const { transport } = setup(() => ({ status: 204 }));
    const call = { method: 'DELETE', path: '/x/', auth: true, response: z.undefined() } as const;
    await expect(transport.request(call)).resolves.toBeUndefined();
  });
});

describe('createTransport errors', () => {
  it('normalises a 400 to the field-error body', async () => {
    const { transport, onUnauthorized } = setup(() => ({
      status: 400,
      json: { errors: { email: ['Vul een geldig e-mail adres in'] }, non_field_errors: ['Nee'] },
    }));
    const error = await failure(transport.request({ method: 'POST', path: '/x/', body: {}, auth: false }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: { email: ['Vul een geldig e-mail adres in'] },
      non_field_errors: ['Nee'],
    });
    expect(error.fieldErrors).toEqual({ email: ['Vul een geldig e-mail adres in'] });
    expect(error.nonFieldErrors).toEqual(['Nee']);
    expect(error.detail).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Geen toegang.'],
    [404, 'Niet gevonden.'],
    [412, 'De gegevens zijn intussen gewijzigd.'],
  ])('normalises a %i to its detail without logging out', async (status, detail) => {
    const { transport, onUnauthorized, tokenStore } = setup(() => ({ status, json: { detail } }));
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.status).toBe(status);
    expect(error.body).toEqual({ detail });
    expect(error.detail).toBe(detail);
    expect(error.message).toBe(`HTTP ${status}: ${detail}`);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toEqual(freshTokens);
  });

  it('clears the tokens and calls the 401 hook on a 401', async () => {
    const { transport, onUnauthorized, tokenStore } = setup(() => ({
      status: 401,
      json: { detail: 'Niet ingelogd of sessie verlopen.' },
    }));
    const error = await failure(
      transport.request({ method: 'GET', path: '/rest-auth/inlener-user/', auth: true }),
    );
    expect(error.status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not call the 401 hook when the call asks not to be notified', async () => {
    const { transport, onUnauthorized, tokenStore } = setup(() => ({ status: 401, json: { detail: 'x' } }));
    await failure(transport.request({ method: 'POST', path: '/x/', auth: true, notifyUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(tokenStore.get()).toEqual(freshTokens);
  });

  it('reads Retry-After from a 429', async () => {
    const { transport } = setup(() => ({
      status: 429,
      json: { detail: 'Te veel verzoeken. Probeer het later opnieuw.' },
      headers: { 'Retry-After': '30' },
    }));
    const error = await failure(transport.request({ method: 'POST', path: '/x/', body: {}, auth: false }));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(30);
    expect(error.detail).toBe('Te veel verzoeken. Probeer het later opnieuw.');
  });

  it('keeps a 500 without a JSON body as status with an empty body', async () => {
    const { transport } = setup(() => ({ status: 500, text: '<html>Bad gateway</html>' }));
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.status).toBe(500);
    expect(error.body).toBeNull();
    expect(error.raw).toBe('<html>Bad gateway</html>');
    expect(error.message).toBe('HTTP 500');
  });

  it('turns a failed fetch into a network error with status 0', async () => {
    const cause = new TypeError('fetch failed');
    const { transport } = setup(() => cause);
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.body).toBeNull();
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Geen verbinding met de server');
  });

  it('rejects a success answer that is not JSON', async () => {
    const { transport } = setup(() => ({ status: 200, text: '<!doctype html>' }));
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('Onverwacht antwoord van de server (HTTP 200)');
  });
});

describe('createTransport token refresh', () => {
  const rotated = tokensExpiringIn(300_000, 'toegang-2', 'ververs-2');

  function refreshingServer(refreshAnswer: FakeAnswer = { json: rotated }) {
    return (request: RecordedRequest): FakeAnswer =>
      request.url.endsWith('/rest-auth/token/refresh/') ? refreshAnswer : { json: { ok: true } };
  }

  it('refreshes first when the access token expires within 5 seconds', async () => {
    const { transport, requests, tokenStore } = setup(refreshingServer(), {
      tokens: tokensExpiringIn(4_999),
    });
    await transport.request({ method: 'GET', path: '/rest-auth/inlener-user/', auth: true });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/rest-auth/token/refresh/',
      '/api/rest-auth/inlener-user/',
    ]);
    expect(requests[0]?.body).toEqual({ refresh: 'ververs-1' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.headers.Authorization).toBe('Bearer toegang-2');
    expect(tokenStore.get()).toEqual(rotated);
  });

  it('refreshes at exactly 5 seconds before expiry', async () => {
    const { transport, requests } = setup(refreshingServer(), { tokens: tokensExpiringIn(5_000) });
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    expect(requests).toHaveLength(2);
  });

  it('does not refresh while more than 5 seconds remain', async () => {
    const { transport, requests } = setup(refreshingServer(), { tokens: tokensExpiringIn(5_001) });
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    expect(requests.map((request) => request.url)).toEqual(['/api/x/']);
  });

  it('follows the injected clock', async () => {
    let now = NOW;
    const { transport, requests } = setup(refreshingServer(), {
      tokens: tokensExpiringIn(60_000),
      now: () => now,
    });
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    now = NOW + 55_000;
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/x/',
      '/api/rest-auth/token/refresh/',
      '/api/x/',
    ]);
  });

  it('sends one refresh for three concurrent calls, and all three use the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { transport, requests } = setup(
      async (request) => {
        if (!request.url.endsWith('/token/refresh/')) return { json: { ok: true } };
        await refreshGate;
        return { json: rotated };
      },
      { tokens: tokensExpiringIn(1_000) },
    );
    const calls = [1, 2, 3].map(() => transport.request({ method: 'GET', path: '/x/', auth: true }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    releaseRefresh();
    await Promise.all(calls);
    const refreshes = requests.filter((request) => request.url.endsWith('/token/refresh/'));
    expect(refreshes).toHaveLength(1);
    const others = requests.filter((request) => request.url === '/api/x/');
    expect(others.map((request) => request.headers.Authorization)).toEqual([
      'Bearer toegang-2',
      'Bearer toegang-2',
      'Bearer toegang-2',
    ]);
  });

  it('starts a new refresh once the previous one has finished', async () => {
    const { transport, requests } = setup(refreshingServer({ json: tokensExpiringIn(1_000, 'a', 'b') }), {
      tokens: tokensExpiringIn(1_000),
    });
    await transport.refreshTokens();
    await transport.refreshTokens();
    expect(requests.map((request) => request.body)).toEqual([{ refresh: 'ververs-1' }, { refresh: 'b' }]);
  });

  it('clears the tokens when the refresh answer is not a whole token set', async () => {
    const { transport, tokenStore } = setup(
      refreshingServer({ json: { access: 'toegang-2', access_expiration: rotated.access_expiration } }),
    );
    const error = await failure(transport.refreshTokens());
    expect(error.kind).toBe('invalid-response');
    expect(tokenStore.get()).toBeNull();
  });

  it('clears the tokens, calls the 401 hook once and fails every waiting call when the refresh is refused', async () => {
    const { transport, requests, tokenStore, onUnauthorized } = setup(
      refreshingServer({ status: 401, json: { detail: 'Niet ingelogd of sessie verlopen.' } }),
      { tokens: tokensExpiringIn(0) },
    );
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => transport.request({ method: 'GET', path: '/x/', auth: true })),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(requests).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh gets no answer, and refreshes with them on the next call', async () => {
    let reachable = false;
    const server = refreshingServer();
    const { transport, tokenStore, onUnauthorized, requests } = setup(
      (request) => (reachable ? server(request) : new TypeError('fetch failed')),
      { tokens: tokensExpiringIn(0) },
    );
    const before = tokenStore.get();
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.kind).toBe('network');
    expect(tokenStore.get()).toEqual(before);
    expect(onUnauthorized).not.toHaveBeenCalled();
    reachable = true;
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    expect(tokenStore.get()).toEqual(rotated);
    // Both attempts sent the same refresh token: the first one never arrived.
    const refreshes = requests.filter((request) => request.url.endsWith('/token/refresh/'));
    expect(refreshes.map((request) => request.body)).toEqual([
      { refresh: 'ververs-1' },
      { refresh: 'ververs-1' },
    ]);
  });

  it.each([500, 503, 429])('keeps the tokens when the refresh answers %i', async (status) => {
    const { transport, tokenStore, onUnauthorized } = setup(
      refreshingServer({ status, json: { detail: 'x' } }),
      {
        tokens: tokensExpiringIn(0),
      },
    );
    const before = tokenStore.get();
    const error = await failure(transport.request({ method: 'GET', path: '/x/', auth: true }));
    expect(error.status).toBe(status);
    expect(tokenStore.get()).toEqual(before);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears the tokens when the refresh is refused with a 400', async () => {
    const { transport, tokenStore } = setup(refreshingServer({ status: 400, json: { detail: 'x' } }), {
      tokens: tokensExpiringIn(0),
    });
    await failure(transport.refreshTokens());
    expect(tokenStore.get()).toBeNull();
  });

  it('refuses to refresh without tokens and sends nothing', async () => {
    const { transport, requests } = setup(refreshingServer(), { tokens: null });
    const error = await failure(transport.refreshTokens());
    expect(error.status).toBe(401);
    expect(requests).toHaveLength(0);
  });

  it('leaves an unreadable expiration to the server', async () => {
    const { transport, requests } = setup(refreshingServer(), {
      tokens: { ...freshTokens, access_expiration: 'onbekend' },
    });
    await transport.request({ method: 'GET', path: '/x/', auth: true });
    expect(requests.map((request) => request.url)).toEqual(['/api/x/']);
  });
});

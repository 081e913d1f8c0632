import { readCsrfCookie } from '@beloning/core/api';
import { describe, expect, it } from 'vitest';
import { buildTestApp, csrf, testConfig } from '../../../tests/helpers/app.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { systemClock } from '../clock.js';
import { CSRF_FAILED } from './csrf.js';

const FORBIDDEN = { detail: CSRF_FAILED };

describe('CSRF double-submit cookie', () => {
  /** How often the test route's handler ran: a refused request must never reach it. */
  let handled = 0;
  const test = useTestApp('pglite', {
    clock: systemClock,
    beforeReady: (app) => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        app.route({
          method,
          url: '/api/test/change',
          handler: async () => {
            handled += 1;
            return { ok: true };
          },
        });
      }
    },
  });

  it('GET /api/csrf/ answers the token and sets it as a readable, Lax cookie for the whole site', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/csrf/' });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ csrf_token: string }>().csrf_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain(`csrftoken=${token}`);
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=');
    expect(setCookie).not.toContain('HttpOnly');
    // Not https in the test config, so not Secure (a browser on http would drop it otherwise).
    expect(setCookie).not.toContain('Secure');
    // Core's reader (what the web app uses on document.cookie) finds the same value.
    expect(readCsrfCookie(setCookie.split(';')[0] ?? '')).toBe(token);
  });

  it('gives every new visitor a fresh random token, on API answers and on the portal page', async () => {
    const tokens = new Set<string>();
    for (const url of ['/api/health', '/api/csrf/', '/login', '/']) {
      const response = await test.app.inject({ method: 'GET', url });
      const cookie = response.cookies.find((c) => c.name === 'csrftoken');
      expect(cookie?.value, url).toMatch(/^[A-Za-z0-9_-]{43}$/);
      tokens.add(cookie?.value ?? '');
    }
    expect(tokens.size).toBe(4);
  });

  it('keeps a valid cookie: no new Set-Cookie, and /api/csrf/ repeats the existing token', async () => {
    const headers = await csrf(test.app);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/csrf/',
      headers: { cookie: headers.cookie },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).toEqual({ csrf_token: headers['x-csrftoken'] });
  });

  it('replaces a cookie that is not a token of ours', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/csrf/',
      headers: { cookie: 'csrftoken=abc' },
    });
    const token = response.json<{ csrf_token: string }>().csrf_token;
    expect(token).not.toBe('abc');
    expect(response.cookies.find((c) => c.name === 'csrftoken')?.value).toBe(token);
  });

  it('lets an unsafe request through when the header repeats the cookie', async () => {
    const headers = await csrf(test.app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await test.app.inject({ method, url: '/api/test/change', headers, payload: {} });
      expect(response.statusCode, method).toBe(200);
    }
  });

  it('refuses an unsafe request without a bearer token and without a matching header, before the handler', async () => {
    const { cookie, 'x-csrftoken': token } = await csrf(test.app);
    const other = (await csrf(test.app))['x-csrftoken'];
    const cases: Record<string, Record<string, string>> = {
      'neither cookie nor header': {},
      'cookie only (a cross-site form post)': { cookie },
      'header only': { 'x-csrftoken': token },
      'another token in the header': { cookie, 'x-csrftoken': other },
      'the header one character off': {
        cookie,
        'x-csrftoken': `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      },
      'a shorter header': { cookie, 'x-csrftoken': token.slice(0, 20) },
      'an empty header': { cookie, 'x-csrftoken': '' },
      'a made-up pair that is not a token': { cookie: 'csrftoken=abc', 'x-csrftoken': 'abc' },
      'a Basic authorization (browsers send that ambiently)': { authorization: 'Basic YTpi', cookie },
      'an empty Bearer': { authorization: 'Bearer ', cookie },
      'a foreign Origin': { origin: 'https://evil.example', cookie },
    };
    const before = handled;
    for (const [name, headers] of Object.entries(cases)) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await test.app.inject({ method, url: '/api/test/change', headers, payload: {} });
        expect(response.statusCode, `${method} ${name}`).toBe(403);
        expect(response.json(), `${method} ${name}`).toEqual(FORBIDDEN);
      }
    }
    expect(handled).toBe(before);
  });

  it('checks the token before reading the body, so a bad body still gets the 403', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { 'content-type': 'application/json' },
      payload: '{"kapot": ',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it('sets a cookie on the 403, so a client that follows the advice succeeds on its next try', async () => {
    const refused = await test.app.inject({ method: 'POST', url: '/api/test/change', payload: {} });
    expect(refused.statusCode).toBe(403);
    const token = refused.cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
    expect(token).not.toBe('');
    const retried = await test.app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload: {},
    });
    expect(retried.statusCode).toBe(200);
  });

  it('exempts requests with a bearer token (no ambient credential) and sets no cookie on them', async () => {
    const before = handled;
    for (const authorization of ['Bearer eyJhbGciOi.x.y', 'bearer abc']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/test/change',
        headers: { authorization },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(handled).toBe(before + 2);
  });

  it('never checks safe methods', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const response = await test.app.inject({ method, url: '/api/health' });
      expect(response.statusCode, method).not.toBe(403);
    }
  });

  it('leaves paths without a route to the Dutch 404', async () => {
    for (const [method, url] of [
      ['POST', '/api/bestaat-niet'],
      ['DELETE', '/api/health'],
      ['POST', '/login'],
    ] as const) {
      const response = await test.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Niet gevonden.' });
    }
  });

  it('lists /api/csrf/ in the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toContain('/api/csrf/');
  });

  it('works over real HTTP the way the README tells curl and the CLI to log in', async () => {
    const { app: served } = await buildTestApp(test.handle);
    served.post('/api/test/login-like', async () => ({ ok: true }));
    const base = await served.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await fetch(`${base}/api/csrf/`);
      const { csrf_token: token } = (await first.json()) as { csrf_token: string };
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toBe(`csrftoken=${token}`);
      const post = (headers: Record<string, string>) =>
        fetch(`${base}/api/test/login-like`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ username: 'anna', password: 'x' }),
        });
      expect((await post({ cookie, 'X-CSRFToken': token })).status).toBe(200);
      const refused = await post({ cookie });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(FORBIDDEN);
    } finally {
      await served.close();
    }
  }, 30_000);

  it('is Secure when PUBLIC_URL is https', async () => {
    const { app: httpsApp } = await buildTestApp(test.handle, {
      config: testConfig({ publicUrl: 'https://portaal.test' }),
    });
    const response = await httpsApp.inject({ method: 'GET', url: '/api/csrf/' });
    expect(String(response.headers['set-cookie'])).toContain('Secure');
    await httpsApp.close();
  }, 30_000);
});

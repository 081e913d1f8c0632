import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kvkNrSchema } from '@beloning/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, csrf } from '../../tests/helpers/app.js';
import { describeEachEngine } from '../../tests/helpers/database.js';
import { useTestApp } from '../../tests/helpers/test-app.js';
import type { App } from './app.js';
import { systemClock } from './clock.js';
import { openPglite } from './db/open.js';
import type { DatabaseHandle } from './db/database.js';
import { FieldErrorsError, HttpError } from './http/errors.js';

const registrationLike = z.strictObject({
  email: z.email().max(254),
  company_name: z.string().min(1).max(300),
  kvk_nr: kvkNrSchema,
  age: z.number().int().optional(),
});

/** Routes that exist only in this test, to drive the error handler. */
async function addTestRoutes(app: App): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/test/echo', { schema: { body: registrationLike } }, async (request) => request.body);
  typed.get(
    '/api/test/query',
    { schema: { querystring: z.strictObject({ kvk_nr: kvkNrSchema }) } },
    async (request) => request.query,
  );
  typed.get('/api/test/boom', async () => {
    throw new Error('geheime interne details: password=hunter2');
  });
  typed.get('/api/test/gone', async () => {
    throw new HttpError(410, 'Link verlopen.');
  });
  typed.get('/api/test/fields', async () => {
    throw new FieldErrorsError({ password2: ['Wachtwoorden moeten hetzelfde zijn'] }, ['Algemene fout']);
  });
  typed.get('/api/test/ip', async (request) => ({ ip: request.ip }));
  typed.get('/api/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
}

describeEachEngine('buildApp', (engine) => {
  const test = useTestApp(engine, { clock: systemClock, beforeReady: addTestRoutes });
  /** The double-submit CSRF cookie and header that unauthenticated POSTs need. */
  let csrfHeaders: Awaited<ReturnType<typeof csrf>>;
  beforeAll(async () => {
    csrfHeaders = await csrf(test.app);
  });

  it('answers /api/health with the engine in use', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts a valid body', async () => {
    const body = { email: 'a@b.nl', company_name: 'Test BV', kvk_nr: '69599084' };
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: csrfHeaders,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it("reports every missing field with 'Veld is vereist', also for an empty body", async () => {
    const withEmptyObject = test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: csrfHeaders,
      payload: {},
    });
    const withoutBody = test.app.inject({ method: 'POST', url: '/api/test/echo', headers: csrfHeaders });
    for (const response of await Promise.all([withEmptyObject, withoutBody])) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {
          email: ['Veld is vereist'],
          company_name: ['Veld is vereist'],
          kvk_nr: ['Veld is vereist'],
        },
        non_field_errors: [],
      });
    }
  });

  it('reports wrong values under their fields in Dutch, with the schema’s own message first', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: csrfHeaders,
      payload: { email: 'geen-adres', company_name: 'x'.repeat(301), kvk_nr: '1234567', age: 'tien' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        email: ['Vul een geldig e-mail adres in'],
        company_name: ['Maximaal 300 karakters'],
        kvk_nr: ['KVK nummer niet valide'],
        age: ['Vul een geldig getal in'],
      },
      non_field_errors: [],
    });
  });

  it("reports unknown fields with 'Onbekend veld'", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: csrfHeaders,
      payload: { email: 'a@b.nl', company_name: 'Test BV', kvk_nr: '69599084', is_active: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { is_active: ['Onbekend veld'] }, non_field_errors: [] });
  });

  it('validates query parameters the same way', async () => {
    const bad = await test.app.inject({ method: 'GET', url: '/api/test/query?kvk_nr=123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { kvk_nr: ['KVK nummer niet valide'] }, non_field_errors: [] });
    const good = await test.app.inject({ method: 'GET', url: '/api/test/query?kvk_nr=69599084' });
    expect(good.json()).toEqual({ kvk_nr: '69599084' });
  });

  it("answers a body that is not JSON with 'Ongeldige JSON'", async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: {}, non_field_errors: ['Ongeldige JSON'] });
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...csrfHeaders, 'content-type': 'text/plain' },
      payload: 'email=a@b.nl',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Inhoudstype niet ondersteund; stuur JSON (application/json).',
    });
  });

  it("answers an unknown API path with 404 'Niet gevonden.'", async () => {
    for (const [method, url] of [
      ['GET', '/api/bestaat-niet'],
      ['POST', '/api/health'],
      ['POST', '/login'],
    ] as const) {
      const response = await test.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Niet gevonden.' });
    }
  });

  it('hides the internals of an unexpected error behind a Dutch 500', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Er is iets mis gegaan.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends the status and detail of an HttpError and the body of a FieldErrorsError', async () => {
    const gone = await test.app.inject({ method: 'GET', url: '/api/test/gone' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ detail: 'Link verlopen.' });
    const fields = await test.app.inject({ method: 'GET', url: '/api/test/fields' });
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({
      errors: { password2: ['Wachtwoorden moeten hetzelfde zijn'] },
      non_field_errors: ['Algemene fout'],
    });
  });

  it('answers a route over its rate limit with 429, Retry-After and a Dutch detail', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/test/limited' })).statusCode).toBe(200);
    const limited = await test.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      detail: `Te veel pogingen. Probeer het over ${limited.headers['retry-after']} seconden opnieuw.`,
    });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot choose its own address', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('publishes the OpenAPI document at /api/docs and /api/docs/json', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toContain('/api/health');
      expect(Object.keys(document.paths)).toContain('/api/test/echo');
      expect(Object.keys(document.paths)).not.toContain('/api/docs');
    }
  });
});

describe('buildApp web fallback', () => {
  let database: DatabaseHandle;
  let dist: string;
  beforeAll(async () => {
    database = await openPglite();
    dist = mkdtempSync(join(tmpdir(), 'beloning-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portaal</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("portaal")');
    // As the build leaves them (web/build/precompress.ts): brotli and gzip beside the file.
    const script = `console.log(${JSON.stringify('loon '.repeat(400))});`;
    writeFileSync(join(dist, 'assets', 'groot-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'groot-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'groot-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(readFileSync(join(dist, 'index.html'))));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for any portal path and the built assets as files', async () => {
    const { app } = await buildTestApp(database, { webDistDir: dist });
    for (const url of ['/', '/login', '/account-activatie/MQ/abc?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Portaal</title>');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("portaal")');
    const missing = await app.inject({ method: 'GET', url: '/assets/weg.js' });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/onbekend' });
    expect(api.json()).toEqual({ detail: 'Niet gevonden.' });
    await app.close();
  });

  it('sends the precompressed file the browser accepts, hashed assets cached for a year, pages never', async () => {
    const { app } = await buildTestApp(database, { webDistDir: dist });
    const script = `console.log(${JSON.stringify('loon '.repeat(400))});`;
    const url = '/assets/groot-abc123.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A file without a hash in its name is checked again every time.
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    // The page itself: never cached, precompressed too; a page with a secret in its address is not stored.
    const page = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Portaal</title>');
    // A script is no document: no CSP, framing or CSRF cookie on it; nosniff and the resource policy stay.
    expect(brotli.headers['content-security-policy']).toBeUndefined();
    expect(brotli.headers['x-frame-options']).toBeUndefined();
    expect(brotli.headers['set-cookie']).toBeUndefined();
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(brotli.headers['referrer-policy']).toBe('no-referrer');
    // An SVG can be opened as a document, so it keeps them; so does the page, which sets the cookie.
    expect(icon.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(String(page.headers['set-cookie'])).toContain('csrftoken=');
    const secret = await app.inject({
      method: 'GET',
      url: '/account-activatie/MQ/abc',
      headers: { 'accept-encoding': 'br' },
    });
    expect(secret.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('says in Dutch that the portal is not built yet when web/dist is missing', async () => {
    const { app } = await buildTestApp(database, { webDistDir: join(dist, 'bestaat-niet') });
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Het portaal is nog niet gebouwd');
    expect(page.body).toContain('href="/api/docs"');
    await app.close();
  });
});

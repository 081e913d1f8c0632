import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiRegistry, KVK_API_RESULTS_PER_PAGE, zoekenUrl } from './api.js';
import { createKvkRegistry } from './index.js';
import { KvkUnavailableError, type KvkRegistry } from './registry.js';

/**
 * A real HTTP server standing in for the KVK Zoeken API v2, answering with the shapes of
 * reference/kvk.md 3.2: the Resultaat body, the error body {"fout":[{code, omschrijving}]}, 404 for no
 * results, 401 without the right apikey, and the other documented statuses.
 */
const API_KEY = 'l7xx-test-key';

const ADRES = {
  binnenlandsAdres: {
    type: 'bezoekadres',
    straatnaam: 'Hoofdstraat',
    huisnummer: 1,
    huisletter: '',
    postbusnummer: 0,
    postcode: '9999AA',
    plaats: 'Lollum',
  },
};

function result(kvkNummer: string, naam: string, type: string, vestigingsnummer?: string) {
  return {
    kvkNummer,
    rsin: '000000000',
    ...(vestigingsnummer === undefined ? {} : { vestigingsnummer }),
    naam,
    adres: ADRES,
    type,
    actief: 'Ja',
    _links: { basisprofiel: { href: `https://api.kvk.nl/test/api/v1/basisprofielen/${kvkNummer}` } },
  };
}

function resultaat(resultaten: unknown[]) {
  return {
    pagina: 1,
    resultatenPerPagina: KVK_API_RESULTS_PER_PAGE,
    totaal: resultaten.length,
    resultaten,
    _links: { self: { href: 'https://api.kvk.nl/test/api/v2/zoeken' } },
  };
}

const fout = (code: string, omschrijving: string) => ({ fout: [{ code, omschrijving }] });

/** Error answers by KVK number: every status kvk.md documents besides 404, and the fixture's choices. */
const ERRORS: Record<string, { status: number; code: string; omschrijving: string }> = {
  '90000400': { status: 400, code: 'IPD0004', omschrijving: 'Het KVK-nummer is niet valide' },
  '90000403': { status: 403, code: 'IPD0003', omschrijving: 'Geen toegang tot dit product' },
  '90000406': { status: 406, code: 'IPD0006', omschrijving: 'Het gevraagde formaat wordt niet ondersteund' },
  '90004973': { status: 500, code: 'IPD9999', omschrijving: 'Er is een algemene technische fout opgetreden' },
  '90002903': {
    status: 503,
    code: 'IPD1002',
    omschrijving:
      'De gegevens zijn tijdelijk niet beschikbaar omdat ze worden verwerkt; probeer het later opnieuw',
  },
};

interface Seen {
  path: string;
  query: URLSearchParams;
  apikey: string | undefined;
  accept: string | undefined;
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...extra });
  response.end(JSON.stringify(body));
}

function answer(request: IncomingMessage, response: ServerResponse, seen: Seen[]): void {
  const url = new URL(request.url ?? '/', 'http://kvk.test');
  const apikey = request.headers['apikey'];
  seen.push({
    path: url.pathname,
    query: url.searchParams,
    apikey: typeof apikey === 'string' ? apikey : undefined,
    accept: request.headers.accept,
  });
  if (apikey !== API_KEY) {
    response.writeHead(401, { 'content-type': 'text/plain' });
    response.end('Geen of onjuiste apikey');
    return;
  }
  if (url.pathname !== '/api/v2/zoeken' && url.pathname !== '/test/api/v2/zoeken') {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<html><body>Not Found</body></html>');
    return;
  }
  const kvkNummer = url.searchParams.get('kvkNummer') ?? '';
  const error = ERRORS[kvkNummer];
  if (error !== undefined) {
    sendJson(response, error.status, fout(error.code, error.omschrijving));
    return;
  }
  switch (kvkNummer) {
    case '68750110':
      sendJson(
        response,
        200,
        resultaat([
          result('68750110', 'Test BV Donald', 'hoofdvestiging', '000037178598'),
          result('68750110', 'Test BV Donald', 'rechtspersoon'),
        ]),
        { warning: '299 - "Deze API-versie is verouderd"' },
      );
      return;
    case '69599084':
      sendJson(
        response,
        200,
        resultaat([
          result('69599084', 'Test EMZ Nevenvestiging Govert', 'nevenvestiging', '000038509520'),
          result('69599084', 'Test EMZ Dagobert', 'hoofdvestiging', '000038509504'),
          result('69599084', 'Test EMZ Nevenvestiging Govert', 'nevenvestiging', '000038509521'),
          // Another number's result never belongs to this one.
          result('11111111', 'Iemand Anders BV', 'hoofdvestiging', '000000000001'),
        ]),
      );
      return;
    case '90000200':
      sendJson(response, 200, resultaat([]));
      return;
    case '90000201':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"pagina": 1, "resultaten": [');
      return;
    case '90000202':
      sendJson(response, 200, { pagina: 1, totaal: 1, resultaten: [{ handelsnaam: 'V1-veld', type: 'x' }] });
      return;
    case '90000203':
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html>Internal Server Error</html>');
      return;
    case '90000204':
      response.writeHead(302, { location: `http://${request.headers.host ?? ''}/elders` });
      response.end();
      return;
    case '90000205':
      // Slow to answer at all.
      setTimeout(() => sendJson(response, 200, resultaat([])), 5000).unref();
      return;
    case '90000206':
      // Headers at once, then the body stalls.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"resultaten": [');
      setTimeout(() => response.end(']}'), 5000).unref();
      return;
    default:
      sendJson(
        response,
        404,
        fout('IPD5200', 'Er zijn geen gegevens gevonden die voldoen aan de opgegeven zoekcriteria'),
      );
  }
}

describe('the KVK Zoeken API v2 client against a local HTTP server', () => {
  const seen: Seen[] = [];
  let server: Server;
  let base: string;
  let registry: KvkRegistry;

  beforeAll(async () => {
    server = createServer((request, response) => answer(request, response, seen));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    registry = createApiRegistry({ url: `${base}/test`, apiKey: API_KEY, timeoutMs: 300 });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function failure(kvkNr: string, of: KvkRegistry = registry): Promise<KvkUnavailableError> {
    const error: unknown = await of.lookup(kvkNr).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(KvkUnavailableError);
    return error as KvkUnavailableError;
  }

  it('asks GET /api/v2/zoeken with kvkNummer, one page of 100, and the key in the apikey header', async () => {
    seen.length = 0;
    await registry.lookup('68750110');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.path).toBe('/test/api/v2/zoeken');
    expect(request?.query.get('kvkNummer')).toBe('68750110');
    expect(request?.query.get('resultatenPerPagina')).toBe('100');
    expect(request?.query.has('inclusiefInactieveRegistraties')).toBe(false);
    expect(request?.apikey).toBe(API_KEY);
    expect(request?.accept).toBe('application/json');
  });

  it('turns the results into [naam, type] pairs, the rechtspersoon first', async () => {
    await expect(registry.lookup('68750110')).resolves.toEqual([
      ['Test BV Donald', 'rechtspersoon'],
      ['Test BV Donald', 'hoofdvestiging'],
    ]);
  });

  it('lists each pair once, keeps the API order within a type and skips results of other numbers', async () => {
    await expect(registry.lookup('69599084')).resolves.toEqual([
      ['Test EMZ Dagobert', 'hoofdvestiging'],
      ['Test EMZ Nevenvestiging Govert', 'nevenvestiging'],
    ]);
  });

  it('gives an empty list for 404 IPD5200 and for 200 without results', async () => {
    await expect(registry.lookup('12345678')).resolves.toEqual([]);
    await expect(registry.lookup('90000200')).resolves.toEqual([]);
  });

  it('does not ask the API for a number that is not 8 digits', async () => {
    seen.length = 0;
    await expect(registry.lookup('1234567')).resolves.toEqual([]);
    await expect(registry.lookup('1234567a')).resolves.toEqual([]);
    await expect(registry.lookup('123456789')).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it.each(Object.entries(ERRORS))('fails on %s: the documented error answer', async (kvkNr, error) => {
    const thrown = await failure(kvkNr);
    expect(thrown.code).toBe(error.code);
    expect(thrown.message).toContain(String(error.status));
    expect(thrown.message).toContain(error.omschrijving);
  });

  it('fails with 401 when the apikey is missing or wrong', async () => {
    const wrongKey = createApiRegistry({ url: base, apiKey: 'fout', timeoutMs: 300 });
    const thrown = await failure('68750110', wrongKey);
    expect(thrown.code).toBe('HTTP 401');
    const noKey = createApiRegistry({ url: base, apiKey: '', timeoutMs: 300 });
    expect((await failure('68750110', noKey)).code).toBe('HTTP 401');
  });

  it('fails on a 404 that is not a KVK answer (a wrong KVK_API_URL) instead of saying "not found"', async () => {
    const wrongPath = createApiRegistry({
      url: `${base}/verkeerd/zoeken`,
      apiKey: API_KEY,
      timeoutMs: 300,
    });
    expect((await failure('68750110', wrongPath)).code).toBe('HTTP 404');
  });

  it('fails on malformed JSON, on a body of the wrong shape and on a 5xx without a KVK body', async () => {
    expect((await failure('90000201')).message).toContain('onleesbaar');
    expect((await failure('90000202')).message).toContain('onleesbaar');
    expect((await failure('90000203')).code).toBe('HTTP 500');
  });

  it('does not follow a redirect (it would carry the apikey elsewhere)', async () => {
    seen.length = 0;
    expect((await failure('90000204')).code).toBe('network');
    expect(seen.map((request) => request.path)).toEqual(['/test/api/v2/zoeken']);
  });

  it('times out on a slow answer and on a body that stalls', async () => {
    const started = Date.now();
    const slow = await failure('90000205');
    expect(slow.code).toBe('timeout');
    expect(slow.message).toContain('300 ms');
    expect((await failure('90000206')).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('fails when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const nowhere = createApiRegistry({ url: `http://127.0.0.1:${port}`, apiKey: API_KEY, timeoutMs: 300 });
    expect((await failure('68750110', nowhere)).code).toBe('network');
  });

  it('is what createKvkRegistry gives when KVK_API_URL is set', async () => {
    const configured = createKvkRegistry({ kvkApiUrl: `${base}/test/api`, kvkApiKey: API_KEY });
    await expect(configured.lookup('68750110')).resolves.toEqual([
      ['Test BV Donald', 'rechtspersoon'],
      ['Test BV Donald', 'hoofdvestiging'],
    ]);
    expect(() => createKvkRegistry({ kvkApiUrl: base, kvkApiKey: undefined })).toThrow('KVK_API_KEY');
  });
});

describe('zoekenUrl', () => {
  it('accepts the base, the base with /api, and the full Zoeken address', () => {
    expect(zoekenUrl('https://api.kvk.nl').href).toBe('https://api.kvk.nl/api/v2/zoeken');
    expect(zoekenUrl('https://api.kvk.nl/test/').href).toBe('https://api.kvk.nl/test/api/v2/zoeken');
    expect(zoekenUrl('https://api.kvk.nl/api').href).toBe('https://api.kvk.nl/api/v2/zoeken');
    expect(zoekenUrl('https://api.kvk.nl/test/api/v2/zoeken').href).toBe(
      'https://api.kvk.nl/test/api/v2/zoeken',
    );
  });
});

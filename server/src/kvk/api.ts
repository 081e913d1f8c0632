import { z } from 'zod';
import { KvkUnavailableError, type KvkNamePair, type KvkRegistry } from './registry.js';

/**
 * The KVK Zoeken API v2 client (reference/kvk.md 3.2): `GET <base>/api/v2/zoeken?kvkNummer=<8 digits>` with
 * the key in the `apikey` header. Each result (the rechtspersoon, the hoofdvestiging, each nevenvestiging)
 * becomes a [naam, type] pair; no results (200 with an empty list, or 404 with a KVK error body, which is
 * how the API says "IPD5200 geen gegevens gevonden") is an empty list; every other answer, a timeout, a
 * network fault or an answer we cannot read is a KvkUnavailableError.
 */

export interface KvkApiOptions {
  /**
   * KVK_API_URL: the API's base (`https://api.kvk.nl`, the test environment `https://api.kvk.nl/test`),
   * optionally ending in `/api` or in the full Zoeken path `/api/v2/zoeken`.
   */
  url: string;
  /** KVK_API_KEY, sent in the `apikey` header. */
  apiKey: string;
  /** How long one lookup may take, answer body included (default 5000 ms). */
  timeoutMs?: number;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

export const KVK_API_TIMEOUT_MS = 5000;
/** One page of at most this many results; enough for a list of names to choose from. */
export const KVK_API_RESULTS_PER_PAGE = 100;
/** An answer larger than this is not a Zoeken answer for one number. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** The order in which the kinds of result are listed: the statutory name first. */
const TYPE_ORDER = ['rechtspersoon', 'hoofdvestiging', 'nevenvestiging'];

const resultSchema = z.looseObject({
  kvkNummer: z.string().optional(),
  naam: z.string(),
  type: z.string(),
});
const answerSchema = z.looseObject({ resultaten: z.array(resultSchema) });
const errorAnswerSchema = z.looseObject({
  fout: z.array(z.looseObject({ code: z.string(), omschrijving: z.string().optional() })).min(1),
});

/** The Zoeken address for a configured KVK_API_URL. */
export function zoekenUrl(url: string): URL {
  const base = url.replace(/\/+$/, '');
  if (/\/zoeken$/.test(base)) return new URL(base);
  if (/\/api$/.test(base)) return new URL(`${base}/v2/zoeken`);
  return new URL(`${base}/api/v2/zoeken`);
}

export function createApiRegistry(options: KvkApiOptions): KvkRegistry {
  const endpoint = zoekenUrl(options.url);
  const timeoutMs = options.timeoutMs ?? KVK_API_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  return {
    async lookup(kvkNr: string): Promise<KvkNamePair[]> {
      // The API's own pattern; anything else cannot be registered, so it is not found.
      if (!/^\d{8}$/.test(kvkNr)) return [];
      const url = new URL(endpoint);
      url.searchParams.set('kvkNummer', kvkNr);
      url.searchParams.set('resultatenPerPagina', String(KVK_API_RESULTS_PER_PAGE));

      let status: number;
      let text: string;
      try {
        // One signal for the whole exchange: a server that sends its headers and then stalls the body
        // times out too.
        const response = await fetchImpl(url, {
          headers: { apikey: options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          // A redirect would carry the apikey header to wherever it points; the API never redirects.
          redirect: 'error',
        });
        status = response.status;
        const length = Number(response.headers.get('content-length') ?? '0');
        if (length > MAX_ANSWER_BYTES) {
          await response.body?.cancel();
          throw new KvkUnavailableError(`KVK-API: antwoord te groot (${length} bytes)`, {
            code: `HTTP ${status}`,
          });
        }
        text = await response.text();
      } catch (error) {
        if (error instanceof KvkUnavailableError) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new KvkUnavailableError(
          timedOut
            ? `KVK-API: geen antwoord binnen ${timeoutMs} ms`
            : `KVK-API onbereikbaar: ${error instanceof Error ? error.message : String(error)}`,
          { code: timedOut ? 'timeout' : 'network', cause: error },
        );
      }

      const body = parseJson(text);
      if (status === 200) {
        const answer = answerSchema.safeParse(body);
        if (!answer.success) {
          throw new KvkUnavailableError('KVK-API: onleesbaar antwoord (geen geldige zoekresultaten)', {
            code: 'HTTP 200',
          });
        }
        return pairsOf(answer.data.resultaten, kvkNr);
      }
      const fout = errorAnswerSchema.safeParse(body);
      // 404 with a KVK error body means "no results" (IPD5200). A 404 without one comes from something
      // else (a wrong KVK_API_URL, a proxy) and must not pass for "not registered".
      if (status === 404 && fout.success) return [];
      const first = fout.success ? fout.data.fout[0] : undefined;
      const code = first?.code ?? `HTTP ${status}`;
      const description = first?.omschrijving ?? '';
      throw new KvkUnavailableError(
        `KVK-API antwoordt ${status} ${code}${description ? `: ${description}` : ''}`,
        {
          code,
        },
      );
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The results of this number as [naam, type] pairs: statutory name first, each pair once. */
function pairsOf(results: z.infer<typeof resultSchema>[], kvkNr: string): KvkNamePair[] {
  const rank = (type: string) => {
    const index = TYPE_ORDER.indexOf(type);
    return index === -1 ? TYPE_ORDER.length : index;
  };
  const pairs: KvkNamePair[] = [];
  for (const result of results) {
    if (result.kvkNummer !== undefined && result.kvkNummer !== kvkNr) continue;
    const name = result.naam.trim();
    if (name === '') continue;
    if (!pairs.some(([known, type]) => known === name && type === result.type))
      pairs.push([name, result.type]);
  }
  // Array.prototype.sort is stable: within one kind the API's order stays.
  return pairs.sort((a, b) => rank(a[1]) - rank(b[1]));
}

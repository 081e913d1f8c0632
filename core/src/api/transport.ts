import type { z } from 'zod';
import { TOKEN_REFRESH_MARGIN_MS } from '../base/limits.js';
import { tokenRefreshResponseSchema } from '../schemas/auth-api.js';
import { ApiError, isTransientFailure } from './api-error.js';
import { CSRF_HEADER } from './csrf.js';
import type { FetchInit, FetchLike, FetchResponse } from './fetch.js';
import { nextPageCursor } from './pages.js';
import { joinUrl, type QueryParams } from './query.js';
import { createMemoryTokenStore, type TokenSet, type TokenStore } from './token-store.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as the endpoint functions describe it; T is what it answers with. */
export interface ApiCall<T = unknown> {
  method: HttpMethod;
  /** The path as SPEC.md section 7 writes it, with or without its leading slash. */
  path: string;
  /** GET only: camelCase keys allowed, empty values dropped. */
  query?: QueryParams;
  /** Sent as JSON; leave out for an empty body. */
  body?: unknown;
  /** Whether the call carries the bearer token. */
  auth: boolean;
  /** False for logout: a 401 there is no reason to log out again. Default true. */
  notifyUnauthorized?: boolean;
  /**
   * The schema the answer must fit (ARCHITECTURE.md: core's schemas check every response in the client);
   * an answer that does not fit is an ApiError of kind 'invalid-response'. Without it the answer is ignored.
   */
  response?: z.ZodType<T>;
}

export interface ApiClientOptions {
  /** Default '/api'; the CLI passes an absolute URL such as 'http://localhost:3000/api'. */
  baseUrl?: string;
  fetch: FetchLike;
  /** Default: an in-memory store. */
  tokenStore?: TokenStore;
  /**
   * Called after any 401 other than on logout, once the tokens are cleared; the app forgets the user and
   * goes to login (SPEC.md section 8).
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The clock in milliseconds since the epoch; default Date.now. */
  now?: () => number;
  /** The double-submit CSRF token for unauthenticated unsafe calls; in the browser read from the cookie. */
  getCsrfToken?: () => string | null | undefined | Promise<string | null | undefined>;
}

/** One page of a paged list: its rows, and the cursor of the next page (null on the last one). */
export interface Page<T> {
  items: T[];
  after: string | null;
}

export interface Transport {
  request<T = void>(call: ApiCall<T>): Promise<T>;
  /** A GET of one page of a paged list (server/README.md, 'Paged lists'): the rows and the Link rel="next". */
  requestPage<T>(call: ApiCall<T[]>): Promise<Page<T>>;
  /** Exchanges the refresh token for a new token set; concurrent callers share one request. */
  refreshTokens(options?: { notifyUnauthorized?: boolean }): Promise<TokenSet>;
  readonly tokenStore: TokenStore;
}

const REFRESH_PATH = '/rest-auth/token/refresh/';
const NOT_LOGGED_IN = 'Niet ingelogd of sessie verlopen.';

/**
 * The HTTP layer under every endpoint function: URL and headers, the proactive token refresh (SPEC.md
 * section 9: 5 seconds before expiry, one refresh in flight), and error normalisation to ApiError.
 */
export function createTransport(options: ApiClientOptions): Transport {
  const baseUrl = options.baseUrl ?? '/api';
  // Called as a plain function, never as options.fetch(...): a browser's fetch refuses a foreign `this`.
  const fetchImpl = options.fetch;
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const now = options.now ?? Date.now;
  let refreshInFlight: Promise<TokenSet> | null = null;

  async function request<T = void>(call: ApiCall<T>): Promise<T> {
    return (await send(call)).body;
  }

  async function requestPage<T>(call: ApiCall<T[]>): Promise<Page<T>> {
    const { body, response } = await send(call);
    return { items: body, after: nextPageCursor(response.headers.get('Link')) };
  }

  async function send<T>(call: ApiCall<T>): Promise<{ body: T; response: FetchResponse }> {
    const notify = call.notifyUnauthorized ?? true;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: FetchInit = { method: call.method, headers };
    if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    const tokens = call.auth ? await freshTokens(notify) : null;
    if (tokens !== null) {
      headers.Authorization = `Bearer ${tokens.access}`;
    } else {
      // Without a bearer token the session rides on cookies, so unsafe calls prove their origin.
      init.credentials = 'include';
      if (call.method !== 'GET') {
        const csrf = await options.getCsrfToken?.();
        if (csrf) headers[CSRF_HEADER] = csrf;
      }
    }

    let response: FetchResponse;
    let text: string;
    try {
      response = await fetchImpl(joinUrl(baseUrl, call.path, call.query), init);
      text = await response.text();
    } catch (cause) {
      throw new ApiError({ kind: 'network', status: 0, raw: null, cause });
    }
    const parsed = parseJson(text);
    if (!response.ok) {
      const error = new ApiError({
        kind: 'http',
        status: response.status,
        raw: parsed.ok ? parsed.value : text,
        retryAfterSeconds: retryAfter(response),
      });
      if (error.status === 401 && notify) {
        await tokenStore.clear();
        options.onUnauthorized?.(error);
      }
      throw error;
    }
    if (!parsed.ok) throw new ApiError({ kind: 'invalid-response', status: response.status, raw: text });
    if (call.response === undefined) return { body: undefined as T, response };
    const checked = call.response.safeParse(parsed.value);
    if (!checked.success) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        raw: parsed.value,
        cause: checked.error,
      });
    }
    return { body: checked.data, response };
  }

  /** The tokens to send, refreshed first when the access token expires within the margin. */
  async function freshTokens(notify: boolean): Promise<TokenSet | null> {
    const tokens = await tokenStore.get();
    if (tokens === null) return null;
    const expiresAt = Date.parse(tokens.access_expiration);
    // An unreadable expiration is not guessed at: the server's 401 will tell.
    if (Number.isNaN(expiresAt) || now() < expiresAt - TOKEN_REFRESH_MARGIN_MS) return tokens;
    return refreshTokens({ notifyUnauthorized: notify });
  }

  function refreshTokens(refreshOptions: { notifyUnauthorized?: boolean } = {}): Promise<TokenSet> {
    refreshInFlight ??= runRefresh(refreshOptions.notifyUnauthorized ?? true).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function runRefresh(notify: boolean): Promise<TokenSet> {
    const current = await tokenStore.get();
    if (current === null) {
      throw new ApiError({ kind: 'http', status: 401, raw: { detail: NOT_LOGGED_IN } });
    }
    try {
      // The server rotates the refresh token: the answer is a whole new set and the old one is spent.
      const next = await request({
        method: 'POST',
        path: REFRESH_PATH,
        body: { refresh: current.refresh },
        auth: false,
        notifyUnauthorized: notify,
        response: tokenRefreshResponseSchema,
      });
      await tokenStore.set(next);
      return next;
    } catch (error) {
      // A refused refresh ends the session (SPEC.md section 8). One that got no decision (network, 5xx, 429)
      // keeps it: a moment without a connection must not log the user out and cost a half-filled wizard.
      if (!isTransientFailure(error)) await tokenStore.clear();
      throw error;
    }
  }

  return { request, requestPage, refreshTokens, tokenStore };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function retryAfter(response: FetchResponse): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds : null;
}

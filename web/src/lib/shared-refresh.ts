import type { FetchLike, FetchResponse, TokenSet } from '@beloning/core/api';

/**
 * One token refresh at a time across all tabs of the portal (SPEC.md section 4). The server rotates the
 * refresh token on every use, so two tabs that both send the same refresh token would spend it twice. The
 * refresh request is therefore wrapped around the fetch the API client uses:
 *
 * - it runs inside a Web Lock (`navigator.locks`), which the browser holds for one tab at a time;
 * - inside the lock it first looks at the tokens in localStorage: when another tab already rotated the
 *   refresh token this tab was about to send, it answers with those tokens without asking the server;
 * - after a successful refresh it stores the new tokens before the lock is released, so the next tab in
 *   line sees them. Other tabs pick the new tokens up through the storage event.
 * - Chromium hands a write to localStorage to the other tabs' processes asynchronously, so a tab that waited
 *   for the lock can get it a moment before the new tokens reach its copy of localStorage. Such a tab first
 *   gives them up to a second to arrive (they usually do within a few milliseconds); only when they do not
 *   (the other tab's refresh got no answer) does it send its own.
 */

export const REFRESH_PATH = '/rest-auth/token/refresh/';
const LOCK_NAME = 'beloning-token-refresh';
const NOT_LOGGED_IN = 'Niet ingelogd of sessie verlopen.';

export interface SharedRefreshOptions {
  /** The platform fetch every other call goes through. */
  readonly fetch: FetchLike;
  /** The tokens as all tabs see them now (localStorage). */
  readonly readTokens: () => TokenSet | null;
  /** Stores new tokens for all tabs. */
  readonly writeTokens: (tokens: TokenSet) => void;
  /** Parses a refresh answer; null when it is not a token set. */
  readonly parseTokens: (value: unknown) => TokenSet | null;
  /**
   * Runs `task` while holding the cross-tab lock, telling it whether it had to wait for another tab first;
   * default navigator.locks, or directly without it.
   */
  readonly withLock?: <T>(task: (waited: boolean) => Promise<T>) => Promise<T>;
  /** How long a tab that waited for the lock gives the other tab's new tokens to arrive; default 1 s. */
  readonly settleMs?: number;
}

/** The browser's Web Lock when it has one; older browsers refresh without it (the server has a grace window). */
export function webLock<T>(task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) return task(false);
  // The lock is held until the task's promise settles; request() answers with that promise's value. The
  // first request only takes a free lock (null when another tab holds it); then this tab queues for it.
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock === null ? locks.request(LOCK_NAME, () => task(true)) : task(false),
  ) as unknown as Promise<T>;
}

/** A fetch that serialises token refreshes across tabs and passes every other request straight on. */
export function sharedRefreshFetch(options: SharedRefreshOptions): FetchLike {
  const withLock = options.withLock ?? webLock;
  return (url, init) => {
    if (!isRefreshUrl(url)) return options.fetch(url, init);
    return withLock((waited) => refreshOnce(options, url, init, waited));
  };
}

const SETTLE_MS = 1_000;
const SETTLE_POLL_MS = 20;

async function refreshOnce(
  options: SharedRefreshOptions,
  url: string,
  init: Parameters<FetchLike>[1],
  waited: boolean,
): Promise<FetchResponse> {
  const sent = sentRefreshToken(init.body);
  const stored = waited
    ? await tokensFromOtherTab(options, sent, options.settleMs ?? SETTLE_MS)
    : options.readTokens();
  // Logged out in another tab meanwhile: there is nothing to refresh.
  if (stored === null) return jsonResponse(401, { detail: NOT_LOGGED_IN });
  if (stored.refresh !== sent) return jsonResponse(200, stored);
  const response = await options.fetch(url, init);
  const text = await response.text();
  if (response.ok) {
    const tokens = options.parseTokens(parseJson(text));
    if (tokens !== null) options.writeTokens(tokens);
  }
  return { status: response.status, ok: response.ok, headers: response.headers, text: async () => text };
}

/**
 * Reads the stored tokens until they no longer hold the refresh token this tab was about to send (another
 * tab's refresh or logout reached this tab's localStorage), or until `settleMs` has passed; at once when the
 * first read already differs.
 */
async function tokensFromOtherTab(
  options: SharedRefreshOptions,
  sent: string | undefined,
  settleMs: number,
): Promise<TokenSet | null> {
  const until = Date.now() + settleMs;
  for (;;) {
    const stored = options.readTokens();
    if (stored === null || stored.refresh !== sent || Date.now() >= until) return stored;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

function isRefreshUrl(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return path.endsWith(REFRESH_PATH);
}

function sentRefreshToken(body: string | undefined): string | undefined {
  const parsed = parseJson(body ?? '');
  if (typeof parsed !== 'object' || parsed === null || !('refresh' in parsed)) return undefined;
  return typeof parsed.refresh === 'string' ? parsed.refresh : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function jsonResponse(status: number, body: unknown): FetchResponse {
  const text = JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  };
}

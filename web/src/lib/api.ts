import {
  createApiClient,
  isTransientFailure,
  readCsrfCookie,
  type ApiClient,
  type LoginPayload,
  type LoginResponse,
  type TokenSet,
  type TokenStore,
} from '@beloning/core/api';
import { TOKEN_REFRESH_MARGIN_MS } from '@beloning/core/rules';
import { tokenSetSchema } from '@beloning/core/schemas';
import { appStore } from './app-store';
import { TOKENS_STORAGE_KEY, tokensAtom, userAtom } from './session';
import { announceUnauthorized, forgetUnauthorized } from './session-end';
import { sharedRefreshFetch } from './shared-refresh';
import { clearWizardForms } from './wizard-storage';

/**
 * The app's one API client (core's client on the browser's fetch, base /api) wired to the jotai session:
 * tokens live in localStorage through `tokensAtom`, the access token is refreshed 5 seconds before it
 * expires, one refresh at a time across tabs, and any 401 (except on logout) ends the session and goes to
 * login (SPEC.md sections 4 and 8). The module (with core's client and schemas) is loaded only by pages that
 * call the server, so the landing page stays small; importing it starts the refresh timer.
 */

/** The tokens as every tab sees them: localStorage is the source of truth, the atom follows it. */
function readStoredTokens(): TokenSet | null {
  try {
    const raw = localStorage.getItem(TOKENS_STORAGE_KEY);
    if (raw === null) return null;
    return parseTokens(JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function parseTokens(value: unknown): TokenSet | null {
  const parsed = tokenSetSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const tokenStore: TokenStore = {
  get: readStoredTokens,
  set: (tokens) => appStore.set(tokensAtom, tokens),
  clear: () => appStore.set(tokensAtom, null),
};

/** Ends the local session: tokens and user are forgotten (SPEC.md section 4). */
export function endSession(): void {
  appStore.set(tokensAtom, null);
  appStore.set(userAtom, null);
}

export const api: ApiClient = createApiClient({
  baseUrl: '/api',
  // A plain function around window.fetch: the browser refuses fetch called with another `this`.
  fetch: sharedRefreshFetch({
    fetch: (url, init) => window.fetch(url, init),
    readTokens: readStoredTokens,
    writeTokens: (tokens) => appStore.set(tokensAtom, tokens),
    parseTokens,
  }),
  tokenStore,
  getCsrfToken: () => readCsrfCookie(document.cookie),
  onUnauthorized: () => {
    endSession();
    announceUnauthorized();
  },
});

/** Logs in, remembers the user and clears the wizard forms (SPEC.md section 4). */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  const answer = await api.auth.login(payload);
  forgetUnauthorized();
  appStore.set(userAtom, answer.user);
  clearWizardForms();
  return answer;
}

/**
 * Exchanges the one-time hand-over code of a `refresh` query parameter for a session (SPEC.md 2.2). A
 * failed exchange ends whatever session there was: the code named someone, and it was not this session.
 */
export async function exchangeHandover(code: string): Promise<LoginResponse> {
  try {
    const answer = await api.auth.exchangeHandoverCode(code);
    forgetUnauthorized();
    appStore.set(userAtom, answer.user);
    return answer;
  } catch (error) {
    endSession();
    throw error;
  }
}

/** True when the access token expires within the margin (or has an unreadable date) and must be refreshed. */
function needsRefresh(tokens: TokenSet, now = Date.now()): boolean {
  const expiresAt = Date.parse(tokens.access_expiration);
  return Number.isNaN(expiresAt) || now >= expiresAt - TOKEN_REFRESH_MARGIN_MS;
}

/**
 * Refreshes the tokens now; a refused refresh clears the session (SPEC.md section 8). A refresh that got no
 * decision (no connection, a server failure) keeps it and tries again shortly: the page shows its network
 * message meanwhile, and the user, and what they typed in a wizard, stay logged in.
 */
export async function refreshSession(): Promise<boolean> {
  try {
    await api.auth.refresh();
    return true;
  } catch (error) {
    if (isTransientFailure(error) && readStoredTokens() !== null) {
      retryRefreshLater();
      return true;
    }
    endSession();
    return false;
  }
}

/**
 * The login guard's check (SPEC.md section 4): when the access token is about to expire it is refreshed
 * once; answers whether a session remains.
 */
export async function ensureFreshSession(): Promise<boolean> {
  const tokens = readStoredTokens();
  if (tokens === null) {
    if (appStore.get(tokensAtom) !== null) endSession();
    return false;
  }
  if (!needsRefresh(tokens)) return true;
  return refreshSession();
}

// The proactive refresh: 5 seconds before the access token expires. The timer follows the tokens atom, which
// also changes when another tab stores new tokens (storage event), so every tab waits for the newest expiry.
const MAX_TIMEOUT_MS = 2_147_483_647;
const MIN_DELAY_MS = 1_000;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRefresh(tokens: TokenSet | null): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (tokens === null) return;
  const expiresAt = Date.parse(tokens.access_expiration);
  if (Number.isNaN(expiresAt)) return;
  const delay = Math.max(MIN_DELAY_MS, expiresAt - TOKEN_REFRESH_MARGIN_MS - Date.now());
  refreshTimer = setTimeout(
    () => {
      refreshTimer = undefined;
      // Another tab may have refreshed a moment ago; then its new tokens are already here.
      const current = readStoredTokens();
      if (current !== null && needsRefresh(current, Date.now() + MIN_DELAY_MS)) void refreshSession();
      else scheduleRefresh(current);
    },
    Math.min(delay, MAX_TIMEOUT_MS),
  );
}

const RETRY_AFTER_FAILURE_MS = 15_000;

function retryRefreshLater(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    if (readStoredTokens() !== null) void refreshSession();
  }, RETRY_AFTER_FAILURE_MS);
}

appStore.sub(tokensAtom, () => {
  const tokens = appStore.get(tokensAtom);
  // Without tokens there is no session, whoever cleared them (a failed refresh, another tab's logout).
  if (tokens === null && appStore.get(userAtom) !== null) appStore.set(userAtom, null);
  scheduleRefresh(tokens);
});
scheduleRefresh(appStore.get(tokensAtom));

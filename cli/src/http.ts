import { randomBytes } from 'node:crypto';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  createApiClient,
  type ApiClient,
  type FetchLike,
  type TokenStore,
} from '@beloning/core/api';
import type { Context } from './context.js';
import {
  DEFAULT_URL,
  createEnvTokenStore,
  createFileTokenStore,
  readSession,
  sessionFile,
  type AccountKind,
  type Session,
} from './config.js';
import { CliError, notLoggedInMessage, unreachableMessage } from './errors.js';
import { EXIT } from './exit-codes.js';

/**
 * The account kind an access token names (its unverified `kind` claim; the server checks the token), for
 * BELONING_TOKEN, which comes without a saved session. Null when the token does not say.
 */
export function tokenAccountKind(access: string): AccountKind | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const kind = typeof claims === 'object' && claims !== null ? (claims as { kind?: unknown }).kind : null;
    return kind === 'inlener' || kind === 'uitlener' ? kind : null;
  } catch {
    return null;
  }
}

/** Whose session this is: the saved session's kind, else what BELONING_TOKEN says, else a hirer. */
export function connectionKind(connection: Connection, env: Context['deps']['env']): AccountKind {
  if (connection.session !== null) return connection.session.kind;
  const token = env.BELONING_TOKEN?.trim();
  return (token ? tokenAccountKind(token) : null) ?? 'inlener';
}

/** A request that gets no answer within this time counts as a server that cannot be reached. */
const REQUEST_TIMEOUT_MS = 60_000;

/** The server to talk to and the session that belongs to it. */
export interface Server {
  /** Without a trailing slash: 'http://localhost:3000'. */
  url: string;
  /** The saved session, when it was made on this server. */
  session: Session | null;
  /** BELONING_TOKEN was set. */
  fromEnvironment: boolean;
  /** The saved session's server when the session was made on another server than this one. */
  otherSessionUrl: string | null;
}

export interface Connection extends Server {
  client: ApiClient;
  /** The options the client was made with, for a call core's client does not have yet. */
  fetch: FetchLike;
  tokenStore: TokenStore;
  baseUrl: string;
}

/** 'http://host:3000/' -> 'http://host:3000'; anything that is not an http(s) address is a usage error. */
export function normaliseServerUrl(text: string): string {
  let parsed: URL;
  try {
    parsed = new URL(text.trim());
  } catch {
    parsed = new URL('invalid:');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(
      `Ongeldig serveradres '${text}'. Gebruik bijvoorbeeld http://localhost:3000.`,
      EXIT.usage,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}

/** --url, else BELONING_URL, else the saved session's server, else http://localhost:3000. */
export async function resolveServer(ctx: Context): Promise<Server> {
  const { env } = ctx.deps;
  const session = await readSession(sessionFile(env));
  const given = ctx.global.url ?? (env.BELONING_URL?.trim() || undefined);
  const url = normaliseServerUrl(given ?? session?.url ?? DEFAULT_URL);
  const fromEnvironment = Boolean(env.BELONING_TOKEN?.trim());
  ctx.serverUrl = url;
  // A session made on another server is not sent there.
  const here = session !== null && session.url === url;
  return {
    url,
    session: here ? session : null,
    fromEnvironment,
    otherSessionUrl: session !== null && !here ? session.url : null,
  };
}

/**
 * The double-submit CSRF token for calls without a bearer token (login, token refresh). A browser gets the
 * cookie from the server; the CLI makes its own random token (the server's format: 32 bytes, base64url)
 * and sends it both as the csrftoken cookie and as the X-CSRFToken header, which is all the check compares.
 */
export const csrfToken = randomBytes(32).toString('base64url');

/** Adds the csrftoken cookie to a request that carries the CSRF header (the client adds the header). */
export function withCsrfCookie(fetch: FetchLike): FetchLike {
  return (url, init) => {
    const token = init.headers[CSRF_HEADER];
    if (token === undefined) return fetch(url, init);
    return fetch(url, { ...init, headers: { ...init.headers, Cookie: `${CSRF_COOKIE}=${token}` } });
  };
}

/** undici's fetch with a time limit, loaded only when a command talks to the server. */
async function loadFetch(ctx: Context): Promise<FetchLike> {
  if (ctx.deps.fetch !== undefined) return withCsrfCookie(ctx.deps.fetch);
  const undici = await import('undici');
  return withCsrfCookie((url, init) =>
    undici.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  );
}

/**
 * Core's API client for the chosen server, with the tokens of BELONING_TOKEN or of the session file (a
 * refresh is saved back to the file). With requireLogin, a missing login stops before any request.
 */
export async function connect(
  ctx: Context,
  options: { requireLogin: boolean; kind?: AccountKind },
): Promise<Connection> {
  const server = await resolveServer(ctx);
  const { env } = ctx.deps;
  const token = env.BELONING_TOKEN?.trim();
  ctx.login = {
    url: server.url,
    kind: server.session?.kind ?? (token ? tokenAccountKind(token) : null) ?? options.kind ?? 'inlener',
    fromEnvironment: Boolean(token),
    urlGiven: ctx.global.url !== undefined,
    otherSessionUrl: server.otherSessionUrl,
  };
  let tokenStore: TokenStore;
  if (token) {
    tokenStore = createEnvTokenStore(token);
  } else if (server.session !== null) {
    const { tokens: _tokens, ...rest } = server.session;
    // Core clears it only when the server refuses the refresh; an outage keeps it for the next command.
    tokenStore = createFileTokenStore(sessionFile(env), rest);
  } else {
    if (options.requireLogin) {
      // With a session saved for another server, the address is more likely mistyped than the user logged
      // out: a server that does not answer is said to be unreachable, not 'Niet ingelogd'.
      if (server.otherSessionUrl !== null) await ensureReachable(ctx, server.url);
      throw new CliError(notLoggedInMessage(ctx.login), EXIT.notLoggedIn);
    }
    tokenStore = createNoTokenStore();
  }
  return { ...server, ...(await clientFor(ctx, server.url, tokenStore)) };
}

/** Any HTTP answer from the server will do; none at all is the 'cannot reach' failure (exit 1). */
async function ensureReachable(ctx: Context, url: string): Promise<void> {
  const fetch = await loadFetch(ctx);
  try {
    await fetch(`${url}/api/`, { method: 'GET', headers: {} });
  } catch {
    throw new CliError(unreachableMessage(url), EXIT.failure);
  }
}

/** Core's API client for a server with the given token store. */
export async function clientFor(
  ctx: Context,
  url: string,
  tokenStore: TokenStore,
): Promise<{ client: ApiClient; fetch: FetchLike; tokenStore: TokenStore; baseUrl: string }> {
  const fetch = await loadFetch(ctx);
  const baseUrl = `${url}/api`;
  const now = ctx.deps.now;
  const client = createApiClient({
    baseUrl,
    fetch,
    tokenStore,
    getCsrfToken: () => csrfToken,
    ...(now === undefined ? {} : { now }),
  });
  return { client, fetch, tokenStore, baseUrl };
}

/** Before login: nothing to send; login itself saves through its own store. */
function createNoTokenStore(): TokenStore {
  return { get: () => null, set: () => undefined, clear: () => undefined };
}

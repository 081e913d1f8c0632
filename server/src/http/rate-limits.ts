import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { HttpError } from './errors.js';
import { declareHook } from './openapi.js';

/** The unauthenticated calls that an attacker would repeat: guessing passwords, mail bombing, link guessing. */
export type AuthRateLimitKind = 'login' | 'registration' | 'forgot' | 'activation';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface AuthRateLimitFigures {
  /** Per account: the normalised username or e-mail address, or the user id of a link. */
  account: Limit;
  /** Per client address (IPv6 per /64), across accounts. */
  ip: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The figures (server/README.md, Rate limits). Login: 10 tries per account per 15 minutes is 40 an hour,
 * under the 100 failed attempts per hour of ASVS 2.2.1, and 50 per address lets an office behind one
 * address log in. Registration and forgot-password send mail: 5 per address (e-mail) per hour stops mail
 * bombing. Activation (also invite activation, reset-password and verify-email: every `{uidb64}/{token}`
 * link) counts per user id, so guessing tokens of one user stops after 10 tries.
 */
export const AUTH_RATE_LIMITS: Record<AuthRateLimitKind, AuthRateLimitFigures> = {
  login: { account: { max: 10, windowMs: 15 * MINUTE }, ip: { max: 50, windowMs: 15 * MINUTE } },
  registration: { account: { max: 5, windowMs: HOUR }, ip: { max: 20, windowMs: HOUR } },
  forgot: { account: { max: 5, windowMs: HOUR }, ip: { max: 20, windowMs: HOUR } },
  activation: { account: { max: 10, windowMs: 15 * MINUTE }, ip: { max: 50, windowMs: 15 * MINUTE } },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set with `config: authRateLimit(kind)`; the security plugin adds the two limits to the route. */
    authRateLimit?: AuthRateLimitKind;
  }
}

/**
 * The route config for the limits of one kind of call, per client address and per account:
 * `app.post('/inlener-login/', { config: authRateLimit('login'), schema: ... }, handler)`. With other
 * config: `config: { ...authRateLimit('login'), other: 1 }`. The address is counted before the body is
 * read; the account after validation (from the validated body, so a 400 costs the account nothing) and
 * before the route's own preHandlers and handler (so before any password hashing). Routes of the same kind
 * share their counters.
 */
export function authRateLimit(kind: AuthRateLimitKind): { authRateLimit: AuthRateLimitKind } {
  return { authRateLimit: kind };
}

/** 'Te veel pogingen. Probeer het over 15 minuten opnieuw.'; under two minutes in seconds. */
export function tooManyAttemptsMessage(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 120) {
    return `Te veel pogingen. Probeer het over ${wait} ${wait === 1 ? 'seconde' : 'seconden'} opnieuw.`;
  }
  return `Te veel pogingen. Probeer het over ${Math.ceil(wait / 60)} minuten opnieuw.`;
}

/** The 429 of a limit with `ms` left in its window: Retry-After in whole seconds and the Dutch detail. */
export function tooManyAttempts(ms: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new HttpError(429, tooManyAttemptsMessage(seconds), { 'retry-after': String(seconds) });
}

/**
 * A username or e-mail address as one account: Unicode compatibility form, all white space removed, lower
 * case. 'Anna@Voorbeeld.NL', ' anna@voorbeeld.nl ' and 'ａｎｎａ@voorbeeld.nl' are one counter.
 */
export function normaliseAccount(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/**
 * The user of a link's uidb64 (base64url of the decimal user id): 'MQ', 'MQ==' and 'MR' (the same bytes
 * with other padding bits) are all user 1, and '01' is user 1 too. A uidb64 that is no user id counts as
 * itself, trimmed.
 */
export function normaliseUid(uidb64: string): string {
  const trimmed = uidb64.trim();
  const text = /^[A-Za-z0-9_-]+={0,2}$/.test(trimmed)
    ? Buffer.from(trimmed.replace(/=+$/, ''), 'base64url').toString('latin1')
    : '';
  if (/^\d{1,30}$/.test(text)) return `user:${BigInt(text).toString()}`;
  return `uid:${trimmed}`;
}

function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The account a request is about, from its validated body; undefined when the body names none. */
export function accountKey(kind: AuthRateLimitKind, body: unknown): string | undefined {
  if (kind === 'activation') {
    const uid = stringField(body, 'uidb64');
    return uid === undefined ? undefined : normaliseUid(uid);
  }
  const name =
    kind === 'login'
      ? (stringField(body, 'username') ?? stringField(body, 'email'))
      : (stringField(body, 'email') ?? stringField(body, 'username'));
  return name === undefined ? undefined : `account:${normaliseAccount(name)}`;
}

type Check = (request: FastifyRequest) => Promise<void>;

/** The route's hooks as a list, with `first` in front. */
function prepend<T>(first: T, existing: T | T[] | undefined): T[] {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return [first, ...list];
}

/**
 * Adds the limits of `config.authRateLimit` to every route that declares one. Call from the plugin that
 * registered @fastify/rate-limit (it needs `app.createRateLimit`), before any route is added.
 */
export function registerAuthRateLimits(
  app: FastifyInstance,
  figures: Record<AuthRateLimitKind, AuthRateLimitFigures> = AUTH_RATE_LIMITS,
  perIpFactor = 1,
): void {
  const limiters = new Map<AuthRateLimitKind, { ip: Check; account: Check }>();

  const limiterOf = (kind: AuthRateLimitKind) => {
    const existing = limiters.get(kind);
    if (existing !== undefined) return existing;
    const { ip, account } = figures[kind];
    // The default key of @fastify/rate-limit: the client address, IPv6 reduced to its /64.
    // `name`: the counter's name in the database store (src/http/rate-limit-store.ts).
    const byIp = app.createRateLimit({
      max: ip.max * perIpFactor,
      timeWindow: ip.windowMs,
      name: `${kind}:ip`,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
    const byAccount = app.createRateLimit({
      max: account.max,
      timeWindow: account.windowMs,
      keyGenerator: (request) => accountKey(kind, request.body) ?? '',
      name: `${kind}:account`,
    } as Parameters<FastifyInstance['createRateLimit']>[0]);
    const tooMany = {
      failures: () => [
        {
          status: 429 as const,
          description: `Te veel pogingen (${kind}) van dit adres of voor dit account; Retry-After zegt hoe lang te wachten.`,
        },
      ],
    };
    const created = {
      ip: declareHook(async (request: FastifyRequest) => {
        const result = await byIp(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      }, tooMany),
      account: declareHook(async (request: FastifyRequest) => {
        if (accountKey(kind, request.body) === undefined) return;
        const result = await byAccount(request);
        if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
      }, tooMany),
    };
    limiters.set(kind, created);
    return created;
  };

  app.addHook('onRoute', (routeOptions) => {
    const kind = routeOptions.config?.authRateLimit;
    if (kind === undefined) return;
    if (!(kind in figures)) throw new Error(`Onbekende soort limiet: ${String(kind)}`);
    const limiter = limiterOf(kind);
    // First, so nothing expensive (authentication, password hashing) runs for a refused request.
    routeOptions.onRequest = prepend<onRequestHookHandler>(limiter.ip, routeOptions.onRequest);
    routeOptions.preHandler = prepend<preHandlerHookHandler>(limiter.account, routeOptions.preHandler);
  });
}

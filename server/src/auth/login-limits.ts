import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_RATE_LIMITS, normaliseAccount, tooManyAttempts } from '../http/rate-limits.js';
import { counterKey, countHit, forgetHits, readHits } from '../http/rate-limit-store.js';
import { randomSecret, sameSecret } from './secrets.js';

/*
 * Login protection that an attacker cannot turn against the user (server/README.md, 'Rate limits'). Only
 * failed logins count: a wrong password or an unknown name. They count in the database (rate_limit_counters),
 * so every server instance sees the same counts, per client address and either
 *
 * - per device, for a browser that logged in to this account before (it holds the account's device cookie):
 *   its own failures lock only that browser; or
 * - per account name, for every other browser together: guessing from elsewhere locks out elsewhere, never
 *   the browsers the user logged in with.
 *
 * A password reset lifts every lock of the account.
 */

/** The cookie a browser gets at a login: this user logged in here before. */
export const DEVICE_COOKIE = 'beloning_apparaat';
const DEVICE_COOKIE_PATH = '/api/rest-auth/';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const IP = 'login:ip';
const ACCOUNT = 'login:account';
const DEVICE = 'login:device';

/** Who tries to log in: the address, the name typed, and the account it names (when it exists). */
export interface LoginAttempt {
  request: FastifyRequest;
  name: string;
  userId: number | undefined;
}

export interface LoginLimits {
  /** 429 when the address, or the device or the account name (see above), used up its failures. */
  check(attempt: LoginAttempt): Promise<void>;
  /** Counts a failed login. */
  failed(attempt: LoginAttempt): Promise<void>;
  /** After a login: the browser gets (or keeps) the user's device cookie. */
  succeeded(reply: FastifyReply, userId: number): void;
  /** After a password reset: the account's counters are gone, from every device and address name. */
  lift(userId: number, names: readonly string[]): Promise<void>;
}

export function createLoginLimits(app: FastifyInstance, perIpFactor = 1): LoginLimits {
  const figures = AUTH_RATE_LIMITS.login;
  const ipMax = figures.ip.max * perIpFactor;
  // The client address as @fastify/rate-limit keys it (IPv6 per /64), in the database store.
  const byIp = app.createRateLimit({
    max: ipMax,
    timeWindow: figures.ip.windowMs,
    name: IP,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  const key = deviceKey(app.config.jwtSecret);
  const secure = app.config.publicUrl.startsWith('https:');
  const db = app.database.db;

  /** The counter of the attempt besides the address: the device's when it is a known one, else the name's. */
  const counterOf = (attempt: LoginAttempt): string => {
    const device =
      attempt.userId === undefined ? undefined : trustedDevice(attempt.request, key, attempt.userId);
    return device !== undefined
      ? counterKey(DEVICE, `${attempt.userId}:${device}`)
      : counterKey(ACCOUNT, normaliseAccount(attempt.name));
  };

  return {
    async check(attempt) {
      const ip = await byIp(attempt.request, { increment: false });
      if (!ip.isAllowed && ip.remaining <= 0) throw tooManyAttempts(ip.ttl);
      const counted = await readHits(db, counterOf(attempt), app.clock.now());
      if (counted.current >= figures.account.max) throw tooManyAttempts(counted.ttl);
    },
    async failed(attempt) {
      await byIp(attempt.request);
      await countHit(db, counterOf(attempt), figures.account.windowMs, app.clock.now());
    },
    succeeded(reply, userId) {
      reply.setCookie(DEVICE_COOKIE, signDevice(key, userId, randomSecret(16)), {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    },
    async lift(userId, names) {
      await forgetHits(db, counterKey(DEVICE, `${userId}:`));
      for (const name of names) await forgetHits(db, counterKey(ACCOUNT, normaliseAccount(name)));
    },
  };
}

function deviceKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('beloning apparaatcookie').digest();
}

function signDevice(key: Buffer, userId: number, device: string): string {
  const mac = createHmac('sha256', key).update(`${userId}.${device}`).digest('base64url');
  return `${userId}.${device}.${mac}`;
}

/** The device id of the request's device cookie when it is genuine and belongs to `userId`. */
function trustedDevice(request: FastifyRequest, key: Buffer, userId: number): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (match === null || Number(match[1]) !== userId) return undefined;
  const device = match[2] ?? '';
  return sameSecret(signDevice(key, userId, device), value) ? device : undefined;
}

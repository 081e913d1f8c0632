import {
  activationRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registrationRequestSchema,
} from '@beloning/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csrf, testClock, testConfig } from '../../../tests/helpers/app.js';
import { nextClientAddress } from '../../../tests/helpers/bad-input.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { describeEachEngine, useTestDatabase } from '../../../tests/helpers/database.js';
import { rateLimitCounters } from '../db/schema.js';
import { DatabaseStore, SWEEP_EVERY } from './rate-limit-store.js';
import {
  accountKey,
  AUTH_RATE_LIMITS,
  authRateLimit,
  normaliseAccount,
  normaliseUid,
  tooManyAttemptsMessage,
} from './rate-limits.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('account keys', () => {
  it('counts case, white space and Unicode look-alikes of a username as one account', () => {
    const key = normaliseAccount('anna@voorbeeld.nl');
    for (const variant of [
      'Anna@Voorbeeld.NL',
      ' anna@voorbeeld.nl ',
      'anna @voorbeeld.nl',
      '\tANNA@voorbeeld.nl\n',
      'ａｎｎａ@voorbeeld.nl',
      'anna\u00a0@voorbeeld.nl',
    ]) {
      expect(normaliseAccount(variant), JSON.stringify(variant)).toBe(key);
    }
    expect(normaliseAccount('anna2@voorbeeld.nl')).not.toBe(key);
  });

  it('counts every spelling of a link’s user id as that user', () => {
    const one = normaliseUid('MQ');
    expect(one).toBe('user:1');
    // Padding, other padding bits, surrounding spaces and a leading zero ('01') are user 1 as well.
    for (const variant of ['MQ==', 'MR', ' MQ ', Buffer.from('01').toString('base64url')]) {
      expect(normaliseUid(variant), variant).toBe(one);
    }
    expect(normaliseUid('Mg')).toBe('user:2');
    expect(normaliseUid('NDI')).toBe('user:42');
    expect(normaliseUid('-wrong-uid-')).toBe('uid:-wrong-uid-');
    expect(normaliseUid('zzzzzzzzzzzzz')).toBe('uid:zzzzzzzzzzzzz');
  });

  it('takes the account from the field each call names it by', () => {
    expect(accountKey('login', { username: 'Anna', password: 'x' })).toBe('account:anna');
    expect(accountKey('forgot', { email: 'Anna@x.nl' })).toBe('account:anna@x.nl');
    expect(accountKey('registration', { username: 'u', email: 'E@x.nl' })).toBe('account:e@x.nl');
    expect(accountKey('activation', { uidb64: 'MQ', token: 't' })).toBe('user:1');
    expect(accountKey('login', { password: 'x' })).toBeUndefined();
    expect(accountKey('login', { username: '  ' })).toBeUndefined();
    expect(accountKey('login', undefined)).toBeUndefined();
  });
});

describe('tooManyAttemptsMessage', () => {
  it('says seconds under two minutes and whole minutes, rounded up, from there', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Te veel pogingen. Probeer het over 1 seconde opnieuw.');
    expect(tooManyAttemptsMessage(60)).toBe('Te veel pogingen. Probeer het over 60 seconden opnieuw.');
    expect(tooManyAttemptsMessage(120)).toBe('Te veel pogingen. Probeer het over 2 minuten opnieuw.');
    expect(tooManyAttemptsMessage(899)).toBe('Te veel pogingen. Probeer het over 15 minuten opnieuw.');
    expect(tooManyAttemptsMessage(3600)).toBe('Te veel pogingen. Probeer het over 60 minuten opnieuw.');
  });
});

describe('AUTH_RATE_LIMITS', () => {
  it('allows at most 100 login attempts per account per hour (ASVS 2.2.1) and fewer mails than logins', () => {
    const perHour = (limit: { max: number; windowMs: number }) => limit.max * (HOUR / limit.windowMs);
    expect(perHour(AUTH_RATE_LIMITS.login.account)).toBeLessThanOrEqual(100);
    expect(perHour(AUTH_RATE_LIMITS.activation.account)).toBeLessThanOrEqual(100);
    for (const kind of ['forgot', 'registration'] as const) {
      expect(perHour(AUTH_RATE_LIMITS[kind].account)).toBeLessThanOrEqual(10);
    }
    for (const figures of Object.values(AUTH_RATE_LIMITS)) {
      expect(figures.ip.max).toBeGreaterThan(figures.account.max);
    }
  });
});

describeEachEngine('DatabaseStore', (engine) => {
  const database = useTestDatabase(engine);
  const clock = testClock();
  const count = (store: DatabaseStore, key: string, windowMs = MINUTE) =>
    new Promise<number>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), windowMs),
    );
  const read = (store: DatabaseStore, key: string) =>
    new Promise<number>((resolve, reject) =>
      store.read(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1))),
    );
  const limiter = (name: string) =>
    new DatabaseStore(database.handle.db, clock).child({ name } as unknown as Parameters<
      DatabaseStore['child']
    >[0]);

  it('counts in fixed windows on the given clock, per limiter name', async () => {
    const store = limiter('vensters');
    const counts = [await count(store, 'k'), await count(store, 'k')];
    clock.advance(MINUTE - 1);
    counts.push(await count(store, 'k'));
    clock.advance(1);
    counts.push(await count(store, 'k'));
    expect(counts).toEqual([1, 2, 3, 1]);
    expect(await read(limiter('ander'), 'k')).toBe(0);
    expect(await read(store, 'k')).toBe(1);
  });

  it('counts together across stores on one database, as two server instances do, also at the same moment', async () => {
    const [first, second] = [limiter('gedeeld'), limiter('gedeeld')];
    const counted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => count(i % 2 === 0 ? first : second, 'samen', HOUR)),
    );
    expect([...counted].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await read(first, 'samen')).toBe(20);
  });

  it('deletes counters whose window ended, now and then, and never a live one', async () => {
    const store = limiter('vegen');
    await count(store, 'blijft', 10 * HOUR);
    for (let i = 0; i < SWEEP_EVERY; i += 1) await count(store, `kort-${i}`, MINUTE);
    clock.advance(2 * MINUTE);
    for (let i = 0; i < SWEEP_EVERY; i += 1) await count(store, `later-${i}`, MINUTE);
    const rows = await database.handle.db.select().from(rateLimitCounters);
    expect(rows.filter((row) => row.key.startsWith('vegen|kort-'))).toEqual([]);
    expect(await read(store, 'blijft')).toBe(1);
  });

  it('refuses a limiter without a name, which would count with others', () => {
    expect(() =>
      new DatabaseStore(database.handle.db, clock).child({} as Parameters<DatabaseStore['child']>[0]),
    ).toThrow(/zonder naam/);
  });
});

describe('authRateLimit on routes', () => {
  let handled = 0;
  let headers: Awaited<ReturnType<typeof csrf>>;
  const test = useTestApp('pglite', {
    beforeReady: (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      const routes = [
        ['login', loginRequestSchema],
        ['registration', registrationRequestSchema],
        ['forgot', forgotPasswordRequestSchema],
        ['activation', activationRequestSchema],
      ] as const;
      for (const [kind, schema] of routes) {
        typed.post(
          `/api/test/${kind}`,
          {
            config: authRateLimit(kind),
            schema: { body: schema },
            // A route's own preHandler (like app.authenticate) runs after the limits.
            preHandler: async () => {
              handled += 1;
            },
          },
          async () => ({ ok: true }),
        );
      }
    },
  });
  beforeAll(async () => {
    headers = await csrf(test.app);
  });
  // Every test starts in fresh windows.
  beforeEach(() => test.clock.advance(2 * HOUR));

  const post = (kind: string, payload: unknown, remoteAddress = nextClientAddress()) =>
    test.app.inject({
      method: 'POST',
      url: `/api/test/${kind}`,
      headers,
      payload: payload as object,
      remoteAddress,
    });
  const login = (username: string, remoteAddress?: string) =>
    post('login', { username, password: 'fout wachtwoord' }, remoteAddress);

  it('blocks the 11th login of one account within 15 minutes, from any address and any spelling', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.login.account.max; i += 1) {
      expect((await login('anna@voorbeeld.nl')).statusCode).toBe(200);
    }
    const before = handled;
    for (const variant of [
      'anna@voorbeeld.nl',
      'ANNA@voorbeeld.nl',
      ' anna@voorbeeld.nl ',
      'anna @voorbeeld.nl',
      'ａｎｎａ@voorbeeld.nl',
    ]) {
      const response = await login(variant);
      expect(response.statusCode, variant).toBe(429);
      expect(response.headers['retry-after'], variant).toBe('900');
      expect(response.json()).toEqual({ detail: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' });
    }
    expect(handled).toBe(before);
    // Another account is not affected; after the window the account may try again.
    expect((await login('bert@voorbeeld.nl')).statusCode).toBe(200);
    test.clock.advance(5 * MINUTE);
    const later = await login('anna@voorbeeld.nl');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('600');
    expect(later.json()).toEqual({ detail: 'Te veel pogingen. Probeer het over 10 minuten opnieuw.' });
    test.clock.advance(10 * MINUTE);
    expect((await login('anna@voorbeeld.nl')).statusCode).toBe(200);
  });

  it('blocks one address after 50 logins within 15 minutes, whatever accounts it tries', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < AUTH_RATE_LIMITS.login.ip.max; i += 1) {
      expect((await login(`gebruiker${i}@voorbeeld.nl`, address)).statusCode).toBe(200);
    }
    const blocked = await login('nieuw@voorbeeld.nl', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    // Another address goes on; X-Forwarded-For does not make a new address without TRUST_PROXY.
    expect((await login('nieuw@voorbeeld.nl')).statusCode).toBe(200);
    const forwarded = await test.app.inject({
      method: 'POST',
      url: '/api/test/login',
      headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
      payload: { username: 'nog-een@voorbeeld.nl', password: 'x' },
      remoteAddress: address,
    });
    expect(forwarded.statusCode).toBe(429);
  });

  it('counts IPv6 addresses per /64, so a client cannot rotate through its own network', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.login.ip.max; i += 1) {
      expect((await login(`v6-${i}@voorbeeld.nl`, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(
        200,
      );
    }
    expect((await login('v6-nieuw@voorbeeld.nl', '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await login('v6-nieuw@voorbeeld.nl', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('does not count a request that fails validation against the account', async () => {
    for (let i = 0; i < 3 * AUTH_RATE_LIMITS.login.account.max; i += 1) {
      const response = await post('login', { username: 'carla@voorbeeld.nl', password: 'p'.repeat(129) });
      expect(response.statusCode).toBe(400);
    }
    expect((await login('carla@voorbeeld.nl')).statusCode).toBe(200);
  });

  it('answers the same 429 for an account that exists and one that does not', async () => {
    for (const username of ['bestaat@voorbeeld.nl', 'bestaat-niet@voorbeeld.nl']) {
      for (let i = 0; i < AUTH_RATE_LIMITS.login.account.max; i += 1) await login(username);
    }
    const [a, b] = [await login('bestaat@voorbeeld.nl'), await login('bestaat-niet@voorbeeld.nl')];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(a.headers['retry-after']).toBe(b.headers['retry-after']);
  });

  it('leaves forgot-password open for an account whose logins are blocked, with a limit of its own', async () => {
    for (let i = 0; i <= AUTH_RATE_LIMITS.login.account.max; i += 1) await login('dirk@voorbeeld.nl');
    expect((await login('dirk@voorbeeld.nl')).statusCode).toBe(429);
    for (let i = 0; i < AUTH_RATE_LIMITS.forgot.account.max; i += 1) {
      expect((await post('forgot', { email: 'Dirk@Voorbeeld.nl' })).statusCode).toBe(200);
    }
    const blocked = await post('forgot', { email: 'dirk@voorbeeld.nl' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(blocked.json()).toEqual({ detail: 'Te veel pogingen. Probeer het over 60 minuten opnieuw.' });
    expect((await post('forgot', { email: 'eva@voorbeeld.nl' })).statusCode).toBe(200);
  });

  it('limits registrations per e-mail address, in any spelling', async () => {
    const body = (email: string) => ({
      username: email,
      email,
      password1: 'een lang wachtwoord',
      password2: 'een lang wachtwoord',
      company_name: 'Voorbeeld BV',
      company_name_type: 'hoofdvestiging',
      kvk_nr: '69599084',
      terms_and_conditions_accepted: true,
      phone_nr: '0612345678',
    });
    for (let i = 0; i < AUTH_RATE_LIMITS.registration.account.max; i += 1) {
      expect((await post('registration', body('fien@voorbeeld.nl'))).statusCode).toBe(200);
    }
    expect((await post('registration', body('FIEN@voorbeeld.nl'))).statusCode).toBe(429);
    expect((await post('registration', body('gijs@voorbeeld.nl'))).statusCode).toBe(200);
  });

  it('limits link attempts per user, whatever spelling of the uidb64 is used', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.activation.account.max; i += 1) {
      expect((await post('activation', { uidb64: 'MQ', token: `gok-${i}` })).statusCode).toBe(200);
    }
    for (const uidb64 of ['MQ', 'MQ==', 'MR', Buffer.from('01').toString('base64url')]) {
      expect((await post('activation', { uidb64, token: 'gok' })).statusCode, uidb64).toBe(429);
    }
    expect((await post('activation', { uidb64: 'Mg', token: 'gok' })).statusCode).toBe(200);
  });

  it('blocks one address after 20 registrations within the hour', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < AUTH_RATE_LIMITS.registration.ip.max; i += 1) {
      await post('registration', {}, address);
    }
    const blocked = await post('registration', {}, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
  });
});

describe('RATE_LIMIT_PER_IP_FACTOR', () => {
  const test = useTestApp('pglite', {
    config: testConfig({ rateLimitPerIpFactor: 3 }),
    beforeReady: (app) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/test/registratie',
          { config: authRateLimit('registration'), schema: { body: registrationRequestSchema } },
          async () => ({ ok: true }),
        );
    },
  });

  it('multiplies the per-address limit and leaves the per-account limit as it is', async () => {
    const headers = await csrf(test.app);
    const address = nextClientAddress();
    const register = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/test/registratie',
        headers,
        payload: {},
        remoteAddress: address,
      });
    for (let i = 0; i < AUTH_RATE_LIMITS.registration.ip.max * 3; i += 1) {
      expect((await register()).statusCode).toBe(400);
    }
    expect((await register()).statusCode).toBe(429);
  });
});

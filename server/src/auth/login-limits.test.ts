import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../../tests/helpers/accounts.js';
import { linkIn } from '../../../tests/helpers/account-api.js';
import { buildTestApp, csrf } from '../../../tests/helpers/app.js';
import { nextClientAddress } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import type { App } from '../app.js';
import { AUTH_RATE_LIMITS } from '../http/rate-limits.js';
import { DEVICE_COOKIE } from './login-limits.js';

const LOGIN = '/api/rest-auth/inlener-login/';
const MAX = AUTH_RATE_LIMITS.login.account.max;

/**
 * Login protection that an attacker cannot turn against the user (issue 14, point 5; src/auth/login-limits.ts)
 * through the real login call: only failures count, a browser the user logged in with before keeps working
 * while guesses from elsewhere are locked out, a password reset lifts every lock, and two server instances
 * on one database count together.
 */
describeEachEngine('login limits', (engine) => {
  const test = useTestApp(engine);
  let second: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // A second server instance on the same database, as with several instances behind a load balancer.
    second = await buildTestApp(test.handle, { clock: test.clock });
    await second.app.ready();
  }, 60_000);
  afterAll(async () => second.app.close());

  const attempt = async (
    user: TestUser,
    password: string,
    {
      app = test.app,
      device,
      address = nextClientAddress(),
    }: { app?: App; device?: string; address?: string } = {},
  ) => {
    const headers = await csrf(app);
    if (device !== undefined) headers.cookie = `${headers.cookie}; ${DEVICE_COOKIE}=${device}`;
    return app.inject({
      method: 'POST',
      url: LOGIN,
      headers,
      payload: { username: user.email, password },
      remoteAddress: address,
    });
  };
  const deviceOf = (response: Awaited<ReturnType<typeof attempt>>) => {
    const cookie = response.cookies.find((item) => item.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/rest-auth/' });
    return cookie?.value ?? '';
  };

  it('counts only failures: a user may log in again and again', async () => {
    const user = await createTestUser(test.db);
    for (let i = 0; i < MAX + 5; i += 1) expect((await attempt(user, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < MAX - 1; i += 1) expect((await attempt(user, 'fout')).statusCode).toBe(400);
    expect((await attempt(user, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks out guesses from elsewhere, not the browser the user logged in with, which shows the wait', async () => {
    const user = await createTestUser(test.db);
    const device = deviceOf(await attempt(user, TEST_PASSWORD));
    for (let i = 0; i < MAX; i += 1) expect((await attempt(user, `gok-${i}`)).statusCode).toBe(400);
    const locked = await attempt(user, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toEqual({ detail: 'Te veel pogingen. Probeer het over 15 minuten opnieuw.' });

    // The user's own browser goes on, and its own mistakes lock only itself.
    expect((await attempt(user, TEST_PASSWORD, { device })).statusCode).toBe(200);
    for (let i = 0; i < MAX; i += 1)
      expect((await attempt(user, 'typfout', { device })).statusCode).toBe(400);
    expect((await attempt(user, TEST_PASSWORD, { device })).statusCode).toBe(429);
    const otherDevice = deviceOf(await attempt(await createTestUser(test.db), TEST_PASSWORD));
    // A device cookie of another user, or a forged one, is no known device of this account.
    expect((await attempt(user, TEST_PASSWORD, { device: otherDevice })).statusCode).toBe(429);
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await attempt(user, TEST_PASSWORD, { device: forged })).statusCode).toBe(429);
    test.clock.advance(15 * 60_000);
    expect((await attempt(user, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lifts every lock of the account with a password reset', async () => {
    const user = await createTestUser(test.db);
    for (let i = 0; i < MAX; i += 1) await attempt(user, `gok-${i}`);
    expect((await attempt(user, TEST_PASSWORD)).statusCode).toBe(429);
    const headers = await csrf(test.app);
    const forgot = await test.app.inject({
      method: 'POST',
      url: '/api/rest-auth/inlener-forgot-password/',
      headers,
      payload: { email: user.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [mail] = (await test.mailsTo(user.email)).slice(-1);
    const link = linkIn(mail!, 'reset');
    const newPassword = 'Een heel nieuw wachtwoord 7';
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/rest-auth/inlener-reset-password/',
      headers,
      payload: {
        uidb64: link.uidb64,
        token: link.token,
        new_password1: newPassword,
        new_password2: newPassword,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt(user, newPassword)).statusCode).toBe(200);
  });

  it('counts the failures of two server instances on one database together', async () => {
    const user = await createTestUser(test.db);
    const address = nextClientAddress();
    for (let i = 0; i < MAX; i += 1) {
      const app = i % 2 === 0 ? test.app : second.app;
      expect((await attempt(user, `gok-${i}`, { app, address })).statusCode).toBe(400);
    }
    expect((await attempt(user, TEST_PASSWORD, { app: test.app })).statusCode).toBe(429);
    expect((await attempt(user, TEST_PASSWORD, { app: second.app })).statusCode).toBe(429);
  });

  it('locks one address after 50 failures across accounts, on either instance', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < AUTH_RATE_LIMITS.login.ip.max; i += 1) {
      const user = { email: `onbekend-${i}-${address}@voorbeeld.nl` } as TestUser;
      const app = i % 2 === 0 ? test.app : second.app;
      expect((await attempt(user, 'gok', { app, address })).statusCode).toBe(400);
    }
    const someone = await createTestUser(test.db);
    expect((await attempt(someone, TEST_PASSWORD, { address })).statusCode).toBe(429);
    expect((await attempt(someone, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

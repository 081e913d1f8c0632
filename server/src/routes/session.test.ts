import {
  CHANGE_SUBSCRIPTION_PERMISSION,
  loginResponseSchema,
  tokenRefreshResponseSchema,
  type LoginResponse,
  type TokenSet,
} from '@beloning/core/schemas';
import { MAX_LENGTH } from '@beloning/core/rules';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { count, eq } from 'drizzle-orm';
import * as argon2 from '@node-rs/argon2';
import { beforeAll, expect, it, vi } from 'vitest';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../../tests/helpers/accounts.js';
import { csrf } from '../../../tests/helpers/app.js';
import { expectBadInputRejected, nextClientAddress } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { ACCESS_TOKEN_TTL_MS } from '../auth/access-tokens.js';
import { createHandoverCode, HANDOVER_CODE_TTL_MS } from '../auth/handover.js';
import {
  ACCOUNT_NOT_ACTIVE,
  HANDOVER_REFUSED,
  LOGIN_FAILED,
  NOT_AUTHENTICATED,
  REFRESH_REFUSED,
} from '../auth/messages.js';
import { REFRESH_GRACE_MS, revokeUserSessions } from '../auth/sessions.js';
import { inTransaction } from '../db/database.js';
import { companies, refreshTokens, users } from '../db/schema.js';
import { LOGGED_OUT } from './session.js';

// The real argon2, watched: the timing test counts verifications instead of measuring time.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

const LOGIN = '/api/rest-auth/inlener-login/';
const AGENCY_LOGIN = '/api/rest-auth/uitlener-login/';
const LOGOUT = '/api/rest-auth/logout/';
const REFRESH = '/api/rest-auth/token/refresh/';
const HANDOVER = '/api/rest-auth/handover/';

describeEachEngine('session routes', (engine) => {
  const test = useTestApp(engine);
  let csrfHeaders: Awaited<ReturnType<typeof csrf>>;
  beforeAll(async () => {
    csrfHeaders = await csrf(test.app);
  });

  /**
   * An unauthenticated POST, with the CSRF cookie and header, each from its own client address so the
   * per-address login limit stays out of the way (the per-account limit has its own test).
   */
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClientAddress(),
      headers: { ...csrfHeaders, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const logout = (access: string, payload?: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Bearer ${access}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const login = async (username: string, password = TEST_PASSWORD): Promise<LoginResponse> => {
    const response = await post(LOGIN, { username, password });
    expect(response.statusCode, response.body).toBe(200);
    return loginResponseSchema.parse(response.json());
  };
  const refresh = (token: string) => post(REFRESH, { refresh: token });
  const expectLoginFailed = async (payload: unknown, message = LOGIN_FAILED) => {
    const response = await post(LOGIN, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: {}, non_field_errors: [message] });
    expect(response.body).not.toContain('access');
  };
  const lastLogin = async (user: TestUser) =>
    (await test.db.select().from(users).where(eq(users.id, user.userId)))[0]?.lastLoginAt;

  it('logs in by username and answers the tokens and the user, not to be cached', async () => {
    const user = await createTestUser(test.db, {
      companyName: 'Bakkerij De Korst B.V.',
      kvkVerified: true,
    });
    const response = await post(LOGIN, { username: user.username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = loginResponseSchema.parse(response.json());
    expect(Object.keys(answer).sort()).toEqual([
      'access',
      'access_expiration',
      'refresh',
      'refresh_expiration',
      'user',
    ]);
    expect(answer.access_expiration).toBe(
      new Date(test.clock.now().getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    );
    expect(answer.user).toEqual({
      username: user.username,
      email: user.email,
      company_name: 'Bakkerij De Korst B.V.',
      kvk_nr: expect.stringMatching(/^\d{8}$/) as unknown as string,
      holding_kvk_nr: null,
      kvk_verified: true,
      permissions: [CHANGE_SUBSCRIPTION_PERMISSION, CREATE_SCHEME_PERMISSION],
      salary_table_update_emails: true,
      uitlener_asked_for_help: null,
    });
    expect(await lastLogin(user)).toEqual(test.clock.now());
    expect((await logout(answer.access)).statusCode).toBe(200);
  });

  it('logs in by e-mail address or username, whatever the case', async () => {
    const user = await createTestUser(test.db, {
      username: 'Jan.Jansen',
      email: 'Jan.Jansen@Voorbeeld.nl',
    });
    expect((await login('jan.jansen@voorbeeld.NL')).user.email).toBe('Jan.Jansen@Voorbeeld.nl');
    expect((await login('JAN.JANSEN')).user.username).toBe('Jan.Jansen');
    expect((await login('  jan.jansen  ')).user.username).toBe(user.username);
  });

  it('a sub-user logs in with only the permissions the main user gave', async () => {
    const main = await createTestUser(test.db);
    const sub = await createTestUser(test.db, { companyId: main.companyId, canCreateSchemes: false });
    const agency = await createTestUser(test.db, { companyKind: 'uitlener' });
    await test.db
      .update(users)
      .set({ uitlenerAskedForHelp: agency.companyId })
      .where(eq(users.id, sub.userId));
    const { user } = await login(sub.email);
    expect(user.permissions).toEqual([]);
    expect(user.uitlener_asked_for_help).toBe(agency.companyId);
  });

  it('a wrong password and an unknown user get the same 400, and no login is recorded', async () => {
    const user = await createTestUser(test.db);
    await expectLoginFailed({ username: user.username, password: `${TEST_PASSWORD}x` });
    await expectLoginFailed({ username: user.email, password: TEST_PASSWORD.toLowerCase() });
    await expectLoginFailed({ username: 'niemand@voorbeeld.nl', password: TEST_PASSWORD });
    expect(await lastLogin(user)).toBeNull();
  });

  it('an unknown user costs one argon2 verification too, so timing does not reveal accounts', async () => {
    // Tests never measure time (benchmarks do): the argon2 verifications are counted instead.
    const user = await createTestUser(test.db);
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    await expectLoginFailed({ username: user.username, password: 'fout' });
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    await expectLoginFailed({ username: 'niemand-anders@voorbeeld.nl', password: 'fout' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('an account that is not activated: the activation hint, only with the right password', async () => {
    const user = await createTestUser(test.db, { isActive: false });
    await expectLoginFailed({ username: user.email, password: TEST_PASSWORD }, ACCOUNT_NOT_ACTIVE);
    await expectLoginFailed({ username: user.email, password: 'fout-wachtwoord' });
    expect(await lastLogin(user)).toBeNull();
  });

  it('an invited user without a password, a deleted user, a deleted company and an agency user cannot log in here', async () => {
    const { db } = test.handle;
    const invited = await createTestUser(db, { password: null, isActive: false });
    await expectLoginFailed({ username: invited.email, password: TEST_PASSWORD });
    const deleted = await createTestUser(db);
    await db.update(users).set({ deletedAt: test.clock.now() }).where(eq(users.id, deleted.userId));
    await expectLoginFailed({ username: deleted.email, password: TEST_PASSWORD });
    const closed = await createTestUser(db);
    await db.update(companies).set({ deletedAt: test.clock.now() }).where(eq(companies.id, closed.companyId));
    await expectLoginFailed({ username: closed.email, password: TEST_PASSWORD });
    const agency = await createTestUser(db, { companyKind: 'uitlener' });
    await expectLoginFailed({ username: agency.email, password: TEST_PASSWORD });
  });

  it('an agency user logs in at uitlener-login; a hirer cannot log in there', async () => {
    const { db } = test.handle;
    const agency = await createTestUser(db, {
      companyKind: 'uitlener',
      companyName: 'Uitzendbureau Snel B.V.',
    });
    const hirer = await createTestUser(db);
    const response = await post(AGENCY_LOGIN, {
      username: agency.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const answer = loginResponseSchema.parse(response.json());
    expect(answer.user.company_name).toBe('Uitzendbureau Snel B.V.');
    const loggedOut = await test.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Bearer ${answer.access}` },
    });
    expect(loggedOut.statusCode).toBe(200);
    const refused = await post(AGENCY_LOGIN, { username: hirer.email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: {}, non_field_errors: [LOGIN_FAILED] });
  });

  it('a password over 128 characters is a field error before any hashing; 128 is fine', async () => {
    const user = await createTestUser(test.db, { password: 'w'.repeat(128) });
    const response = await post(LOGIN, { username: user.username, password: 'w'.repeat(129) });
    expect(response.statusCode).toBe(400);
    // A field error comes from the request validation, which runs before the handler verifies anything.
    expect(response.json()).toEqual({
      errors: { password: ['Maximaal 128 karakters'] },
      non_field_errors: [],
    });
    expect(await lastLogin(user)).toBeNull();
    expect((await login(user.username, 'w'.repeat(128))).user.username).toBe(user.username);
  });

  it('bad input: missing fields, wrong types, an unknown field, a body that is not JSON', async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { username: ['Veld is vereist'], password: ['Veld is vereist'] }],
      [undefined, { username: ['Veld is vereist'], password: ['Veld is vereist'] }],
      [
        { username: '   ', password: '' },
        { username: ['Veld is vereist'], password: ['Veld is vereist'] },
      ],
      [
        { username: 12, password: true },
        { username: ['Vul een geldige waarde in'], password: ['Vul een geldige waarde in'] },
      ],
      [{ username: 'a'.repeat(255), password: 'x' }, { username: ['Maximaal 254 karakters'] }],
      [{ username: 'a', password: 'x', is_active: true }, { is_active: ['Onbekend veld'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(LOGIN, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ errors, non_field_errors: [] });
    }
    const notJson = await post(LOGIN, '{"username": "a", ', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ errors: {}, non_field_errors: ['Ongeldige JSON'] });
    const text = await post(LOGIN, 'username=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(text.statusCode).toBe(415);
  });

  /** Rows that a session call could write: nothing changes on bad input. */
  const sessionRows = async () => {
    const [tokens] = await test.db.select({ n: count() }).from(refreshTokens);
    const logins = await test.db.select({ at: users.lastLoginAt }).from(users);
    return { tokens: tokens?.n, logins };
  };

  it('bad input of every session call is a 400 with the Dutch message under the field, and writes nothing', async () => {
    const user = await createTestUser(test.db);
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: LOGIN,
      validBody: { username: user.username, password: 'niet-het-wachtwoord' },
      fields: [
        { name: 'username', kind: 'text', maxLength: MAX_LENGTH.email },
        { name: 'password', kind: 'password', maxLength: MAX_LENGTH.password },
      ],
      snapshot: sessionRows,
    });
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: REFRESH,
      validBody: { refresh: 'onbekend' },
      fields: [{ name: 'refresh', kind: 'text', maxLength: 512 }],
      snapshot: sessionRows,
    });
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: HANDOVER,
      validBody: { code: 'onbekend' },
      fields: [{ name: 'code', kind: 'text', maxLength: 512 }],
      snapshot: sessionRows,
    });
  });

  it('login is limited per account: the 11th try within 15 minutes is a 429 with Retry-After', async () => {
    const user = await createTestUser(test.db);
    for (let i = 0; i < 10; i++) {
      const response = await post(LOGIN, { username: user.email, password: `fout-${i}` });
      expect(response.statusCode).toBe(400);
    }
    const limited = await post(LOGIN, { username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await lastLogin(user)).toBeNull();
  });

  it('refresh rotates; the spent token replayed after the grace ends the whole session', async () => {
    const user = await createTestUser(test.db);
    const first = await login(user.username);
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const second = tokenRefreshResponseSchema.parse(response.json());
    expect(second.refresh).not.toBe(first.refresh);
    test.clock.advance(REFRESH_GRACE_MS + 1);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: REFRESH_REFUSED });
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    // The access token of the revoked session stops working too, before its 5 minutes are over.
    expect((await logout(second.access)).statusCode).toBe(401);
  });

  it('two tabs refreshing the same token at once both get a working token set', async () => {
    const user = await createTestUser(test.db);
    const first = await login(user.username);
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tokens = [a, b].map((r) => tokenRefreshResponseSchema.parse(r.json()));
    for (const set of tokens) expect((await refresh(set.refresh)).statusCode).toBe(200);
  });

  it('refresh: an unknown token is a 401; a missing or overlong one a field error', async () => {
    expect((await refresh('onbekend-token')).json()).toEqual({ detail: REFRESH_REFUSED });
    const missing = await post(REFRESH, {});
    expect(missing.json()).toEqual({ errors: { refresh: ['Veld is vereist'] }, non_field_errors: [] });
    const long = await post(REFRESH, { refresh: 'x'.repeat(513) });
    expect(long.json()).toEqual({ errors: { refresh: ['Maximaal 512 karakters'] }, non_field_errors: [] });
    const extra = await post(REFRESH, { refresh: 'x', access: 'y' });
    expect(extra.json()).toEqual({ errors: { access: ['Onbekend veld'] }, non_field_errors: [] });
  });

  it('after a password change the old access and refresh tokens are refused', async () => {
    const { db } = test.handle;
    const user = await createTestUser(db);
    const before = await login(user.username);
    test.clock.advance(1000);
    await inTransaction(db, async (tx) => {
      await tx.update(users).set({ passwordChangedAt: test.clock.now() }).where(eq(users.id, user.userId));
      await revokeUserSessions(tx, user.userId, test.clock.now());
    });
    expect((await refresh(before.refresh)).statusCode).toBe(401);
    expect((await logout(before.access)).statusCode).toBe(401);
    const after = await login(user.username);
    expect((await refresh(after.refresh)).statusCode).toBe(200);
  });

  it('an expired access token is a 401; the refresh token still gives a new one', async () => {
    const user = await createTestUser(test.db);
    const tokens = await login(user.username);
    test.clock.advance(ACCESS_TOKEN_TTL_MS);
    const expired = await logout(tokens.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: NOT_AUTHENTICATED });
    const fresh = tokenRefreshResponseSchema.parse((await refresh(tokens.refresh)).json());
    expect((await logout(fresh.access)).statusCode).toBe(200);
  });

  it('logout ends this session only: its refresh and access tokens; another login goes on', async () => {
    const user = await createTestUser(test.db);
    const browser = await login(user.username);
    const cli = await login(user.email);
    const response = await logout(browser.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: LOGGED_OUT });
    expect((await refresh(browser.refresh)).statusCode).toBe(401);
    expect((await logout(browser.access)).statusCode).toBe(401);
    expect((await refresh(cli.refresh)).statusCode).toBe(200);
  });

  it('logout: without a token 401 (the CSRF check first when there is no bearer); with a body field 400', async () => {
    const user = await createTestUser(test.db);
    const tokens = await login(user.username);
    const anonymous = await post(LOGOUT);
    expect(anonymous.statusCode).toBe(401);
    const withField = await logout(tokens.access, { refresh: tokens.refresh });
    expect(withField.statusCode).toBe(400);
    expect(withField.json()).toEqual({ errors: { refresh: ['Onbekend veld'] }, non_field_errors: [] });
    expect((await logout(tokens.access, {})).statusCode).toBe(200);
  });

  const handoverCode = async (user: TestUser) =>
    inTransaction(test.db, (tx) => createHandoverCode(tx, user.userId, test.clock.now()));

  it('a hand-over code is exchanged once for a new session with the user', async () => {
    const user = await createTestUser(test.db);
    const session = await login(user.username);
    const code = await handoverCode(user);
    const response = await post(HANDOVER, { code });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = loginResponseSchema.parse(response.json());
    expect(answer.user.username).toBe(user.username);
    expect(answer.refresh).not.toBe(session.refresh);
    // A new family: logging out of it leaves the session that made the code alone.
    expect((await logout(answer.access)).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('a spent hand-over code used again is refused and ends the session its exchange made, no other', async () => {
    const user = await createTestUser(test.db);
    const session = await login(user.username);
    const code = await handoverCode(user);
    const answer = loginResponseSchema.parse((await post(HANDOVER, { code })).json());
    const userCall = (access: string) => test.call(access, 'GET', '/api/rest-auth/inlener-user/');
    expect((await userCall(answer.access)).statusCode).toBe(200);
    const again = await post(HANDOVER, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: {}, non_field_errors: [HANDOVER_REFUSED] });
    // Whoever replayed the address gets nothing, and the session the code made is over: its access token
    // and its refresh token are refused. The session the user logged in with goes on.
    expect((await userCall(answer.access)).statusCode).toBe(401);
    expect((await refresh(answer.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('a hand-over code works for under a minute', async () => {
    const user = await createTestUser(test.db);
    const onTime = await handoverCode(user);
    const late = await handoverCode(user);
    test.clock.advance(HANDOVER_CODE_TTL_MS - 1);
    expect((await post(HANDOVER, { code: onTime })).statusCode).toBe(200);
    test.clock.advance(1);
    const response = await post(HANDOVER, { code: late });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: {}, non_field_errors: [HANDOVER_REFUSED] });
  });

  it('hand-over: two exchanges of one code at once, exactly one wins', async () => {
    const user = await createTestUser(test.db);
    for (let round = 0; round < 3; round++) {
      const code = await handoverCode(user);
      const results = await Promise.all([
        post(HANDOVER, { code }),
        post(HANDOVER, { code }),
        post(HANDOVER, { code }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    }
  });

  it('hand-over: a deactivated user, an unknown code and bad input are refused', async () => {
    const { db } = test.handle;
    const user = await createTestUser(db);
    const code = await handoverCode(user);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.userId));
    expect((await post(HANDOVER, { code })).json()).toEqual({
      errors: {},
      non_field_errors: [HANDOVER_REFUSED],
    });
    expect((await post(HANDOVER, { code: 'onbekend' })).statusCode).toBe(400);
    expect((await post(HANDOVER, {})).json()).toEqual({
      errors: { code: ['Veld is vereist'] },
      non_field_errors: [],
    });
    expect((await post(HANDOVER, { code: 5 })).json()).toEqual({
      errors: { code: ['Vul een geldige waarde in'] },
      non_field_errors: [],
    });
    expect((await post(HANDOVER, { code: 'x', refresh: 'y' })).json()).toEqual({
      errors: { refresh: ['Onbekend veld'] },
      non_field_errors: [],
    });
  });

  it('the OpenAPI document lists the session calls', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [LOGIN, AGENCY_LOGIN, LOGOUT, REFRESH, HANDOVER]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('tokens of a login never appear in a URL: the hand-over code is not a refresh token', async () => {
    const user = await createTestUser(test.db);
    const tokens: TokenSet = await login(user.username);
    expect((await post(HANDOVER, { code: tokens.refresh })).statusCode).toBe(400);
  });
});

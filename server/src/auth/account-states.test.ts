import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callAs, linkIn } from '../../../tests/helpers/account-api.js';
import { createTestUser, type TestUser } from '../../../tests/helpers/accounts.js';
import { buildTestApp } from '../../../tests/helpers/app.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import type { App } from '../app.js';
import { companies, refreshTokens, users } from '../db/schema.js';
import { AWAITING_ADMISSION, NOT_AUTHENTICATED } from './messages.js';
import { REFRESH_GRACE_MS } from './sessions.js';

const USER = '/api/rest-auth/inlener-user/';
const LOGOUT = '/api/rest-auth/logout/';
const REFRESH = '/api/rest-auth/token/refresh/';
const SUBSCRIPTION_USERS = '/api/rest-auth/subscription-users/';

/**
 * Issue 19: the state behind an access token is remembered per user (src/auth/account-states.ts), yet every
 * change of it counts from the very next request. Each test first uses the token, so its state is
 * remembered, then makes the change through the real call (or straight in the database) and expects the
 * next request to see it: a 401 for an ended session, the new permissions or data otherwise.
 */
describeEachEngine('account states: every change counts at once', (engine) => {
  const test = useTestApp(engine);
  let second: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // A second server instance on the same database, as with several instances behind a load balancer.
    second = await buildTestApp(test.handle, { clock: test.clock });
    await second.app.ready();
  }, 60_000);
  afterAll(async () => second.app.close());

  /** A session of the user (refresh and access token) as a login makes it. */
  const sessionOf = (user: TestUser) =>
    test.app.sessions.issueTokenSet(test.db, user.userId, test.clock.now());
  const getUser = (access: string, app: App = test.app) => callAs(app, access, 'GET', USER);
  /** Uses the token, so its state is remembered, and answers the user. */
  const warm = async (access: string, app: App = test.app) => {
    const response = await getUser(access, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ email: string; permissions: string[]; salary_table_update_emails: boolean }>();
  };
  const expectRefused = async (access: string, app: App = test.app) => {
    const response = await getUser(access, app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: NOT_AUTHENTICATED });
  };

  it('logout ends that session at its next request; another session of the user goes on', async () => {
    const user = await createTestUser(test.db);
    const [browser, cli] = [await sessionOf(user), await sessionOf(user)];
    await warm(browser.access);
    await warm(cli.access);
    expect((await test.call(browser.access, 'POST', LOGOUT, {})).statusCode).toBe(200);
    await expectRefused(browser.access);
    await warm(cli.access);
  });

  it('a replayed refresh token ends its session, the access tokens of the family included', async () => {
    const user = await createTestUser(test.db);
    const session = await sessionOf(user);
    const rotated = await test.callOpen('POST', REFRESH, { refresh: session.refresh });
    const next = rotated.json<{ access: string }>();
    await warm(session.access);
    await warm(next.access);
    test.clock.advance(REFRESH_GRACE_MS + 1);
    expect((await test.callOpen('POST', REFRESH, { refresh: session.refresh })).statusCode).toBe(401);
    await expectRefused(session.access);
    await expectRefused(next.access);
  });

  it('a password reset ends every session of the user', async () => {
    const user = await createTestUser(test.db);
    const session = await sessionOf(user);
    await warm(session.access);
    await test.callOpen('POST', '/api/rest-auth/inlener-forgot-password/', { email: user.email });
    const [mail] = await test.mailsTo(user.email);
    const link = linkIn(mail!, 'reset');
    test.clock.advance(1000);
    const reset = await test.callOpen('POST', '/api/rest-auth/inlener-reset-password/', {
      uidb64: link.uidb64,
      token: link.token,
      new_password1: 'Nieuw-wachtwoord-9',
      new_password2: 'Nieuw-wachtwoord-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefused(session.access);
  });

  it('deleting the account: the main user ends every session of the company, a sub-user only their own', async () => {
    const main = await createTestUser(test.db);
    const colleague = await createTestUser(test.db, { companyId: main.companyId });
    const leaving = await createTestUser(test.db, { companyId: main.companyId });
    const [mainAccess, colleagueAccess, leavingAccess] = [
      (await sessionOf(main)).access,
      (await sessionOf(colleague)).access,
      (await sessionOf(leaving)).access,
    ];
    for (const access of [mainAccess, colleagueAccess, leavingAccess]) await warm(access);
    expect((await test.call(leavingAccess, 'DELETE', USER)).statusCode).toBe(204);
    await expectRefused(leavingAccess);
    await warm(colleagueAccess);
    expect((await test.call(mainAccess, 'DELETE', USER)).statusCode).toBe(204);
    await expectRefused(mainAccess);
    await expectRefused(colleagueAccess);
  });

  it('the main user removing a sub-user ends their sessions', async () => {
    const main = await createTestUser(test.db);
    const sub = await createTestUser(test.db, { companyId: main.companyId });
    const mainAccess = (await sessionOf(main)).access;
    const subAccess = (await sessionOf(sub)).access;
    await warm(subAccess);
    const removed = await test.call(mainAccess, 'DELETE', SUBSCRIPTION_USERS, { email: sub.email });
    expect(removed.statusCode, removed.body).toBe(204);
    await expectRefused(subAccess);
  });

  it('a permission given or taken by the main user counts from the next request', async () => {
    const main = await createTestUser(test.db);
    const sub = await createTestUser(test.db, { companyId: main.companyId });
    const mainAccess = (await sessionOf(main)).access;
    const subAccess = (await sessionOf(sub)).access;
    expect((await warm(subAccess)).permissions).toEqual([CREATE_SCHEME_PERMISSION]);
    const change = (can_create_schemes: boolean) =>
      test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, { email: sub.email, can_create_schemes });
    expect((await change(false)).statusCode).toBe(200);
    expect((await warm(subAccess)).permissions).toEqual([]);
    expect((await change(true)).statusCode).toBe(200);
    expect((await warm(subAccess)).permissions).toEqual([CREATE_SCHEME_PERMISSION]);
  });

  it('a user let into the company may use it from the next request', async () => {
    const main = await createTestUser(test.db);
    const waiting = await createTestUser(test.db, { companyId: main.companyId, admission: 'requested' });
    const mainAccess = (await sessionOf(main)).access;
    const waitingAccess = (await sessionOf(waiting)).access;
    expect((await warm(waitingAccess)).permissions).toEqual([]);
    const refused = await test.call(waitingAccess, 'GET', '/api/rest-auth/subscription/');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: AWAITING_ADMISSION });
    const admitted = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, {
      email: waiting.email,
      admit: true,
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect((await warm(waitingAccess)).permissions).toEqual([CREATE_SCHEME_PERMISSION]);
  });

  it('the user answered is the current one: own preferences, a confirmed new address', async () => {
    const user = await createTestUser(test.db, { email: 'oud-adres@test.nl' });
    const access = (await sessionOf(user)).access;
    expect(await warm(access)).toMatchObject({
      email: 'oud-adres@test.nl',
      salary_table_update_emails: true,
    });
    const put = await test.call(access, 'PUT', USER, { salary_table_update_emails: false });
    expect(put.statusCode, put.body).toBe(200);
    expect((await warm(access)).salary_table_update_emails).toBe(false);
    await test.call(access, 'POST', '/api/rest-auth/inlener-change-email/', { email: 'nieuw-adres@test.nl' });
    const [mail] = await test.mailsTo('nieuw-adres@test.nl');
    const link = linkIn(mail!, 'email_change');
    const verified = await test.callOpen('POST', '/api/rest-auth/inlener-verify-email/', {
      uidb64: link.uidb64,
      token: link.token,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await warm(access)).email).toBe('nieuw-adres@test.nl');
  });

  it('changes made straight in the database count too: deactivation, a deleted company, a revoked or removed session', async () => {
    const { db } = test;
    const inactive = await createTestUser(db);
    const gone = await createTestUser(db);
    const revoked = await createTestUser(db);
    const removed = await createTestUser(db);
    const tokens = [inactive, gone, revoked, removed].map(async (user) => (await sessionOf(user)).access);
    const [inactiveAccess, goneAccess, revokedAccess, removedAccess] = await Promise.all(tokens);
    for (const access of [inactiveAccess!, goneAccess!, revokedAccess!, removedAccess!]) await warm(access);
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.userId));
    await db.update(companies).set({ deletedAt: test.clock.now() }).where(eq(companies.id, gone.companyId));
    await db
      .update(refreshTokens)
      .set({ revokedAt: test.clock.now() })
      .where(eq(refreshTokens.userId, revoked.userId));
    await db.delete(refreshTokens).where(eq(refreshTokens.userId, removed.userId));
    for (const access of [inactiveAccess!, goneAccess!, revokedAccess!, removedAccess!]) {
      await expectRefused(access);
    }
  });

  it('a change made through one server instance counts at once on another', async () => {
    const main = await createTestUser(test.db);
    const sub = await createTestUser(test.db, { companyId: main.companyId });
    const mainAccess = (await sessionOf(main)).access;
    const subSession = await sessionOf(sub);
    expect((await warm(subSession.access, second.app)).permissions).toEqual([CREATE_SCHEME_PERMISSION]);
    const change = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, {
      email: sub.email,
      can_create_schemes: false,
    });
    expect(change.statusCode).toBe(200);
    expect((await warm(subSession.access, second.app)).permissions).toEqual([]);
    expect((await test.call(subSession.access, 'POST', LOGOUT, {})).statusCode).toBe(200);
    await expectRefused(subSession.access, second.app);
  });
});

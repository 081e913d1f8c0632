import { CHANGE_SUBSCRIPTION_PERMISSION } from '@beloning/core/schemas';
import { CREATE_SCHEME_PERMISSION } from '@beloning/core/wizard';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../tests/helpers/accounts.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { inTransaction } from '../db/database.js';
import { companies, users } from '../db/schema.js';
import { ACCESS_TOKEN_TTL_MS } from './access-tokens.js';
import { NOT_AUTHENTICATED, PERMISSION_DENIED, WRONG_COMPANY_KIND } from './messages.js';
import { revokeUserSessions } from './sessions.js';

describeEachEngine('auth plugin', (engine) => {
  const test = useTestApp(engine, {
    beforeReady: (app) => {
      app.get('/api/test/wie', { preHandler: [app.authenticate] }, async (request) => request.auth);
      app.get(
        '/api/test/abonnement',
        { preHandler: [app.authenticate, app.requirePermission(CHANGE_SUBSCRIPTION_PERMISSION)] },
        async () => ({ ok: true }),
      );
      app.get(
        '/api/test/uitlener',
        { preHandler: [app.authenticate, app.requireCompanyKind('uitlener')] },
        async () => ({ ok: true }),
      );
      app.get(
        '/api/test/vergeten',
        { preHandler: [app.requirePermission(CREATE_SCHEME_PERMISSION)] },
        async () => ({ ok: true }),
      );
    },
  });

  const accessFor = (user: TestUser) => test.tokenOf(user.userId);
  const get = (url: string, access?: string, scheme = 'Bearer') =>
    test.app.inject({
      method: 'GET',
      url,
      headers: access === undefined ? {} : { authorization: `${scheme} ${access}` },
    });
  const expectRefused = async (url: string, access?: string, scheme?: string) => {
    const response = await get(url, access, scheme);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: NOT_AUTHENTICATED });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  };

  it('a valid access token tells who calls: user, company, kind and permissions', async () => {
    const user = await createTestUser(test.db);
    const response = await get('/api/test/wie', await accessFor(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: user.userId,
      companyId: user.companyId,
      companyKind: 'inlener',
      isMainUser: true,
      permissions: [CHANGE_SUBSCRIPTION_PERMISSION, CREATE_SCHEME_PERMISSION],
    });
    expect((await get('/api/test/abonnement', await accessFor(user))).statusCode).toBe(200);
  });

  it('no token, another scheme, an empty or a malformed token: 401', async () => {
    const user = await createTestUser(test.db);
    const access = await accessFor(user);
    await expectRefused('/api/test/wie');
    await expectRefused('/api/test/wie', access, 'Basic');
    await expectRefused('/api/test/wie', '', 'Bearer');
    await expectRefused('/api/test/wie', 'abc.def.ghi');
    await expectRefused('/api/test/wie', `${access}x`);
  });

  it('an expired access token: 401', async () => {
    const user = await createTestUser(test.db);
    const access = await accessFor(user);
    test.clock.advance(ACCESS_TOKEN_TTL_MS - 1000);
    expect((await get('/api/test/wie', access)).statusCode).toBe(200);
    test.clock.advance(1000);
    await expectRefused('/api/test/wie', access);
  });

  it('a tampered access token (another user in the payload): 401', async () => {
    const victim = await createTestUser(test.db);
    const attacker = await createTestUser(test.db);
    const [header, payload, signature] = (await accessFor(attacker)).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(victim.userId) })).toString(
      'base64url',
    );
    await expectRefused('/api/test/wie', `${header}.${forged}.${signature}`);
  });

  it('an access token made before a password change, or of a revoked session: 401', async () => {
    const { db } = test.handle;
    const user = await createTestUser(db);
    const before = await accessFor(user);
    test.clock.advance(10);
    await db.update(users).set({ passwordChangedAt: test.clock.now() }).where(eq(users.id, user.userId));
    await expectRefused('/api/test/wie', before);
    // A login after the change works, even within the same second.
    const after = await accessFor(user);
    expect((await get('/api/test/wie', after)).statusCode).toBe(200);
    await inTransaction(db, (tx) => revokeUserSessions(tx, user.userId, test.clock.now()));
    await expectRefused('/api/test/wie', after);
  });

  it('an access token of a deactivated or deleted user, or of a deleted company: 401', async () => {
    const { db } = test.handle;
    const inactive = await createTestUser(db);
    const deleted = await createTestUser(db);
    const gone = await createTestUser(db);
    const tokens = [await accessFor(inactive), await accessFor(deleted), await accessFor(gone)];
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.userId));
    await db.update(users).set({ deletedAt: test.clock.now() }).where(eq(users.id, deleted.userId));
    await db.update(companies).set({ deletedAt: test.clock.now() }).where(eq(companies.id, gone.companyId));
    for (const access of tokens) await expectRefused('/api/test/wie', access);
  });

  it('permissions: a sub-user never changes the subscription; creates schemes only when allowed', async () => {
    const { db } = test.handle;
    const main = await createTestUser(db);
    const allowed = await createTestUser(db, { companyId: main.companyId });
    const notAllowed = await createTestUser(db, { companyId: main.companyId, canCreateSchemes: false });
    const who = async (user: TestUser) =>
      (await get('/api/test/wie', await accessFor(user))).json<{
        permissions: string[];
        isMainUser: boolean;
      }>();
    expect(await who(allowed)).toMatchObject({ isMainUser: false, permissions: [CREATE_SCHEME_PERMISSION] });
    expect(await who(notAllowed)).toMatchObject({ isMainUser: false, permissions: [] });
    const denied = await get('/api/test/abonnement', await accessFor(allowed));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: PERMISSION_DENIED });
  });

  it('requireCompanyKind: a hirer is refused an agency call, an agency user passes', async () => {
    const { db } = test.handle;
    const hirer = await createTestUser(db);
    const agency = await createTestUser(db, { companyKind: 'uitlener' });
    const refused = await get('/api/test/uitlener', await accessFor(hirer));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: WRONG_COMPANY_KIND });
    expect((await get('/api/test/uitlener', await accessFor(agency))).statusCode).toBe(200);
  });

  it('requirePermission without authenticate in front fails closed with 403', async () => {
    const user = await createTestUser(test.db);
    expect((await get('/api/test/vergeten', await accessFor(user))).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  linkIn,
  type FieldErrorResponse,
} from '../../../../tests/helpers/account-api.js';
import { createTestUser, type TestUser } from '../../../../tests/helpers/accounts.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { verifyPassword } from '../../auth/passwords.js';
import { companies, users } from '../../db/schema.js';
import type { OutgoingMail } from '../../mail/transport.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const SUBSCRIPTION = '/api/rest-auth/subscription/';
const SUBSCRIPTION_USERS = '/api/rest-auth/subscription-users/';
const ADD_USER = '/api/rest-auth/inlener-subscription-user-add/';
const USER = '/api/rest-auth/inlener-user/';

describeEachEngine('the subscription and its users', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const userRow = async (userId: number) =>
    (await test.db.select().from(users).where(eq(users.id, userId)))[0];
  /** A company with a main user and one sub-user, with access tokens. */
  const company = async () => {
    const main = await createTestUser(test.db, { companyName: 'Abonnee B.V.' });
    const sub = await createTestUser(test.db, { companyId: main.companyId });
    return {
      main,
      sub,
      mainAccess: await test.tokenOf(main.userId),
      subAccess: await test.tokenOf(sub.userId),
    };
  };
  const view = (user: TestUser, extra: Record<string, unknown> = {}) => ({
    email: user.email,
    username: user.username,
    can_create_schemes: true,
    salary_table_update_emails: true,
    is_active: true,
    admission: 'admitted',
    ...extra,
  });

  describe('GET and PUT rest-auth/subscription/', () => {
    it('shows the mail switch and every user’s address, and changes the switch', async () => {
      const { main, sub, mainAccess } = await company();
      const shown = await test.call(mainAccess, 'GET', SUBSCRIPTION);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({ salary_table_update_emails: true, users: [main.email, sub.email] });

      const changed = await test.call(mainAccess, 'PUT', SUBSCRIPTION, {
        salary_table_update_emails: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ salary_table_update_emails: false, users: [main.email, sub.email] });
      const [row] = await test.db.select().from(companies).where(eq(companies.id, main.companyId));
      expect(row?.salaryTableUpdateEmails).toBe(false);
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { salary_table_update_emails: ['Veld is vereist'] }],
      [
        'a wrong type',
        { salary_table_update_emails: 'nee' },
        { salary_table_update_emails: ['Vul een geldige waarde in'] },
      ],
      ['an unknown field', { salary_table_update_emails: true, users: [] }, { users: ['Onbekend veld'] }],
      ['a body that is not JSON', '{salary_table_update_emails: false}', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const { mainAccess } = await company();
        const before = await accountTables(test.db);
        const response = await test.call(mainAccess, 'PUT', SUBSCRIPTION, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });

  describe('permissions', () => {
    const calls: [string, string, unknown?][] = [
      ['PUT', SUBSCRIPTION, { salary_table_update_emails: false }],
      ['GET', SUBSCRIPTION_USERS],
      ['PUT', SUBSCRIPTION_USERS, { email: 'x@y.nl', can_create_schemes: true }],
      ['DELETE', SUBSCRIPTION_USERS, { email: 'x@y.nl' }],
      ['POST', ADD_USER, { email: 'nieuw-sub@test.nl', username: 'nieuw-sub' }],
    ];
    it.each(calls)('a sub-user gets a 403 on %s %s and nothing changes', async (method, url, payload) => {
      const { subAccess } = await company();
      const before = await accountTables(test.db);
      const response = await test.call(subAccess, method as 'GET', url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'U heeft geen toestemming voor deze actie.' });
      expect(await accountTables(test.db)).toEqual(before);
    });

    it('a sub-user may read the subscription, for its mail switch', async () => {
      const { subAccess, mainAccess } = await company();
      const asSub = await test.call(subAccess, 'GET', SUBSCRIPTION);
      expect(asSub.statusCode).toBe(200);
      expect(asSub.json()).toEqual((await test.call(mainAccess, 'GET', SUBSCRIPTION)).json());
    });

    it.each([...calls, ['GET', SUBSCRIPTION] as [string, string]])(
      '%s %s needs a login',
      async (method, url, payload) => {
        const response = await test.callOpen(method as 'GET', url, payload);
        expect(response.statusCode).toBe(401);
      },
    );
  });

  describe('rest-auth/subscription-users/', () => {
    it('lists the main user first, then the sub-users with their rights', async () => {
      const { main, sub, mainAccess } = await company();
      const reader = await createTestUser(test.db, { companyId: main.companyId, canCreateSchemes: false });
      const response = await test.call(mainAccess, 'GET', SUBSCRIPTION_USERS);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        view(main, { admission: 'founder' }),
        view(sub),
        view(reader, { can_create_schemes: false }),
      ]);
    });

    it('takes away and gives back a sub-user’s right to make schemes, which their next request feels', async () => {
      const { sub, mainAccess, subAccess } = await company();
      const off = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, {
        email: sub.email.toUpperCase(),
        can_create_schemes: false,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual(view(sub, { can_create_schemes: false }));
      expect((await test.call(subAccess, 'GET', USER)).json()).toMatchObject({ permissions: [] });

      const on = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, {
        email: sub.email,
        can_create_schemes: true,
        salary_table_update_emails: false,
      });
      expect(on.json()).toEqual(view(sub, { salary_table_update_emails: false }));
      expect((await test.call(subAccess, 'GET', USER)).json()).toMatchObject({
        permissions: ['inleners.create_inlenerscao'],
      });
    });

    it('keeps the main user’s right to make schemes', async () => {
      const { main, mainAccess } = await company();
      const response = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, {
        email: main.email,
        can_create_schemes: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { can_create_schemes: [ACCOUNT_MESSAGES.mainUserAlwaysCreates] },
        non_field_errors: [],
      });
    });

    it('answers 404 for a user of another company or nobody, and changes nothing', async () => {
      const { mainAccess } = await company();
      const stranger = (await company()).sub;
      const before = await accountTables(test.db);
      for (const [method, payload] of [
        ['PUT', { email: stranger.email, can_create_schemes: false }],
        ['DELETE', { email: stranger.email }],
        ['DELETE', { email: 'niemand@test.nl' }],
      ] as const) {
        const response = await test.call(mainAccess, method, SUBSCRIPTION_USERS, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Niet gevonden.' });
      }
      expect(await accountTables(test.db)).toEqual(before);
    });

    it('removes a sub-user: their personal data goes and they can no longer sign in', async () => {
      const { main, sub, mainAccess, subAccess } = await company();
      const response = await test.call(mainAccess, 'DELETE', SUBSCRIPTION_USERS, { email: sub.email });
      expect(response.statusCode).toBe(204);
      expect(await userRow(sub.userId)).toMatchObject({
        email: `verwijderd-${sub.userId}@verwijderd.invalid`,
        passwordHash: null,
        deletedAt: test.clock.now(),
      });
      expect((await test.call(subAccess, 'GET', USER)).statusCode).toBe(401);
      const listed = await test.call(mainAccess, 'GET', SUBSCRIPTION_USERS);
      expect(listed.json()).toEqual([view(main, { admission: 'founder' })]);
    });

    it('does not remove the main user this way', async () => {
      const { main, mainAccess } = await company();
      const response = await test.call(mainAccess, 'DELETE', SUBSCRIPTION_USERS, { email: main.email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { email: [ACCOUNT_MESSAGES.mainUserDeletesAccount] },
        non_field_errors: [],
      });
      expect((await userRow(main.userId))?.deletedAt).toBeNull();
    });

    const badUpdate: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { email: ['Veld is vereist'] }],
      ['an invalid address', { email: 'geen-adres' }, { email: ['Vul een geldig e-mail adres in'] }],
      [
        'an address of 255 characters',
        { email: `a@${'b'.repeat(250)}.nl` },
        { email: ['Maximaal 254 karakters'] },
      ],
      [
        'wrong types',
        { email: 'a@b.nl', can_create_schemes: 'ja', salary_table_update_emails: 1 },
        {
          can_create_schemes: ['Vul een geldige waarde in'],
          salary_table_update_emails: ['Vul een geldige waarde in'],
        },
      ],
      ['an unknown field', { email: 'a@b.nl', is_main_user: true }, { is_main_user: ['Onbekend veld'] }],
      ['a body that is not JSON', '{"email"', {}, ['Ongeldige JSON']],
    ];
    it.each(badUpdate)(
      'refuses an update with %s and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const { mainAccess } = await company();
        const before = await accountTables(test.db);
        const response = await test.call(mainAccess, 'PUT', SUBSCRIPTION_USERS, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );

    const badDelete: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { email: ['Veld is vereist'] }],
      ['an invalid address', { email: 'geen-adres' }, { email: ['Vul een geldig e-mail adres in'] }],
      ['an unknown field', { email: 'a@b.nl', all: true }, { all: ['Onbekend veld'] }],
      ['a body that is not JSON', '[', {}, ['Ongeldige JSON']],
    ];
    it.each(badDelete)(
      'refuses a removal with %s and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const { mainAccess } = await company();
        const before = await accountTables(test.db);
        const response = await test.call(mainAccess, 'DELETE', SUBSCRIPTION_USERS, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });

  describe('POST rest-auth/inlener-subscription-user-add/', () => {
    it('invites a sub-user who may make schemes by default, with a working invite link', async () => {
      const { main, mainAccess } = await company();
      const response = await test.call(mainAccess, 'POST', ADD_USER, {
        email: 'Collega@Test.nl',
        username: 'collega',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        email: 'Collega@Test.nl',
        username: 'collega',
        can_create_schemes: true,
        salary_table_update_emails: true,
        is_active: false,
        admission: 'admitted',
      });
      const [mail] = await test.mailsTo('collega@test.nl');
      expect(mail?.subject).toBe('U bent uitgenodigd voor Beloning door Abonnee B.V.');
      expect(mail?.text).toContain(main.email);
      const link = linkIn(mail!, 'invite');
      const activated = await test.callOpen('POST', '/api/rest-auth/inlener-activation/', {
        uidb64: link.uidb64,
        token: link.token,
        password: 'Collega-wachtwoord-1',
      });
      expect(activated.statusCode).toBe(200);
      const [row] = await test.db.select().from(users).where(eq(users.username, 'collega'));
      expect(row).toMatchObject({
        companyId: main.companyId,
        isMainUser: false,
        isActive: true,
        canCreateSchemes: true,
      });
      expect(await verifyPassword(row?.passwordHash ?? null, 'Collega-wachtwoord-1')).toBe(true);
    });

    it('invites a read-only sub-user when told so', async () => {
      const { mainAccess } = await company();
      const response = await test.call(mainAccess, 'POST', ADD_USER, {
        email: 'lezer@test.nl',
        username: 'lezer',
        can_create_schemes: false,
      });
      expect(response.json()).toMatchObject({ can_create_schemes: false });
      const [row] = await test.db.select().from(users).where(eq(users.username, 'lezer'));
      expect(row?.canCreateSchemes).toBe(false);
    });

    it('sends a pending invitee a new link, and the old one stops working', async () => {
      const { mainAccess } = await company();
      await test.call(mainAccess, 'POST', ADD_USER, { email: 'twee-keer@test.nl', username: 'twee-keer' });
      const [first] = await test.mailsTo('twee-keer@test.nl');
      const again = await test.call(mainAccess, 'POST', ADD_USER, {
        email: 'twee-keer@test.nl',
        username: 'twee-keer',
        can_create_schemes: false,
      });
      expect(again.statusCode).toBe(201);
      const mails = await test.mailsTo('twee-keer@test.nl');
      expect(mails).toHaveLength(2);
      expect(mails[0]).toBe(first);
      const activate = (mail: OutgoingMail) => {
        const { uidb64, token } = linkIn(mail, 'invite');
        return test.callOpen('POST', '/api/rest-auth/inlener-activation/', {
          uidb64,
          token,
          password: 'Wachtwoord-2',
        });
      };
      expect((await activate(mails[0]!)).statusCode).toBe(400);
      expect((await activate(mails[1]!)).statusCode).toBe(200);
      const rows = await test.db.select().from(users).where(eq(users.email, 'twee-keer@test.nl'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.canCreateSchemes).toBe(false);
    });

    it('refuses an address or username someone already uses, and writes nothing', async () => {
      const { mainAccess } = await company();
      const existing = await createTestUser(test.db, { username: 'bezette-naam' });
      const before = await accountTables(test.db);
      const response = await test.call(mainAccess, 'POST', ADD_USER, {
        email: existing.email.toUpperCase(),
        username: 'Bezette-Naam',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { email: [ACCOUNT_MESSAGES.emailInUse], username: [ACCOUNT_MESSAGES.usernameInUse] },
        non_field_errors: [],
      });
      expect(await accountTables(test.db)).toEqual(before);
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { email: ['Veld is vereist'], username: ['Veld is vereist'] }],
      [
        'an invalid address',
        { email: 'geen-adres', username: 'a' },
        { email: ['Vul een geldig e-mail adres in'] },
      ],
      [
        'an address of 255 characters',
        { email: `a@${'b'.repeat(250)}.nl`, username: 'a' },
        { email: ['Maximaal 254 karakters'] },
      ],
      [
        'a username of 255 characters',
        { email: 'a@b.nl', username: 'u'.repeat(255) },
        { username: ['Maximaal 254 karakters'] },
      ],
      [
        'wrong types',
        { email: 'a@b.nl', username: 7, can_create_schemes: 'ja' },
        { username: ['Vul een geldige waarde in'], can_create_schemes: ['Vul een geldige waarde in'] },
      ],
      [
        'an unknown field',
        { email: 'a@b.nl', username: 'a', is_main_user: true },
        { is_main_user: ['Onbekend veld'] },
      ],
      ['a body that is not JSON', 'email=a@b.nl', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const { mainAccess } = await company();
        const before = await accountTables(test.db);
        const response = await test.call(mainAccess, 'POST', ADD_USER, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  linkIn,
  type FieldErrorResponse,
} from '../../../../tests/helpers/account-api.js';
import { createTestUser } from '../../../../tests/helpers/accounts.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { createLinkToken, LINK_TOKEN_TTL_MS } from '../../auth/link-tokens.js';
import { verifyPassword } from '../../auth/passwords.js';
import { users } from '../../db/schema.js';
import { encodeUidb64 } from '../../mail/links.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const ACTIVATE = '/api/rest-auth/inlener-activation/';
const VERIFY_EMAIL = '/api/rest-auth/inlener-verify-email/';
const CHANGE_EMAIL = '/api/rest-auth/inlener-change-email/';
const RESET = '/api/rest-auth/inlener-reset-password/';
const INVALID_LINK = { errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] };

describeEachEngine('the links of the account mails', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const userRow = async (userId: number) =>
    (await test.db.select().from(users).where(eq(users.id, userId)))[0];
  /** An inactive user with an activation token, as registration leaves it. */
  const registered = async (purpose: 'activation' | 'invite' = 'activation') => {
    const user = await createTestUser(
      test.db,
      purpose === 'invite' ? { isActive: false, password: null } : { isActive: false },
    );
    const token = await createLinkToken(test.db, { userId: user.userId, purpose, now: test.clock.now() });
    return { ...user, uidb64: encodeUidb64(user.userId), token };
  };

  describe('POST rest-auth/inlener-activation/', () => {
    it('activates once; the same link again is refused', async () => {
      const user = await registered();
      const first = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect(first.statusCode).toBe(200);
      expect((await userRow(user.userId))?.isActive).toBe(true);
      const second = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual(INVALID_LINK);
    });

    it('accepts a link at exactly 3 days and refuses it one second later', async () => {
      const early = await registered();
      const late = await registered();
      test.clock.advance(LINK_TOKEN_TTL_MS);
      expect(
        (await test.callOpen('POST', ACTIVATE, { uidb64: early.uidb64, token: early.token })).statusCode,
      ).toBe(200);
      test.clock.advance(1000);
      const refused = await test.callOpen('POST', ACTIVATE, { uidb64: late.uidb64, token: late.token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(INVALID_LINK);
      expect((await userRow(late.userId))?.isActive).toBe(false);
    });

    const tampered: [string, (user: Awaited<ReturnType<typeof registered>>, other: number) => object][] = [
      [
        'a changed token',
        (user) => ({
          uidb64: user.uidb64,
          token: `${user.token.slice(0, -1)}${user.token.endsWith('A') ? 'B' : 'A'}`,
        }),
      ],
      ['another user’s uidb64', (user, other) => ({ uidb64: encodeUidb64(other), token: user.token })],
      ['a malformed uidb64', (user) => ({ uidb64: '-wrong-uid-', token: user.token })],
      ['a huge uidb64', (user) => ({ uidb64: encodeUidb64(2_147_483_647) + 'MDAw', token: user.token })],
      ['a UUID as uidb64', (user) => ({ uidb64: '3f2b8c1e-8a4d-4c1e-9d0a-2b7f3e1c5a9d', token: user.token })],
    ];
    it.each(tampered)('refuses %s with the same answer, without a 500', async (_name, make) => {
      const user = await registered();
      const other = await createTestUser(test.db);
      const response = await test.callOpen('POST', ACTIVATE, make(user, other.userId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
      expect((await userRow(user.userId))?.isActive).toBe(false);
    });

    it('keeps purposes apart: an activation token works neither for a reset nor with a password', async () => {
      const user = await registered();
      const asReset = await test.callOpen('POST', RESET, {
        uidb64: user.uidb64,
        token: user.token,
        new_password1: 'Nieuw-wachtwoord-1',
        new_password2: 'Nieuw-wachtwoord-1',
      });
      expect(asReset.json()).toEqual(INVALID_LINK);
      const withPassword = await test.callOpen('POST', ACTIVATE, {
        uidb64: user.uidb64,
        token: user.token,
        password: 'Nieuw-wachtwoord-1',
      });
      expect(withPassword.json()).toEqual(INVALID_LINK);
      expect(await userRow(user.userId)).toMatchObject({ isActive: false });
      expect(
        (await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token })).statusCode,
      ).toBe(200);
    });

    it('lets an invited user set a password with the invite link, and only with a password', async () => {
      const invited = await registered('invite');
      const withoutPassword = await test.callOpen('POST', ACTIVATE, {
        uidb64: invited.uidb64,
        token: invited.token,
      });
      expect(withoutPassword.json()).toEqual(INVALID_LINK);
      const password = 'Een wachtwoord met spaties én emoji 🔑';
      const response = await test.callOpen('POST', ACTIVATE, {
        uidb64: invited.uidb64,
        token: invited.token,
        password,
      });
      expect(response.statusCode).toBe(200);
      const row = await userRow(invited.userId);
      expect(row?.isActive).toBe(true);
      expect(row?.passwordChangedAt).toEqual(test.clock.now());
      expect(await verifyPassword(row?.passwordHash ?? null, password)).toBe(true);
    });

    it('lets exactly one of two simultaneous uses of a link through', async () => {
      const user = await registered();
      const body = { uidb64: user.uidb64, token: user.token };
      const answers = await Promise.all([
        test.callOpen('POST', ACTIVATE, body),
        test.callOpen('POST', ACTIVATE, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { uidb64: ['Veld is vereist'], token: ['Veld is vereist'] }],
      [
        'wrong types',
        { uidb64: 1, token: ['x'], password: 5 },
        {
          uidb64: ['Vul een geldige waarde in'],
          token: ['Vul een geldige waarde in'],
          password: ['Vul een geldige waarde in'],
        },
      ],
      [
        'a token of 513 characters',
        { uidb64: 'MQ', token: 'a'.repeat(513) },
        { token: ['Maximaal 512 karakters'] },
      ],
      [
        'a password of 129 characters',
        { uidb64: 'MQ', token: 'abc', password: 'p'.repeat(129) },
        { password: ['Maximaal 128 karakters'] },
      ],
      ['an unknown field', { uidb64: 'MQ', token: 'abc', is_active: true }, { is_active: ['Onbekend veld'] }],
      ['a body that is not JSON', 'uidb64=MQ', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const before = await accountTables(test.db);
        const response = await test.callOpen('POST', ACTIVATE, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });

  describe('inlener-change-email and inlener-verify-email', () => {
    it('mails a link to the new address that makes it the login address and ends older reset links', async () => {
      const user = await createTestUser(test.db, {
        email: 'oud-adres@test.nl',
        username: 'oud-adres@test.nl',
      });
      const resetToken = await createLinkToken(test.db, {
        userId: user.userId,
        purpose: 'reset',
        now: test.clock.now(),
      });
      const access = await test.tokenOf(user.userId);
      const asked = await test.call(access, 'POST', CHANGE_EMAIL, { email: 'Nieuw-Adres@test.nl' });
      expect(asked.statusCode).toBe(200);
      expect(asked.json<{ detail: string }>().detail).toContain('Nieuw-Adres@test.nl');
      expect((await userRow(user.userId))?.email).toBe('oud-adres@test.nl');
      expect(await test.mailsTo('oud-adres@test.nl')).toEqual([]);

      const [mail] = await test.mailsTo('nieuw-adres@test.nl');
      expect(mail?.subject).toBe('Bevestig uw nieuwe e-mailadres');
      const link = linkIn(mail!, 'email_change');
      const verified = await test.callOpen('POST', VERIFY_EMAIL, { uidb64: link.uidb64, token: link.token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({
        detail: 'E-mailadres gewijzigd. Log nu in met je nieuwe e-mailadres.',
      });
      expect(await userRow(user.userId)).toMatchObject({
        email: 'Nieuw-Adres@test.nl',
        username: 'Nieuw-Adres@test.nl',
      });

      const reset = await test.callOpen('POST', RESET, {
        uidb64: encodeUidb64(user.userId),
        token: resetToken,
        new_password1: 'Nieuw-wachtwoord-1',
        new_password2: 'Nieuw-wachtwoord-1',
      });
      expect(reset.json()).toEqual(INVALID_LINK);
      expect(
        (await test.callOpen('POST', VERIFY_EMAIL, { uidb64: link.uidb64, token: link.token })).json(),
      ).toEqual(INVALID_LINK);
    });

    it('keeps a username that was not the address', async () => {
      const user = await createTestUser(test.db, { username: 'eigen-naam' });
      const token = await createLinkToken(test.db, {
        userId: user.userId,
        purpose: 'email_change',
        payload: { email: 'ander-adres@test.nl' },
        now: test.clock.now(),
      });
      await test.callOpen('POST', VERIFY_EMAIL, { uidb64: encodeUidb64(user.userId), token });
      expect(await userRow(user.userId)).toMatchObject({
        email: 'ander-adres@test.nl',
        username: 'eigen-naam',
      });
    });

    it('refuses an address another account took meanwhile, and the link works once it is free', async () => {
      const user = await createTestUser(test.db);
      const access = await test.tokenOf(user.userId);
      await test.call(access, 'POST', CHANGE_EMAIL, { email: 'bezet@test.nl' });
      const [mail] = await test.mailsTo('bezet@test.nl');
      const other = await createTestUser(test.db, { email: 'BEZET@test.nl' });
      const link = linkIn(mail!, 'email_change');
      const refused = await test.callOpen('POST', VERIFY_EMAIL, { uidb64: link.uidb64, token: link.token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: { email: [ACCOUNT_MESSAGES.emailInUse] },
        non_field_errors: [],
      });
      expect((await userRow(user.userId))?.email).toBe(user.email);

      await test.db.update(users).set({ email: 'elders@test.nl' }).where(eq(users.id, other.userId));
      const accepted = await test.callOpen('POST', VERIFY_EMAIL, { uidb64: link.uidb64, token: link.token });
      expect(accepted.statusCode).toBe(200);
      expect((await userRow(user.userId))?.email).toBe('bezet@test.nl');
    });

    it('needs a login to ask for a change', async () => {
      const response = await test.callOpen('POST', CHANGE_EMAIL, { email: 'wie@test.nl' });
      expect(response.statusCode).toBe(401);
    });

    const badChange: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { email: ['Veld is vereist'] }],
      ['an invalid address', { email: 'geen-adres' }, { email: ['Vul een geldig e-mail adres in'] }],
      [
        'an address of 255 characters',
        { email: `a@${'b'.repeat(250)}.nl` },
        { email: ['Maximaal 254 karakters'] },
      ],
      ['a wrong type', { email: true }, { email: ['Vul een geldige waarde in'] }],
      ['an unknown field', { email: 'a@b.nl', username: 'x' }, { username: ['Onbekend veld'] }],
      ['a body that is not JSON', '{', {}, ['Ongeldige JSON']],
    ];
    it.each(badChange)(
      'refuses a change with %s and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const user = await createTestUser(test.db);
        const access = await test.tokenOf(user.userId);
        const before = await accountTables(test.db);
        const response = await test.call(access, 'POST', CHANGE_EMAIL, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );

    const badVerify: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { uidb64: ['Veld is vereist'], token: ['Veld is vereist'] }],
      [
        'wrong types',
        { uidb64: null, token: 12 },
        { uidb64: ['Veld is vereist'], token: ['Vul een geldige waarde in'] },
      ],
      [
        'an uidb64 of 65 characters',
        { uidb64: 'M'.repeat(65), token: 'x' },
        { uidb64: ['Maximaal 64 karakters'] },
      ],
      ['an unknown field', { uidb64: 'MQ', token: 'x', email: 'a@b.nl' }, { email: ['Onbekend veld'] }],
      ['a body that is not JSON', 'nee', {}, ['Ongeldige JSON']],
    ];
    it.each(badVerify)(
      'refuses a verification with %s and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const before = await accountTables(test.db);
        const response = await test.callOpen('POST', VERIFY_EMAIL, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });
});

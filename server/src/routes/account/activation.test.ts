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
const AGENCY_ACTIVATE = '/api/rest-auth/uitlener-activation/';
const INVALID_LINK = { errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] };
const ALREADY_ACTIVATED = { detail: 'Uw account is al geactiveerd. U kunt inloggen.' };

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
    it('activates once; the same link again says the account is already active, and changes nothing', async () => {
      const user = await registered();
      const first = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ detail: ACCOUNT_MESSAGES.activated });
      expect((await userRow(user.userId))?.isActive).toBe(true);
      const before = await accountTables(test.db);
      const second = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual(ALREADY_ACTIVATED);
      expect(await accountTables(test.db)).toEqual(before);
      // Also once the link's three days are over: the answer is about the account, and only the owner of
      // the mailbox holds the link.
      test.clock.advance(LINK_TOKEN_TTL_MS + 1000);
      const later = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect([later.statusCode, later.json()]).toEqual([409, ALREADY_ACTIVATED]);
    });

    it('answers a used link that is not quite this one, or of an account no longer active, as an expired link', async () => {
      const user = await registered();
      const other = await createTestUser(test.db);
      expect(
        (await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token })).statusCode,
      ).toBe(200);
      const changed = `${user.token.slice(0, -1)}${user.token.endsWith('A') ? 'B' : 'A'}`;
      const refusals: [string, object, string][] = [
        ['a changed token', { uidb64: user.uidb64, token: changed }, ACTIVATE],
        ['another user’s uidb64', { uidb64: encodeUidb64(other.userId), token: user.token }, ACTIVATE],
        ['a malformed uidb64', { uidb64: '-wrong-uid-', token: user.token }, ACTIVATE],
        // An activation link is no invite link: with a password it is the invite call.
        ['with a password', { uidb64: user.uidb64, token: user.token, password: 'Wachtwoord-123' }, ACTIVATE],
        [
          'as a reset link',
          {
            uidb64: user.uidb64,
            token: user.token,
            new_password1: 'Wachtwoord-123',
            new_password2: 'Wachtwoord-123',
          },
          RESET,
        ],
        ['at the agency call, for a hirer', { uidb64: user.uidb64, token: user.token }, AGENCY_ACTIVATE],
      ];
      for (const [name, body, url] of refusals) {
        const response = await test.callOpen('POST', url, body);
        expect([name, response.statusCode, response.json()]).toEqual([name, 400, INVALID_LINK]);
      }
      // The account is no longer active (a deleted account loses its links altogether).
      await test.db.update(users).set({ isActive: false }).where(eq(users.id, user.userId));
      const inactive = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect([inactive.statusCode, inactive.json()]).toEqual([400, INVALID_LINK]);
    });

    it('answers a link that a newer one ended as an expired link, also once the newer one activated', async () => {
      const user = await registered();
      const newer = await createLinkToken(test.db, {
        userId: user.userId,
        purpose: 'activation',
        now: test.clock.now(),
      });
      const old = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect([old.statusCode, old.json()]).toEqual([400, INVALID_LINK]);
      expect((await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: newer })).statusCode).toBe(
        200,
      );
      const oldAgain = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: user.token });
      expect([oldAgain.statusCode, oldAgain.json()]).toEqual([400, INVALID_LINK]);
      const newerAgain = await test.callOpen('POST', ACTIVATE, { uidb64: user.uidb64, token: newer });
      expect([newerAgain.statusCode, newerAgain.json()]).toEqual([409, ALREADY_ACTIVATED]);
    });

    it('tells an agency that uses its link again at the agency call that it is already active', async () => {
      const agency = await createTestUser(test.db, { isActive: false, companyKind: 'uitlener' });
      const token = await createLinkToken(test.db, {
        userId: agency.userId,
        purpose: 'activation',
        now: test.clock.now(),
      });
      const body = { uidb64: encodeUidb64(agency.userId), token };
      expect((await test.callOpen('POST', AGENCY_ACTIVATE, body)).statusCode).toBe(200);
      const again = await test.callOpen('POST', AGENCY_ACTIVATE, body);
      expect([again.statusCode, again.json()]).toEqual([409, ALREADY_ACTIVATED]);
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

      // The invite link again: already active, and the password stays the one set.
      test.clock.advance(1000);
      const again = await test.callOpen('POST', ACTIVATE, {
        uidb64: invited.uidb64,
        token: invited.token,
        password: 'Een ander wachtwoord 2',
      });
      expect([again.statusCode, again.json()]).toEqual([409, ALREADY_ACTIVATED]);
      expect(await userRow(invited.userId)).toEqual(row);
      const withoutAgain = await test.callOpen('POST', ACTIVATE, {
        uidb64: invited.uidb64,
        token: invited.token,
      });
      expect([withoutAgain.statusCode, withoutAgain.json()]).toEqual([400, INVALID_LINK]);
    });

    it('lets exactly one of two simultaneous uses of a link through; the other hears it is already active', async () => {
      const user = await registered();
      const body = { uidb64: user.uidb64, token: user.token };
      const answers = await Promise.all([
        test.callOpen('POST', ACTIVATE, body),
        test.callOpen('POST', ACTIVATE, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
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

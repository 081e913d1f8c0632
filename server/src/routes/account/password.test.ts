import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  linkIn,
  type FieldErrorResponse,
} from '../../../../tests/helpers/account-api.js';
import { createTestUser, TEST_PASSWORD } from '../../../../tests/helpers/accounts.js';
import { buildTestApp, csrf } from '../../../../tests/helpers/app.js';
import { nextClientAddress } from '../../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { verifyPassword } from '../../auth/passwords.js';
import { outbox, refreshTokens, users } from '../../db/schema.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const FORGOT = '/api/rest-auth/inlener-forgot-password/';
const RESET = '/api/rest-auth/inlener-reset-password/';
const SENT_ANSWER = { detail: ACCOUNT_MESSAGES.resetMailSent };

describeEachEngine('forgot and reset password', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const outboxTo = async (to: string) => test.db.select().from(outbox).where(eq(outbox.to, to));

  describe('POST rest-auth/inlener-forgot-password/', () => {
    it('mails a reset link to a known active address, whatever its case', async () => {
      const user = await createTestUser(test.db, { email: 'vergeten@test.nl' });
      const response = await test.callOpen('POST', FORGOT, { email: 'Vergeten@Test.nl' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT_ANSWER);
      expect(await outboxTo(user.email)).toHaveLength(1);
      const [mail] = await test.mailsTo(user.email);
      expect(mail?.subject).toBe('Wachtwoord opnieuw instellen');
      expect(linkIn(mail!, 'reset').uidb64).toBeTruthy();
    });

    it('answers an unknown address the same, and mails nothing', async () => {
      const before = await accountTables(test.db);
      const response = await test.callOpen('POST', FORGOT, { email: 'onbekend@test.nl' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT_ANSWER);
      expect(await accountTables(test.db)).toEqual(before);
    });

    it('answers a known and an unknown address alike before either is even looked up', async () => {
      // An app whose work after the answer waits until the test lets it run.
      const held = await buildTestApp(test.handle, { clock: test.clock, runAfterReply: false });
      try {
        await held.app.ready();
        const user = await createTestUser(test.db);
        const headers = await csrf(held.app);
        const ask = (email: string) =>
          held.app.inject({
            method: 'POST',
            url: FORGOT,
            headers,
            remoteAddress: nextClientAddress(),
            payload: { email },
          });
        const before = await accountTables(test.db);
        const known = await ask(user.email);
        const unknown = await ask(`niemand-${engine}@test.nl`);

        // Both answers are complete and equal, while neither address has been looked up: each waits as one
        // piece of work, and nothing only a known address writes (its link, its mail) exists yet.
        const answer = (response: typeof known) => ({
          status: response.statusCode,
          body: response.body,
          type: response.headers['content-type'],
          length: response.headers['content-length'],
        });
        expect(answer(known)).toEqual(answer(unknown));
        expect(known.json()).toEqual(SENT_ANSWER);
        expect(held.app.afterReply.waiting).toBe(2);
        expect(await accountTables(test.db)).toEqual(before);

        await held.app.afterReply.runWaiting();
        expect(await outboxTo(user.email)).toHaveLength(1);
        const after = await accountTables(test.db);
        expect(after['users']).toEqual(before['users']);
        expect(after['link_tokens']).toHaveLength(before['link_tokens']!.length + 1);
        expect(after['outbox']).toHaveLength(before['outbox']!.length + 1);
      } finally {
        await held.app.close();
      }
    });

    it('mails nothing to an account that is not active (not activated, or an invite without password)', async () => {
      const inactive = await createTestUser(test.db, { isActive: false });
      const invited = await createTestUser(test.db, { isActive: false, password: null });
      for (const email of [inactive.email, invited.email]) {
        const response = await test.callOpen('POST', FORGOT, { email });
        expect(response.json()).toEqual(SENT_ANSWER);
        expect(await outboxTo(email)).toEqual([]);
      }
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { email: ['Veld is vereist'] }],
      ['an invalid address', { email: 'geen-adres' }, { email: ['Vul een geldig e-mail adres in'] }],
      [
        'an address of 255 characters',
        { email: `a@${'b'.repeat(250)}.nl` },
        { email: ['Maximaal 254 karakters'] },
      ],
      ['a wrong type', { email: ['a@b.nl'] }, { email: ['Vul een geldige waarde in'] }],
      ['an unknown field', { email: 'a@b.nl', username: 'a' }, { username: ['Onbekend veld'] }],
      ['a body that is not JSON', 'a@b.nl', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const before = await accountTables(test.db);
        const response = await test.callOpen('POST', FORGOT, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });

  describe('POST rest-auth/inlener-reset-password/', () => {
    const resetLinkOf = async (email: string) => {
      await test.callOpen('POST', FORGOT, { email });
      const mails = await test.mailsTo(email);
      return linkIn(mails[mails.length - 1]!, 'reset');
    };

    it('sets the new password once, ends every session, and refuses the link a second time', async () => {
      const user = await createTestUser(test.db);
      const session = await test.app.sessions.issueTokenSet(test.db, user.userId, test.clock.now());
      expect((await test.call(session.access, 'GET', '/api/rest-auth/inlener-user/')).statusCode).toBe(200);
      const link = await resetLinkOf(user.email);
      test.clock.advance(1000);
      const body = {
        uidb64: link.uidb64,
        token: link.token,
        new_password1: 'Nieuw-wachtwoord-9',
        new_password2: 'Nieuw-wachtwoord-9',
      };

      const response = await test.callOpen('POST', RESET, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.passwordReset });
      const [row] = await test.db.select().from(users).where(eq(users.id, user.userId));
      expect(await verifyPassword(row?.passwordHash ?? null, 'Nieuw-wachtwoord-9')).toBe(true);
      expect(await verifyPassword(row?.passwordHash ?? null, TEST_PASSWORD)).toBe(false);

      const tokens = await test.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.userId));
      expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
      expect((await test.call(session.access, 'GET', '/api/rest-auth/inlener-user/')).statusCode).toBe(401);
      const refreshed = await test.callOpen('POST', '/api/rest-auth/token/refresh/', {
        refresh: session.refresh,
      });
      expect(refreshed.statusCode).toBe(401);

      const again = await test.callOpen('POST', RESET, {
        ...body,
        new_password1: 'Derde-1',
        new_password2: 'Derde-1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] });
    });

    it('only honours the newest of two reset links', async () => {
      const user = await createTestUser(test.db);
      const first = await resetLinkOf(user.email);
      const second = await resetLinkOf(user.email);
      const password = { new_password1: 'Nieuw-wachtwoord-8', new_password2: 'Nieuw-wachtwoord-8' };
      expect(
        (await test.callOpen('POST', RESET, { uidb64: first.uidb64, token: first.token, ...password }))
          .statusCode,
      ).toBe(400);
      expect(
        (await test.callOpen('POST', RESET, { uidb64: second.uidb64, token: second.token, ...password }))
          .statusCode,
      ).toBe(200);
    });

    it('lets exactly one of two simultaneous resets with one link through', async () => {
      const user = await createTestUser(test.db);
      const link = await resetLinkOf(user.email);
      const body = {
        uidb64: link.uidb64,
        token: link.token,
        new_password1: 'Gelijk-1',
        new_password2: 'Gelijk-1',
      };
      const answers = await Promise.all([
        test.callOpen('POST', RESET, body),
        test.callOpen('POST', RESET, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    });

    const valid = { uidb64: 'MQ', token: 'abc', new_password1: 'Geheim-1', new_password2: 'Geheim-1' };
    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      [
        'an empty body',
        {},
        {
          uidb64: ['Veld is vereist'],
          token: ['Veld is vereist'],
          new_password1: ['Veld is vereist'],
          new_password2: ['Veld is vereist'],
        },
      ],
      [
        'mismatched passwords',
        { ...valid, new_password2: 'Anders-1' },
        { new_password2: ['Wachtwoorden moeten hetzelfde zijn'] },
      ],
      [
        'a password of 129 characters',
        { ...valid, new_password1: 'x'.repeat(129), new_password2: 'x'.repeat(129) },
        { new_password1: ['Maximaal 128 karakters'], new_password2: ['Maximaal 128 karakters'] },
      ],
      [
        'wrong types',
        { ...valid, new_password1: 12345678 },
        { new_password1: ['Vul een geldige waarde in'] },
      ],
      ['an unknown field', { ...valid, password: 'Geheim-1' }, { password: ['Onbekend veld'] }],
      ['a body that is not JSON', '{"uidb64": "MQ"', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const before = await accountTables(test.db);
        const response = await test.callOpen('POST', RESET, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });
});

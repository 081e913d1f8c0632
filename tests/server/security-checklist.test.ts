/**
 * The test checklist of reference/security.md section 7, items 1 to 25 and 33 to 37 (issue 3, 'Bad input').
 * One `describe` per item that has no full test elsewhere; server/README.md ('Security checklist') maps every
 * item to the test that proves it, here or next to the code. Every suite runs on PGlite and on PostgreSQL,
 * where the races are real. Tests never measure time: argon2 verifications and database rows are counted.
 */
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as argon2 from '@node-rs/argon2';
import { and, asc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_TOKEN_TTL_MS } from '../../server/src/auth/link-tokens.js';
import { REFRESH_REFUSED } from '../../server/src/auth/messages.js';
import { hashPassword, needsRehash, verifyPassword } from '../../server/src/auth/passwords.js';
import { REFRESH_GRACE_MS } from '../../server/src/auth/sessions.js';
import type { DatabaseHandle, Engine } from '../../server/src/db/database.js';
import { openDatabase } from '../../server/src/db/open.js';
import { linkTokens, outbox, schemes, schemeVersions, users } from '../../server/src/db/schema.js';
import { AUTH_RATE_LIMITS } from '../../server/src/http/rate-limits.js';
import { encodeUidb64 } from '../../server/src/mail/links.js';
import { ACCOUNT_MESSAGES } from '../../server/src/routes/account/messages.js';
import { createScheme } from '../../server/src/schemes/store.js';
import { accessTokenOf, callAs, callOpen, fakeKvkRegistry, linkIn, mailsTo } from '../helpers/account-api.js';
import { createTestUser, TEST_PASSWORD } from '../helpers/accounts.js';
import { buildTestApp, csrf, testConfig } from '../helpers/app.js';
import { nextClientAddress } from '../helpers/bad-input.js';
import { describeEachEngine, stopTestPostgres, testPostgres } from '../helpers/database.js';
import { ownSchemePayload } from '../helpers/scheme-payload.js';
import { useTestApp } from '../helpers/test-app.js';
import { copySeededDataDir } from '../helpers/seeded-data-dir.js';

// The real argon2, watched: item 20 counts verifications instead of timing them.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

const LOGIN = '/api/rest-auth/inlener-login/';
const REFRESH = '/api/rest-auth/token/refresh/';
const USER = '/api/rest-auth/inlener-user/';
const FORGOT = '/api/rest-auth/inlener-forgot-password/';
const RESET = '/api/rest-auth/inlener-reset-password/';
const ACTIVATE = '/api/rest-auth/inlener-activation/';
const VERIFY_EMAIL = '/api/rest-auth/inlener-verify-email/';
const CHANGE_EMAIL = '/api/rest-auth/inlener-change-email/';
const ADD_USER = '/api/rest-auth/inlener-subscription-user-add/';
const INVALID_LINK = { errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] };

/**
 * Django's pbkdf2_sha256 hashes, made with Python's hashlib.pbkdf2_hmac (the function Django's hasher
 * calls) and base64: 720 000 iterations is Django 5.0's default.
 */
const DJANGO_HASH = 'pbkdf2_sha256$720000$Aq8ZkR3vYbXw2LpQ$llaTKZVslBU4H2jazY/rx+cSjn8NMRdyAG0n7R9ss6A=';
const DJANGO_PASSWORD = 'Zomer-wachtwoord-2025';
const DJANGO_UNICODE_HASH =
  'pbkdf2_sha256$1000$x7Lq2mN9pR4sT1vW$1M/DwORVI6luhmRr4DPRIyFKWDBkR4YVZCP8K4CRKYU=';
const DJANGO_UNICODE_PASSWORD = 'wachtwoord met spaties én 🔑';

describeEachEngine('security checklist (reference/security.md section 7)', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const userRow = async (userId: number) =>
    (await test.db.select().from(users).where(eq(users.id, userId)))[0];
  const resetLinkOf = async (email: string) => {
    expect((await test.callOpen('POST', FORGOT, { email })).statusCode).toBe(200);
    const mails = await test.mailsTo(email);
    const last = mails[mails.length - 1];
    if (last === undefined) throw new Error(`Geen mail aan ${email}`);
    return linkIn(last, 'reset');
  };
  const reset = (link: { uidb64: string; token: string }, password: string) =>
    test.callOpen('POST', RESET, {
      uidb64: link.uidb64,
      token: link.token,
      new_password1: password,
      new_password2: password,
    });
  const passwordIs = async (userId: number, password: string) =>
    verifyPassword((await userRow(userId))?.passwordHash ?? null, password);
  const login = (username: string, password = TEST_PASSWORD) =>
    test.callOpen('POST', LOGIN, { username, password });

  describe('1. Reset link with valid token, used once → 200; same link again → generic "invalid or expired" (410/400), password unchanged.', () => {
    it('takes the link once; the second use is the generic 400 and leaves the first new password', async () => {
      const user = await createTestUser(test.db);
      const link = await resetLinkOf(user.email);
      expect((await reset(link, 'Eerste-nieuwe-1')).statusCode).toBe(200);
      const again = await reset(link, 'Tweede-nieuwe-2');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(INVALID_LINK);
      expect(await passwordIs(user.userId, 'Eerste-nieuwe-1')).toBe(true);
      expect(await passwordIs(user.userId, 'Tweede-nieuwe-2')).toBe(false);
    });
  });

  describe('2. Reset token after expiry (+1 s past TTL, mocked clock) → rejected; at exactly TTL → accepted (boundary).', () => {
    it('resets with a link at exactly 3 days and refuses one of 3 days and 1 second', async () => {
      const early = await createTestUser(test.db);
      const late = await createTestUser(test.db);
      const earlyLink = await resetLinkOf(early.email);
      const lateLink = await resetLinkOf(late.email);
      test.clock.advance(LINK_TOKEN_TTL_MS);
      expect((await reset(earlyLink, 'Op-tijd-1')).statusCode).toBe(200);
      test.clock.advance(1000);
      const refused = await reset(lateLink, 'Te-laat-1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(INVALID_LINK);
      expect(await passwordIs(late.userId, TEST_PASSWORD)).toBe(true);
    });
  });

  describe('4. Malformed uidb64 (`-wrong-uid-`, huge number, non-base64, UUID for int pk) → same generic response, no 500.', () => {
    const malformed = [
      '-wrong-uid-',
      'zzzzzzzzzzzzz',
      encodeUidb64(2_147_483_647) + 'MDAwMDAw',
      Buffer.from('99999999999999999999999').toString('base64url'),
      '!!!',
      '%%%',
      'é',
      '....',
      '3f2b8c1e-8a4d-4c1e-9d0a-2b7f3e1c5a9d',
      'MQ==',
    ];
    it('answers every link call with the generic link error for each, and changes nobody', async () => {
      const user = await createTestUser(test.db, { isActive: false });
      const before = await userRow(user.userId);
      const calls = [
        { url: ACTIVATE, body: {} },
        { url: ACTIVATE, body: { password: 'Nieuw-wachtwoord-1' } },
        { url: RESET, body: { new_password1: 'Nieuw-wachtwoord-1', new_password2: 'Nieuw-wachtwoord-1' } },
        { url: VERIFY_EMAIL, body: {} },
      ];
      for (const uidb64 of malformed) {
        for (const call of calls) {
          const response = await test.callOpen('POST', call.url, {
            uidb64,
            token: 'x'.repeat(43),
            ...call.body,
          });
          expect(response.statusCode, `${call.url} ${uidb64}`).toBe(400);
          expect(response.json(), `${call.url} ${uidb64}`).toEqual(INVALID_LINK);
        }
      }
      expect(await userRow(user.userId)).toEqual(before);
    });
  });

  describe('6. Token minted with a previous secret: accepted only if that key is in the configured fallback list.', () => {
    it('an access token of the old JWT secret works after a rotation only while JWT_SECRET_PREVIOUS names it', async () => {
      const oldSecret = 'het-oude-jwt-geheim-'.padEnd(48, 'o');
      const newSecret = 'het-nieuwe-jwt-geheim-'.padEnd(48, 'n');
      const withSecrets = async (jwtSecret: string, jwtSecretPrevious: string[]) => {
        const built = await buildTestApp(test.handle, {
          clock: test.clock,
          config: testConfig({ jwtSecret, jwtSecretPrevious }),
        });
        await built.app.ready();
        return built.app;
      };
      const before = await withSecrets(oldSecret, []);
      const rotated = await withSecrets(newSecret, [oldSecret]);
      const finished = await withSecrets(newSecret, []);
      try {
        const user = await createTestUser(test.db);
        const oldToken = await accessTokenOf(before, user.userId);
        expect((await callAs(before, oldToken, 'GET', USER)).statusCode).toBe(200);
        expect((await callAs(rotated, oldToken, 'GET', USER)).statusCode).toBe(200);
        expect((await callAs(finished, oldToken, 'GET', USER)).statusCode).toBe(401);
        // The rotated server signs with the new secret, which the old server (and an attacker's guess) lacks.
        const newToken = await accessTokenOf(rotated, user.userId);
        expect(decodeJwt(newToken).sub).toBe(String(user.userId));
        expect((await callAs(finished, newToken, 'GET', USER)).statusCode).toBe(200);
        expect((await callAs(before, newToken, 'GET', USER)).statusCode).toBe(401);
      } finally {
        await Promise.all([before.close(), rotated.close(), finished.close()]);
      }
    });
  });

  describe('7. Reset token after the user logged in / changed e-mail / changed password → rejected.', () => {
    it('a login ends the reset links asked for before it; links asked for after it work', async () => {
      const user = await createTestUser(test.db);
      const before = await resetLinkOf(user.email);
      expect((await login(user.username)).statusCode).toBe(200);
      const refused = await reset(before, 'Na-inloggen-1');
      expect(refused.json()).toEqual(INVALID_LINK);
      expect(await passwordIs(user.userId, TEST_PASSWORD)).toBe(true);
      const after = await resetLinkOf(user.email);
      expect((await reset(after, 'Na-inloggen-2')).statusCode).toBe(200);
    });

    it('a failed login leaves the reset link alone (nobody can kill links by guessing)', async () => {
      const user = await createTestUser(test.db);
      const link = await resetLinkOf(user.email);
      expect((await login(user.username, 'fout-wachtwoord')).statusCode).toBe(400);
      expect((await reset(link, 'Na-fout-1')).statusCode).toBe(200);
    });
  });

  describe('8. Two reset links requested; first used → second rejected.', () => {
    it('after a reset no other reset link of the user works, older or newer', async () => {
      const user = await createTestUser(test.db);
      const first = await resetLinkOf(user.email);
      const second = await resetLinkOf(user.email);
      expect((await reset(second, 'Tweede-link-1')).statusCode).toBe(200);
      expect((await reset(first, 'Eerste-link-1')).json()).toEqual(INVALID_LINK);
      expect((await reset(second, 'Tweede-link-2')).json()).toEqual(INVALID_LINK);
      const live = await test.db
        .select()
        .from(linkTokens)
        .where(and(eq(linkTokens.userId, user.userId), isNull(linkTokens.consumedAt)));
      expect(live).toEqual([]);
      expect(await passwordIs(user.userId, 'Tweede-link-1')).toBe(true);
    });
  });

  describe('9. Two concurrent POSTs consuming the same reset/activation/invite token → exactly one succeeds.', () => {
    it('of two simultaneous invite activations with different passwords exactly one wins, and its password holds', async () => {
      const main = await createTestUser(test.db);
      const access = await test.tokenOf(main.userId);
      for (let round = 0; round < 3; round += 1) {
        const email = `gelijktijdig-${engine}-${round}@test.nl`;
        expect((await test.call(access, 'POST', ADD_USER, { email, username: email })).statusCode).toBe(201);
        const [mail] = await test.mailsTo(email);
        const link = linkIn(mail!, 'invite');
        const answers = await Promise.all(
          ['Wachtwoord-A-1', 'Wachtwoord-B-2'].map((password) =>
            test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token, password }),
          ),
        );
        // The other hears that the account is already active (409), and its password is not set.
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const winner = answers[0]?.statusCode === 200 ? 'Wachtwoord-A-1' : 'Wachtwoord-B-2';
        const loser = winner === 'Wachtwoord-A-1' ? 'Wachtwoord-B-2' : 'Wachtwoord-A-1';
        const [row] = await test.db.select().from(users).where(eq(users.email, email));
        expect(row?.isActive).toBe(true);
        expect(await verifyPassword(row?.passwordHash ?? null, winner)).toBe(true);
        expect(await verifyPassword(row?.passwordHash ?? null, loser)).toBe(false);
      }
    });
  });

  describe('11. Reset/activation landing response carries `Referrer-Policy: no-referrer`, `Cache-Control: no-store`, and the token is removed from the URL (redirect/replaceState).', () => {
    const pages = [
      '/account-activatie/MQ/een-token',
      '/account-activatie-invite/MQ/een-token',
      '/wachtwoord-resetten/MQ/een-token',
      '/email-verificatie/MQ/een-token',
      // Where the portal moves a link page once it has read the link; a reload there asks for this.
      '/account-activatie',
      '/account-activatie-invite',
      '/wachtwoord-resetten',
      '/email-verificatie',
      '/?refresh=een-overdrachtscode',
      '/beloningen?refresh=een-overdrachtscode',
    ];
    const withWeb = async (built: boolean) => {
      const dir = mkdtempSync(join(tmpdir(), 'beloning-web-'));
      if (built) writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Beloning</title>');
      const web = await buildTestApp(test.handle, { clock: test.clock, webDistDir: dir });
      await web.app.ready();
      return { app: web.app, dispose: async () => (await web.app.close(), rmSync(dir, { recursive: true })) };
    };

    it.each([true, false])(
      'a page with a token or code is never stored and sends no Referer (web built: %s)',
      async (built) => {
        const web = await withWeb(built);
        try {
          for (const url of pages) {
            const response = await web.app.inject({ method: 'GET', url });
            expect(response.statusCode, url).toBe(200);
            expect(response.headers['content-type'], url).toMatch(/^text\/html/);
            expect(response.headers['cache-control'], url).toBe('no-store');
            expect(response.headers['referrer-policy'], url).toBe('no-referrer');
          }
          // Other pages may be revalidated (no-cache) but also send no Referer.
          const login = await web.app.inject({ method: 'GET', url: '/inloggen' });
          expect(login.headers['cache-control']).toBe('no-cache');
          expect(login.headers['referrer-policy']).toBe('no-referrer');
        } finally {
          await web.dispose();
        }
      },
    );
  });

  describe('12. Forgot-password / activation URLs built from config, not from a spoofed `Host`/`X-Forwarded-Host` header.', () => {
    it('reset, invite and e-mail change links name PUBLIC_URL, even behind a trusted proxy', async () => {
      const proxied = await buildTestApp(test.handle, {
        clock: test.clock,
        kvk: fakeKvkRegistry(),
        config: testConfig({ trustProxy: true, publicUrl: 'https://portaal.voorbeeld.nl' }),
      });
      await proxied.app.ready();
      try {
        const spoofed = {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        };
        const send = async (url: string, payload: unknown, headers: Record<string, string>) =>
          proxied.app.inject({
            method: 'POST',
            url,
            remoteAddress: nextClientAddress(),
            headers: { ...headers, ...spoofed },
            payload: payload as object,
          });
        const main = await createTestUser(test.db);
        const bearer = { authorization: `Bearer ${await accessTokenOf(proxied.app, main.userId)}` };
        const forgot = await send(FORGOT, { email: main.email }, await csrf(proxied.app));
        expect(forgot.statusCode).toBe(200);
        const invitee = `host-${engine}@test.nl`;
        expect((await send(ADD_USER, { email: invitee, username: invitee }, bearer)).statusCode).toBe(201);
        const changed = `host-nieuw-${engine}@test.nl`;
        expect((await send(CHANGE_EMAIL, { email: changed }, bearer)).statusCode).toBe(200);

        const mails = [
          ...(await mailsTo(proxied.app, proxied.mail.sent, main.email)),
          ...(await mailsTo(proxied.app, proxied.mail.sent, invitee)),
          ...(await mailsTo(proxied.app, proxied.mail.sent, changed)),
        ];
        expect(mails).toHaveLength(3);
        for (const mail of mails) {
          expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
        }
        const base = 'https://portaal.voorbeeld.nl';
        expect(linkIn(mails[0]!, 'reset', base).url).toMatch(
          /^https:\/\/portaal\.voorbeeld\.nl\/wachtwoord-resetten\//,
        );
        expect(linkIn(mails[1]!, 'invite', base).url).toMatch(/^https:\/\/portaal\.voorbeeld\.nl\//);
        expect(linkIn(mails[2]!, 'email_change', base).url).toMatch(/^https:\/\/portaal\.voorbeeld\.nl\//);
      } finally {
        await proxied.app.close();
      }
    });
  });

  describe('17. 101st failed login within an hour for one account (from rotating IPs) → blocked/throttled (429/lock), legit reset still possible.', () => {
    it('the 11th login within 15 minutes from new addresses is a 429; the owner’s reset lifts it at once', async () => {
      const user = await createTestUser(test.db);
      for (let i = 0; i < AUTH_RATE_LIMITS.login.account.max; i += 1) {
        expect((await login(user.email, `fout-${i}`)).statusCode).toBe(400);
      }
      const blocked = await login(user.email);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The block is a throttle, not a lockout: forgot-password and the reset link still work, and whoever
      // proved the mailbox may log in again at once (src/auth/login-limits.ts).
      const link = await resetLinkOf(user.email);
      expect((await reset(link, 'Na-blokkade-1')).statusCode).toBe(200);
      expect((await login(user.email, 'Na-blokkade-1')).statusCode).toBe(200);
    });
  });

  describe('18. Per-IP and per-account limits on forgot-password/resend-activation → 429 with `retry-after`; limits hold across two app instances (shared store) or are documented as per-process.', () => {
    it('forgot-password: one account from many addresses, and one address for many accounts, end in 429', async () => {
      test.clock.advance(2 * 60 * 60 * 1000);
      const user = await createTestUser(test.db);
      for (let i = 0; i < AUTH_RATE_LIMITS.forgot.account.max; i += 1) {
        expect((await test.callOpen('POST', FORGOT, { email: user.email })).statusCode).toBe(200);
      }
      const perAccount = await test.callOpen('POST', FORGOT, { email: user.email.toUpperCase() });
      expect(perAccount.statusCode).toBe(429);
      expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);
      // The counters are in the database: a second instance on it refuses the same account.
      const other = await buildTestApp(test.handle, { clock: test.clock });
      try {
        await other.app.ready();
        const elsewhere = await other.app.inject({
          method: 'POST',
          url: FORGOT,
          headers: await csrf(other.app),
          payload: { email: user.email },
        });
        expect(elsewhere.statusCode).toBe(429);
      } finally {
        await other.app.close();
      }
      expect(await test.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(
        AUTH_RATE_LIMITS.forgot.account.max,
      );

      const headers = await csrf(test.app);
      const address = nextClientAddress();
      const forgot = (email: string) =>
        test.app.inject({ method: 'POST', url: FORGOT, remoteAddress: address, headers, payload: { email } });
      for (let i = 0; i < AUTH_RATE_LIMITS.forgot.ip.max; i += 1) {
        expect((await forgot(`iemand-${engine}-${i}@test.nl`)).statusCode).toBe(200);
      }
      const perAddress = await forgot(`nog-iemand-${engine}@test.nl`);
      expect(perAddress.statusCode).toBe(429);
      expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('20. Legacy Django `pbkdf2_sha256$…` hash verifies, then is transparently rehashed to argon2id; wrong password leaves hash unchanged.', () => {
    it('verifies Django hashes with node:crypto, and refuses wrong passwords and damaged hashes', async () => {
      expect(await verifyPassword(DJANGO_HASH, DJANGO_PASSWORD)).toBe(true);
      expect(await verifyPassword(DJANGO_UNICODE_HASH, DJANGO_UNICODE_PASSWORD)).toBe(true);
      expect(await verifyPassword(DJANGO_HASH, `${DJANGO_PASSWORD}x`)).toBe(false);
      expect(await verifyPassword(DJANGO_UNICODE_HASH, DJANGO_UNICODE_PASSWORD.normalize('NFD'))).toBe(false);
      const damaged = [
        DJANGO_HASH.replace('$720000$', '$0$'),
        DJANGO_HASH.replace('$720000$', '$99999999$'),
        DJANGO_HASH.slice(0, -2),
        DJANGO_HASH.replace('pbkdf2_sha256', 'pbkdf2_sha1'),
        'pbkdf2_sha256$$$',
      ];
      for (const hash of damaged) expect(await verifyPassword(hash, DJANGO_PASSWORD), hash).toBe(false);
      expect(needsRehash(DJANGO_HASH)).toBe(true);
      expect(needsRehash(await hashPassword(DJANGO_PASSWORD))).toBe(false);
    });

    it('a login with the right password replaces the Django hash by argon2id; a wrong one changes nothing', async () => {
      const user = await createTestUser(test.db, { password: null });
      await test.db.update(users).set({ passwordHash: DJANGO_HASH }).where(eq(users.id, user.userId));
      const before = await userRow(user.userId);

      expect((await login(user.username, 'fout-wachtwoord')).statusCode).toBe(400);
      expect(await userRow(user.userId)).toEqual(before);

      const verify = vi.mocked(argon2.verify);
      verify.mockClear();
      const response = await login(user.username, DJANGO_PASSWORD);
      expect(response.statusCode).toBe(200);
      // The Django hash was checked by PBKDF2, not by argon2.
      expect(verify).not.toHaveBeenCalled();
      const after = await userRow(user.userId);
      expect(after?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // Not a password change: the session of this login and others stay valid.
      expect(after?.passwordChangedAt).toEqual(before?.passwordChangedAt);
      const { access } = response.json<{ access: string }>();
      expect((await test.call(access, 'GET', USER)).statusCode).toBe(200);

      // The next login verifies the argon2id hash once and keeps it.
      verify.mockClear();
      expect((await login(user.email, DJANGO_PASSWORD)).statusCode).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
      expect((await userRow(user.userId))?.passwordHash).toBe(after?.passwordHash);
    });
  });

  describe('22. Expired access token → 401; token with `alg: none`, HS/RS confusion, wrong `token_type` (refresh used as access), wrong `aud`/`iss` → 401.', () => {
    it('refuses every forged or misused token on an authenticated call, and takes the genuine one', async () => {
      const user = await createTestUser(test.db);
      const session = await test.app.sessions.issueTokenSet(test.db, user.userId, test.clock.now());
      const claims = decodeJwt(session.access);
      const secret = new TextEncoder().encode(testConfig().jwtSecret);
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
      const body = {
        company: claims['company'],
        kind: claims['kind'],
        sid: claims['sid'],
        pwc: claims['pwc'],
      };
      const build = (changes: { typ?: string; iss?: string; aud?: string } = {}) =>
        new SignJWT(body)
          .setProtectedHeader({ alg: 'HS256', typ: changes.typ ?? 'at+jwt' })
          .setSubject(String(user.userId))
          .setIssuer(changes.iss ?? 'beloning')
          .setAudience(changes.aud ?? 'beloning-api')
          .setIssuedAt(claims.iat ?? 0)
          .setExpirationTime(claims.exp ?? 0);
      const signWith = (alg: string, key: Parameters<SignJWT['sign']>[0]) =>
        new SignJWT(body)
          .setProtectedHeader({ alg, typ: 'at+jwt' })
          .setSubject(String(user.userId))
          .setIssuer('beloning')
          .setAudience('beloning-api')
          .setIssuedAt(claims.iat ?? 0)
          .setExpirationTime(claims.exp ?? 0)
          .sign(key);
      const none = new UnsecuredJWT({ ...body, sub: String(user.userId) })
        .setIssuer('beloning')
        .setAudience('beloning-api')
        .setIssuedAt(claims.iat ?? 0)
        .setExpirationTime(claims.exp ?? 0)
        .encode();
      const [, payloadPart] = session.access.split('.');
      const forged: Record<string, string> = {
        'alg none': none,
        'alg none, upper case': `${Buffer.from('{"alg":"NONE","typ":"at+jwt"}').toString('base64url')}.${payloadPart}.`,
        'RS256 with an attacker key': await signWith('RS256', privateKey),
        'HS256 keyed with an RSA public key (alg confusion)': await signWith(
          'HS256',
          new TextEncoder().encode(publicPem),
        ),
        'HS512 with the real secret': await signWith('HS512', secret),
        'the refresh token as access token': session.refresh,
        'another token type (typ JWT)': await build({ typ: 'JWT' }).sign(secret),
        'another audience': await build({ aud: 'beloning-cli' }).sign(secret),
        'another issuer': await build({ iss: 'iemand-anders' }).sign(secret),
      };
      for (const [name, token] of Object.entries(forged)) {
        const response = await test.call(token, 'GET', USER);
        expect(response.statusCode, name).toBe(401);
        expect(response.headers['www-authenticate'], name).toBe('Bearer');
      }
      // The same claims, genuinely signed, pass: each case above fails for its own reason.
      expect((await test.call(await build().sign(secret), 'GET', USER)).statusCode).toBe(200);
      test.clock.advance(5 * 60 * 1000);
      expect((await test.call(session.access, 'GET', USER)).statusCode).toBe(401);
    });
  });

  describe('23. Refresh with a valid token → new access + new refresh; old refresh replayed after the grace window → 401 and the whole family (including the new refresh) is revoked; security event logged.', () => {
    it('logs the replay as a warning naming the user and the session', async () => {
      const lines: string[] = [];
      const logged = await buildTestApp(test.handle, {
        clock: test.clock,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      });
      await logged.app.ready();
      try {
        const user = await createTestUser(test.db);
        const first = await logged.app.sessions.issueTokenSet(test.db, user.userId, test.clock.now());
        const refresh = async (token: string) => callOpen(logged.app, 'POST', REFRESH, { refresh: token });
        const rotated = await refresh(first.refresh);
        expect(rotated.statusCode).toBe(200);
        const second = rotated.json<{ refresh: string; access: string }>();
        expect(second.refresh).not.toBe(first.refresh);
        test.clock.advance(REFRESH_GRACE_MS + 1);
        expect(lines.filter((line) => line.includes('hergebruikt'))).toEqual([]);
        const replay = await refresh(first.refresh);
        expect(replay.statusCode).toBe(401);
        expect(replay.json()).toEqual({ detail: REFRESH_REFUSED });
        expect((await refresh(second.refresh)).statusCode).toBe(401);
        expect((await callAs(logged.app, second.access, 'GET', USER)).statusCode).toBe(401);
        const events = lines
          .map(
            (line) => JSON.parse(line) as { level: number; msg: string; userId?: number; familyId?: string },
          )
          .filter((entry) => entry.msg === 'refresh-token hergebruikt: hele sessie ingetrokken');
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          level: 40,
          userId: user.userId,
          familyId: decodeJwt(first.access)['sid'],
        });
        // The log holds no token.
        expect(lines.join('\n')).not.toContain(first.refresh);
      } finally {
        await logged.app.close();
      }
    });
  });

  describe('33. Open redirect: post-login/hand-over `next`/`return_to` = `https://evil.tld`, `//evil.tld`, `///evil.tld`, `javascript:…` → ignored (redirect to default); same-origin relative paths allowed.', () => {
    it('a page address that a browser would read as another site is sent to the same path on this site', async () => {
      const cases: Array<[string, string]> = [
        ['//evil.tld/?refresh=code', '/evil.tld/?refresh=code'],
        ['///evil.tld', '/evil.tld'],
        ['//evil.tld/wachtwoord-resetten/MQ/token', '/evil.tld/wachtwoord-resetten/MQ/token'],
      ];
      for (const [url, location] of cases) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(301);
        expect(response.headers['location'], url).toBe(location);
        expect(new URL(String(response.headers['location']), 'https://portaal.test').origin).toBe(
          'https://portaal.test',
        );
      }
      // Same-site pages are served as they are.
      expect((await test.app.inject({ method: 'GET', url: '/beloningen?refresh=code' })).statusCode).toBe(
        200,
      );
      // The login and the hand-over answer tokens, never a redirect or an address to go to.
      const user = await createTestUser(test.db);
      const answer = await test.callOpen('POST', `${LOGIN}?next=https://evil.tld`, {
        username: user.username,
        password: TEST_PASSWORD,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['location']).toBeUndefined();
      expect(answer.body).not.toContain('evil.tld');
    });
  });

  describe('34. Schemathesis/fast-check fuzz of every operation → no 5xx, responses match schema, invalid input → 4xx, wrong Content-Type → 415; `ignored_auth`: no/invalid credentials → 401/403 on every secured operation.', () => {
    /** The calls anyone may make; every other operation must refuse a request without a valid token. */
    const PUBLIC = new Set([
      'GET /api/health',
      'POST /api/rest-auth/inlener-login/',
      'POST /api/rest-auth/uitlener-login/',
      'POST /api/rest-auth/token/refresh/',
      'POST /api/rest-auth/handover/',
      'GET /api/inleners/handelsnaam/',
      'POST /api/rest-auth/inlener-registration/',
      'POST /api/rest-auth/uitlener-registration/',
      'POST /api/rest-auth/inlener-activation/',
      'POST /api/rest-auth/uitlener-activation/',
      'POST /api/rest-auth/inlener-verify-email/',
      'POST /api/rest-auth/inlener-forgot-password/',
      'POST /api/rest-auth/inlener-reset-password/',
      'GET /api/csrf/',
    ]);
    interface Operation {
      method: string;
      path: string;
      secured: boolean;
      /** Whether it has path or query parameters (validated before authentication). */
      params: boolean;
      body: { properties: string[]; closed: boolean } | undefined;
    }
    const RUNS = 20;
    let operations: Operation[];
    let open: Awaited<ReturnType<typeof csrf>>;
    beforeAll(async () => {
      const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<
          string,
          Record<
            string,
            {
              security?: unknown[];
              parameters?: unknown[];
              requestBody?: {
                content: Record<string, { schema?: { properties?: object; additionalProperties?: unknown } }>;
              };
            }
          >
        >;
      }>();
      operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => {
          const schema = operation.requestBody?.content['application/json']?.schema;
          return {
            method: method.toUpperCase(),
            path,
            secured: operation.security !== undefined,
            params: (operation.parameters ?? []).length > 0,
            body:
              operation.requestBody === undefined
                ? undefined
                : {
                    properties: Object.keys(schema?.properties ?? {}),
                    closed: schema?.additionalProperties === false,
                  },
          };
        }),
      );
      open = await csrf(test.app);
    });
    const key = (operation: Operation) => `${operation.method} ${operation.path}`;
    const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
    const pathValue = fc.oneof(fc.nat().map(String), fc.string({ minLength: 1, maxLength: 12 }), fc.uuid());
    const send = (operation: Operation, url: string, headers: Record<string, string>, payload?: string) =>
      test.app.inject({
        method: operation.method as 'GET',
        url,
        remoteAddress: nextClientAddress(),
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });

    it('lists the operations, and none that declares a bearer token is public', () => {
      expect(operations.length).toBeGreaterThan(40);
      for (const operation of operations) {
        if (operation.secured) expect(PUBLIC.has(key(operation)), key(operation)).toBe(false);
      }
    });

    it('every operation that is not public refuses no token and a forged token with exactly a 401', async () => {
      // Authentication runs before request validation (preValidation), so a caller without a valid token
      // learns nothing from field errors about what a body or a path should look like (issue 14, point 6).
      for (const operation of operations.filter((candidate) => !PUBLIC.has(key(candidate)))) {
        await fc.assert(
          fc.asyncProperty(pathValue, fc.string({ maxLength: 80 }), async (value, garbage) => {
            const url = fill(operation.path, value);
            const payload = operation.body === undefined ? undefined : '{"onbekend": 1}';
            for (const authorization of [undefined, `Bearer ${garbage}`, `Bearer ${garbage}.e30.x`]) {
              const headers = authorization === undefined ? { ...open } : { ...open, authorization };
              const response = await send(operation, url, headers, payload);
              const label = `${key(operation)} ${url} ${authorization ?? 'zonder token'}`;
              expect(response.statusCode, label).toBe(401);
              expect(response.json(), label).toHaveProperty('detail');
            }
          }),
          { numRuns: 5, seed: 34 },
        );
      }
    });

    it('random bodies, queries and path values never give a 5xx; invalid bodies a 4xx; other content types a 415', async () => {
      const hirer = await createTestUser(test.db);
      const agency = await createTestUser(test.db, { companyKind: 'uitlener' });
      for (const operation of operations) {
        // A fresh session per operation: logout and account deletion must not spoil the next one.
        const owner = operation.path.startsWith('/api/uitleners/') ? agency : hirer;
        const headers = PUBLIC.has(key(operation))
          ? { ...open }
          : { authorization: `Bearer ${await test.tokenOf(owner.userId)}` };
        const bodyOf = operation.body;
        if (bodyOf !== undefined) {
          const wrongType = await test.app.inject({
            method: operation.method as 'POST',
            url: fill(operation.path, '1'),
            remoteAddress: nextClientAddress(),
            headers: { ...headers, 'content-type': 'text/plain' },
            payload: 'username=a&password=b',
          });
          expect(wrongType.statusCode, `${key(operation)} text/plain`).toBe(415);
          const nonObject = fc.oneof(
            fc.array(fc.jsonValue(), { maxLength: 3 }),
            fc.string(),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.boolean(),
            // Not null: fastify treats a JSON null as no body (logout, whose body is optional, then succeeds).
          );
          const unknownField = fc
            .dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
              minKeys: 1,
              maxKeys: 4,
            })
            .filter((object) => Object.keys(object).some((name) => !bodyOf.properties.includes(name)));
          await fc.assert(
            fc.asyncProperty(pathValue, nonObject, async (value, payload) => {
              const response = await send(
                operation,
                fill(operation.path, value),
                headers,
                JSON.stringify(payload),
              );
              expect(
                response.statusCode,
                `${key(operation)} ${JSON.stringify(payload)}`,
              ).toBeGreaterThanOrEqual(400);
              expect(response.statusCode, `${key(operation)} ${JSON.stringify(payload)}`).toBeLessThan(500);
            }),
            { numRuns: RUNS, seed: 340 },
          );
          if (bodyOf.closed) {
            await fc.assert(
              fc.asyncProperty(pathValue, unknownField, async (value, payload) => {
                const response = await send(
                  operation,
                  fill(operation.path, value),
                  headers,
                  JSON.stringify(payload),
                );
                expect(
                  response.statusCode,
                  `${key(operation)} ${JSON.stringify(payload)}`,
                ).toBeGreaterThanOrEqual(400);
                expect(response.statusCode, `${key(operation)} ${JSON.stringify(payload)}`).toBeLessThan(500);
              }),
              { numRuns: RUNS, seed: 341 },
            );
          }
          await fc.assert(
            fc.asyncProperty(
              pathValue,
              fc.dictionary(fc.constantFrom(...bodyOf.properties, 'extra'), fc.jsonValue({ maxDepth: 2 }), {
                maxKeys: 6,
              }),
              async (value, payload) => {
                const response = await send(
                  operation,
                  fill(operation.path, value),
                  headers,
                  JSON.stringify(payload),
                );
                expect(response.statusCode, `${key(operation)} ${JSON.stringify(payload)}`).toBeLessThan(500);
              },
            ),
            { numRuns: RUNS, seed: 342 },
          );
        } else {
          await fc.assert(
            fc.asyncProperty(
              pathValue,
              fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
              async (value, query) => {
                const search = new URLSearchParams(query).toString();
                const url = `${fill(operation.path, value)}${search === '' ? '' : `?${search}`}`;
                const response = await send(operation, url, headers);
                expect(response.statusCode, `${key(operation)} ${url}`).toBeLessThan(500);
              },
            ),
            { numRuns: RUNS, seed: 343 },
          );
        }
      }
    }, 600_000);
  });
});

const SCHEME = ownSchemePayload('Versie 1');
const CHILD = fileURLToPath(new URL('./security-checklist-child.ts', import.meta.url));
const CHILD_MAIL_KIND = 'checklist-37';

/** Runs the child until it prints `signal`, then kills it with SIGKILL: no rollback, no shutdown, nothing. */
function runThenKill(
  env: Record<string, string>,
  args: string[],
  signal: 'midway' | 'committed',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@beloning/source', CHILD, ...args],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(signal)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (_code, killedBy) => {
      if (killedBy === 'SIGKILL' && output.includes(signal)) resolve();
      else reject(new Error(`Het kindproces stopte onverwacht:\n${output}`));
    });
  });
}

describeEachEngine('security checklist, item 37', (engine: Engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'beloning-37-'));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') await stopTestPostgres();
  });

  describe('37. Process killed mid-transaction (PGlite and Postgres) → on restart either the whole new version + outbox row exists or neither; version rows are never updated in place.', () => {
    it('a save killed before its commit leaves neither the version nor its mail; a committed one leaves both', async () => {
      const databaseUrl =
        engine === 'postgres'
          ? await (await testPostgres()).createDatabase(`checklist_37_${process.pid}`)
          : undefined;
      const env = databaseUrl === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl };
      const open = (): Promise<DatabaseHandle> => openDatabase({ databaseUrl, dataDir });
      if (databaseUrl === undefined) await copySeededDataDir(dataDir);
      let handle = await open();
      await handle.migrate();
      const user = await createTestUser(handle.db);
      const saved = await createScheme(
        handle.db,
        SCHEME,
        { userId: user.userId, companyId: user.companyId },
        new Date(),
      );
      await handle.close();
      const args = [String(saved.id), String(user.companyId), String(user.userId)];
      const state = async () => {
        handle = await open();
        try {
          const versions = await handle.db
            .select({ number: schemeVersions.number, signed: schemeVersions.signedFullname })
            .from(schemeVersions)
            .where(eq(schemeVersions.schemeId, saved.id))
            .orderBy(asc(schemeVersions.number));
          const [scheme] = await handle.db.select().from(schemes).where(eq(schemes.id, saved.id));
          const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, CHILD_MAIL_KIND));
          return { versions, current: scheme?.currentVersion, mails: mails.length };
        } finally {
          await handle.close();
        }
      };

      await runThenKill(env, ['hang', ...args], 'midway');
      expect(await state()).toEqual({ versions: [{ number: 1, signed: 'Versie 1' }], current: 1, mails: 0 });

      await runThenKill(env, ['commit', ...args], 'committed');
      expect(await state()).toEqual({
        versions: [
          { number: 1, signed: 'Versie 1' },
          { number: 2, signed: 'Versie 2 (commit)' },
        ],
        current: 2,
        mails: 1,
      });
    }, 180_000);
  });
});

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  KVK_FAILING,
  registrationBody,
  type FieldErrorResponse,
} from '../../../../tests/helpers/account-api.js';
import { createTestUser, TEST_PASSWORD } from '../../../../tests/helpers/accounts.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { createLinkToken } from '../../auth/link-tokens.js';
import {
  companies,
  linkTokens,
  outbox,
  refreshTokens,
  schemes,
  schemeVersions,
  uitlenerInvites,
  users,
} from '../../db/schema.js';
import { enqueueMail } from '../../mail/outbox.js';
import { KVK_DISTURBED } from '../kvk.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const USER = '/api/rest-auth/inlener-user/';
const VERIFY_KVK = '/api/rest-auth/verify-kvk/';
const MAIN_PERMISSIONS = ['customauth.change_subscription', 'inleners.create_inlenerscao'];

describeEachEngine('rest-auth/inlener-user/ and verify-kvk', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const userRow = async (userId: number) =>
    (await test.db.select().from(users).where(eq(users.id, userId)))[0];
  const companyRow = async (companyId: number) =>
    (await test.db.select().from(companies).where(eq(companies.id, companyId)))[0];

  describe('GET', () => {
    it('answers the main user with the company and both permissions', async () => {
      const main = await createTestUser(test.db, { companyName: 'Kijk B.V.', kvkNr: '12345678' });
      const response = await test.call(await test.tokenOf(main.userId), 'GET', USER);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        username: main.username,
        email: main.email,
        company_name: 'Kijk B.V.',
        kvk_nr: '12345678',
        holding_kvk_nr: null,
        kvk_verified: false,
        permissions: MAIN_PERMISSIONS,
        salary_table_update_emails: true,
        uitlener_asked_for_help: null,
      });
    });

    it('gives a sub-user no change_subscription, and create only when allowed', async () => {
      const main = await createTestUser(test.db);
      const maker = await createTestUser(test.db, { companyId: main.companyId });
      const reader = await createTestUser(test.db, { companyId: main.companyId, canCreateSchemes: false });
      const permissionsOf = async (userId: number) =>
        (await test.call(await test.tokenOf(userId), 'GET', USER)).json<{ permissions: string[] }>()
          .permissions;
      expect(await permissionsOf(maker.userId)).toEqual(['inleners.create_inlenerscao']);
      expect(await permissionsOf(reader.userId)).toEqual([]);
    });

    it('needs a login, and refuses an agency user', async () => {
      expect((await test.app.inject({ method: 'GET', url: USER })).statusCode).toBe(401);
      const agency = await createTestUser(test.db, { companyKind: 'uitlener' });
      expect((await test.call(await test.tokenOf(agency.userId), 'GET', USER)).statusCode).toBe(403);
    });
  });

  describe('PUT', () => {
    it('changes the own mail preference and the agency asked for help, and withdraws that request', async () => {
      const main = await createTestUser(test.db);
      const agency = await createTestUser(test.db, { companyKind: 'uitlener' });
      // The agency invited this hirer and offers help (more in src/routes/agency-help.test.ts).
      await test.db
        .update(companies)
        .set({ proposalsEnabled: true })
        .where(eq(companies.id, agency.companyId));
      await test.db.insert(uitlenerInvites).values({
        agencyCompanyId: agency.companyId,
        kvkNr: (await companyRow(main.companyId))?.kvkNr ?? '',
        email: main.email,
        proposalsEnabled: true,
        invitedBy: agency.userId,
      });
      const access = await test.tokenOf(main.userId);
      const asked = await test.call(access, 'PUT', USER, {
        salary_table_update_emails: false,
        uitlener_asked_for_help: agency.companyId,
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({
        salary_table_update_emails: false,
        uitlener_asked_for_help: agency.companyId,
      });
      expect(await userRow(main.userId)).toMatchObject({
        salaryTableUpdateEmails: false,
        uitlenerAskedForHelp: agency.companyId,
      });

      const withdrawn = await test.call(access, 'PUT', USER, { uitlener_asked_for_help: null });
      expect(withdrawn.json()).toMatchObject({
        salary_table_update_emails: false,
        uitlener_asked_for_help: null,
      });
    });

    it('refuses a company that is no agency, and a sub-user without the right to make schemes', async () => {
      const main = await createTestUser(test.db);
      const hirer = await createTestUser(test.db);
      const agency = await createTestUser(test.db, { companyKind: 'uitlener' });
      const wrong = await test.call(await test.tokenOf(main.userId), 'PUT', USER, {
        uitlener_asked_for_help: hirer.companyId,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        errors: { uitlener_asked_for_help: [ACCOUNT_MESSAGES.unknownAgency] },
        non_field_errors: [],
      });
      const reader = await createTestUser(test.db, { companyId: main.companyId, canCreateSchemes: false });
      const denied = await test.call(await test.tokenOf(reader.userId), 'PUT', USER, {
        uitlener_asked_for_help: agency.companyId,
      });
      expect(denied.statusCode).toBe(403);
      expect((await userRow(reader.userId))?.uitlenerAskedForHelp).toBeNull();
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      [
        'wrong types',
        { salary_table_update_emails: 'ja', uitlener_asked_for_help: 'x' },
        {
          salary_table_update_emails: ['Vul een geldige waarde in'],
          uitlener_asked_for_help: ['Vul een geldige waarde in'],
        },
      ],
      [
        'a negative agency id',
        { uitlener_asked_for_help: -1 },
        { uitlener_asked_for_help: ['Vul een geldige waarde in'] },
      ],
      [
        'fields nobody may set (mass assignment)',
        { is_main_user: true, kvk_verified: true, email: 'x@y.nl' },
        { is_main_user: ['Onbekend veld'], kvk_verified: ['Onbekend veld'], email: ['Onbekend veld'] },
      ],
      ['a body that is not JSON', '{', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const main = await createTestUser(test.db);
        const access = await test.tokenOf(main.userId);
        const before = await accountTables(test.db);
        const response = await test.call(access, 'PUT', USER, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });

  describe('DELETE', () => {
    it('removes the whole account when the main user deletes it, and frees the KVK number', async () => {
      const main = await createTestUser(test.db, { kvkNr: '55500011', companyName: 'Weg B.V.' });
      const sub = await createTestUser(test.db, { companyId: main.companyId });
      const invited = await createTestUser(test.db, {
        companyId: main.companyId,
        password: null,
        isActive: false,
      });
      const other = await createTestUser(test.db);
      const mainAccess = await test.tokenOf(main.userId);
      const subAccess = await test.tokenOf(sub.userId);
      await createLinkToken(test.db, { userId: invited.userId, purpose: 'invite', now: test.clock.now() });
      await createLinkToken(test.db, {
        userId: sub.userId,
        purpose: 'email_change',
        payload: { email: 'x@y.nl' },
        now: test.clock.now(),
      });
      await enqueueMail(
        test.db,
        { kind: 'invite', to: invited.email, subject: 's', text: 't', html: 'h' },
        test.clock.now(),
      );

      const response = await test.call(mainAccess, 'DELETE', USER);
      expect(response.statusCode).toBe(204);

      for (const member of [main, sub, invited]) {
        const row = await userRow(member.userId);
        expect(row).toMatchObject({
          email: `verwijderd-${member.userId}@verwijderd.invalid`,
          username: `verwijderd-${member.userId}@verwijderd.invalid`,
          passwordHash: null,
          phoneNr: null,
          isActive: false,
          deletedAt: test.clock.now(),
        });
      }
      const ids = [main.userId, sub.userId, invited.userId];
      expect(await test.db.select().from(linkTokens).where(inArray(linkTokens.userId, ids))).toEqual([]);
      const live = await test.db
        .select()
        .from(refreshTokens)
        .where(and(inArray(refreshTokens.userId, ids), isNull(refreshTokens.revokedAt)));
      expect(live).toEqual([]);
      expect(await test.db.select().from(outbox).where(eq(outbox.to, invited.email))).toEqual([]);
      expect(await companyRow(main.companyId)).toMatchObject({
        companyName: 'Weg B.V.',
        kvkNr: '55500011',
        deletedAt: test.clock.now(),
      });
      expect((await userRow(other.userId))?.deletedAt).toBeNull();

      expect((await test.call(mainAccess, 'GET', USER)).statusCode).toBe(401);
      expect((await test.call(subAccess, 'GET', USER)).statusCode).toBe(401);
      const login = await test.callOpen('POST', '/api/rest-auth/inlener-login/', {
        username: main.email,
        password: TEST_PASSWORD,
      });
      expect(login.statusCode).toBe(400);

      const again = registrationBody('na-verwijderen', {
        kvk_nr: '55500011',
        email: main.email,
        username: main.email,
      });
      expect((await test.callOpen('POST', '/api/rest-auth/inlener-registration/', again)).statusCode).toBe(
        201,
      );
      const [fresh] = await test.db.select().from(users).where(eq(users.email, main.email));
      expect(fresh?.companyId).not.toBe(main.companyId);
    });

    it('keeps the company’s schemes and their signed versions', async () => {
      const main = await createTestUser(test.db);
      const [scheme] = await test.db
        .insert(schemes)
        .values({ companyId: main.companyId, currentVersion: 1, createdBy: main.userId })
        .returning();
      const [version] = await test.db
        .insert(schemeVersions)
        .values({
          schemeId: scheme!.id,
          number: 1,
          payload: { cao_id: null },
          madeBy: main.userId,
          signedFullname: 'Jan Jansen',
          termsAccepted: true,
        })
        .returning();
      expect((await test.call(await test.tokenOf(main.userId), 'DELETE', USER)).statusCode).toBe(204);
      expect(await test.db.select().from(schemes).where(eq(schemes.id, scheme!.id))).toEqual([scheme]);
      expect(await test.db.select().from(schemeVersions).where(eq(schemeVersions.id, version!.id))).toEqual([
        version,
      ]);
    });

    it('removes only themself when a sub-user deletes', async () => {
      const main = await createTestUser(test.db);
      const sub = await createTestUser(test.db, { companyId: main.companyId });
      const response = await test.call(await test.tokenOf(sub.userId), 'DELETE', USER);
      expect(response.statusCode).toBe(204);
      expect((await userRow(sub.userId))?.deletedAt).toEqual(test.clock.now());
      expect((await userRow(main.userId))?.deletedAt).toBeNull();
      expect((await companyRow(main.companyId))?.deletedAt).toBeNull();
      expect((await test.call(await test.tokenOf(main.userId), 'GET', USER)).statusCode).toBe(200);
    });
  });

  describe('PUT rest-auth/verify-kvk/', () => {
    it('stores a name the registry has for the number, verifies, and answers with the user', async () => {
      const main = await createTestUser(test.db, { kvkNr: '11112222', companyName: 'Verkeerd' });
      const response = await test.call(await test.tokenOf(main.userId), 'PUT', VERIFY_KVK, {
        company_name: 'Test NV Katrien',
        kvk_nr: '6872 7720',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        company_name: 'Test NV Katrien',
        kvk_nr: '68727720',
        kvk_verified: true,
      });
      expect(await companyRow(main.companyId)).toMatchObject({
        companyName: 'Test NV Katrien',
        kvkNr: '68727720',
        kvkVerified: true,
      });

      const changed = await test.call(await test.tokenOf(main.userId), 'PUT', VERIFY_KVK, {
        company_name: 'Test EMZ Dagobert',
        kvk_nr: '69599084',
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({ detail: ACCOUNT_MESSAGES.kvkAlreadyVerified });
    });

    it('refuses a name the registry does not have, and writes nothing', async () => {
      const main = await createTestUser(test.db, { kvkNr: '11113333', companyName: 'Oud' });
      const access = await test.tokenOf(main.userId);
      const before = await accountTables(test.db);
      const response = await test.call(access, 'PUT', VERIFY_KVK, {
        company_name: 'Een Ander B.V.',
        kvk_nr: '69599084',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: {},
        non_field_errors: ['KVK nummer en bedrijfsnaam komen niet overeen.'],
      });
      expect(await accountTables(test.db)).toEqual(before);
    });

    it('answers a failing registry with a 502 and its Dutch detail', async () => {
      const main = await createTestUser(test.db);
      const response = await test.call(await test.tokenOf(main.userId), 'PUT', VERIFY_KVK, {
        company_name: 'Wat Dan Ook',
        kvk_nr: KVK_FAILING,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: KVK_DISTURBED });
    });

    it('refuses a KVK number another live account has', async () => {
      await createTestUser(test.db, { kvkNr: '09599084' });
      const main = await createTestUser(test.db);
      const response = await test.call(await test.tokenOf(main.userId), 'PUT', VERIFY_KVK, {
        company_name: 'Nul Voorop B.V.',
        kvk_nr: '9599084',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { kvk_nr: [ACCOUNT_MESSAGES.kvkTaken] },
        non_field_errors: [],
      });
      expect((await companyRow(main.companyId))?.kvkVerified).toBe(false);
    });

    it('is for the main user only', async () => {
      const main = await createTestUser(test.db);
      const sub = await createTestUser(test.db, { companyId: main.companyId });
      const response = await test.call(await test.tokenOf(sub.userId), 'PUT', VERIFY_KVK, {
        company_name: 'Test EMZ Dagobert',
        kvk_nr: '69599084',
      });
      expect(response.statusCode).toBe(403);
      expect((await companyRow(main.companyId))?.kvkVerified).toBe(false);
    });

    const bad: [string, unknown, Record<string, string[]>, string[]?][] = [
      ['an empty body', {}, { company_name: ['Veld is vereist'], kvk_nr: ['Veld is vereist'] }],
      [
        'a KVK number of 9 digits',
        { company_name: 'A', kvk_nr: '123456789' },
        { kvk_nr: ['KVK nummer niet valide'] },
      ],
      [
        'a KVK number with letters',
        { company_name: 'A', kvk_nr: 'abcdefgh' },
        { kvk_nr: ['KVK nummer niet valide'] },
      ],
      [
        'a company name of 301 characters',
        { company_name: 'n'.repeat(301), kvk_nr: '69599084' },
        { company_name: ['Maximaal 300 karakters'] },
      ],
      [
        'wrong types',
        { company_name: 1, kvk_nr: 69599084 },
        { company_name: ['Vul een geldige waarde in'], kvk_nr: ['Vul een geldige waarde in'] },
      ],
      [
        'an unknown field',
        { company_name: 'A', kvk_nr: '69599084', kvk_verified: true },
        { kvk_verified: ['Onbekend veld'] },
      ],
      ['a body that is not JSON', 'kvk', {}, ['Ongeldige JSON']],
    ];
    it.each(bad)(
      'refuses %s with a 400 and writes nothing',
      async (_name, payload, errors, nonField = []) => {
        const main = await createTestUser(test.db);
        const access = await test.tokenOf(main.userId);
        const before = await accountTables(test.db);
        const response = await test.call(access, 'PUT', VERIFY_KVK, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonField });
        expect(await accountTables(test.db)).toEqual(before);
      },
    );
  });
});

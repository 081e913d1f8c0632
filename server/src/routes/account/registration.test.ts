import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  KVK_FAILING,
  linkIn,
  registrationBody,
  uniqueKvkNr,
  type FieldErrorResponse,
} from '../../../../tests/helpers/account-api.js';
import { csrf } from '../../../../tests/helpers/app.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { companies, linkTokens, users } from '../../db/schema.js';
import { AWAITING_ADMISSION } from '../../auth/messages.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const REGISTER = '/api/rest-auth/inlener-registration/';
const ACTIVATE = '/api/rest-auth/inlener-activation/';
const INVALID_LINK = { errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] };

describeEachEngine('POST rest-auth/inlener-registration/', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const userByEmail = async (email: string) =>
    (await test.db.select().from(users).where(eq(users.email, email)))[0];
  const companyOf = async (companyId: number) =>
    (await test.db.select().from(companies).where(eq(companies.id, companyId)))[0];

  it('creates an unverified company with an inactive main user and mails a working activation link', async () => {
    const body = registrationBody('nieuw', { company_name_type: 'statutaire_naam' });
    const response = await test.callOpen('POST', REGISTER, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });

    const user = await userByEmail(String(body.email));
    expect(user).toMatchObject({
      isMainUser: true,
      isActive: false,
      canCreateSchemes: true,
      phoneNr: '0612345678',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const company = await companyOf(user?.companyId ?? 0);
    expect(company).toMatchObject({
      kind: 'inlener',
      kvkNr: body.kvk_nr,
      companyName: body.company_name,
      companyNameType: 'statutaire_naam',
      kvkVerified: false,
      deletedAt: null,
    });

    const [mail, ...others] = await test.mailsTo(String(body.email));
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Activeer uw account bij Beloning');
    const link = linkIn(mail!, 'activation');
    const activated = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ detail: ACCOUNT_MESSAGES.activated });
    expect((await userByEmail(String(body.email)))?.isActive).toBe(true);

    const again = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ACCOUNT_MESSAGES.alreadyActivated });
  });

  it('normalises the KVK number with the KVK rule and verifies a name the registry has', async () => {
    const spaced = registrationBody('spaties', { kvk_nr: '6959 9084', company_name: 'TEST emz dagobert' });
    expect((await test.callOpen('POST', REGISTER, spaced)).statusCode).toBe(201);
    const short = registrationBody('kort', { kvk_nr: '9599084', company_name: 'Nul Voorop BV' });
    expect((await test.callOpen('POST', REGISTER, short)).statusCode).toBe(201);

    const first = await companyOf((await userByEmail(String(spaced.email)))?.companyId ?? 0);
    expect(first).toMatchObject({ kvkNr: '69599084', kvkVerified: true });
    const second = await companyOf((await userByEmail(String(short.email)))?.companyId ?? 0);
    expect(second).toMatchObject({ kvkNr: '09599084', kvkVerified: true });
  });

  it('still registers, unverified, when the KVK registry is down', async () => {
    const body = registrationBody('kvk-storing', { kvk_nr: KVK_FAILING });
    expect((await test.callOpen('POST', REGISTER, body)).statusCode).toBe(201);
    const company = await companyOf((await userByEmail(String(body.email)))?.companyId ?? 0);
    expect(company).toMatchObject({ kvkNr: KVK_FAILING, kvkVerified: false });
  });

  describe('an address or username that already has an account', () => {
    let owner: Record<string, unknown>;
    beforeAll(async () => {
      owner = registrationBody('bestaand', { username: 'bestaande-eigenaar' });
      expect((await test.callOpen('POST', REGISTER, owner)).statusCode).toBe(201);
      await test.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.email, String(owner.email)));
      await test.mailsTo(String(owner.email));
    });

    const duplicates: [string, () => Record<string, unknown>][] = [
      [
        'the same e-mail address in other case',
        () => registrationBody('x1', { email: String(owner.email).toUpperCase() }),
      ],
      ['the same username', () => registrationBody('x2', { username: 'Bestaande-Eigenaar' })],
      ['the address as username', () => registrationBody('x3', { username: owner.email })],
      [
        'the same address for a company that already has an account',
        () => registrationBody('x4', { email: owner.email, kvk_nr: owner.kvk_nr }),
      ],
    ];
    it.each(duplicates)(
      'answers %s exactly as a new one, writes no account and mails the owner',
      async (_name, make) => {
        await test.app.outbox.runOnce();
        const before = await accountTables(test.db);
        const sentBefore = test.sent.length;
        const response = await test.callOpen('POST', REGISTER, make());
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });

        const after = await accountTables(test.db);
        expect(after['users']).toEqual(before['users']);
        expect(after['companies']).toEqual(before['companies']);
        await test.app.outbox.runOnce();
        const notices = test.sent.slice(sentBefore);
        expect(notices.map((mail) => [mail.to, mail.subject])).toEqual([
          [owner.email, 'Poging tot registratie bij Beloning'],
        ]);
        expect(notices[0]?.text).toContain('http://portaal.test/wachtwoord-vergeten');
      },
    );
  });

  it('makes no rival company for a KVK number that has an account: the newcomer proves the address, then the main user lets them in', async () => {
    const owner = registrationBody('kvk-eigenaar');
    expect((await test.callOpen('POST', REGISTER, owner)).statusCode).toBe(201);
    await test.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, String(owner.email)));
    const ownerMails = (await test.mailsTo(String(owner.email))).length;
    const before = await accountTables(test.db);

    const newcomer = registrationBody('kvk-nieuwkomer', {
      kvk_nr: owner.kvk_nr,
      company_name: 'Andere naam B.V.',
    });
    const response = await test.callOpen('POST', REGISTER, newcomer);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });
    const after = await accountTables(test.db);
    expect(after['companies']).toEqual(before['companies']);
    const [ownerRow] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, String(owner.email)));
    const [joined] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, String(newcomer.email)));
    expect(joined).toMatchObject({
      companyId: ownerRow?.companyId,
      isMainUser: false,
      canCreateSchemes: false,
      isActive: false,
      admission: 'requested',
      admittedBy: null,
    });
    // Nobody in the company hears of an address that was not proved yet.
    expect(await test.mailsTo(String(owner.email))).toHaveLength(ownerMails);
    const [mail, ...others] = await test.mailsTo(String(newcomer.email));
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Bevestig uw e-mailadres bij Beloning');
    expect(mail?.text).toContain(`Bedrijf kvk-eigenaar B.V. heeft al een account bij Beloning.`);
    const link = linkIn(mail!, 'activation');
    const activated = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(activated.statusCode, activated.body).toBe(200);
    const [ask, ...more] = (await test.mailsTo(String(owner.email))).slice(ownerMails);
    expect(more).toEqual([]);
    expect(ask?.subject).toBe(
      `${String(newcomer.email)} vraagt toegang tot het account van Bedrijf kvk-eigenaar B.V.`,
    );
    expect(ask?.text).toContain('Geef dan toegang onder Gebruikers op de accountpagina.');
    expect(ask?.text).toContain('http://portaal.test/account');

    // Logged in, the newcomer may do nothing in the company until let in.
    const login = await test.callOpen('POST', '/api/rest-auth/inlener-login/', {
      username: newcomer.email,
      password: newcomer.password1,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ user: { permissions: [] } });
    const access = login.json<{ access: string }>().access;
    const schemes = await test.call(access, 'GET', '/api/inleners/inleners-cao-list/');
    expect(schemes.statusCode).toBe(403);
    expect(schemes.json()).toEqual({ detail: AWAITING_ADMISSION });
    expect((await test.call(access, 'GET', '/api/rest-auth/inlener-user/')).statusCode).toBe(200);
    expect((await test.call(access, 'GET', '/api/inleners/uitlener-invites/')).json()).toEqual([]);

    const ownerToken = await test.tokenOf(ownerRow!.id);
    const listed = await test.call(ownerToken, 'GET', '/api/rest-auth/subscription-users/');
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ email: newcomer.email, admission: 'requested', is_active: true }),
    );
    const admitted = await test.call(ownerToken, 'PUT', '/api/rest-auth/subscription-users/', {
      email: newcomer.email,
      admit: true,
      can_create_schemes: true,
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(admitted.json()).toMatchObject({ admission: 'admitted', can_create_schemes: true });
    const [letIn] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, String(newcomer.email)));
    expect(letIn).toMatchObject({ admission: 'admitted', admittedBy: ownerRow?.id });
    expect((await test.call(access, 'GET', '/api/inleners/inleners-cao-list/')).statusCode).toBe(200);
    const badAdmit = await test.call(ownerToken, 'PUT', '/api/rest-auth/subscription-users/', {
      email: newcomer.email,
      admit: false,
    });
    expect(badAdmit.statusCode).toBe(400);
  });

  it('gives two simultaneous registrations of one new KVK number one company: the second asks to join it', async () => {
    const kvk = uniqueKvkNr();
    const first = registrationBody('tegelijk-1', { kvk_nr: kvk });
    const second = registrationBody('tegelijk-2', { kvk_nr: kvk });
    const answers = await Promise.all([
      test.callOpen('POST', REGISTER, first),
      test.callOpen('POST', REGISTER, second),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const rows = await test.db
      .select({ admission: users.admission, companyId: users.companyId, isMainUser: users.isMainUser })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(companies.kvkNr, kvk));
    expect(rows.map((row) => row.admission).sort()).toEqual(['founder', 'requested']);
    expect(new Set(rows.map((row) => row.companyId)).size).toBe(1);
    expect(rows.filter((row) => row.isMainUser)).toHaveLength(1);
  });

  it('sends an owner who never activated a new activation link instead, and the old one stops working', async () => {
    const body = registrationBody('nooit-geactiveerd');
    await test.callOpen('POST', REGISTER, body);
    const [first] = await test.mailsTo(String(body.email));
    const again = await test.callOpen('POST', REGISTER, { ...body, kvk_nr: uniqueKvkNr() });
    expect(again.statusCode).toBe(201);
    const mails = await test.mailsTo(String(body.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Activeer uw account bij Beloning',
      'Activeer uw account bij Beloning',
    ]);
    const old = linkIn(first!, 'activation');
    expect((await test.callOpen('POST', ACTIVATE, { uidb64: old.uidb64, token: old.token })).statusCode).toBe(
      400,
    );
    const fresh = linkIn(mails[1]!, 'activation');
    expect(
      (await test.callOpen('POST', ACTIVATE, { uidb64: fresh.uidb64, token: fresh.token })).statusCode,
    ).toBe(200);
  });

  it('gives one account to two simultaneous registrations of one address, and the same answer to both', async () => {
    const body = registrationBody('gelijktijdig');
    const [a, b] = await Promise.all([
      test.callOpen('POST', REGISTER, body),
      test.callOpen('POST', REGISTER, { ...body, kvk_nr: uniqueKvkNr() }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const holders = await test.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(holders).toHaveLength(1);
  });

  it('leaves exactly one working activation link after five simultaneous registrations of one address', async () => {
    const body = registrationBody('vijf-tegelijk');
    const email = String(body.email);
    // Five: the most one address may register in an hour (AUTH_RATE_LIMITS.registration.account).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => test.callOpen('POST', REGISTER, { ...body, kvk_nr: uniqueKvkNr() })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const [user] = await test.db.select().from(users).where(eq(users.email, email));
    const live = await test.db
      .select()
      .from(linkTokens)
      .where(
        and(
          eq(linkTokens.userId, user!.id),
          eq(linkTokens.purpose, 'activation'),
          isNull(linkTokens.consumedAt),
        ),
      );
    expect(live).toHaveLength(1);

    const mails = await test.mailsTo(email);
    expect(mails).toHaveLength(5);
    const uses = [];
    for (const mail of mails) {
      const { uidb64, token } = linkIn(mail, 'activation');
      uses.push(await test.callOpen('POST', ACTIVATE, { uidb64, token }));
    }
    expect(uses.filter((use) => use.statusCode === 200)).toHaveLength(1);
    // The others answer exactly as an expired link does.
    const refused = uses.filter((use) => use.statusCode !== 200);
    expect(refused.map((use) => [use.statusCode, use.json()])).toEqual(
      Array.from({ length: 4 }, () => [400, INVALID_LINK]),
    );
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const body = registrationBody('host-header');
    const response = await test.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { ...(await csrf(test.app)), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await test.mailsTo(String(body.email));
    expect(mail?.text).not.toContain('evil.example');
    expect(linkIn(mail!, 'activation').url).toMatch(/^http:\/\/portaal\.test\/account-activatie\//);
  });

  describe('bad input: 400 with the Dutch message under the field, and nothing written', () => {
    const long = (n: number) => 'a'.repeat(n);
    const cases: [string, unknown, Record<string, string[]>, string[]?][] = [
      [
        'an empty body',
        {},
        {
          username: ['Veld is vereist'],
          email: ['Veld is vereist'],
          password1: ['Veld is vereist'],
          password2: ['Veld is vereist'],
          company_name: ['Veld is vereist'],
          company_name_type: ['Veld is vereist'],
          kvk_nr: ['Veld is vereist'],
          terms_and_conditions_accepted: ['Veld is vereist'],
          phone_nr: ['Veld is vereist'],
        },
      ],
      [
        'blank strings',
        registrationBody('b1', { email: '   ', company_name: ' ' }),
        { email: ['Veld is vereist'], company_name: ['Veld is vereist'] },
      ],
      [
        'an invalid e-mail address',
        registrationBody('b2', { email: 'geen-adres' }),
        { email: ['Vul een geldig e-mail adres in'] },
      ],
      [
        'an e-mail address of 255 characters',
        registrationBody('b3', { email: `a@${long(250)}.nl` }),
        { email: ['Maximaal 254 karakters'] },
      ],
      [
        'a username of 255 characters',
        registrationBody('b4', { username: long(255) }),
        { username: ['Maximaal 254 karakters'] },
      ],
      [
        'a phone number of 21 digits',
        registrationBody('b5', { phone_nr: '0'.repeat(21) }),
        { phone_nr: ['Maximaal 20 karakters'] },
      ],
      [
        'a phone number with letters',
        registrationBody('b6', { phone_nr: '06-abc' }),
        { phone_nr: ['Vul een geldig getal in'] },
      ],
      [
        'a password of 129 characters',
        registrationBody('b7', { password1: long(129), password2: long(129) }),
        { password1: ['Maximaal 128 karakters'], password2: ['Maximaal 128 karakters'] },
      ],
      [
        'mismatched passwords',
        registrationBody('b8', { password2: 'iets-anders' }),
        { password2: ['Wachtwoorden moeten hetzelfde zijn'] },
      ],
      [
        'a company name of 301 characters',
        registrationBody('b9', { company_name: long(301) }),
        { company_name: ['Maximaal 300 karakters'] },
      ],
      [
        'a KVK number of 9 digits',
        registrationBody('b10', { kvk_nr: '123456789' }),
        { kvk_nr: ['KVK nummer niet valide'] },
      ],
      [
        'a KVK number with letters',
        registrationBody('b11', { kvk_nr: '1234abcd' }),
        { kvk_nr: ['KVK nummer niet valide'] },
      ],
      [
        'terms not accepted',
        registrationBody('b12', { terms_and_conditions_accepted: false }),
        { terms_and_conditions_accepted: ['Veld is vereist'] },
      ],
      [
        'wrong types',
        registrationBody('b13', { email: 5, terms_and_conditions_accepted: 'ja', kvk_nr: 69599084 }),
        {
          email: ['Vul een geldige waarde in'],
          terms_and_conditions_accepted: ['Vul een geldige waarde in'],
          kvk_nr: ['Vul een geldige waarde in'],
        },
      ],
      [
        'unknown fields (mass assignment)',
        registrationBody('b14', { is_main_user: false, kvk_verified: true }),
        { is_main_user: ['Onbekend veld'], kvk_verified: ['Onbekend veld'] },
      ],
      ['a body that is not JSON', '{"email": ', {}, ['Ongeldige JSON']],
    ];
    it.each(cases)('refuses %s', async (_name, payload, errors, nonFieldErrors = []) => {
      await test.app.outbox.runOnce();
      const before = await accountTables(test.db);
      const response = await test.callOpen('POST', REGISTER, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrorResponse>()).toEqual({ errors, non_field_errors: nonFieldErrors });
      await test.app.outbox.runOnce();
      expect(await accountTables(test.db)).toEqual(before);
    });

    it('refuses another content type with a 415', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: REGISTER,
        headers: { ...(await csrf(test.app)), 'content-type': 'text/plain' },
        payload: 'email=a@b.nl',
      });
      expect(response.statusCode).toBe(415);
    });
  });
});

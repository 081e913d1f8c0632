import { MAX_LENGTH } from '@beloning/core/rules';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  accountTables,
  fakeKvkRegistry,
  linkIn,
  REGISTRATION_FIELDS,
  registrationBody,
} from '../../../../tests/helpers/account-api.js';
import { expectBadInputRejected } from '../../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../../tests/helpers/database.js';
import { useTestApp } from '../../../../tests/helpers/test-app.js';
import { companies, users } from '../../db/schema.js';
import { ACCOUNT_MESSAGES } from './messages.js';

const REGISTER = '/api/rest-auth/uitlener-registration/';
const ACTIVATE = '/api/rest-auth/uitlener-activation/';
const AGENCY_LOGIN = '/api/rest-auth/uitlener-login/';
const AGENCY_PORTAL = 'http://portaal.test/uitlenersportaal';

describeEachEngine('agency sign-up: rest-auth/uitlener-registration/ and uitlener-activation/', (engine) => {
  const test = useTestApp(engine, { kvk: fakeKvkRegistry() });

  const accountOf = async (email: string) => {
    const [row] = await test.db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.email, email));
    return row;
  };

  it('creates an agency company and inactive main user, mails the link, activates and logs in as agency', async () => {
    const body = registrationBody('uitlener-nieuw', { kvk_nr: '68727720', company_name: 'Test NV Katrien' });
    const response = await test.callOpen('POST', REGISTER, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });
    const account = await accountOf(String(body.email));
    expect(account?.company).toMatchObject({
      kind: 'uitlener',
      kvkNr: '68727720',
      companyName: 'Test NV Katrien',
      kvkVerified: true,
      proposalsEnabled: false,
    });
    expect(account?.user).toMatchObject({ isMainUser: true, isActive: false });

    const login = { username: body.email, password: body.password1 };
    const early = await test.callOpen('POST', AGENCY_LOGIN, login);
    expect(early.statusCode).toBe(400);

    const [mail, ...others] = await test.mailsTo(String(body.email));
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Activeer uw account bij Beloning');
    expect(mail?.text).toContain(`Daarna logt u hier in:\n\n${AGENCY_PORTAL}`);
    expect(mail?.html).toContain(`<a href="${AGENCY_PORTAL}">`);
    const link = linkIn(mail!, 'activation');
    const activated = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ detail: ACCOUNT_MESSAGES.activated });
    const again = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ACCOUNT_MESSAGES.alreadyActivated });

    const loggedIn = await test.callOpen('POST', AGENCY_LOGIN, login);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    expect(loggedIn.json()).toMatchObject({ user: { company_name: 'Test NV Katrien', kvk_verified: true } });
    const access = loggedIn.json<{ access: string }>().access;
    const hirers = await test.app.inject({
      method: 'GET',
      url: '/api/uitleners/inleners/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(hirers.statusCode).toBe(200);
    expect((await test.callOpen('POST', '/api/rest-auth/inlener-login/', login)).statusCode).toBe(400);
  });

  it("activates through the portal's activation page too (its call, inlener-activation, serves both kinds)", async () => {
    const body = registrationBody('uitlener-portaal');
    expect((await test.callOpen('POST', REGISTER, body)).statusCode).toBe(201);
    const [mail] = await test.mailsTo(String(body.email));
    const link = linkIn(mail!, 'activation');
    expect(link.url).toMatch(/^http:\/\/portaal\.test\/account-activatie\//);
    const activated = await test.callOpen('POST', '/api/rest-auth/inlener-activation/', {
      uidb64: link.uidb64,
      token: link.token,
    });
    expect(activated.statusCode).toBe(200);
    const login = { username: body.email, password: body.password1 };
    expect((await test.callOpen('POST', AGENCY_LOGIN, login)).statusCode).toBe(200);
  });

  it('starts unverified when the registry does not have the name for the number', async () => {
    const body = registrationBody('uitlener-onbekend');
    expect((await test.callOpen('POST', REGISTER, body)).statusCode).toBe(201);
    expect((await accountOf(String(body.email)))?.company).toMatchObject({
      kind: 'uitlener',
      kvkVerified: false,
    });
  });

  it('answers a taken address alike and mails the owner, pointing to the agency area; a taken KVK number asks to join', async () => {
    const owner = registrationBody('uitlener-eigenaar');
    expect((await test.callOpen('POST', REGISTER, owner)).statusCode).toBe(201);
    await test.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, String(owner.email)));
    const earlier = (await test.mailsTo(String(owner.email))).length;
    const before = await accountTables(test.db);

    const sameAddress = registrationBody('uitlener-zelfde-adres', { email: owner.email });
    const response = await test.callOpen('POST', REGISTER, sameAddress);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });
    const after = await accountTables(test.db);
    expect(after.companies).toEqual(before.companies);
    expect(after.users).toEqual(before.users);
    const notices = (await test.mailsTo(String(owner.email))).slice(earlier);
    expect(notices.map((mail) => mail.subject)).toEqual(['Poging tot registratie bij Beloning']);
    expect(notices[0]?.text).toContain(AGENCY_PORTAL);
    expect(notices[0]?.text).not.toContain('http://portaal.test/login');

    // The same KVK number: the same answer, no rival company, a user of the agency who asks to be let in
    // (server/README.md, 'Identity by proof of mailbox'), mailed to confirm their own address.
    const sameKvk = registrationBody('uitlener-zelfde-kvk', { kvk_nr: owner.kvk_nr });
    const joined = await test.callOpen('POST', REGISTER, sameKvk);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });
    expect((await accountTables(test.db)).companies).toEqual(before.companies);
    expect(await accountOf(String(sameKvk.email))).toMatchObject({
      user: { admission: 'requested', isMainUser: false, isActive: false },
      company: { kvkNr: owner.kvk_nr },
    });
    const [confirm, ...others] = await test.mailsTo(String(sameKvk.email));
    expect(others).toEqual([]);
    expect(confirm?.subject).toBe('Bevestig uw e-mailadres bij Beloning');
    expect(confirm?.text).toContain(`U logt hier in:\n\n${AGENCY_PORTAL}`);
    expect((await test.mailsTo(String(owner.email))).slice(earlier)).toHaveLength(1);
  });

  it('lets a hirer and an agency share a KVK number, but not an address', async () => {
    const hirer = registrationBody('inlener-met-kvk');
    expect((await test.callOpen('POST', '/api/rest-auth/inlener-registration/', hirer)).statusCode).toBe(201);
    const agency = registrationBody('uitlener-met-kvk', { kvk_nr: hirer.kvk_nr });
    expect((await test.callOpen('POST', REGISTER, agency)).statusCode).toBe(201);
    expect((await accountOf(String(agency.email)))?.company).toMatchObject({
      kind: 'uitlener',
      kvkNr: hirer.kvk_nr,
    });
    expect((await accountOf(String(hirer.email)))?.company.kind).toBe('inlener');
  });

  it("refuses a hirer's activation link at uitlener-activation, which then still works for the hirer", async () => {
    const hirer = registrationBody('inlener-activatie');
    expect((await test.callOpen('POST', '/api/rest-auth/inlener-registration/', hirer)).statusCode).toBe(201);
    const [mail] = await test.mailsTo(String(hirer.email));
    const link = linkIn(mail!, 'activation');
    const refused = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: {}, non_field_errors: [ACCOUNT_MESSAGES.linkInvalid] });
    expect((await accountOf(String(hirer.email)))?.user.isActive).toBe(false);
    const used = await test.callOpen('POST', '/api/rest-auth/inlener-activation/', {
      uidb64: link.uidb64,
      token: link.token,
    });
    expect(used.statusCode).toBe(200);
  });

  it('needs the CSRF headers, and limits registrations per address together with the hirer registration', async () => {
    const body = registrationBody('uitlener-csrf');
    const bare = await test.app.inject({ method: 'POST', url: REGISTER, payload: body });
    expect(bare.statusCode).toBe(403);
    expect(await accountOf(String(body.email))).toBeUndefined();

    const limited = registrationBody('uitlener-limiet');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const url = attempt % 2 === 0 ? REGISTER : '/api/rest-auth/inlener-registration/';
      statuses.push((await test.callOpen('POST', url, { ...limited, kvk_nr: body.kvk_nr })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    test.clock.advance(60 * 60 * 1000);
  });

  it('rejects bad input on both calls and writes nothing', async () => {
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: REGISTER,
      validBody: registrationBody('uitlener-generated'),
      fields: REGISTRATION_FIELDS,
      passwordPairs: [['password1', 'password2']],
      snapshot: () => accountTables(test.db),
    });
    await expectBadInputRejected(test.app, {
      method: 'POST',
      url: ACTIVATE,
      validBody: { uidb64: 'MQ', token: 'een-token', password: 'Een-wachtwoord-1' },
      fields: [
        { name: 'uidb64', kind: 'text', maxLength: 64 },
        { name: 'token', kind: 'text', maxLength: 512 },
        { name: 'password', kind: 'password', required: false, maxLength: MAX_LENGTH.password },
      ],
      snapshot: () => accountTables(test.db),
    });
  });
});

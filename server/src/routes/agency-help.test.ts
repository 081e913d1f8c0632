import {
  agencyCompanySchema,
  agencyHelpRequestsResponseSchema,
  agencyProposalStartResponseSchema,
  agencySentInviteSchema,
  agencySentInvitesResponseSchema,
  handoverResponseSchema,
  uitlenerInvitesResponseSchema,
} from '@beloning/core/schemas';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestUserOptions } from '../../../tests/helpers/accounts.js';
import { expectBadInputRejected } from '../../../tests/helpers/bad-input.js';
import { describeEachEngine } from '../../../tests/helpers/database.js';
import { saveScheme } from '../../../tests/helpers/schemes.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { companies, handoverCodes, mailboxProofs, outbox, uitlenerInvites, users } from '../db/schema.js';
import { AWAITING_ADMISSION, PERMISSION_DENIED } from '../auth/messages.js';
import { NOT_FOUND } from '../http/errors.js';
import { ACCOUNT_MESSAGES } from './account/messages.js';
import { INVITE_RATE_LIMIT } from './agency.js';

const COMPANY = '/api/uitleners/company/';
const INVITES = '/api/uitleners/invites/';
const HELP_REQUESTS = '/api/uitleners/help-requests/';
const RECEIVED = '/api/inleners/uitlener-invites/';
const USER = '/api/rest-auth/inlener-user/';
const PORTAL = 'http://portaal.test';
const AGENCY_PORTAL = 'http://portaal.test/uitlenersportaal';

let kvkCounter = 0;
const freshKvk = () =>
  String(60_000_000 + ((process.pid * 131 + ++kvkCounter * 17) % 9_999_999)).padStart(8, '0');

describeEachEngine('agency invitations, help requests and the proposal hand-over', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak' });

  /** A user of a new company with a unique KVK number, or of `companyId`'s, with the company's KVK number. */
  const login = async (options: TestUserOptions = {}) => {
    const kvkNr = options.kvkNr ?? (options.companyId === undefined ? freshKvk() : undefined);
    const user = await test.user({ ...options, ...(kvkNr === undefined ? {} : { kvkNr }) });
    const [company] = await test.db.select().from(companies).where(eq(companies.id, user.companyId));
    return { ...user, kvkNr: company?.kvkNr ?? '' };
  };
  const agencyUser = (options: TestUserOptions = {}) =>
    login({ companyKind: 'uitlener', companyName: `Uitzend ${++kvkCounter} B.V.`, ...options });
  const hirerUser = (options: TestUserOptions = {}) =>
    login({ companyName: `Inlener ${++kvkCounter} B.V.`, ...options });
  const offerHelp = async (token: string, on = true) => {
    const response = await test.call(token, 'PUT', COMPANY, { proposals_enabled: on });
    expect(response.statusCode, response.body).toBe(200);
  };
  const invite = async (token: string, kvk_nr: string, email: string, proposals_enabled = true) =>
    test.call(token, 'POST', INVITES, { kvk_nr, email, proposals_enabled });
  const outboxRows = () => test.db.select().from(outbox).orderBy(asc(outbox.id));
  const inviteRows = () => test.db.select().from(uitlenerInvites).orderBy(asc(uitlenerInvites.id));

  describe('the agency company and its offer of help', () => {
    it('reads the company and lets the main user switch help on and off', async () => {
      const agency = await agencyUser({ kvkVerified: true });
      const shown = await test.call(agency.token, 'GET', COMPANY);
      expect(shown.statusCode).toBe(200);
      expect(agencyCompanySchema.parse(shown.json())).toEqual({
        company_name: expect.stringMatching(/^Uitzend /) as unknown as string,
        kvk_nr: agency.kvkNr,
        kvk_verified: true,
        proposals_enabled: false,
      });
      const on = await test.call(agency.token, 'PUT', COMPANY, { proposals_enabled: true });
      expect(on.json()).toMatchObject({ proposals_enabled: true });
      expect((await test.call(agency.token, 'GET', COMPANY)).json()).toMatchObject({
        proposals_enabled: true,
      });
    });

    it('refuses a sub-user, a hirer and an anonymous caller, and bad input', async () => {
      const agency = await agencyUser();
      const sub = await login({ companyId: agency.companyId, companyKind: 'uitlener', isMainUser: false });
      expect((await test.call(sub.token, 'PUT', COMPANY, { proposals_enabled: true })).statusCode).toBe(403);
      expect((await test.call(sub.token, 'GET', COMPANY)).statusCode).toBe(200);
      const hirer = await hirerUser();
      expect((await test.call(hirer.token, 'GET', COMPANY)).statusCode).toBe(403);
      expect((await test.call(hirer.token, 'PUT', COMPANY, { proposals_enabled: true })).statusCode).toBe(
        403,
      );
      expect((await test.app.inject({ method: 'GET', url: COMPANY })).statusCode).toBe(401);
      const companyRow = async () =>
        test.db.select().from(companies).where(eq(companies.id, agency.companyId));
      await expectBadInputRejected(test.app, {
        method: 'PUT',
        url: COMPANY,
        headers: { authorization: `Bearer ${agency.token}` },
        validBody: { proposals_enabled: true },
        fields: [{ name: 'proposals_enabled', kind: 'boolean' }],
        snapshot: companyRow,
      });
    });
  });

  describe('invitations', () => {
    it('invites an unregistered hirer (mail with the registration link) and a registered one (login link)', async () => {
      const agency = await agencyUser();
      await offerHelp(agency.token);
      const newKvk = freshKvk();
      const created = await invite(agency.token, newKvk, 'hr@nieuw.test');
      expect(created.statusCode, created.body).toBe(201);
      expect(agencySentInviteSchema.parse(created.json())).toMatchObject({
        kvk_nr: newKvk,
        email: 'hr@nieuw.test',
        proposals_enabled: true,
        registered: false,
      });
      const [mail, ...others] = await test.mailsTo('hr@nieuw.test');
      expect(others).toEqual([]);
      expect(mail?.subject).toMatch(/^Uitzend .* nodigt u uit voor Beloning$/);
      expect(mail?.text).toContain(`(KVK ${agency.kvkNr})`);
      expect(mail?.text).toContain('biedt aan u daarbij te helpen');
      expect(mail?.text).toContain(`${PORTAL}/registreren`);
      expect(mail?.html).toContain(`<a href="${PORTAL}/registreren">`);

      const hirer = await hirerUser();
      const known = await invite(agency.token, hirer.kvkNr, hirer.email, false);
      expect(known.statusCode).toBe(201);
      expect(known.json()).toMatchObject({ registered: true, proposals_enabled: false });
      const [loginMail] = await test.mailsTo(hirer.email);
      expect(loginMail?.text).toContain(`${PORTAL}/login`);
      expect(loginMail?.text).not.toContain('/registreren');
      expect(loginMail?.text).not.toContain('helpen');

      const listed = await test.call(agency.token, 'GET', INVITES);
      const rows = agencySentInvitesResponseSchema.parse(listed.json());
      expect(Object.fromEntries(rows.map((row) => [row.kvk_nr, row.registered]))).toEqual({
        [newKvk]: false,
        [hirer.kvkNr]: true,
      });
    });

    it('updates an invitation sent again: no mail for the same address, a mail for a new one', async () => {
      const agency = await agencyUser();
      const hirer = await hirerUser();
      const kvk = hirer.kvkNr;
      expect((await invite(agency.token, kvk, hirer.email)).statusCode).toBe(201);
      await test.mailsTo(hirer.email);
      const mailsBefore = (await outboxRows()).length;
      test.clock.advance(1000);
      const same = await invite(agency.token, ` ${kvk} `, hirer.email.toUpperCase(), false);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toMatchObject({ kvk_nr: kvk, proposals_enabled: false });
      expect((await outboxRows()).length).toBe(mailsBefore);
      const moved = await invite(agency.token, kvk, 'later@inlener.test');
      expect(moved.statusCode).toBe(200);
      expect(await test.mailsTo('later@inlener.test')).toHaveLength(1);
      const rows = (await inviteRows()).filter((row) => row.agencyCompanyId === agency.companyId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'later@inlener.test', proposalsEnabled: true });

      // The invitation now names another address: it left the hirer user who was invited first, and
      // reaches a user of the hirer who speaks for the new address.
      expect((await test.call(hirer.token, 'GET', RECEIVED)).json()).toEqual([]);
      const later = await hirerUser({ companyId: hirer.companyId, email: 'later@inlener.test' });
      const received = uitlenerInvitesResponseSchema.parse(
        (await test.call(later.token, 'GET', RECEIVED)).json(),
      );
      expect(received.map((row) => row.subscription)).toEqual([agency.companyId]);
    });

    it("keeps each agency's invitations to itself and refuses hirers and anonymous callers", async () => {
      const agency = await agencyUser();
      const other = await agencyUser();
      const hirer = await hirerUser();
      await invite(agency.token, hirer.kvkNr, hirer.email);
      expect((await test.call(other.token, 'GET', INVITES)).json()).toEqual([]);
      expect((await test.call(hirer.token, 'GET', INVITES)).statusCode).toBe(403);
      expect((await invite(hirer.token, freshKvk(), 'x@inlener.test')).statusCode).toBe(403);
      expect((await test.app.inject({ method: 'GET', url: INVITES })).statusCode).toBe(401);
      const anonymous = await test.callOpen('POST', INVITES, {
        kvk_nr: freshKvk(),
        email: 'x@inlener.test',
        proposals_enabled: true,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('rejects bad input and writes nothing', async () => {
      const agency = await agencyUser();
      await expectBadInputRejected(test.app, {
        method: 'POST',
        url: INVITES,
        headers: { authorization: `Bearer ${agency.token}` },
        validBody: { kvk_nr: freshKvk(), email: 'hr@inlener.test', proposals_enabled: true },
        fields: [
          // 'Maximaal 8 karakters' comes first for more than 8 characters, as on the links form.
          { name: 'kvk_nr', kind: 'text', maxLength: 8 },
          { name: 'email', kind: 'email', maxLength: 254 },
          { name: 'proposals_enabled', kind: 'boolean' },
        ],
        extraCases: ['1234567a', 'abcdefgh', '-1234567', '1234-567'].map((kvk_nr) => ({
          name: `kvk_nr '${kvk_nr}'`,
          input: { kvk_nr, email: 'hr@inlener.test', proposals_enabled: true },
          expect: { field: 'kvk_nr', message: 'KVK nummer niet valide' },
        })),
        snapshot: async () => ({ invites: await inviteRows(), outbox: await outboxRows() }),
      });
    });

    it('limits the invitations per agency user', async () => {
      const agency = await agencyUser();
      const statuses: number[] = [];
      for (let n = 0; n <= INVITE_RATE_LIMIT.max; n += 1) {
        statuses.push((await invite(agency.token, freshKvk(), `limiet-${n}@inlener.test`, false)).statusCode);
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      const refused = await invite(agency.token, freshKvk(), 'te-veel@inlener.test');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json<{ detail: string }>().detail).toMatch(/^Te veel pogingen/);
      const colleague = await login({
        companyId: agency.companyId,
        companyKind: 'uitlener',
        isMainUser: false,
      });
      expect((await invite(colleague.token, freshKvk(), 'collega@inlener.test')).statusCode).toBe(201);
      test.clock.advance(INVITE_RATE_LIMIT.windowMs);
      // Deliver them all (20 a round), so later tests find their own mails in the first round.
      while ((await test.app.outbox.runOnce()) > 0);
    });
  });

  describe('the hirer side: uitlener-invites and asking for help', () => {
    it('lists the agencies that invited the hirer, with their offer of help; other hirers see none', async () => {
      const helper = await agencyUser();
      await offerHelp(helper.token);
      const switchedOff = await agencyUser();
      const noHelp = await agencyUser();
      await offerHelp(noHelp.token);
      const elsewhere = await agencyUser();
      await offerHelp(elsewhere.token);
      const hirer = await hirerUser();
      await invite(helper.token, hirer.kvkNr, hirer.email, true);
      await invite(switchedOff.token, hirer.kvkNr, hirer.email, true);
      await invite(noHelp.token, hirer.kvkNr, hirer.email.toUpperCase(), false);
      // The hirer's KVK number at an address the hirer user does not speak for: not theirs to see.
      const otherAddress = `elders-${++kvkCounter}@inlener.test`;
      await invite(elsewhere.token, hirer.kvkNr, otherAddress, true);
      const response = await test.call(hirer.token, 'GET', RECEIVED);
      expect(response.statusCode).toBe(200);
      const invites = uitlenerInvitesResponseSchema.parse(response.json());
      const byId = new Map(invites.map((row) => [row.subscription, row]));
      expect(invites).toHaveLength(3);
      expect(byId.get(helper.companyId)).toEqual({
        kvk_nr: helper.kvkNr,
        email: helper.email,
        subscription: helper.companyId,
        company_name: expect.stringMatching(/^Uitzend /) as unknown as string,
        proposals_enabled: true,
      });
      expect(byId.get(switchedOff.companyId)?.proposals_enabled).toBe(false);
      expect(byId.get(noHelp.companyId)?.proposals_enabled).toBe(false);
      expect(byId.has(elsewhere.companyId)).toBe(false);

      // A colleague the hirer user let in sees what was sent to that user; one still waiting to be let in
      // sees only what was sent to their own address.
      const colleague = await hirerUser({ companyId: hirer.companyId });
      const ofColleague = uitlenerInvitesResponseSchema.parse(
        (await test.call(colleague.token, 'GET', RECEIVED)).json(),
      );
      expect(ofColleague.map((row) => row.subscription).sort()).toEqual([...byId.keys()].sort());
      const waiting = await hirerUser({
        companyId: hirer.companyId,
        email: otherAddress,
        admission: 'requested',
      });
      const ofWaiting = uitlenerInvitesResponseSchema.parse(
        (await test.call(waiting.token, 'GET', RECEIVED)).json(),
      );
      expect(ofWaiting.map((row) => row.subscription)).toEqual([elsewhere.companyId]);

      const stranger = await hirerUser();
      expect((await test.call(stranger.token, 'GET', RECEIVED)).json()).toEqual([]);
      expect((await test.call(helper.token, 'GET', RECEIVED)).statusCode).toBe(403);
      expect((await test.app.inject({ method: 'GET', url: RECEIVED })).statusCode).toBe(401);
    });

    it('asks an agency that offers help (its inviting main user is mailed once), lists it there, and withdraws', async () => {
      const agency = await agencyUser();
      await offerHelp(agency.token);
      const hirer = await hirerUser();
      await invite(agency.token, hirer.kvkNr, hirer.email);
      const asked = await test.call(hirer.token, 'PUT', USER, {
        uitlener_asked_for_help: agency.companyId,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toMatchObject({ uitlener_asked_for_help: agency.companyId });
      const [mail, ...others] = await test.mailsTo(agency.email);
      expect(others).toEqual([]);
      expect(mail?.subject).toMatch(/^Inlener .* vraagt uw hulp bij de inlenersbeloning$/);
      expect(mail?.text).toContain(`(KVK ${hirer.kvkNr})`);
      expect(mail?.text).toContain(`Contactpersoon: ${hirer.email}.`);
      expect(mail?.html).toContain(`<a href="${AGENCY_PORTAL}">`);

      const again = await test.call(hirer.token, 'PUT', USER, {
        uitlener_asked_for_help: agency.companyId,
      });
      expect(again.statusCode).toBe(200);
      expect(await test.mailsTo(agency.email)).toHaveLength(1);

      const requests = await test.call(agency.token, 'GET', HELP_REQUESTS);
      expect(agencyHelpRequestsResponseSchema.parse(requests.json())).toEqual([
        {
          inlener_id: hirer.companyId,
          company_name: expect.stringMatching(/^Inlener /) as unknown as string,
          kvk_nr: hirer.kvkNr,
          email: hirer.email,
        },
      ]);
      const other = await agencyUser();
      expect((await test.call(other.token, 'GET', HELP_REQUESTS)).json()).toEqual([]);
      expect((await test.call(hirer.token, 'GET', HELP_REQUESTS)).statusCode).toBe(403);

      const withdrawn = await test.call(hirer.token, 'PUT', USER, { uitlener_asked_for_help: null });
      expect(withdrawn.json()).toMatchObject({ uitlener_asked_for_help: null });
      expect((await test.call(agency.token, 'GET', HELP_REQUESTS)).json()).toEqual([]);
      expect(await test.mailsTo(agency.email)).toHaveLength(1);
    });

    it('mails the request for help to the agency user who invited, and shows it only to who speaks for that address', async () => {
      const agency = await agencyUser();
      await offerHelp(agency.token);
      const colleague = { companyId: agency.companyId, companyKind: 'uitlener', isMainUser: false } as const;
      const inviter = await login(colleague);
      const sibling = await login(colleague);
      const follower = await login(colleague);
      await test.db.update(users).set({ admittedBy: inviter.userId }).where(eq(users.id, follower.userId));
      const hirer = await hirerUser();
      expect((await invite(inviter.token, hirer.kvkNr, hirer.email)).statusCode).toBe(201);
      await test.mailsTo(hirer.email);
      const received = uitlenerInvitesResponseSchema.parse(
        (await test.call(hirer.token, 'GET', RECEIVED)).json(),
      );
      expect(received).toEqual([
        expect.objectContaining({ subscription: agency.companyId, email: inviter.email }),
      ]);

      const asked = await test.call(hirer.token, 'PUT', USER, { uitlener_asked_for_help: agency.companyId });
      expect(asked.statusCode, asked.body).toBe(200);
      const [mail, ...others] = await test.mailsTo(inviter.email);
      expect(others).toEqual([]);
      expect(mail?.text).toContain(`Contactpersoon: ${hirer.email}.`);
      expect(await test.mailsTo(agency.email)).toEqual([]);

      const request = {
        inlener_id: hirer.companyId,
        company_name: expect.stringMatching(/^Inlener /) as unknown as string,
        kvk_nr: hirer.kvkNr,
        email: hirer.email,
      };
      const proposal = `/api/uitleners/inleners/${hirer.companyId}/voorstel/`;
      // The inviter and the colleague they let in speak for the inviter's address; the main user (who let
      // the inviter in: admission passes nothing down) and a colleague the main user let in do not.
      for (const user of [inviter, follower]) {
        expect((await test.call(user.token, 'GET', HELP_REQUESTS)).json(), user.email).toEqual([request]);
        expect((await test.call(user.token, 'POST', proposal, {})).statusCode, user.email).toBe(200);
      }
      for (const user of [agency, sibling]) {
        expect((await test.call(user.token, 'GET', HELP_REQUESTS)).json(), user.email).toEqual([]);
        expect((await test.call(user.token, 'POST', proposal, {})).statusCode, user.email).toBe(404);
      }
      // Once the main user proves the inviter's address, the request reaches them too.
      await test.db
        .insert(mailboxProofs)
        .values({ userId: agency.userId, email: inviter.email.toUpperCase(), via: 'test' });
      expect((await test.call(agency.token, 'GET', HELP_REQUESTS)).json()).toEqual([request]);
    });

    it('refuses an agency that did not invite the hirer or does not offer it help, writing and mailing nothing', async () => {
      const hirer = await hirerUser();
      const stranger = await agencyUser();
      await offerHelp(stranger.token);
      const noOffer = await agencyUser();
      await offerHelp(noOffer.token);
      await invite(noOffer.token, hirer.kvkNr, hirer.email, false);
      const switchedOff = await agencyUser();
      await invite(switchedOff.token, hirer.kvkNr, hirer.email, true);
      const otherHirer = await hirerUser();
      await invite(stranger.token, otherHirer.kvkNr, otherHirer.email, true);
      // Invited the hirer's KVK number, but at an address the hirer user does not speak for.
      const elsewhere = await agencyUser();
      await offerHelp(elsewhere.token);
      await invite(elsewhere.token, hirer.kvkNr, `elders-${++kvkCounter}@inlener.test`, true);
      // Offers help at the hirer user's address, which a user of the hirer not let in yet does not speak for.
      const helper = await agencyUser();
      await offerHelp(helper.token);
      await invite(helper.token, hirer.kvkNr, hirer.email, true);
      const waiting = await hirerUser({ companyId: hirer.companyId, admission: 'requested' });
      await test.app.outbox.runOnce();
      const before = { users: await test.db.select().from(users), outbox: await outboxRows() };
      const cases: [number, string][] = [
        [stranger.companyId, ACCOUNT_MESSAGES.unknownAgency],
        [noOffer.companyId, ACCOUNT_MESSAGES.helpNotOffered],
        [switchedOff.companyId, ACCOUNT_MESSAGES.helpNotOffered],
        [otherHirer.companyId, ACCOUNT_MESSAGES.unknownAgency],
        [elsewhere.companyId, ACCOUNT_MESSAGES.unknownAgency],
        [2_000_000_000, ACCOUNT_MESSAGES.unknownAgency],
      ];
      for (const [agencyId, message] of cases) {
        const refused = await test.call(hirer.token, 'PUT', USER, {
          salary_table_update_emails: false,
          uitlener_asked_for_help: agencyId,
        });
        expect(refused.statusCode, String(agencyId)).toBe(400);
        expect(refused.json()).toEqual({
          errors: { uitlener_asked_for_help: [message] },
          non_field_errors: [],
        });
      }
      const notLetIn = await test.call(waiting.token, 'PUT', USER, {
        uitlener_asked_for_help: helper.companyId,
      });
      // Not let in, they hold no permission in the company: asking for help is part of making a scheme.
      expect(notLetIn.statusCode).toBe(403);
      expect(notLetIn.json()).toEqual({ detail: PERMISSION_DENIED });
      expect({ users: await test.db.select().from(users), outbox: await outboxRows() }).toEqual(before);
      expect(ACCOUNT_MESSAGES.helpNotOffered).toBe('Deze uitlener biedt u geen hulp aan.');
    });
  });

  describe('the proposal hand-over', () => {
    const start = (token: string, hirerId: number | string, body: Record<string, unknown> = {}) =>
      test.call(token, 'POST', `/api/uitleners/inleners/${hirerId}/voorstel/`, body);

    it('hands the agency user, not the hirer, over to the proposal screen of a hirer that asked for help', async () => {
      const agency = await agencyUser();
      await offerHelp(agency.token);
      const hirer = await hirerUser();
      await invite(agency.token, hirer.kvkNr, hirer.email);
      expect((await start(agency.token, hirer.companyId)).statusCode).toBe(404);
      await test.call(hirer.token, 'PUT', USER, { uitlener_asked_for_help: agency.companyId });

      const response = await start(agency.token, hirer.companyId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { url } = agencyProposalStartResponseSchema.parse(response.json());
      const address = new URL(url);
      expect(`${address.origin}${address.pathname}`).toBe(`${PORTAL}/uitlener-voorstel/${hirer.companyId}`);
      const code = address.searchParams.get('refresh') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await test.db.select().from(handoverCodes).orderBy(desc(handoverCodes.id)).limit(1);
      expect(stored?.userId).toBe(agency.userId);

      const exchanged = await test.callOpen('POST', '/api/rest-auth/handover/', { code });
      expect(exchanged.statusCode, exchanged.body).toBe(200);
      const session = handoverResponseSchema.parse(exchanged.json());
      expect(session.user).toMatchObject({ email: agency.email, kvk_nr: agency.kvkNr });
      const asAgency = await test.call(session.access, 'GET', HELP_REQUESTS);
      expect(asAgency.statusCode).toBe(200);
      expect((await test.call(session.access, 'GET', USER)).statusCode).toBe(403);
      const reused = await test.callOpen('POST', '/api/rest-auth/handover/', { code });
      expect(reused.statusCode).toBe(400);
    });

    it('also opens it for a hirer that shares with the agency, and for one of its shared schemes by guid', async () => {
      const agency = await agencyUser();
      const hirer = await hirerUser({ kvkVerified: true });
      const scheme = await saveScheme(test.app, hirer.token);
      const unshared = await saveScheme(test.app, hirer.token);
      const shared = await test.call(
        hirer.token,
        'PUT',
        `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`,
        {
          koppelingen: [{ kvk_nr: agency.kvkNr, handelsnaam: 'Uitzend', contact_email: agency.email }],
        },
      );
      expect(shared.statusCode, shared.body).toBe(200);
      const plain = await start(agency.token, hirer.companyId);
      expect(plain.statusCode, plain.body).toBe(200);
      const amend = await start(agency.token, hirer.companyId, { guid: scheme.guid.toUpperCase() });
      expect(amend.statusCode).toBe(200);
      expect(new URL(amend.json<{ url: string }>().url).searchParams.get('guid')).toBe(scheme.guid);
      expect((await start(agency.token, hirer.companyId, { guid: unshared.guid })).statusCode).toBe(404);

      // Disconnected, the hirer shares nothing any more: as if it never did.
      await test.call(hirer.token, 'PUT', `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`, {
        koppelingen: [],
      });
      const gone = await start(agency.token, hirer.companyId);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: NOT_FOUND });
    });

    it('answers 404 for other hirers and ids, 403 for hirers, 401 anonymously, and 400 for a bad body', async () => {
      const agency = await agencyUser();
      await offerHelp(agency.token);
      const hirer = await hirerUser();
      await invite(agency.token, hirer.kvkNr, hirer.email);
      await test.call(hirer.token, 'PUT', USER, { uitlener_asked_for_help: agency.companyId });
      const other = await agencyUser();
      const codesBefore = (await test.db.select().from(handoverCodes)).length;
      for (const id of [String(hirer.companyId + 100_000), 'abc', '0', String(other.companyId)]) {
        expect((await start(agency.token, id)).statusCode, id).toBe(404);
      }
      expect((await start(other.token, hirer.companyId)).statusCode).toBe(404);
      expect((await start(agency.token, agency.companyId)).statusCode).toBe(404);
      expect((await start(hirer.token, hirer.companyId)).statusCode).toBe(403);
      const reader = await login({
        companyId: agency.companyId,
        companyKind: 'uitlener',
        isMainUser: false,
        canCreateSchemes: false,
      });
      expect((await start(reader.token, hirer.companyId)).statusCode).toBe(403);
      const colleague = await login({
        companyId: agency.companyId,
        companyKind: 'uitlener',
        isMainUser: false,
      });
      expect((await start(colleague.token, hirer.companyId)).statusCode).toBe(200);
      // Not let in by the inviting main user, a user of the agency does not speak for its address.
      const waiting = await login({
        companyId: agency.companyId,
        companyKind: 'uitlener',
        isMainUser: false,
        admission: 'requested',
      });
      const notLetIn = await start(waiting.token, hirer.companyId);
      expect(notLetIn.statusCode).toBe(403);
      expect(notLetIn.json()).toEqual({ detail: AWAITING_ADMISSION });
      const anonymous = await test.callOpen(
        'POST',
        `/api/uitleners/inleners/${hirer.companyId}/voorstel/`,
        {},
      );
      expect(anonymous.statusCode).toBe(401);
      const unknownField = await start(agency.token, hirer.companyId, { inlener: 1 });
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json()).toEqual({ errors: { inlener: ['Onbekend veld'] }, non_field_errors: [] });
      const longGuid = await start(agency.token, hirer.companyId, { guid: 'x'.repeat(65) });
      expect(longGuid.json()).toEqual({ errors: { guid: ['Maximaal 64 karakters'] }, non_field_errors: [] });
      expect((await test.db.select().from(handoverCodes)).length).toBe(codesBefore + 1);
    });
  });
});

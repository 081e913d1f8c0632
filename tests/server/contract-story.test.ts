/**
 * The contract story of issue 4, over real HTTP against the real server process (server/src/main.ts, as
 * `npm start` runs it) with SMTP_URL pointing at a real SMTP server started here and the fixture KVK registry:
 * a hirer registers and activates, builds a scheme from the Schoonmaak fixture cao (version 1), edits it
 * (version 2) and links an agency by KVK number and contact address (the contact's mail arrives); the agency
 * registers with that address (identity by proof of mailbox: the share reaches only who speaks for it),
 * activates, sees the shared scheme, exports it as SETU (schema-valid), starts a proposal (the hand-over
 * address with its one-time code), exchanges the code and saves the proposal as the agency user; the hirer
 * accepts it (version 3) and the agency user's mail arrives. Runs on the embedded PGlite and on PostgreSQL.
 */
import {
  agencyHirersResponseSchema,
  agencyProposalStartResponseSchema,
  caoSchema,
  inlenersCaoResponseSchema,
  inlenersCaoSaveResponseSchema,
} from '@beloning/core/schemas';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helpers/database.js';
import {
  Client,
  linkIn,
  PASSWORD,
  registration,
  useRealServer,
  waitForMail,
} from '../helpers/real-server.js';
import { schemePayloadFor } from '../helpers/schemes.js';
import { setuErrors } from '../helpers/setu.js';

describeEachEngine('the contract story on the real server', (engine) => {
  const publicUrl = 'http://portaal.voorbeeld.nl';
  const real = useRealServer(engine, 'story', {
    publicUrl: () => publicUrl,
    env: { AGENCY_PORTAL_URL: `${publicUrl}/uitlenersportaal` },
  });

  it('goes from a hirer’s scheme to an accepted agency proposal, version 3, with every mail', async () => {
    const open = new Client(real.server.baseUrl);
    const expectStatus = (response: { status: number; json: unknown }, status: number) =>
      expect(response.status, JSON.stringify(response.json)).toBe(status);

    // 1. The hirer registers (a name the KVK registry has, so the company is verified) and activates.
    const hirerEmail = `inlener-${engine}@voorbeeld.nl`;
    expectStatus(
      await open.call(
        'POST',
        '/rest-auth/inlener-registration/',
        registration(hirerEmail, '69599084', 'Test EMZ Dagobert'),
      ),
      201,
    );
    const hirerActivation = linkIn(
      await waitForMail(real.smtp.mails, hirerEmail, 'account-activatie'),
      publicUrl,
      'account-activatie',
    );
    expectStatus(await open.call('POST', '/rest-auth/inlener-activation/', hirerActivation), 200);
    const hirerLogin = await open.call('POST', '/rest-auth/inlener-login/', {
      username: hirerEmail,
      password: PASSWORD,
    });
    expectStatus(hirerLogin, 200);
    const hirer = hirerLogin.json as { access: string; user: { kvk_verified: boolean } };
    expect(hirer.user.kvk_verified).toBe(true);
    const asHirer = (method: string, path: string, body?: unknown) =>
      open.call(method, path, body, hirer.access);

    // 2. A scheme from the Schoonmaak cao as the server gives it: version 1, then an edit: version 2.
    const caoResponse = await asHirer('GET', '/inleners/caos/1/');
    expectStatus(caoResponse, 200);
    const cao = caoSchema.parse(caoResponse.json);
    expect(cao.full_name).toMatch(/Schoonmaak/i);
    const payload = schemePayloadFor(cao);
    const created = await asHirer('POST', '/inleners/inleners-cao/', payload);
    expectStatus(created, 201);
    const scheme = inlenersCaoSaveResponseSchema.parse(created.json);
    expect(scheme.version).toBe(1);
    const edited = await asHirer('PUT', '/inleners/inleners-cao/', {
      ...payload,
      year_end_bonus_comment: 'Uitbetaald in december, naar rato',
      inlener_cao_id: scheme.id,
      expected_version: 1,
    });
    expectStatus(edited, 200);
    expect(inlenersCaoSaveResponseSchema.parse(edited.json).version).toBe(2);

    // 3. Linked to an agency by KVK number and contact address: the contact is mailed, before the agency has
    //    an account.
    const agencyKvk = '68750110';
    const contact = `planning-${engine}@uitzendbureau.nl`;
    expectStatus(
      await asHirer('PUT', `/inleners/inleners-cao/${scheme.guid}/koppelingen/`, {
        koppelingen: [{ kvk_nr: agencyKvk, handelsnaam: 'Test BV Donald', contact_email: contact }],
      }),
      200,
    );
    const shareMail = await waitForMail(
      real.smtp.mails,
      contact,
      'heeft een beloningsregeling met u gedeeld',
    );
    expect(shareMail.text).toContain('Test EMZ Dagobert');

    // 4. The agency registers and activates with the contact address: the activation proves that mailbox,
    //    which is what lets the share reach this user (the KVK number alone reaches nobody).
    const agencyEmail = contact;
    expectStatus(
      await open.call(
        'POST',
        '/rest-auth/uitlener-registration/',
        registration(agencyEmail, agencyKvk, 'Test BV Donald'),
      ),
      201,
    );
    const agencyActivation = linkIn(
      await waitForMail(real.smtp.mails, agencyEmail, 'account-activatie'),
      publicUrl,
      'account-activatie',
    );
    expectStatus(await open.call('POST', '/rest-auth/uitlener-activation/', agencyActivation), 200);
    const agencyLogin = await open.call('POST', '/rest-auth/uitlener-login/', {
      username: agencyEmail,
      password: PASSWORD,
    });
    expectStatus(agencyLogin, 200);
    const agencyAccess = (agencyLogin.json as { access: string }).access;

    // 5. It sees the shared scheme at version 2 and exports it as SETU, valid against the schema.
    const hirers = await open.call('GET', '/uitleners/inleners/', undefined, agencyAccess);
    expectStatus(hirers, 200);
    const [shared] = agencyHirersResponseSchema.parse(hirers.json);
    expect(shared?.company_name).toBe('Test EMZ Dagobert');
    expect(shared?.schemes.map((item) => [item.guid, item.version])).toEqual([[scheme.guid, 2]]);
    const setu = await open.call(
      'GET',
      `/uitleners/inleners-cao/${scheme.guid}/export/?format=setu`,
      undefined,
      agencyAccess,
    );
    expectStatus(setu, 200);
    expect(setuErrors(setu.json)).toEqual([]);

    // 6. The proposal through the hand-over: the start call gives the one-time address, the portal exchanges
    //    its code for a session of the agency user, and saves the proposal as that user.
    const hirerId = shared?.inlener_id ?? 0;
    const started = await open.call(
      'POST',
      `/uitleners/inleners/${hirerId}/voorstel/`,
      { guid: scheme.guid },
      agencyAccess,
    );
    expectStatus(started, 200);
    const address = new URL(agencyProposalStartResponseSchema.parse(started.json).url);
    expect(`${address.origin}${address.pathname}`).toBe(`${publicUrl}/uitlener-voorstel/${hirerId}`);
    const code = address.searchParams.get('refresh') ?? '';
    const portal = new Client(real.server.baseUrl);
    const handover = await portal.call('POST', '/rest-auth/handover/', { code });
    expectStatus(handover, 200);
    const handed = handover.json as { access: string; user: { email: string } };
    expect(handed.user.email).toBe(agencyEmail);
    const proposed = await portal.call(
      'PUT',
      '/inleners/inleners-cao/',
      {
        ...payload,
        signed_fullname: 'Petra Uitzend',
        vacation_allowance: String(Number(payload.vacation_allowance) + 0.5),
        proposal_inlener_id: hirerId,
        inlener_cao_id: scheme.id,
        expected_version: 2,
      },
      handed.access,
    );
    expectStatus(proposed, 200);
    const proposal = inlenersCaoSaveResponseSchema.parse(proposed.json);
    expect(proposal.version).toBe(3);
    await waitForMail(real.smtp.mails, hirerEmail, 'voorstel');
    // The code works once: used again it is refused and ends the session it made, so an address that
    // leaked (history, a log) is worth nothing; the agency user's own login goes on.
    expectStatus(await portal.call('POST', '/rest-auth/handover/', { code }), 400);
    expectStatus(await portal.call('GET', '/uitleners/company/', undefined, handed.access), 401);
    expectStatus(await open.call('GET', '/uitleners/company/', undefined, agencyAccess), 200);

    // 7. The hirer sees the proposal and accepts it: version 3 of the scheme; the agency user is mailed.
    const list = await asHirer('GET', '/inleners/inleners-cao-list/?get_proposals=true');
    expectStatus(list, 200);
    expect(list.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ guid: proposal.guid, proposal_by: agencyKvk })]),
    );
    const accepted = await asHirer('PUT', `/inleners/inleners-cao/${proposal.guid}/proposal/`, {
      accept: true,
      signed_fullname: 'Jan de Vries',
      follow_salary_tables: true,
    });
    expectStatus(accepted, 200);
    expect(inlenersCaoSaveResponseSchema.parse(accepted.json)).toMatchObject({ id: scheme.id, version: 3 });
    await waitForMail(real.smtp.mails, agencyEmail, 'geaccepteerd');

    const detail = await asHirer('GET', `/inleners/inleners-cao/${scheme.guid}/`);
    expectStatus(detail, 200);
    const newest = inlenersCaoResponseSchema.parse(detail.json);
    expect(newest.version).toBe(3);
    expect(newest.versions).toHaveLength(3);
    expect(newest.signed_fullname).toBe('Jan de Vries');
    expect(newest.vacation_allowance).toBe(String(Number(payload.vacation_allowance) + 0.5));
    // The agency reads the new version too: the link still holds.
    const sharedV3 = await open.call(
      'GET',
      `/uitleners/inleners-cao/${scheme.guid}/`,
      undefined,
      agencyAccess,
    );
    expectStatus(sharedV3, 200);
    expect((sharedV3.json as { version: number }).version).toBe(3);
  }, 180_000);
});

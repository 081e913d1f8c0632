import {
  agencyHirersResponseSchema,
  koppelingenResponseSchema,
  type LoginResponse,
} from '@beloning/core/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { AWAITING_ADMISSION } from '../../server/src/auth/messages.js';
import { users } from '../../server/src/db/schema.js';
import { NOT_FOUND } from '../../server/src/http/errors.js';
import { fakeKvkRegistry, linkIn, registrationBody, uniqueKvkNr } from '../helpers/account-api.js';
import { describeEachEngine } from '../helpers/database.js';
import { saveScheme } from '../helpers/schemes.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Identity by proof of mailbox (server/README.md), told as the attack of issue 14: a stranger registers an
 * agency under a real agency's KVK number before the real agency does. Everything goes through the API as the
 * users would: registration, the mailed links, logging in.
 */
describeEachEngine('an agency squatted on its KVK number', (engine) => {
  const test = useTestApp(engine, { template: 'schoonmaak', kvk: fakeKvkRegistry() });

  const REGISTER = '/api/rest-auth/uitlener-registration/';
  const ACTIVATE = '/api/rest-auth/uitlener-activation/';
  const LOGIN = '/api/rest-auth/uitlener-login/';

  /** Registers an agency account through the API, follows the activation link and logs in. */
  const signUp = async (body: Record<string, unknown>) => {
    const registered = await test.callOpen('POST', REGISTER, body);
    expect(registered.statusCode, registered.body).toBe(201);
    const mails = await test.mailsTo(String(body.email));
    const mail = mails.at(-1);
    if (mail === undefined) throw new Error(`geen mail aan ${String(body.email)}`);
    const link = linkIn(mail, 'activation');
    const activated = await test.callOpen('POST', ACTIVATE, { uidb64: link.uidb64, token: link.token });
    expect(activated.statusCode, activated.body).toBe(200);
    const login = await test.callOpen('POST', LOGIN, { username: body.email, password: body.password1 });
    expect(login.statusCode, login.body).toBe(200);
    return { mail, access: login.json<LoginResponse>().access };
  };

  it('shows the squatter nothing, lets the real agency in by its mailbox, and gives the squatter no say', async () => {
    const kvk = uniqueKvkNr();
    const squatterBody = registrationBody('kraker', { kvk_nr: kvk, company_name: 'Echt Uitzendbureau B.V.' });
    const squatter = await signUp(squatterBody);

    // A hirer shares with the real agency: its KVK number and its planner's address.
    const hirer = await test.hirer({ kvkVerified: true });
    const scheme = await saveScheme(test.app, hirer.token);
    const planner = `planning-${kvk}@echt-uitzendbureau.test`;
    const shared = await test.call(
      hirer.token,
      'PUT',
      `/api/inleners/inleners-cao/${scheme.guid}/koppelingen/`,
      {
        koppelingen: [{ kvk_nr: kvk, handelsnaam: 'Echt Uitzendbureau', contact_email: planner }],
      },
    );
    expect(shared.statusCode, shared.body).toBe(200);
    expect(koppelingenResponseSchema.parse(shared.json()).koppelingen).toHaveLength(1);
    const [notice] = await test.mailsTo(planner);
    expect(notice?.text).toContain(`U ziet het als u inlogt met dit e-mailadres (${planner})`);

    // The squatter's number matches; their address does not: nothing is there, and nothing can be opened.
    const urls = [
      `/api/uitleners/inleners-cao/${scheme.guid}/`,
      `/api/uitleners/inleners-cao/${scheme.guid}/export/?format=setu`,
    ];
    expect((await test.call(squatter.access, 'GET', '/api/uitleners/inleners/')).json()).toEqual([]);
    for (const url of urls) {
      const response = await test.call(squatter.access, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: NOT_FOUND });
    }
    const start = await test.call(
      squatter.access,
      'POST',
      `/api/uitleners/inleners/${hirer.companyId}/voorstel/`,
      {
        guid: scheme.guid,
      },
    );
    expect(start.statusCode).toBe(404);

    // The real planner signs up later with the address the hirer named: same answer, no rival company, and
    // after proving the address they see what was shared with it.
    const plannerBody = registrationBody('planner', {
      email: planner,
      username: planner,
      kvk_nr: kvk,
      company_name: 'Echt Uitzendbureau B.V.',
    });
    const real = await signUp(plannerBody);
    expect(real.mail.subject).toBe('Bevestig uw e-mailadres bij Beloning');
    const [realRow] = await test.db.select().from(users).where(eq(users.email, planner));
    const [squatterRow] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, String(squatterBody.email)));
    expect(realRow).toMatchObject({ companyId: squatterRow?.companyId, admission: 'requested' });
    const list = agencyHirersResponseSchema.parse(
      (await test.call(real.access, 'GET', '/api/uitleners/inleners/')).json(),
    );
    expect(list.map((entry) => entry.schemes.map((item) => item.guid))).toEqual([[scheme.guid]]);
    for (const url of urls) expect((await test.call(real.access, 'GET', url)).statusCode, url).toBe(200);

    // Not let in, the planner sees nothing else of the squatter's account, and may not act for it.
    for (const [method, url] of [
      ['GET', '/api/uitleners/invites/'],
      ['POST', '/api/uitleners/invites/'],
      ['PUT', '/api/uitleners/company/'],
    ] as const) {
      const response = await test.call(real.access, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ detail: AWAITING_ADMISSION });
    }

    // The squatter hears that someone asks to join, and still sees nothing.
    const [ask] = (await test.mailsTo(String(squatterBody.email))).filter((mail) =>
      mail.subject.startsWith(planner),
    );
    expect(ask?.text).toContain('Mail dan de helpdesk');
    expect((await test.call(squatter.access, 'GET', '/api/uitleners/inleners/')).json()).toEqual([]);
  });
});

import { ApiError, createApiClient, type ApiClient, type FetchLike } from '@beloning/core/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/src/clock.js';
import { fakeKvkRegistry, linkIn } from '../helpers/account-api.js';
import { describeEachEngine } from '../helpers/database.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * The whole account journey of issue 3 over real HTTP, as a new user and the web app would walk it: core's
 * API client (which checks every answer against core's schemas) against a listening server, with the
 * links taken from the mails the outbox delivered.
 */
describeEachEngine('the account flow from registration to a signed-in sub-user', (engine) => {
  // The real clock: core's client judges the access tokens' expiry by it.
  const test = useTestApp(engine, { clock: systemClock, kvk: fakeKvkRegistry() });
  let baseUrl: string;
  beforeAll(async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api`;
  });

  /** A client like the web app's: its own CSRF cookie (sent by hand, Node's fetch keeps no cookies). */
  async function newClient(): Promise<ApiClient> {
    const answer = await fetch(`${baseUrl}/csrf/`);
    const { csrf_token: csrfToken } = (await answer.json()) as { csrf_token: string };
    const withCookie: FetchLike = (url, init) =>
      fetch(url, { ...init, headers: { ...init.headers, cookie: `csrftoken=${csrfToken}` } });
    return createApiClient({ baseUrl, fetch: withCookie, getCsrfToken: () => csrfToken });
  }

  const ownerEmail = `eigenaar-${engine}@stroom.nl`;
  const subEmail = `collega-${engine}@stroom.nl`;
  const ownerPassword = 'Eigenaar-wachtwoord-2025';
  const subPassword = 'Collega wachtwoord met spaties';

  it('registers, activates, logs in, invites a sub-user who activates and logs in', async () => {
    const owner = await newClient();
    await owner.auth.register({
      username: ownerEmail,
      email: ownerEmail,
      password1: ownerPassword,
      password2: ownerPassword,
      company_name: 'Test EMZ Dagobert',
      company_name_type: 'handelsnaam',
      kvk_nr: '69599084',
      terms_and_conditions_accepted: true,
      phone_nr: '0201234567',
    });

    // Not active yet: the login refuses.
    await expect(owner.auth.login({ username: ownerEmail, password: ownerPassword })).rejects.toBeInstanceOf(
      ApiError,
    );

    const [activationMail] = await test.mailsTo(ownerEmail);
    const activation = linkIn(activationMail!, 'activation');
    await owner.auth.activate({ uidb64: activation.uidb64, token: activation.token });

    const login = await owner.auth.login({ username: ownerEmail, password: ownerPassword });
    expect(login.user).toMatchObject({
      email: ownerEmail,
      company_name: 'Test EMZ Dagobert',
      kvk_nr: '69599084',
      kvk_verified: true,
      permissions: ['customauth.change_subscription', 'inleners.create_inlenerscao'],
    });
    expect(await owner.account.getUser()).toEqual(login.user);

    const invited = await owner.subscription.addUser({ email: subEmail, username: subEmail });
    expect(invited).toEqual({
      email: subEmail,
      username: subEmail,
      can_create_schemes: true,
      salary_table_update_emails: true,
      is_active: false,
      admission: 'admitted',
    });

    const [inviteMail] = await test.mailsTo(subEmail);
    expect(inviteMail?.text).toContain(ownerEmail);
    const invite = linkIn(inviteMail!, 'invite');
    const sub = await newClient();
    await sub.auth.activate({ uidb64: invite.uidb64, token: invite.token, password: subPassword });

    const subLogin = await sub.auth.login({ username: subEmail, password: subPassword });
    expect(subLogin.user).toMatchObject({
      email: subEmail,
      company_name: 'Test EMZ Dagobert',
      permissions: ['inleners.create_inlenerscao'],
    });
    expect(await owner.subscription.listUsers()).toEqual([
      expect.objectContaining({ email: ownerEmail, is_active: true }),
      expect.objectContaining({ email: subEmail, is_active: true, can_create_schemes: true }),
    ]);
  });

  describe('afterwards', () => {
    it('lets the sub-user read but not manage the subscription, and the main user can take away scheme rights', async () => {
      const owner = await newClient();
      await owner.auth.login({ username: ownerEmail, password: ownerPassword });
      const sub = await newClient();
      await sub.auth.login({ username: subEmail, password: subPassword });

      // Readable for the mail switch (SPEC 6); managing the users stays with the main user.
      expect(await sub.subscription.get()).toEqual(await owner.subscription.get());
      await expect(sub.subscription.listUsers()).rejects.toMatchObject({ status: 403 });
      await owner.subscription.updateUser({ email: subEmail, can_create_schemes: false });
      expect((await sub.account.getUser()).permissions).toEqual([]);
    });

    it('lets the main user delete the account, after which nobody of the company signs in', async () => {
      const owner = await newClient();
      await owner.auth.login({ username: ownerEmail, password: ownerPassword });
      await owner.account.deleteUser();
      for (const [username, password] of [
        [ownerEmail, ownerPassword],
        [subEmail, subPassword],
      ] as const) {
        const client = await newClient();
        await expect(client.auth.login({ username, password })).rejects.toMatchObject({ status: 400 });
      }
    });
  });
});

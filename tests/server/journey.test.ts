/**
 * The README's walkthrough, as a new user does it, against the real server process (server/src/main.ts, as
 * `npm start` runs it) over real HTTP, with SMTP_URL pointing at a real SMTP server started here: register,
 * take the activation link from the mail, activate, log in, fetch the user, invite a sub-user, activate the
 * invite with a password, log in as the sub-user. Then: kill -9 right after a 2xx registration loses
 * nothing; after a restart the activation mail still arrives and the account can be activated. A SIGTERM
 * ends the process with code 0, releases the data directory, and the restarted server has everything.
 * Runs on the embedded PGlite and on PostgreSQL.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/src/db/lock.js';
import { describeEachEngine } from '../helpers/database.js';
import {
  Client,
  linkIn,
  PASSWORD,
  registration,
  useRealServer,
  waitForMail,
} from '../helpers/real-server.js';

describeEachEngine('the README walkthrough on the real server', (engine) => {
  // A public address that differs from where the server listens: links must come from PUBLIC_URL.
  const real = useRealServer(engine, 'journey', {
    publicUrl: (port) => `http://portaal.voorbeeld.nl:${port}`,
  });

  it('registers, activates by the mailed link, logs in, invites a sub-user who activates and logs in', async () => {
    const client = new Client(real.server.baseUrl);
    const owner = `eigenaar-${engine}@voorbeeld.nl`;

    const registered = await client.call(
      'POST',
      '/rest-auth/inlener-registration/',
      registration(owner, '69599084', 'Test EMZ Dagobert'),
    );
    expect(registered.status).toBeGreaterThanOrEqual(200);
    expect(registered.status).toBeLessThan(300);

    const activationMail = await waitForMail(real.smtp.mails, owner);
    const activation = linkIn(activationMail, real.publicUrl, 'account-activatie');
    expect((await client.call('POST', '/rest-auth/inlener-activation/', activation)).status).toBe(200);

    const login = await client.call('POST', '/rest-auth/inlener-login/', {
      username: owner,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const { access } = login.json as { access: string };

    const user = await client.call('GET', '/rest-auth/inlener-user/', undefined, access);
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({ email: owner, kvk_nr: '69599084' });
    expect((user.json as { permissions: string[] }).permissions).toEqual(
      expect.arrayContaining(['customauth.change_subscription', 'inleners.create_inlenerscao']),
    );

    const colleague = `collega-${engine}@voorbeeld.nl`;
    const invited = await client.call(
      'POST',
      '/rest-auth/inlener-subscription-user-add/',
      { email: colleague, username: colleague },
      access,
    );
    expect(invited.status).toBeGreaterThanOrEqual(200);
    expect(invited.status).toBeLessThan(300);

    const inviteMail = await waitForMail(real.smtp.mails, colleague);
    const invite = linkIn(inviteMail, real.publicUrl, 'account-activatie-invite');
    const activated = await client.call('POST', '/rest-auth/inlener-activation/', {
      ...invite,
      password: PASSWORD,
    });
    expect(activated.status).toBe(200);

    const subLogin = await client.call('POST', '/rest-auth/inlener-login/', {
      username: colleague,
      password: PASSWORD,
    });
    expect(subLogin.status).toBe(200);
    const subUser = subLogin.json as { user: { email: string; permissions: string[] } };
    expect(subUser.user.email).toBe(colleague);
    expect(subUser.user.permissions).not.toContain('customauth.change_subscription');

    // The same link a second time does nothing but say that the account is already active.
    const again = await client.call('POST', '/rest-auth/inlener-activation/', activation);
    expect([again.status, again.json]).toEqual([
      409,
      { detail: 'Uw account is al geactiveerd. U kunt inloggen.' },
    ]);
  }, 120_000);

  it('loses nothing when the server is killed with kill -9 right after a 2xx registration', async () => {
    const client = new Client(real.server.baseUrl);
    const email = `na-kill-${engine}@voorbeeld.nl`;
    const before = real.smtp.mails.length;
    const registered = await client.call(
      'POST',
      '/rest-auth/inlener-registration/',
      registration(email, '68750110', 'Test BV Donald'),
    );
    expect(registered.status).toBeLessThan(300);
    await real.server.kill9();
    // On PostgreSQL a mail row the killed process had claimed waits for its claim of 60 s to run out before
    // the restarted server sends it (another instance might still be sending it; the outbox's own tests check
    // that wait with a clock). Here the claim is run out at once, as 60 s later: what this test checks is
    // that the row was committed with the account and is sent after the restart.
    if (real.databaseUrl !== undefined) await runOutClaims(real.databaseUrl);
    await real.server.start();

    // The account and its outbox row were committed together: the activation mail arrives (sent before the
    // kill, or by the restarted server) and the account can be activated.
    const mail = await waitForMail(real.smtp.mails, email, '', 30_000);
    expect(real.smtp.mails.length).toBeGreaterThan(before);
    const link = linkIn(mail, real.publicUrl, 'account-activatie');
    const fresh = new Client(real.server.baseUrl);
    expect((await fresh.call('POST', '/rest-auth/inlener-activation/', link)).status).toBe(200);
    const login = await fresh.call('POST', '/rest-auth/inlener-login/', {
      username: email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  }, 180_000);

  it('stops on SIGTERM with exit code 0, releases the data directory and keeps what was saved', async () => {
    const client = new Client(real.server.baseUrl);
    const email = `na-sigterm-${engine}@voorbeeld.nl`;
    const registered = await client.call(
      'POST',
      '/rest-auth/inlener-registration/',
      registration(email, '68750110', 'Test BV Donald'),
    );
    expect(registered.status).toBe(201);
    const link = linkIn(await waitForMail(real.smtp.mails, email), real.publicUrl, 'account-activatie');
    expect((await client.call('POST', '/rest-auth/inlener-activation/', link)).status).toBe(200);

    expect(await real.server.stop()).toBe(0);
    // PGlite checkpointed and closed its files and gave up the lock; a PostgreSQL server keeps no lock file.
    expect(existsSync(join(real.dataDir, LOCK_FILE))).toBe(false);

    await real.server.start();
    const login = await new Client(real.server.baseUrl).call('POST', '/rest-auth/inlener-login/', {
      username: email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  }, 180_000);
});

/** Ends every claim on an unsent mail, as the passing of the claim's time would. */
async function runOutClaims(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      "update outbox set claimed_until = now() - interval '1 second' where sent_at is null and claimed_until is not null",
    );
  } finally {
    await client.end();
  }
}

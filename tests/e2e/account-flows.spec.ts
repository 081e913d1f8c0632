import type { Page } from '@playwright/test';
import type { TokenSet } from '@beloning/core/schemas';
import {
  capture,
  expect,
  expectAccessible,
  expectLinkOutOfAddress,
  logIn,
  logInOnScreen,
  storedItem,
  storedTokens,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForLink } from './support/mailbox.js';
import { KVK, PASSWORD } from './support/seed.js';

const TOKENS = 'beloning.tokens';
/** The portal's token refresh call and the Web Lock its tabs take turns with (web/src/lib/shared-refresh.ts). */
const REFRESH_PATH = '/api/rest-auth/token/refresh/';
const REFRESH_LOCK = 'beloning-token-refresh';

async function fillRegistration(page: Page, email: string, kvkNr: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('0612345678');
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByLabel('KVK nummer').fill(kvkNr);
}

test.describe('account flows in the browser alone', () => {
  test('register validates on blur with the Dutch messages, marks required fields and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/registreren');
    await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
    // Every field of the form is required: an asterisk beside each label and both checkboxes.
    await expect(page.locator('.field__required')).toHaveCount(8);

    const email = page.getByLabel('E-mailadres');
    await email.fill('geen-adres');
    await email.press('Tab');
    await expect(page.getByText('Vul een geldig e-mail adres in')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const phone = page.getByLabel('Telefoonnummer');
    await phone.fill('nul zes');
    await phone.press('Tab');
    await expect(page.getByText('Vul een geldig getal in')).toBeVisible();

    await page.getByLabel(/^Wachtwoord/).fill('eerste');
    const repeat = page.getByLabel('Herhaal wachtwoord');
    await repeat.fill('tweede');
    await repeat.press('Tab');
    await expect(page.getByText('Wachtwoorden moeten hetzelfde zijn')).toBeVisible();

    // Fixing a value takes its message away at once.
    await email.fill('goed@voorbeeld.nl');
    await expect(page.getByText('Vul een geldig e-mail adres in')).toHaveCount(0);

    const submit = page.getByRole('button', { name: 'Registreren' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is').check();
    await expect(submit).toBeDisabled();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await expect(submit).toBeEnabled();

    // Submitting with the KVK number still empty goes to it with its message and keeps the values typed.
    await phone.fill('0612345678');
    await repeat.fill('eerste');
    await submit.click();
    await expect(page.getByLabel('KVK nummer')).toBeFocused();
    await expect(page.getByText('Veld is vereist')).toHaveCount(2);
    await expect(email).toHaveValue('goed@voorbeeld.nl');
    await expect(phone).toHaveValue('0612345678');
  });

  test('login asks for both fields on blur and on submit', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByLabel('Gebruikersnaam of e-mailadres');
    await username.focus();
    await username.press('Tab');
    await expect(page.getByText('Veld is vereist')).toHaveCount(1);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Veld is vereist')).toHaveCount(2);
    await expect(username).toBeFocused();
  });

  test('the links on the login card lead to register and forgot password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Start hier' }).click();
    await expect(page).toHaveURL(/\/registreren$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten' }).click();
    await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  });
});

// These need the server's account routes (registration, activation, login, KVK lookup, passwords).
test.describe('account flows against the server', () => {
  test('sign up with the KVK lookup, activate through the mailed link, log in and log out @layout', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('aanmelden');
    // One account per KVK number: each project signs up with a number of its own.
    const company = testInfo.project.name === 'phone' ? KVK.oneName : KVK.twoNames;
    await page.goto('/registreren');
    await expectAccessible(page);
    await capture(page, testInfo, 'register');

    await fillRegistration(page, email, company.kvkNr);
    // Eight digits start the lookup; the dropdown offers the names found, the first one chosen.
    const companyName = page.getByLabel(/^Bedrijfsnaam/);
    await expect(companyName).toBeEnabled();
    await expect(companyName.locator('option')).toHaveText([...company.names]);
    await expect(companyName).toHaveValue(company.names[0]);
    const last = company.names[company.names.length - 1];
    if (last !== undefined) await companyName.selectOption(last);

    await page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is').check();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await capture(page, testInfo, 'register-filled');
    await page.getByRole('button', { name: 'Registreren' }).click();

    await expect(page.getByRole('heading', { name: 'Account aangemaakt' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'register-success');

    const activationLink = await waitForLink(email, 'account-activatie');
    await page.goto(activationLink);
    await expect(page.getByRole('status').getByText('Account geactiveerd')).toBeVisible();
    await expectLinkOutOfAddress(page, activationLink);
    await expectAccessible(page);
    await capture(page, testInfo, 'activation-success');
    await page.getByRole('link', { name: 'Inloggen' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
    await capture(page, testInfo, 'login');
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Support', exact: true })).toBeVisible();

    // Already logged in: login sends the user straight on to the overview.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: /^Instellingen/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect(await storedItem(page, TOKENS)).toBe('null');
  });

  test('a KVK number that is not registered gives Niet gevonden and the KVK message', async ({ page }) => {
    await page.goto('/registreren');
    const kvkNr = page.getByLabel('KVK nummer');
    await kvkNr.fill(KVK.unknown);
    await kvkNr.press('Tab');
    await expect(page.getByLabel(/^Bedrijfsnaam/)).toHaveValue('Niet gevonden');
    await expect(page.getByText('KVK nummer niet valide')).toBeVisible();
    await expect(page.getByText(/Kamer van Koophandel is verstoord/)).toHaveCount(0);
  });

  test('a failing KVK registry gives Niet gevonden and the disturbance notice @layout', async ({
    page,
  }, testInfo) => {
    await page.goto('/registreren');
    await page.getByLabel('KVK nummer').fill(KVK.failing);
    await expect(page.getByLabel(/^Bedrijfsnaam/)).toHaveValue('Niet gevonden');
    await expect(
      page.getByText('De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.'),
    ).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'register-kvk-failed');
  });

  test('a wrong password shows the first general server message on the login card @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('fout') });
    await logInOnScreen(page, { email: account.email, password: 'niet het wachtwoord' });
    const alert = page.locator('.auth__card').getByRole('alert');
    await expect(alert).not.toBeEmpty();
    await expect(alert.locator('p, li')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toHaveValue(account.email);
    await expectAccessible(page);
    await capture(page, testInfo, 'login-refused');
  });

  test("after ten failed logins the login card shows the server's wait sentence, not the support text", async ({
    page,
    seed,
  }) => {
    const account = await seed.createHirer({ email: uniqueEmail('geblokkeerd') });
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(seed.logIn({ ...account, password: `fout ${attempt}` })).rejects.toThrow(/400/);
    }
    await logInOnScreen(page, { email: account.email, password: 'nog een poging' });
    const alert = page.locator('.auth__card').getByRole('alert');
    await expect(alert).toHaveText(/^Te veel pogingen\. Probeer het over (1[0-5]|[1-9]) minuten? opnieuw\.$/);
    await expect(alert).not.toContainText('Neem contact op');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('forgot password mails a link; resetting it lets the user log in with the new password @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('vergeten') });
    await page.goto('/wachtwoord-vergeten');
    await expectAccessible(page);
    await capture(page, testInfo, 'forgot-password');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByText(account.email)).toBeVisible();
    await capture(page, testInfo, 'forgot-password-sent');

    const link = await waitForLink(account.email, 'wachtwoord-resetten');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord resetten' })).toBeVisible();
    await expectLinkOutOfAddress(page, link);
    // The link's address is gone from the history too: back leads to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
    await page.goForward();
    await expectLinkOutOfAddress(page, link);
    // This tab keeps the link, so a reload shows the form and it still works.
    await page.reload();
    await expectAccessible(page);
    await capture(page, testInfo, 'reset-password');
    const newPassword = 'Nog een lang wachtwoord 2026!';
    await page.getByLabel(/^Nieuw wachtwoord/).fill(newPassword);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('iets anders');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Wachtwoorden moeten hetzelfde zijn')).toBeVisible();
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
    await page.getByRole('link', { name: 'Inloggen' }).click();

    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord').fill(newPassword);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an activation link that does not work shows the error with the support contact @layout', async ({
    page,
  }, testInfo) => {
    await page.goto('/account-activatie/MTIzNDU/een-token-dat-niet-bestaat-0123456789abcdef');
    await expect(page.getByText('Er is iets mis gegaan. Neem contact op met support')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'activation-failed');
  });

  test('an activation link opened again says the account is already active, with the login button @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.register('inlener', { email: uniqueEmail('nogmaals') });
    const link = await waitForLink(account.email, 'account-activatie');
    await page.goto(link);
    await expect(page.getByRole('status').getByText('Account geactiveerd')).toBeVisible();

    // The mail's link again, in a new tab as a mail program opens it.
    const again = await page.context().newPage();
    await again.goto(link);
    await expect(
      again.getByRole('status').getByText('Uw account is al geactiveerd. U kunt inloggen.'),
    ).toBeVisible();
    await expect(again.getByText('Er is iets mis gegaan')).toHaveCount(0);
    await expectAccessible(again);
    await capture(again, testInfo, 'activation-already-active');
    await again.getByRole('link', { name: 'Inloggen' }).click();
    await logInOnScreen(again, { email: account.email, password: account.password });
    await expect(again).toHaveURL(/\/$/);
  });

  test('a link page opened without its link, in a tab that holds none, says to open the mailed link', async ({
    page,
  }) => {
    await page.goto('/wachtwoord-resetten');
    await expect(
      page.getByText('Deze pagina werkt alleen met de link uit uw e-mail. Open die link opnieuw.'),
    ).toBeVisible();
    await expect(page.getByLabel(/^Nieuw wachtwoord/)).toHaveCount(0);
    await page.goto('/account-activatie');
    await expect(page.getByText('Er is iets mis gegaan. Neem contact op met support')).toBeVisible();
  });

  test('an e-mail verification link that does not work says to try again later', async ({ page }) => {
    await page.goto('/email-verificatie/MTIzNDU/een-token-dat-niet-bestaat-0123456789abcdef');
    await expect(page.getByText('Er is iets fout gegaan. Probeer het later opnieuw.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('invite and e-mail links against the server', () => {
  test('an invited user sets a password, accepts the terms and logs in @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const owner = await seed.createHirer({ email: uniqueEmail('eigenaar') });
    const invited = uniqueEmail('collega');
    await seed.inviteSubUser((await seed.logIn(owner)).access, invited);
    const link = await waitForLink(invited, 'account-activatie-invite');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging accepteren' })).toBeVisible();
    await expectLinkOutOfAddress(page, link);
    await expectAccessible(page);
    await capture(page, testInfo, 'invite-activation');

    await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
    await page.getByLabel(/^Herhaal wachtwoord/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByText('Veld is vereist')).toBeVisible();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByRole('heading', { name: 'Account geactiveerd' })).toBeVisible();
    await expect(page.getByText('Uw wachtwoord is ingesteld en uw account is actief.')).toBeVisible();
    await capture(page, testInfo, 'invite-activation-success');
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await logInOnScreen(page, { email: invited, password: PASSWORD });
    await expect(page).toHaveURL(/\/$/);
  });

  test('an invite link used again says the account is already active and keeps the password', async ({
    page,
    seed,
  }) => {
    const owner = await seed.createHirer({ email: uniqueEmail('eigenaar-twee') });
    const invited = uniqueEmail('collega-twee');
    await seed.inviteSubUser((await seed.logIn(owner)).access, invited);
    const link = await waitForLink(invited, 'account-activatie-invite');
    const setPassword = async (password: string) => {
      await page.goto(link);
      await page.getByLabel(/^Wachtwoord/).fill(password);
      await page.getByLabel(/^Herhaal wachtwoord/).fill(password);
      await page.getByLabel(/Ik ga akkoord met de/).check();
      await page.getByRole('button', { name: 'Account activeren' }).click();
    };
    await setPassword(PASSWORD);
    await expect(page.getByText('Uw wachtwoord is ingesteld en uw account is actief.')).toBeVisible();

    await setPassword('Een ander wachtwoord 2026!');
    await expect(
      page.getByRole('status').getByText('Uw account is al geactiveerd. U kunt inloggen.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await logInOnScreen(page, { email: invited, password: PASSWORD });
    await expect(page).toHaveURL(/\/$/);
  });

  test('an e-mail change link confirms the new address and sends the user to log in again @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('oud') });
    const newEmail = uniqueEmail('nieuw');
    await seed.requestEmailChange((await seed.logIn(account)).access, newEmail);
    const link = await waitForLink(newEmail, 'email-verificatie');
    await page.goto(link);
    await expect(page.getByText('E-mailadres gewijzigd. Log nu in met je nieuwe e-mailadres.')).toBeVisible();
    await expectLinkOutOfAddress(page, link);
    await expectAccessible(page);
    await capture(page, testInfo, 'email-verification-success');
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await logInOnScreen(page, { email: newEmail, password: account.password });
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('session', () => {
  test('an expired session whose refresh is refused ends at login without tokens (the 401 path)', async ({
    page,
  }) => {
    await page.goto('/home');
    await storeItem(
      page,
      TOKENS,
      JSON.stringify({
        access: 'verlopen',
        access_expiration: new Date(Date.now() - 60_000).toISOString(),
        refresh: 'onbekend-refresh-token-0123456789',
        refresh_expiration: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedItem(page, TOKENS)).toBe('null');
  });

  test('a refresh that gets no answer keeps the session: the page says so, and the next refresh works', async ({
    page,
    seed,
  }) => {
    const account = await seed.createHirer({ email: uniqueEmail('offline') });
    await logIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    const tokens = JSON.parse((await storedItem(page, TOKENS)) ?? 'null') as Record<string, string>;
    tokens.access_expiration = new Date(Date.now() - 1_000).toISOString();
    await storeItem(page, TOKENS, JSON.stringify(tokens));

    // The connection drops just as the expired access token needs a refresh.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/account');
    await expect(
      page.getByText('Er is iets mis gegaan. Neem contact op met support@beloning.nl'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect(JSON.parse((await storedItem(page, TOKENS)) ?? 'null')).toMatchObject({ refresh: tokens.refresh });

    // Back online: the same refresh token still works and the page loads.
    await page.unroute('**/api/**');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByText('Er is iets mis gegaan. Neem contact op met support@beloning.nl'),
    ).toHaveCount(0);
    expect(JSON.parse((await storedItem(page, TOKENS)) ?? 'null')).not.toMatchObject({
      refresh: tokens.refresh,
    });
  });

  test('two tabs refresh the tokens once between them and both stay logged in', async ({ page, seed }) => {
    const account = await seed.createHirer({ email: uniqueEmail('tabs') });
    await logIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    const second = await page.context().newPage();
    await second.goto('/');
    await expect(second.getByRole('link', { name: 'Support', exact: true })).toBeVisible();

    const refreshes: string[] = [];
    const answers: Promise<TokenSet>[] = [];
    for (const tab of [page, second]) {
      tab.on('request', (request) => {
        if (request.url().endsWith(REFRESH_PATH)) refreshes.push(request.url());
      });
      tab.on('response', (response) => {
        if (response.url().endsWith(REFRESH_PATH)) answers.push(response.json() as Promise<TokenSet>);
      });
    }
    // Both tabs now believe the access token expires in 6 seconds: their timers fire a second from now.
    const tokens = JSON.parse((await storedItem(page, TOKENS)) ?? 'null') as TokenSet;
    tokens.access_expiration = new Date(Date.now() + 6_000).toISOString();
    await storeItem(page, TOKENS, JSON.stringify(tokens));
    await page.reload();
    // One tab refreshes; the new tokens reach both.
    for (const tab of [page, second]) {
      await expect
        .poll(async () => (await storedTokens(tab))?.refresh, { timeout: 15_000 })
        .not.toBe(tokens.refresh);
    }
    const refreshed = await storedItem(page, TOKENS);
    expect(await storedItem(second, TOKENS)).toBe(refreshed);
    // No second refresh is under way or still to come: a refresh holds the tabs' shared lock from before it
    // reads the stored tokens until it has stored new ones (web/src/lib/shared-refresh.ts), and a tab whose
    // timer fires once the new tokens are there does not refresh. So once each tab has had the lock itself,
    // any refresh that started has been sent and its tokens stored.
    for (const tab of [page, second]) {
      const held = await tab.evaluate(
        ([lock, key]) => navigator.locks.request(lock, () => localStorage.getItem(key)),
        [REFRESH_LOCK, TOKENS] as const,
      );
      expect(held).toBe(refreshed);
    }
    expect(refreshes).toHaveLength(1);
    // What both tabs hold is the answer of that one refresh.
    expect(answers).toHaveLength(1);
    expect(JSON.parse(refreshed ?? 'null')).toMatchObject({ refresh: (await answers[0])?.refresh });

    for (const tab of [page, second]) {
      await tab.reload();
      await expect(tab).toHaveURL(/\/$/);
      await expect(tab.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    }
  });

  test('a hand-over code that does not work is dropped from the address and leaves no session', async ({
    page,
  }) => {
    await page.goto('/home?refresh=geen-geldige-code-0123456789');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  // A working hand-over code (logged in, the same route again without it, used once) is tested in
  // agency.spec.ts: 'coming back from a proposal, the hand-over code opens the page of the hirer ...'.
});

import type { Locator, Page, Route } from '@playwright/test';
import { expect, logIn, openWithSession, test, uniqueEmail } from './support/fixtures.js';
import { PASSWORD, schemePayload, seedApi, type AgencyAccount, type HirerAccount } from './support/seed.js';

/**
 * Bad input in every form of issue 5 (SPEC.md sections 5 and 8): each field rule's exact Dutch message under
 * its field on blur (tied to the input with aria-describedby and aria-invalid, the asterisk beside required
 * labels), and after a refusal of the server: its field message under the field, its general messages above
 * the button, 'Er is iets mis gegaan. Neem contact op met {email}' when it gives neither, and every value
 * typed still in its input.
 *
 * The refusals are the real server's: a wrong password, a link that does not exist, a KVK number another
 * company holds, or a request changed on its way (`tamper`) so the server's own validation refuses it with
 * its own body. Only the answers without field or general messages (a 500, a dropped connection) are made
 * in the browser, as a failing server or network would give them.
 */

const SUPPORT = 'support@beloning.nl';
const GENERIC = `Er is iets mis gegaan. Neem contact op met ${SUPPORT}`;
/** 255 characters that pass the e-mail pattern: one over the maximum of 254. */
const LONG_EMAIL = `${'a'.repeat(242)}@voorbeeld.nl`;
/** An agency number of the fixture registry that only the lookups of this spec use (no account made). */
const LOOKUP_KVK = { kvkNr: '68750110', name: 'Test BV Donald' };
/** A registry number and name only this spec registers a hirer with (one account per KVK number). */
const OWN_KVK = { kvkNr: '90006623', name: 'Stichting Uc027Tc01Tg01 1652253635399' };
// The links test's own verified hirer: one account per KVK number, and the tests of this file run in two
// workers, so no number may be registered by more than one test.
const LINKS_KVK = { kvkNr: '42084128', name: 'Preprod EMZ Zonnebloem' };

/** The message element(s) an input points at with aria-describedby. */
async function describedBy(input: Locator): Promise<Locator> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, 'aria-describedby').toBeGreaterThan(0);
  return input.page().locator(ids.map((id) => `[id="${id}"].field__error`).join(', '));
}

/** The input is marked invalid and points at exactly this message, shown in the input's own field. */
async function expectMessage(input: Locator, message: string): Promise<void> {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const error = await describedBy(input);
  await expect(error).toHaveText(message);
  await expect(error).toBeVisible();
  // Under the field: the message sits in the same field block as the input.
  const field = input.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field ")][1]');
  await expect(field.locator('.field__error')).toHaveText(message);
}

async function expectNoMessage(input: Locator): Promise<void> {
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
}

/** A required input: aria-required and the asterisk beside its label. */
async function expectRequired(input: Locator): Promise<void> {
  await expect(input).toHaveAttribute('aria-required', 'true');
  const id = await input.getAttribute('id');
  await expect(input.page().locator(`label[for="${id}"] .field__required`)).toHaveText('*');
}

/** Types a value and leaves the field with the keyboard (Tab, or Shift+Tab when the submit button is next). */
async function typeAndLeave(input: Locator, value: string, back = false): Promise<void> {
  await input.fill(value);
  await input.press(back ? 'Shift+Tab' : 'Tab');
}

/**
 * Types the value again, as a user correcting a field the server refused does: a server message stands (and
 * blocks the form) until the field changes.
 */
async function retype(input: Locator, value: string): Promise<void> {
  await input.fill('');
  await input.fill(value);
}

async function expectValues(values: ReadonlyArray<readonly [Locator, string]>): Promise<void> {
  for (const [input, value] of values) await expect(input).toHaveValue(value);
}

/**
 * Handles the next request to `url` that sends something (not a GET) with `handle`, once; every other
 * request goes on to the server untouched.
 */
async function once(page: Page, url: string, handle: (route: Route) => Promise<void>): Promise<void> {
  let used = false;
  await page.route(url, async (route) => {
    if (used || route.request().method() === 'GET') return route.fallback();
    used = true;
    return handle(route);
  });
}

/**
 * Changes the JSON body of the next request to `url` before it reaches the server, which then refuses it
 * with its own validation: a real refusal of a value the form would not send itself.
 */
async function tamper(
  page: Page,
  url: string,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await once(page, url, async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify(change(body)) });
  });
}

/**
 * Sends the next request to `url` with a body that is no JSON: the server refuses it with a general message
 * only ({ errors: {}, non_field_errors: ['Ongeldige JSON'] }).
 */
async function breakJson(page: Page, url: string): Promise<void> {
  await once(page, url, (route) => route.continue({ postData: '{"kapot":' }));
}

/** The next call to `url` fails as a broken server does: a 500 with only a detail. */
async function failWithServerError(page: Page, url: string): Promise<void> {
  await once(page, url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Er is iets mis gegaan.' }),
    }),
  );
}

/** One unverified hirer per test worker for the forms that leave the account as it was. */
let sharedHirer: Promise<HirerAccount> | undefined;
function hirer(): Promise<HirerAccount> {
  sharedHirer ??= seedApi().createHirer({ email: uniqueEmail('foutinvoer') });
  return sharedHirer;
}

/** The one hirer holding OWN_KVK (verified), shared by the tests that need it. */
let verifiedHirer: Promise<HirerAccount> | undefined;
/** The hirer that holds OWN_KVK; only the company-details test uses it (see LINKS_KVK). */
function ownVerifiedHirer(): Promise<HirerAccount> {
  verifiedHirer ??= seedApi().createHirer({
    email: uniqueEmail('geverifieerd'),
    kvkNr: OWN_KVK.kvkNr,
    companyName: OWN_KVK.name,
  });
  return verifiedHirer;
}

test.describe('account flows: bad input on blur and after a refusal', () => {
  test('login: both fields required on blur; the server refusal and a failing server on the card', async ({
    page,
  }) => {
    await page.goto('/login');
    const username = page.getByLabel('Gebruikersnaam of e-mailadres');
    const password = page.getByLabel('Wachtwoord');
    await expectRequired(username);
    await expectRequired(password);
    await typeAndLeave(username, '   ');
    await expectMessage(username, 'Veld is vereist');
    await typeAndLeave(password, '');
    await expectMessage(password, 'Veld is vereist');

    // A wrong password: the server's first general message on the card, nothing typed lost.
    const account = await hirer();
    await username.fill(account.email);
    await password.fill('niet het wachtwoord');
    await expectNoMessage(username);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const card = page.locator('.auth__card').getByRole('alert');
    await expect(card).toHaveText('Kan niet inloggen met de opgegeven gegevens.');
    await expectValues([
      [username, account.email],
      [password, 'niet het wachtwoord'],
    ]);

    // A user name the server's schema refuses (sent as spaces): its message under the field.
    await tamper(page, '**/api/rest-auth/inlener-login/', (body) => ({ ...body, username: '  ' }));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expectMessage(username, 'Veld is vereist');
    await expect(username).toHaveValue(account.email);

    // Neither field nor general messages: the support message.
    await retype(username, account.email);
    await failWithServerError(page, '**/api/rest-auth/inlener-login/');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(card).toHaveText(GENERIC);
    await expectValues([
      [username, account.email],
      [password, 'niet het wachtwoord'],
    ]);
  });

  test('register: every field rule on blur, the checkboxes, and the server refusing a field', async ({
    page,
  }) => {
    await page.goto('/registreren');
    const email = page.getByLabel('E-mailadres');
    const phone = page.getByLabel('Telefoonnummer');
    const password1 = page.getByLabel(/^Wachtwoord/);
    const password2 = page.getByLabel('Herhaal wachtwoord');
    const kvkNr = page.getByLabel('KVK nummer');
    const companyName = page.getByLabel(/^Bedrijfsnaam/);
    const confirm = page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is');
    const terms = page.getByLabel(/Ik ga akkoord met de/);
    for (const input of [email, phone, password1, password2, kvkNr, companyName, confirm, terms]) {
      await expectRequired(input);
    }

    await typeAndLeave(email, '');
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, 'iemand@');
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await typeAndLeave(email, LONG_EMAIL);
    await expectMessage(email, 'Maximaal 254 karakters');

    await typeAndLeave(phone, '');
    await expectMessage(phone, 'Veld is vereist');
    await typeAndLeave(phone, '06-12345678');
    await expectMessage(phone, 'Vul een geldig getal in');
    await typeAndLeave(phone, '0'.repeat(21));
    await expectMessage(phone, 'Maximaal 20 karakters');

    await typeAndLeave(password1, '');
    await expectMessage(password1, 'Veld is vereist');
    await typeAndLeave(password1, 'x'.repeat(129));
    await expectMessage(password1, 'Maximaal 128 karakters');
    await typeAndLeave(password2, '');
    await expectMessage(password2, 'Veld is vereist');
    await password1.fill(PASSWORD);
    await typeAndLeave(password2, `${PASSWORD}.`);
    await expectMessage(password2, 'Wachtwoorden moeten hetzelfde zijn');

    await typeAndLeave(kvkNr, '');
    await expectMessage(kvkNr, 'Veld is vereist');
    await typeAndLeave(kvkNr, '6875O11O');
    await expectMessage(kvkNr, 'Vul een geldig getal in');
    await typeAndLeave(kvkNr, '123456789');
    await expectMessage(kvkNr, 'KVK nummer niet valide');

    // A ticked box that is unticked again is required.
    await confirm.check();
    await confirm.uncheck();
    await expectMessage(confirm, 'Veld is vereist');
    await terms.check();
    await terms.uncheck();
    await expectMessage(terms, 'Veld is vereist');

    // Put right, each message goes.
    await email.fill('nieuw-bedrijf@voorbeeld.nl');
    await phone.fill('0612345678');
    await password2.fill(PASSWORD);
    await kvkNr.fill(LOOKUP_KVK.kvkNr);
    await expect(companyName).toHaveValue(LOOKUP_KVK.name);
    await confirm.check();
    await terms.check();
    for (const input of [email, phone, password1, password2, kvkNr, confirm, terms]) {
      await expectNoMessage(input);
    }
    const typed = [
      [email, 'nieuw-bedrijf@voorbeeld.nl'],
      [phone, '0612345678'],
      [password1, PASSWORD],
      [password2, PASSWORD],
      [kvkNr, LOOKUP_KVK.kvkNr],
      [companyName, LOOKUP_KVK.name],
    ] as const;

    // The server refuses the phone number (sent as 21 digits): its message under the field; all kept.
    await tamper(page, '**/api/rest-auth/inlener-registration/', (body) => ({
      ...body,
      phone_nr: '0'.repeat(21),
    }));
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expectMessage(phone, 'Maximaal 20 karakters');
    await expect(phone).toBeFocused();
    await expectValues(typed);
    await expect(confirm).toBeChecked();
    await expect(terms).toBeChecked();

    // The address as the server reads it (the user name) is refused under the e-mail field.
    await retype(phone, '0612345678');
    await tamper(page, '**/api/rest-auth/inlener-registration/', (body) => ({
      ...body,
      username: 'geen-adres',
      email: 'geen-adres',
    }));
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await expectValues(typed);

    // Field messages and general ones together: an unknown field's message goes above the button.
    await retype(email, 'nieuw-bedrijf@voorbeeld.nl');
    await tamper(page, '**/api/rest-auth/inlener-registration/', (body) => ({
      ...body,
      phone_nr: '06,12',
      bijnaam: 'Bedrijfje',
    }));
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expectMessage(phone, 'Vul een geldig getal in');
    await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Onbekend veld' })).toHaveText(
      'Onbekend veld',
    );
    await expectValues(typed);
    await retype(phone, '0612345678');

    // A failing server: the support message above the button, nothing lost.
    await retype(email, 'nieuw-bedrijf@voorbeeld.nl');
    await failWithServerError(page, '**/api/rest-auth/inlener-registration/');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.locator('form').getByRole('alert').filter({ hasText: 'Er is iets' })).toHaveText(
      GENERIC,
    );
    await expectValues(typed);
    await expect(page.getByRole('heading', { name: 'Account aangemaakt' })).toHaveCount(0);
  });

  test('forgot password: the e-mail rules on blur, a refused address under the field, a failed send', async ({
    page,
  }) => {
    await page.goto('/wachtwoord-vergeten');
    const email = page.getByLabel('E-mailadres');
    await expectRequired(email);
    // The submit button follows the field: leave it backwards to see the blur message.
    await typeAndLeave(email, '', true);
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, 'iemand@voorbeeld', true);
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await typeAndLeave(email, LONG_EMAIL, true);
    await expectMessage(email, 'Maximaal 254 karakters');

    await email.fill('vergeten@voorbeeld.nl');
    await expectNoMessage(email);
    await tamper(page, '**/api/rest-auth/inlener-forgot-password/', () => ({ email: 'geen-adres' }));
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await expect(email).toHaveValue('vergeten@voorbeeld.nl');

    await retype(email, 'vergeten@voorbeeld.nl');
    await breakJson(page, '**/api/rest-auth/inlener-forgot-password/');
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ongeldige JSON');
    await expect(email).toHaveValue('vergeten@voorbeeld.nl');

    await retype(email, 'vergeten@voorbeeld.nl');
    await once(page, '**/api/rest-auth/inlener-forgot-password/', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByRole('alert')).toHaveText(GENERIC);
    await expect(email).toHaveValue('vergeten@voorbeeld.nl');
  });

  test('reset password: the password rules on blur; a dead link and a refused confirmation keep both', async ({
    page,
  }) => {
    await page.goto('/wachtwoord-resetten/MTIzNDU/een-token-dat-niet-bestaat-0123456789abcdef');
    const password1 = page.getByLabel(/^Nieuw wachtwoord/);
    const password2 = page.getByLabel('Herhaal nieuw wachtwoord');
    await expectRequired(password1);
    await expectRequired(password2);
    await typeAndLeave(password1, '');
    await expectMessage(password1, 'Veld is vereist');
    await typeAndLeave(password1, 'y'.repeat(129));
    await expectMessage(password1, 'Maximaal 128 karakters');
    await password1.fill(PASSWORD);
    await typeAndLeave(password2, '', true);
    await expectMessage(password2, 'Veld is vereist');
    await typeAndLeave(password2, 'iets anders', true);
    await expectMessage(password2, 'Wachtwoorden moeten hetzelfde zijn');
    await password2.fill(PASSWORD);
    await expectNoMessage(password2);

    // The server refuses the confirmation (sent different): its message under the second field.
    await tamper(page, '**/api/rest-auth/inlener-reset-password/', (body) => ({
      ...body,
      new_password2: 'iets anders',
    }));
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expectMessage(password2, 'Wachtwoorden moeten hetzelfde zijn');
    await expectValues([
      [password1, PASSWORD],
      [password2, PASSWORD],
    ]);

    // The link does not exist: the server's general message; both passwords stay.
    await retype(password2, PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Deze link is ongeldig, verlopen of al gebruikt.');
    await expectValues([
      [password1, PASSWORD],
      [password2, PASSWORD],
    ]);
  });

  test('invite activation: password rules and the terms; a refused password and a dead link keep all', async ({
    page,
  }) => {
    await page.goto('/account-activatie-invite/MTIzNDU/een-token-dat-niet-bestaat-0123456789abcdef');
    const password1 = page.getByLabel(/^Wachtwoord/);
    const password2 = page.getByLabel(/^Herhaal wachtwoord/);
    const terms = page.getByLabel(/Ik ga akkoord met de/);
    for (const input of [password1, password2, terms]) await expectRequired(input);
    await typeAndLeave(password1, '');
    await expectMessage(password1, 'Veld is vereist');
    await typeAndLeave(password1, 'z'.repeat(129));
    await expectMessage(password1, 'Maximaal 128 karakters');
    await password1.fill(PASSWORD);
    await typeAndLeave(password2, 'niet hetzelfde');
    await expectMessage(password2, 'Wachtwoorden moeten hetzelfde zijn');
    await password2.fill(PASSWORD);
    await terms.check();
    await terms.uncheck();
    await expectMessage(terms, 'Veld is vereist');
    await terms.check();

    // The password as the server gets it is too long: its message under the password field.
    await tamper(page, '**/api/rest-auth/inlener-activation/', (body) => ({
      ...body,
      password: 'z'.repeat(129),
    }));
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expectMessage(password1, 'Maximaal 128 karakters');
    await expectValues([
      [password1, PASSWORD],
      [password2, PASSWORD],
    ]);
    await expect(terms).toBeChecked();

    await retype(password1, PASSWORD);
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByRole('alert')).toHaveText('Deze link is ongeldig, verlopen of al gebruikt.');
    await expectValues([
      [password1, PASSWORD],
      [password2, PASSWORD],
    ]);
    await expect(terms).toBeChecked();
  });
});

test.describe('account screen and support: bad input on blur and after a refusal', () => {
  test('company details: name and KVK rules; a KVK number another company holds; a failing server', async ({
    page,
  }) => {
    // A company that holds the registry number, so the server refuses it to anyone else (and the shared
    // hirer's details stay as they were).
    await ownVerifiedHirer();
    await logIn(page, await hirer(), '/account');
    const name = page.getByRole('textbox', { name: 'Bedrijfsnaam' });
    const kvkNr = page.getByRole('textbox', { name: 'KVK nummer' });
    await expectRequired(name);
    await expectRequired(kvkNr);
    await typeAndLeave(name, 'N'.repeat(301));
    await expectMessage(name, 'Maximaal 300 karakters');
    // The KVK number is the last field before Opslaan: leave it backwards.
    await typeAndLeave(kvkNr, '', true);
    await expectMessage(kvkNr, 'Veld is vereist');
    await typeAndLeave(kvkNr, '9000-6623', true);
    await expectMessage(kvkNr, 'Vul een geldig getal in');

    await name.fill(OWN_KVK.name);
    await kvkNr.fill(OWN_KVK.kvkNr);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectMessage(kvkNr, 'Er bestaat al een account voor dit KVK nummer.');
    await expect(kvkNr).toBeFocused();
    await expectValues([
      [name, OWN_KVK.name],
      [kvkNr, OWN_KVK.kvkNr],
    ]);

    await failWithServerError(page, '**/api/rest-auth/verify-kvk/');
    await retype(kvkNr, OWN_KVK.kvkNr);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.locator('form').filter({ has: name }).getByRole('alert')).toHaveText(GENERIC);
    await expectValues([
      [name, OWN_KVK.name],
      [kvkNr, OWN_KVK.kvkNr],
    ]);
  });

  test('invite a user: the length rules on blur; general server messages above the button, all kept', async ({
    page,
  }) => {
    await logIn(page, await hirer(), '/account');
    const users = page.getByRole('region', { name: 'Gebruikers', exact: true });
    const email = users.getByLabel('E-mailadres');
    const username = users.getByLabel('Gebruikersnaam');
    const canCreate = users.getByLabel('Mag beloningen maken en wijzigen');
    await expectRequired(email);
    await expectRequired(username);
    await typeAndLeave(username, 'u'.repeat(255));
    await expectMessage(username, 'Maximaal 254 karakters');
    await typeAndLeave(email, '');
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, LONG_EMAIL);
    await expectMessage(email, 'Maximaal 254 karakters');

    const invitee = uniqueEmail('uitgenodigd');
    await email.fill(invitee);
    await username.fill('collega-planning');
    await canCreate.uncheck();
    // The server refuses the user name as it arrives (empty) and says so under the field.
    await tamper(page, '**/api/rest-auth/inlener-subscription-user-add/', (body) => ({
      ...body,
      username: ' ',
    }));
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expectMessage(username, 'Veld is vereist');
    await expectValues([
      [email, invitee],
      [username, 'collega-planning'],
    ]);
    await expect(canCreate).not.toBeChecked();

    const inviteForm = page.getByRole('form', { name: 'Gebruiker uitnodigen' });
    await retype(username, 'collega-planning');
    await breakJson(page, '**/api/rest-auth/inlener-subscription-user-add/');
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(inviteForm.getByRole('alert')).toHaveText('Ongeldige JSON');
    await expectValues([
      [email, invitee],
      [username, 'collega-planning'],
    ]);

    await retype(username, 'collega-planning');
    await failWithServerError(page, '**/api/rest-auth/inlener-subscription-user-add/');
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(inviteForm.getByRole('alert')).toHaveText(GENERIC);
    await expectValues([
      [email, invitee],
      [username, 'collega-planning'],
    ]);
    await expect(canCreate).not.toBeChecked();
  });

  test('change e-mail: the e-mail rules on blur; a refused address under the field; a failing server', async ({
    page,
  }) => {
    await logIn(page, await hirer(), '/account');
    const email = page.getByLabel('Nieuw e-mailadres');
    await expectRequired(email);
    await typeAndLeave(email, '', true);
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, LONG_EMAIL, true);
    await expectMessage(email, 'Maximaal 254 karakters');

    const newEmail = uniqueEmail('ander-adres');
    await email.fill(newEmail);
    await tamper(page, '**/api/rest-auth/inlener-change-email/', () => ({ email: 'geen-adres' }));
    await page.getByRole('button', { name: 'Verstuur bevestigingslink' }).click();
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await expect(email).toHaveValue(newEmail);

    const section = page.getByRole('region', { name: 'Gebruikersgegevens' });
    await retype(email, newEmail);
    await breakJson(page, '**/api/rest-auth/inlener-change-email/');
    await page.getByRole('button', { name: 'Verstuur bevestigingslink' }).click();
    await expect(section.getByRole('alert')).toHaveText('Ongeldige JSON');
    await expect(email).toHaveValue(newEmail);

    await retype(email, newEmail);
    await failWithServerError(page, '**/api/rest-auth/inlener-change-email/');
    await page.getByRole('button', { name: 'Verstuur bevestigingslink' }).click();
    await expect(section.getByRole('alert')).toHaveText(GENERIC);
    await expect(email).toHaveValue(newEmail);
  });

  test('mail preferences: a refused switch shows the server message and goes back to what is saved', async ({
    page,
  }) => {
    await logIn(page, await hirer(), '/account');
    const section = page.getByRole('region', { name: 'E-mailvoorkeuren' });
    const subscriptionMails = section.getByLabel('Mails bij nieuwe loontabellen voor het abonnement');
    const before = await subscriptionMails.isChecked();
    // The value as the server gets it is no yes or no.
    await tamper(page, '**/api/rest-auth/subscription/', () => ({
      salary_table_update_emails: 'misschien',
    }));
    await subscriptionMails.click();
    await expect(section.getByRole('alert')).toHaveText('Vul een geldige waarde in');
    await expect(subscriptionMails).toBeChecked({ checked: before });

    await failWithServerError(page, '**/api/rest-auth/subscription/');
    await subscriptionMails.click();
    await expect(section.getByRole('alert')).toHaveText(GENERIC);
    await expect(subscriptionMails).toBeChecked({ checked: before });
  });

  test('support: title and text required and within their lengths; a refused title keeps both', async ({
    page,
  }) => {
    await logIn(page, await hirer(), '/support');
    const title = page.getByLabel('Onderwerp');
    const text = page.getByLabel('Uw vraag of opmerking');
    await expectRequired(title);
    await expectRequired(text);
    await typeAndLeave(title, 'T'.repeat(201));
    await expectMessage(title, 'Maximaal 200 karakters');
    // The text is the last field before the button: leave it backwards.
    await typeAndLeave(text, ' ', true);
    await expectMessage(text, 'Veld is vereist');
    await text.fill('v'.repeat(5001));
    await text.press('Shift+Tab');
    await expectMessage(text, 'Maximaal 5000 karakters');

    await title.fill('Vraag over toeslagen');
    await text.fill('Hoe vul ik de ploegentoeslag in?');
    await tamper(page, '**/api/inleners/support/', (body) => ({ ...body, title: '' }));
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expectMessage(title, 'Veld is vereist');
    await expectValues([
      [title, 'Vraag over toeslagen'],
      [text, 'Hoe vul ik de ploegentoeslag in?'],
    ]);

    await retype(title, 'Vraag over toeslagen');
    await breakJson(page, '**/api/inleners/support/');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ongeldige JSON');
    await expectValues([
      [title, 'Vraag over toeslagen'],
      [text, 'Hoe vul ik de ploegentoeslag in?'],
    ]);
  });
});

test.describe('links add form: bad input on blur and after a refusal', () => {
  test('KVK number, name and contact e-mail rules; the server refusing the contact keeps the values', async ({
    page,
    seed,
  }) => {
    const owner = await seed.createHirer({
      email: uniqueEmail('koppelingen'),
      kvkNr: LINKS_KVK.kvkNr,
      companyName: LINKS_KVK.name,
    });
    const session = await seed.logIn(owner);
    const scheme = await seed.saveScheme(session.access, schemePayload());
    await openWithSession(page, session, `/inleners-cao-koppelingen/${scheme.guid}`);
    const kvkNr = page.getByLabel('KVK nummer uitlener');
    const name = page.getByLabel('Bedrijfsnaam');
    const email = page.getByLabel('E-mailadres contactpersoon');
    for (const input of [kvkNr, name, email]) await expectRequired(input);

    await typeAndLeave(kvkNr, '');
    await expectMessage(kvkNr, 'Veld is vereist');
    await typeAndLeave(kvkNr, '123456789');
    await expectMessage(kvkNr, 'Maximaal 8 karakters');
    await typeAndLeave(kvkNr, '12ab');
    await expectMessage(kvkNr, 'KVK nummer niet valide');
    // The contact field is the last before the button: leave it backwards.
    await typeAndLeave(email, '', true);
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, 'planning@', true);
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await typeAndLeave(email, LONG_EMAIL, true);
    await expectMessage(email, 'Maximaal 254 karakters');
    // Without a number found, the name is required too.
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expectMessage(name, 'Veld is vereist');

    await kvkNr.fill(LOOKUP_KVK.kvkNr);
    await expect(name).toHaveValue(LOOKUP_KVK.name);
    await email.fill('planning@donald.nl');
    await expectNoMessage(kvkNr);
    await expectNoMessage(name);
    await tamper(page, `**/api/inleners/inleners-cao/*/koppelingen/`, (body) => {
      const links = body.koppelingen as Record<string, unknown>[];
      return {
        koppelingen: links.map((link, index) =>
          index === links.length - 1 ? { ...link, contact_email: 'geen-adres' } : link,
        ),
      };
    });
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await expectValues([
      [kvkNr, LOOKUP_KVK.kvkNr],
      [name, LOOKUP_KVK.name],
      [email, 'planning@donald.nl'],
    ]);

    await retype(email, 'planning@donald.nl');
    await breakJson(page, `**/api/inleners/inleners-cao/*/koppelingen/`);
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expect(page.locator('form.links__form').getByRole('alert')).toHaveText('Ongeldige JSON');
    await expectValues([
      [kvkNr, LOOKUP_KVK.kvkNr],
      [name, LOOKUP_KVK.name],
      [email, 'planning@donald.nl'],
    ]);

    await retype(email, 'planning@donald.nl');
    await failWithServerError(page, `**/api/inleners/inleners-cao/*/koppelingen/`);
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expect(page.locator('form.links__form').getByRole('alert')).toHaveText(GENERIC);
    await expectValues([
      [kvkNr, LOOKUP_KVK.kvkNr],
      [name, LOOKUP_KVK.name],
      [email, 'planning@donald.nl'],
    ]);
    await expect(page.getByRole('switch', { name: new RegExp(LOOKUP_KVK.name) })).toHaveCount(0);
  });
});

test.describe('agency area: bad input on blur and after a refusal', () => {
  /** An agency of its own, unverified (a number outside the fixture registry). */
  let agency: Promise<AgencyAccount> | undefined;
  function ownAgency(): Promise<AgencyAccount> {
    agency ??= seedApi().createAgency({ email: uniqueEmail('bureau-fout'), companyName: 'Testbureau B.V.' });
    return agency;
  }

  test('agency login: required on blur; the refusal and a failing server on the card', async ({ page }) => {
    await page.goto('/uitlenersportaal/inloggen');
    const username = page.getByLabel('Gebruikersnaam of e-mailadres');
    const password = page.getByLabel('Wachtwoord');
    await expectRequired(username);
    await expectRequired(password);
    await typeAndLeave(username, '');
    await expectMessage(username, 'Veld is vereist');
    await typeAndLeave(password, '');
    await expectMessage(password, 'Veld is vereist');

    const account = await ownAgency();
    await username.fill(account.email);
    await password.fill('fout wachtwoord');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const card = page.locator('.auth__card').getByRole('alert');
    await expect(card).toHaveText('Kan niet inloggen met de opgegeven gegevens.');
    await expectValues([
      [username, account.email],
      [password, 'fout wachtwoord'],
    ]);
    await failWithServerError(page, '**/api/rest-auth/uitlener-login/');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(card).toHaveText(GENERIC);
    await expectValues([
      [username, account.email],
      [password, 'fout wachtwoord'],
    ]);
  });

  test('agency sign-up: the rules on blur and the server refusing a field keep everything typed', async ({
    page,
  }) => {
    await page.goto('/uitlenersportaal/registreren');
    const email = page.getByLabel('E-mailadres');
    const phone = page.getByLabel('Telefoonnummer');
    const password1 = page.getByLabel(/^Wachtwoord/);
    const password2 = page.getByLabel('Herhaal wachtwoord');
    const kvkNr = page.getByLabel('KVK nummer');
    await typeAndLeave(email, 'bureau@');
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await typeAndLeave(phone, '0'.repeat(21));
    await expectMessage(phone, 'Maximaal 20 karakters');
    await password1.fill(PASSWORD);
    await typeAndLeave(password2, 'anders');
    await expectMessage(password2, 'Wachtwoorden moeten hetzelfde zijn');
    await typeAndLeave(kvkNr, '12ab');
    await expectMessage(kvkNr, 'Vul een geldig getal in');

    await email.fill('nieuw-bureau@voorbeeld.nl');
    await phone.fill('0201234567');
    await password2.fill(PASSWORD);
    await kvkNr.fill(LOOKUP_KVK.kvkNr);
    await expect(page.getByLabel(/^Bedrijfsnaam/)).toHaveValue(LOOKUP_KVK.name);
    await page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bureau is').check();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await tamper(page, '**/api/rest-auth/uitlener-registration/', (body) => ({
      ...body,
      phone_nr: '020 123',
    }));
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expectMessage(phone, 'Vul een geldig getal in');
    await expectValues([
      [email, 'nieuw-bureau@voorbeeld.nl'],
      [phone, '0201234567'],
      [password1, PASSWORD],
      [password2, PASSWORD],
      [kvkNr, LOOKUP_KVK.kvkNr],
    ]);
    await expect(page.getByRole('heading', { name: 'Account aangemaakt' })).toHaveCount(0);
  });

  test('invite a hirer: e-mail and KVK rules on blur; a refused address and a failing server keep all', async ({
    page,
  }) => {
    await logIn(page, await ownAgency(), '/uitlenersportaal/uitnodigingen');
    // The Hulp aanbieden switch: a refused save says so with the message of SPEC section 8 and goes back.
    const offer = page.getByLabel('Ons bureau biedt inleners hulp aan bij hun beloningsregeling');
    await expect(offer).not.toBeChecked();
    await failWithServerError(page, '**/api/uitleners/company/');
    await offer.click();
    // While it saves, 'Opslaan...' is a status of its own; the message lands in the card's live region.
    await expect(
      page.getByRole('region', { name: 'Hulp aanbieden' }).getByRole('status').filter({ hasText: GENERIC }),
    ).toHaveText(GENERIC);
    await expect(offer).not.toBeChecked();

    const email = page.getByLabel('E-mailadres van de inlener');
    const kvkNr = page.getByLabel('KVK nummer van de inlener');
    const help = page.getByLabel(/^Hulp aanbieden: de inlener kan ons vragen/);
    await expectRequired(email);
    await expectRequired(kvkNr);
    await typeAndLeave(email, '');
    await expectMessage(email, 'Veld is vereist');
    await typeAndLeave(email, 'inlener@');
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await typeAndLeave(email, LONG_EMAIL);
    await expectMessage(email, 'Maximaal 254 karakters');
    await typeAndLeave(kvkNr, '');
    await expectMessage(kvkNr, 'Veld is vereist');
    await typeAndLeave(kvkNr, '123456789');
    await expectMessage(kvkNr, 'Maximaal 8 karakters');
    // As in the links form: at most 8 characters, then the KVK rule.
    await typeAndLeave(kvkNr, '12ab');
    await expectMessage(kvkNr, 'KVK nummer niet valide');

    const hirerEmail = uniqueEmail('uitgenodigde-inlener');
    await email.fill(hirerEmail);
    await kvkNr.fill(LOOKUP_KVK.kvkNr);
    await help.uncheck();
    await tamper(page, '**/api/uitleners/invites/', (body) => ({ ...body, email: 'geen-adres' }));
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expectMessage(email, 'Vul een geldig e-mail adres in');
    await expectValues([
      [email, hirerEmail],
      [kvkNr, LOOKUP_KVK.kvkNr],
    ]);
    await expect(help).not.toBeChecked();

    await retype(email, hirerEmail);
    await breakJson(page, '**/api/uitleners/invites/');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.locator('.agency-invite').getByRole('alert')).toHaveText('Ongeldige JSON');
    await expectValues([
      [email, hirerEmail],
      [kvkNr, LOOKUP_KVK.kvkNr],
    ]);

    await retype(email, hirerEmail);
    await failWithServerError(page, '**/api/uitleners/invites/');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.locator('.agency-invite').getByRole('alert')).toHaveText(GENERIC);
    await expectValues([
      [email, hirerEmail],
      [kvkNr, LOOKUP_KVK.kvkNr],
    ]);
    await expect(help).not.toBeChecked();
  });
});

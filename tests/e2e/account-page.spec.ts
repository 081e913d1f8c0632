import type { Browser, Page } from '@playwright/test';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  openWithSession,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForLink } from './support/mailbox.js';
import { seedApi, type HirerAccount } from './support/seed.js';

/**
 * The account screen (SPEC.md 2.7 and section 6) against the real server: the main user's company details
 * with the KVK check, users and invites, permissions and mail preferences, the sub-user's own view, the
 * e-mail change and deleting the account.
 */

const UNVERIFIED = 'KVK nummer en bedrijfsnaam komen niet overeen.';

/**
 * A number of the fixture KVK registry (fixtures/kvk/registry.json) that only this spec verifies a company
 * with: one account per KVK number, so no other test may register or verify with it.
 */
const VERIFY_KVK = { kvkNr: '90002490', name: 'Test Onderlinge Waarborgmaatschappij Duckstad U.A.' };

/**
 * One main user per test worker for the tests that leave the account standing: the server allows 20
 * registrations an hour from one address, and the whole browser suite registers from 127.0.0.1. The tests
 * that verify the company or delete the account make their own.
 */
let sharedOwnerAccount: Promise<HirerAccount> | undefined;
function sharedOwner(): Promise<HirerAccount> {
  sharedOwnerAccount ??= seedApi().createHirer({ email: uniqueEmail('hoofdgebruiker') });
  return sharedOwnerAccount;
}

/** Logs the account in through the API and opens the account screen. */
async function openAccount(page: Page, account: HirerAccount): Promise<void> {
  await logIn(page, account, '/account');
  await expectAccountScreen(page);
}

async function expectAccountScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gebruikersgegevens' })).toBeVisible();
}

/**
 * The invited user sets a password through the mailed link (the invitation screen has its own tests in
 * account-flows.spec.ts) and opens the account screen in a browser of their own.
 */
async function acceptInvite(
  browser: Browser,
  baseURL: string,
  owner: HirerAccount,
  email: string,
): Promise<Page> {
  const invited = await seedApi().acceptInvite(owner, email);
  const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
  const page = await context.newPage();
  await openAccount(page, invited);
  return page;
}

function userRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

test.describe('the account screen', () => {
  test('the main user sees the unverified warning and verifies company name and KVK number', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('kvk') });
    await openAccount(page, account);

    await expect(page.getByRole('alert').filter({ hasText: UNVERIFIED })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Bedrijfsnaam' });
    const kvkNr = page.getByRole('textbox', { name: 'KVK nummer' });
    await expect(name).toBeEditable();
    await expect(name).toHaveValue('Testbedrijf Zonder Registratie B.V.');
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await expect(page.locator('form').filter({ has: name }).locator('.field__required')).toHaveCount(2);

    // Bad values get core's messages on blur.
    await name.fill('   ');
    await name.press('Tab');
    await expect(page.getByText('Veld is vereist')).toBeVisible();
    await kvkNr.fill('123456789');
    // Back to the name: a blur towards the submit button is checked by the submit itself.
    await kvkNr.press('Shift+Tab');
    await expect(page.getByText('KVK nummer niet valide')).toBeVisible();

    // A number and a name that do not belong together: the server refuses, nothing typed is lost.
    await name.fill('Een Verkeerde Naam B.V.');
    await kvkNr.fill(VERIFY_KVK.kvkNr);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const form = page.locator('form').filter({ has: name });
    await expect(form.getByRole('alert')).toHaveText(UNVERIFIED);
    await expect(name).toHaveValue('Een Verkeerde Naam B.V.');
    await expectAccessible(page);
    await capture(page, testInfo, 'account-kvk-mismatch');

    await name.fill(VERIFY_KVK.name);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      page.getByText('KVK nummer en bedrijfsnaam komen overeen met het handelsregister'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
    await expect(page.getByText(UNVERIFIED)).toHaveCount(0);
    const company = page.getByRole('region', { name: 'Bedrijfsgegevens' });
    await expect(company.getByText(VERIFY_KVK.name)).toBeVisible();
    await expect(company.getByText(VERIFY_KVK.kvkNr)).toBeVisible();
    // The gear no longer warns either (the stored user follows the server).
    await expect(page.getByRole('button', { name: 'Instellingen', exact: true })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'account-verified');

    // After a reload the details stay read-only.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Bedrijfsgegevens' }).getByText(VERIFY_KVK.name),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveCount(0);
  });

  test('a name that does not belong to the KVK number is refused and nothing is stored @layout', async ({
    page,
  }, testInfo) => {
    await openAccount(page, await sharedOwner());
    await capture(page, testInfo, 'account-unverified');
    const name = page.getByRole('textbox', { name: 'Bedrijfsnaam' });
    await name.fill('Niet Deze Naam B.V.');
    await page.getByRole('textbox', { name: 'KVK nummer' }).fill(VERIFY_KVK.kvkNr);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.locator('form').filter({ has: name }).getByRole('alert')).toHaveText(UNVERIFIED);
    await expectAccessible(page);
    await capture(page, testInfo, 'account-kvk-refused');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Bedrijfsnaam' })).toHaveValue(
      'Testbedrijf Zonder Registratie B.V.',
    );
    await expect(page.getByRole('textbox', { name: 'KVK nummer' })).not.toHaveValue(VERIFY_KVK.kvkNr);
  });

  test('the main user invites a sub-user, who activates through the mail and sees only their own parts', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two users in two browsers, each step a call to the server: more time than one page needs.
    test.slow();
    const owner = await sharedOwner();
    const invitee = uniqueEmail('collega');
    await openAccount(page, owner);
    // The owner's company is not verified: the owner's gear carries the warning (SPEC 2.1).
    await expect(page.getByRole('button', { name: `Instellingen. ${UNVERIFIED}` })).toBeVisible();
    const users = page.getByRole('region', { name: 'Gebruikers', exact: true });
    await expect(userRow(page, owner.email)).toContainText('Hoofdgebruiker (u)');
    // The main user always may create schemes and is not removed here.
    await expect(page.getByLabel(`${owner.email} mag beloningen maken`)).toBeDisabled();
    await expect(page.getByRole('button', { name: `${owner.email} verwijderen` })).toHaveCount(0);

    // The invite form: both fields required, checked on blur and on submit.
    const inviteEmail = users.getByLabel('E-mailadres');
    const inviteName = users.getByLabel('Gebruikersnaam');
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(users.getByText('Veld is vereist')).toHaveCount(2);
    await expect(inviteEmail).toBeFocused();
    await inviteEmail.fill('geen-adres');
    await inviteEmail.press('Tab');
    await expect(users.getByText('Vul een geldig e-mail adres in')).toBeVisible();

    // An address already in use: the server's message under the field.
    await inviteEmail.fill(owner.email);
    await inviteName.fill(uniqueEmail('naam'));
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(users.getByText('Dit e-mailadres is al in gebruik.')).toBeVisible();
    await expect(inviteEmail).toHaveAttribute('aria-invalid', 'true');

    // The user name follows the address unless one was typed; may create schemes is ticked by default.
    await inviteName.fill('');
    await inviteEmail.fill(invitee);
    await inviteEmail.press('Tab');
    await expect(inviteName).toHaveValue(invitee);
    await expect(users.getByLabel('Mag beloningen maken en wijzigen')).toBeChecked();
    await users.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(users.getByText(`Er is een uitnodiging gestuurd naar ${invitee}`)).toBeVisible();
    await expect(userRow(page, invitee)).toContainText('Uitnodiging verstuurd');
    await expect(page.getByLabel(`${invitee} mag beloningen maken`)).toBeChecked();
    await expectAccessible(page);
    await capture(page, testInfo, 'account-invited');

    // Take away the right to create schemes; it stays after a reload.
    await page.getByLabel(`${invitee} mag beloningen maken`).uncheck();
    await expect(page.getByLabel(`${invitee} mag beloningen maken`)).not.toBeChecked();
    await expect(page.getByLabel(`${invitee} mag beloningen maken`)).toBeEnabled();
    await page.reload();
    await expect(page.getByLabel(`${invitee} mag beloningen maken`)).not.toBeChecked();

    // The sub-user's view: own details, own mail preference (the subscription has it on), no main-user parts.
    const subPage = await acceptInvite(browser, baseURL ?? '', owner, invitee);
    await expect(subPage.getByText(invitee).first()).toBeVisible();
    await expect(subPage.getByRole('heading', { name: 'Bedrijfsgegevens' })).toHaveCount(0);
    await expect(subPage.getByRole('heading', { name: 'Gebruikers', exact: true })).toHaveCount(0);
    await expect(subPage.getByText(UNVERIFIED)).toHaveCount(0);
    // The warning is for the main user, who can fix it (SPEC 6): the sub-user's gear carries none.
    await expect(subPage.getByRole('button', { name: 'Instellingen', exact: true })).toBeVisible();
    const ownMail = subPage.getByLabel('Stuur mij een e-mail bij nieuwe loontabellen');
    await expect(ownMail).toBeChecked();
    await ownMail.uncheck();
    await expect(ownMail).not.toBeChecked();
    await expect(ownMail).toBeEnabled();
    await expectAccessible(subPage);
    await capture(subPage, testInfo, 'account-sub-user');
    await subPage.reload();
    await expect(subPage.getByLabel('Stuur mij een e-mail bij nieuwe loontabellen')).not.toBeChecked();

    // The main user sees it in the list and switches the mails off for the subscription...
    await page.reload();
    await expect(page.getByLabel(`${invitee} krijgt een mail bij nieuwe loontabellen`)).not.toBeChecked();
    await expect(userRow(page, invitee)).toContainText('Actief');
    await page.getByLabel('Mails bij nieuwe loontabellen voor het abonnement').uncheck();
    await expect(page.getByLabel(`${invitee} krijgt een mail bij nieuwe loontabellen`)).toBeDisabled();
    // ...and then the sub-user no longer sees their preference.
    await subPage.reload();
    await expect(subPage.getByRole('heading', { name: 'Gebruikersgegevens' })).toBeVisible();
    await expect(subPage.getByRole('heading', { name: 'E-mailvoorkeuren' })).toHaveCount(0);
    await page.getByLabel('Mails bij nieuwe loontabellen voor het abonnement').check();
    await expect(page.getByLabel(`${invitee} krijgt een mail bij nieuwe loontabellen`)).toBeEnabled();

    // Removing asks first; Annuleren keeps the user.
    await page.getByRole('button', { name: `${invitee} verwijderen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText(invitee);
    await expectAccessible(page);
    await capture(page, testInfo, 'account-remove-confirm');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(userRow(page, invitee)).toHaveCount(1);
    await page.getByRole('button', { name: `${invitee} verwijderen` }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Ja, verwijderen' })
      .click();
    await expect(page.getByText(`${invitee} is verwijderd.`)).toBeVisible();
    await expect(userRow(page, invitee)).toHaveCount(0);

    // The removed user's session ends at once: the next call is a 401 and they go to login.
    await subPage.reload();
    await expect(subPage).toHaveURL(/\/login$/);
    await subPage.context().close();
  });

  test('inviting and removing a user works with the keyboard alone', async ({ page }, testInfo) => {
    const owner = await sharedOwner();
    const invitee = uniqueEmail('toetsenbord');
    await openAccount(page, owner);
    const users = page.getByRole('region', { name: 'Gebruikers', exact: true });

    await users.getByLabel('E-mailadres').focus();
    await page.keyboard.type(invitee);
    await page.keyboard.press('Tab');
    await expect(users.getByLabel('Gebruikersnaam')).toBeFocused();
    await expect(users.getByLabel('Gebruikersnaam')).toHaveValue(invitee);
    await page.keyboard.press('Tab');
    await expect(users.getByLabel('Mag beloningen maken en wijzigen')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(users.getByLabel('Mag beloningen maken en wijzigen')).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(users.getByRole('button', { name: 'Uitnodigen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(userRow(page, invitee)).toContainText('Uitnodiging verstuurd');
    // Invited without the right to create schemes; Space gives it.
    const right = page.getByLabel(`${invitee} mag beloningen maken`);
    await expect(right).not.toBeChecked();
    await right.focus();
    await page.keyboard.press('Space');
    await expect(right).toBeChecked();

    const remove = page.getByRole('button', { name: `${invitee} verwijderen` });
    // While a change is saved, the list's buttons wait.
    await expect(remove).toBeEnabled();
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    // Escape refutes; the focus returns to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Ja, verwijderen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${invitee} is verwijderd.`)).toBeVisible();
    await expect(userRow(page, invitee)).toHaveCount(0);
    await capture(page, testInfo, 'account-keyboard-removed');
  });

  test('someone who registered for the company asks to be let in, and the main user lets them in @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const owner = await seed.createHirer({ email: uniqueEmail('eigenaar-toegang') });
    // A colleague registers the same KVK number: no second company, a user who asks to be let in
    // (server/README.md, 'Identity by proof of mailbox').
    const newcomer = await seed.register('inlener', {
      email: uniqueEmail('nieuwkomer'),
      kvkNr: owner.kvkNr,
      companyName: 'Een Andere Naam B.V.',
    });
    await seed.activate(newcomer);
    // Logged in before anyone let them in, the newcomer is told so, not that something went wrong.
    await logIn(page, newcomer);
    await expect(page.getByRole('alert')).toHaveText(
      'Een beheerder van het account van uw bedrijf heeft u nog geen toegang gegeven. U ziet alleen wat met uw eigen e-mailadres is gedeeld.',
    );
    await capture(page, testInfo, 'overview-awaiting-admission');
    await openAccount(page, owner);
    const row = userRow(page, newcomer.email);
    await expect(row).toContainText('Vraagt toegang');
    await expectAccessible(page);
    await capture(page, testInfo, 'account-admission-requested');
    await page.getByRole('button', { name: `${newcomer.email} toegang geven` }).click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText(`Geeft u ${newcomer.email} toegang tot het account?`);
    await dialog.getByRole('button', { name: 'Ja, toegang geven' }).click();
    await expect(row).toContainText('Actief');
    await expect(page.getByRole('button', { name: `${newcomer.email} toegang geven` })).toHaveCount(0);
    // Let in, the newcomer reads the company's schemes like any colleague.
    const session = await seed.logIn(newcomer);
    await expect(
      seed.call('GET', '/inleners/inleners-cao-list/', { access: session.access }),
    ).resolves.toEqual([]);
  });

  test('changing the e-mail address mails a link to the new address', async ({ page }, testInfo) => {
    const account = await sharedOwner();
    const newEmail = uniqueEmail('nieuw');
    await openAccount(page, account);
    const field = page.getByLabel('Nieuw e-mailadres');
    await expect(
      page.getByRole('region', { name: 'Gebruikersgegevens' }).getByText(account.email),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Verstuur bevestigingslink' }).click();
    await expect(page.getByText('Veld is vereist')).toBeVisible();
    await field.fill('niet-goed@');
    await field.press('Tab');
    await expect(page.getByText('Vul een geldig e-mail adres in')).toBeVisible();
    await field.fill(newEmail);
    await page.getByRole('button', { name: 'Verstuur bevestigingslink' }).click();
    await expect(page.getByText(`We hebben een e-mail gestuurd naar ${newEmail}`)).toBeVisible();
    await expect(field).toHaveValue('');
    await capture(page, testInfo, 'account-email-change');
    const link = await waitForLink(newEmail, 'email-verificatie');
    expect(link).toMatch(/^\/email-verificatie\//);
  });

  test('deleting the account asks first, then a dialog leads to login and the account cannot log in', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('weg') });
    await openAccount(page, account);
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(confirm).toContainText('het account van uw bedrijf');
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(confirm).toHaveCount(0);

    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Ja, verwijderen' })
      .click();
    const done = page.getByRole('dialog', { name: 'Account verwijderd' });
    await expect(done).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'account-deleted');
    await done.getByRole('button', { name: 'Naar inloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(account.email);
    await page.getByLabel('Wachtwoord').fill(account.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Kan niet inloggen met de opgegeven gegevens.')).toBeVisible();
  });

  test('a failed deletion shows the dialog that says to contact support and keeps the user logged in @layout', async ({
    page,
  }, testInfo) => {
    await openAccount(page, await sharedOwner());
    // The connection drops while the deletion is sent.
    await page.route('**/api/rest-auth/inlener-user/', (route) =>
      route.request().method() === 'DELETE' ? route.abort('connectionfailed') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    await page
      .getByRole('dialog', { name: 'Zeker weten?' })
      .getByRole('button', { name: 'Ja, verwijderen' })
      .click();
    const failed = page.getByRole('dialog', { name: 'Verwijderen mislukt' });
    await expect(failed).toContainText(
      'Er is iets fout gegaan bij het verwijderen van uw account. Neem contact op met support.',
    );
    await expectAccessible(page);
    await capture(page, testInfo, 'account-delete-failed');
    await failed.getByRole('button', { name: 'Sluiten' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Gebruikersgegevens' })).toBeVisible();
  });

  test('a sub-user deletes only their own account @layout', async ({
    page,
    browser,
    baseURL,
    seed,
  }, testInfo) => {
    test.slow();
    const owner = await sharedOwner();
    const invitee = uniqueEmail('medewerker');
    const session = await seed.logIn(owner);
    await seed.inviteSubUser(session.access, invitee);
    await openWithSession(page, session, '/account');
    await expectAccountScreen(page);
    await expectAccessible(page);
    await capture(page, testInfo, 'account-main-user');

    const subPage = await acceptInvite(browser, baseURL ?? '', owner, invitee);
    await expectAccessible(subPage);
    await capture(subPage, testInfo, 'account-sub-user-view');
    await subPage.getByRole('button', { name: 'Account verwijderen' }).click();
    await expect(subPage.getByRole('dialog', { name: 'Zeker weten?' })).toContainText('uw account');
    await capture(subPage, testInfo, 'account-delete-confirm');
    await subPage.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(subPage.getByRole('dialog', { name: 'Account verwijderd' })).toBeVisible();
    await capture(subPage, testInfo, 'account-sub-user-deleted');
    await subPage
      .getByRole('dialog', { name: 'Account verwijderd' })
      .getByRole('button', { name: 'Naar inloggen' })
      .click();
    await expect(subPage).toHaveURL(/\/login$/);
    await subPage.context().close();

    // The company account and its main user remain; the sub-user is gone from the list.
    await page.reload();
    await expect(userRow(page, owner.email)).toHaveCount(1);
    await expect(userRow(page, invitee)).toHaveCount(0);
  });
});

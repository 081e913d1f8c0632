import type { Page } from '@playwright/test';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import {
  expectFocusTrapped,
  expectVisibleFocus,
  logInWithKeyboard,
  retype,
  tabNext,
  tabTo,
} from './support/keyboard.js';
import { waitForLink } from './support/mailbox.js';
import {
  CAO,
  PASSWORD,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
} from './support/seed.js';

/**
 * Keyboard only (issue 5, Done when): every flow of the portal completed without a mouse. The focus moves
 * with Tab and Shift+Tab, controls act on Enter, Space and the arrow keys, dialogs close on Escape; text is
 * typed into the focused field. Only the address bar is used directly (page.goto), also for a link from a
 * mail, as a user pastes it. Before each key that acts, the test expects the element it means to have a
 * visible focus; dialogs must trap the focus and give it back.
 *
 * Inviting and removing a user (account-page.spec.ts) and the links screen (overview-links.spec.ts) have
 * their keyboard tests beside their other tests.
 *
 * Numbers of the fixture KVK registry that only this spec registers or verifies a company of its kind with
 * (the server allows one hirer and one agency account per number): the first three as hirers, the last as
 * an agency.
 */
const SIGN_UP = {
  kvkNr: '69599068',
  names: ['Stichting Bolderbast', 'Test Stichting Bolderbast'],
};
const VERIFY = { kvkNr: '90006577', name: 'Test BV Duizend Vestigingen' };
const HIRER = { kvkNr: '68727720', name: 'Test NV Katrien' };
const AGENCY = { kvkNr: '90002490', name: 'Test Onderlinge Waarborgmaatschappij Duckstad U.A.' };

async function expectOverview(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
}

/** Opens the gear menu with Enter; the first item gets the focus. */
async function openGearMenu(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: /^Instellingen/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expectVisibleFocus(page.getByRole('menuitem', { name: 'Profiel' }));
}

test.describe('keyboard only', () => {
  // Only the desktop project runs these (none is tagged @layout); phones have no keyboard to speak of.

  test('sign up with the KVK lookup, activate, log in, and use the gear menu and the manual', async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail('toetsen-aanmelden');
    await page.goto('/registreren');
    await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();

    // The first Tab reaches the skip link, which takes the focus to the content.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('link', { name: 'Naar de inhoud' }));

    await tabTo(page, page.getByLabel('E-mailadres'));
    await page.keyboard.type(email);
    await tabNext(page, page.getByLabel('Telefoonnummer'));
    await page.keyboard.type('0612345678');
    await tabNext(page, page.getByLabel(/^Wachtwoord/));
    await page.keyboard.type(PASSWORD);
    await tabNext(page, page.getByLabel('Herhaal wachtwoord'));
    await page.keyboard.type(PASSWORD);
    await tabNext(page, page.getByLabel('KVK nummer'));
    await page.keyboard.type(SIGN_UP.kvkNr);

    // Eight digits start the lookup; the dropdown fills with the names, the first chosen.
    const companyName = page.getByLabel(/^Bedrijfsnaam/);
    await expect(companyName).toBeEnabled();
    await expect(companyName.locator('option')).toHaveText(SIGN_UP.names);
    await expect(companyName).toHaveValue(SIGN_UP.names[0] ?? '');
    await tabNext(page, companyName);
    // The arrow keys choose another name without opening the list.
    await page.keyboard.press('ArrowDown');
    await expect(companyName).toHaveValue(SIGN_UP.names[1] ?? '');
    await expect(companyName).toBeFocused();

    const confirm = page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bedrijf is');
    await tabNext(page, confirm);
    await page.keyboard.press('Space');
    await expect(confirm).toBeChecked();
    const terms = page.getByLabel(/Ik ga akkoord met de/);
    await tabNext(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    // The terms link inside the label is next, then the submit, enabled now both boxes are ticked.
    await tabNext(page, page.getByRole('link', { name: 'algemene voorwaarden', exact: true }));
    const submit = page.getByRole('button', { name: 'Registreren' });
    await tabNext(page, submit);
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Account aangemaakt' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // The activation link from the mail, pasted into the address bar.
    await page.goto(await waitForLink(email, 'account-activatie'));
    await expect(page.getByRole('status').getByText('Account geactiveerd')).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Inloggen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    await logInWithKeyboard(page, { email, password: PASSWORD });
    await expectOverview(page);

    // The gear menu: Enter opens it on Profiel, Enter chooses it.
    await openGearMenu(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();

    // The manual opens in a new tab at the chapter of the account screen.
    const manualLink = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', {
      name: 'Handleiding',
    });
    await tabTo(page, manualLink, { backwards: true });
    const [manual] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await manual.waitForLoadState();
    await expect(manual).toHaveURL(/\/handleiding#.+/);
    await expect(manual.getByRole('heading', { level: 1, name: 'Handleiding' })).toBeVisible();
    await manual.close();
    await page.bringToFront();

    // Uitloggen asks first. The dialog takes the focus, keeps it, and Escape gives it back to the gear.
    const gear = page.getByRole('button', { name: /^Instellingen/ });
    await openGearMenu(page);
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page.getByRole('menuitem', { name: 'Uitloggen' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toBeVisible();
    await expectVisibleFocus(dialog.getByRole('button', { name: 'Annuleren' }));
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectVisibleFocus(gear);

    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expectVisibleFocus(page.getByRole('menuitem', { name: 'Uitloggen' }));
    await page.keyboard.press('Enter');
    await expectVisibleFocus(dialog.getByRole('button', { name: 'Annuleren' }));
    await tabNext(page, dialog.getByRole('button', { name: 'Uitloggen' }));
    await capture(page, testInfo, 'keyboard-logout-confirm');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('the account screen: verify the company, the mail switch and a new e-mail address', async ({
    page,
    seed,
  }) => {
    test.slow();
    const account = await seed.createHirer({ email: uniqueEmail('toetsen-account') });
    await logIn(page, account);
    await expectOverview(page);
    await openGearMenu(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Gebruikersgegevens' })).toBeVisible();

    // Unverified company details: correct name and number, then Opslaan.
    const name = page.getByRole('textbox', { name: 'Bedrijfsnaam' });
    await tabTo(page, name);
    await retype(page, VERIFY.name);
    await tabNext(page, page.getByRole('textbox', { name: 'KVK nummer' }));
    await retype(page, VERIFY.kvkNr);
    await tabNext(page, page.getByRole('button', { name: 'Opslaan' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('KVK nummer en bedrijfsnaam komen overeen met het handelsregister'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bedrijfsgegevens' }).getByText(VERIFY.name)).toBeVisible();

    // The subscription's mail switch: Space switches it, saved at once; the focus stays on it.
    const mails = page.getByLabel('Mails bij nieuwe loontabellen voor het abonnement');
    await tabTo(page, mails);
    const before = await mails.isChecked();
    await page.keyboard.press('Space');
    await expect(mails).toBeChecked({ checked: !before });
    await expect(mails).toBeEnabled();
    await expectVisibleFocus(mails);
    await page.keyboard.press('Space');
    await expect(mails).toBeChecked({ checked: before });
    await expect(mails).toBeEnabled();
    await expectVisibleFocus(mails);
    await page.reload();
    await expect(page.getByLabel('Mails bij nieuwe loontabellen voor het abonnement')).toBeChecked({
      checked: before,
    });

    // A new e-mail address: typed, Enter sends the link; the link from the mail confirms it.
    const newEmail = uniqueEmail('toetsen-nieuw');
    await tabTo(page, page.getByLabel('Nieuw e-mailadres'));
    await page.keyboard.type(newEmail);
    await tabNext(page, page.getByRole('button', { name: 'Verstuur bevestigingslink' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`We hebben een e-mail gestuurd naar ${newEmail}`)).toBeVisible();
    await page.goto(await waitForLink(newEmail, 'email-verificatie'));
    await expect(page.getByText('E-mailadres gewijzigd. Log nu in met je nieuwe e-mailadres.')).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Inloggen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await logInWithKeyboard(page, { email: newEmail, password: account.password });
    await expectOverview(page);
  });

  test('the account screen: delete the account through its confirmation dialog', async ({
    page,
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('toetsen-weg') });
    await logIn(page, account, '/account');
    const remove = page.getByRole('button', { name: 'Account verwijderen' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expectVisibleFocus(confirm.getByRole('button', { name: 'Annuleren' }));
    await expectFocusTrapped(page, confirm);
    // Annuleren with Enter closes it; the focus returns to the button that opened it.
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expectVisibleFocus(remove);

    await page.keyboard.press('Enter');
    await expectVisibleFocus(confirm.getByRole('button', { name: 'Annuleren' }));
    await tabNext(page, confirm.getByRole('button', { name: 'Ja, verwijderen' }));
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Account verwijderd' });
    const toLogin = done.getByRole('button', { name: 'Naar inloggen' });
    await expectVisibleFocus(toLogin);
    await expectFocusTrapped(page, done, 2);
    await capture(page, testInfo, 'keyboard-account-deleted');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    await logInWithKeyboard(page, account);
    await expect(page.getByText('Kan niet inloggen met de opgegeven gegevens.')).toBeVisible();
  });

  test('forgot and reset the password', async ({ page, seed }) => {
    const account = await seed.createHirer({ email: uniqueEmail('toetsen-vergeten') });
    await page.goto('/login');
    await tabTo(page, page.getByRole('link', { name: 'Wachtwoord vergeten' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
    await tabTo(page, page.getByLabel('E-mailadres'));
    await page.keyboard.type(account.email);
    await tabNext(page, page.getByRole('button', { name: 'Verstuur link' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(account.email)).toBeVisible();

    await page.goto(await waitForLink(account.email, 'wachtwoord-resetten'));
    const newPassword = 'Nog een lang wachtwoord 2026!';
    await tabTo(page, page.getByLabel(/^Nieuw wachtwoord/));
    await page.keyboard.type(newPassword);
    await tabNext(page, page.getByLabel('Herhaal nieuw wachtwoord'));
    await page.keyboard.type(newPassword);
    // Enter in the last field submits the form.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Inloggen' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await logInWithKeyboard(page, { email: account.email, password: newPassword });
    await expectOverview(page);
  });

  test('an invited user activates the account from the mailed link', async ({ page, seed }) => {
    const owner = await seed.createHirer({ email: uniqueEmail('toetsen-eigenaar') });
    const invited = uniqueEmail('toetsen-collega');
    await seed.inviteSubUser((await seed.logIn(owner)).access, invited);
    await page.goto(await waitForLink(invited, 'account-activatie-invite'));
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging accepteren' })).toBeVisible();
    await tabTo(page, page.getByLabel(/^Wachtwoord/));
    await page.keyboard.type(PASSWORD);
    await tabNext(page, page.getByLabel(/^Herhaal wachtwoord/));
    await page.keyboard.type(PASSWORD);
    const terms = page.getByLabel(/Ik ga akkoord met de/);
    await tabNext(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabNext(page, page.getByRole('link', { name: 'algemene voorwaarden', exact: true }));
    await tabNext(page, page.getByRole('button', { name: 'Account activeren' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Uw wachtwoord is ingesteld en uw account is actief.')).toBeVisible();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Inloggen' }));
    await page.keyboard.press('Enter');
    await logInWithKeyboard(page, { email: invited, password: PASSWORD });
    await expectOverview(page);
  });

  test('the support form', async ({ page, seed }) => {
    const account = await seed.createHirer({ email: uniqueEmail('toetsen-support') });
    await logIn(page, account);
    await expectOverview(page);
    await tabTo(page, page.getByRole('link', { name: 'Support', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    const title = page.getByLabel('Onderwerp');
    await tabTo(page, title);
    await page.keyboard.type('Vraag over de toetsenbordbediening');
    await tabNext(page, page.getByLabel('Uw vraag of opmerking'));
    await page.keyboard.type('Kan ik alles met het toetsenbord doen?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ook de dialogen?');
    await expect(page.getByLabel('Uw vraag of opmerking')).toHaveValue(
      'Kan ik alles met het toetsenbord doen?\nOok de dialogen?',
    );
    await tabNext(page, page.getByRole('button', { name: 'Verstuur bericht' }));
    await page.keyboard.press('Enter');
    // The focus lands on the message that says it was sent, then the next button sends another.
    const done = page.getByRole('status').filter({ hasText: 'is verstuurd' });
    await expect(done).toBeFocused();
    await tabNext(page, page.getByRole('button', { name: 'Nog een bericht sturen' }));
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('');
  });
});

test.describe('keyboard only with shared schemes', () => {
  test.describe.configure({ mode: 'serial' });
  let hirer: HirerAccount;
  let agency: AgencyAccount;
  let scheme: SavedScheme;

  test.beforeAll(async ({ seed }) => {
    hirer = await seed.createHirer({
      email: uniqueEmail('toetsen-inlener'),
      kvkNr: HIRER.kvkNr,
      companyName: HIRER.name,
    });
    const { access } = await seed.logIn(hirer);
    scheme = await seed.saveScheme(access, schemePayload());
    // Three versions: the arrow keys go from the newest to the oldest one step at a time.
    for (const allowance of ['8.5', '9']) {
      scheme = await seed.saveNextVersion(access, scheme, schemePayload({ vacationAllowance: allowance }));
    }
    agency = await seed.createAgency({
      email: uniqueEmail('toetsen-bureau'),
      kvkNr: AGENCY.kvkNr,
      companyName: AGENCY.name,
    });
    await seed.share(access, { kind: 'scheme', id: scheme.id }, agency);
  });

  test('overview, scheme detail and its version dropdown', async ({ page }) => {
    await logIn(page, hirer);
    await expectOverview(page);
    const item = page.getByRole('listitem').filter({ hasText: CAO.full_name });
    await tabTo(page, item.getByRole('link', { name: 'Bekijken' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);

    const version = page.getByLabel('Versie');
    await expect(version).toHaveValue('3');
    await tabTo(page, version);
    // Each arrow key shows the version below; the dropdown keeps the focus while the version loads.
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/version=2/);
    await expect(page.getByText('U bekijkt een eerdere versie (versie 2).')).toBeVisible();
    await expectVisibleFocus(page.getByLabel('Versie'));
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/version=1/);
    await expect(page.getByText('U bekijkt een eerdere versie (versie 1).')).toBeVisible();
    await expect(page.locator('dd', { hasText: /^8 %$/ })).toBeVisible();
    await expectVisibleFocus(page.getByLabel('Versie'));

    await tabTo(page, page.getByRole('button', { name: 'Naar de nieuwste versie' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Versie')).toHaveValue('3');
    await expect(page.getByText(/U bekijkt een eerdere versie/)).toHaveCount(0);

    await tabTo(page, page.getByRole('link', { name: '← Mijn beloningen' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectOverview(page);
  });

  test('the agency area: a shared hirer, a version, a download, an invitation with help offered', async ({
    page,
  }, testInfo) => {
    test.slow();
    await logInWithKeyboard(page, agency, '/uitlenersportaal/inloggen');
    await expect(page.getByRole('heading', { level: 1, name: 'Gedeelde regelingen' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: HIRER.name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: HIRER.name })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: CAO.full_name }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);

    const version = page.getByLabel('Versie', { exact: true });
    await expect(version).toHaveValue('3');
    await tabTo(page, version);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/version=2/);
    await expect(page.getByText('U bekijkt een oudere versie. De nieuwste is versie 3.')).toBeVisible();
    await expectVisibleFocus(page.getByLabel('Versie', { exact: true }));

    // The download of the version on screen, with Enter.
    await tabTo(page, page.getByRole('button', { name: /^JSON/ }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/-versie-2\.json$/);

    // Invitations: offer help with Space, invite the hirer with help offered.
    const nav = page.getByRole('navigation', { name: 'Uitlenersportaal' });
    await tabTo(page, nav.getByRole('link', { name: 'Uitnodigingen' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodigingen' })).toBeVisible();
    const offer = page.getByLabel('Ons bureau biedt inleners hulp aan bij hun beloningsregeling');
    await tabTo(page, offer);
    await page.keyboard.press('Space');
    await expect(page.getByText('Hulp aanbieden staat aan.')).toBeVisible();
    await expect(offer).toBeChecked();
    await expectVisibleFocus(offer);

    await tabTo(page, page.getByLabel('E-mailadres van de inlener'));
    await page.keyboard.type(hirer.email);
    await tabNext(page, page.getByLabel('KVK nummer van de inlener'));
    await page.keyboard.type(HIRER.kvkNr);
    await expect(page.getByText(`Bedrijfsnaam: ${HIRER.name}`)).toBeVisible();
    const help = page.getByLabel(/^Hulp aanbieden: de inlener kan ons vragen/);
    await tabNext(page, help);
    await expect(help).toBeChecked();
    await tabNext(page, page.getByRole('button', { name: 'Uitnodiging versturen' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Uitnodiging verstuurd naar ${hirer.email}.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: hirer.email })).toContainText(HIRER.kvkNr);
    await capture(page, testInfo, 'keyboard-agency-invited');

    // The manual from the agency's header, then Uitloggen with its confirmation.
    const header = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await tabTo(page, header.getByRole('link', { name: 'Handleiding' }), { backwards: true });
    const [manual] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await expect(manual).toHaveURL(/\/handleiding#.+/);
    await manual.close();
    await page.bringToFront();
    const logout = header.getByRole('button', { name: 'Uitloggen' });
    await tabNext(page, logout);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expectVisibleFocus(dialog.getByRole('button', { name: 'Annuleren' }));
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expectVisibleFocus(logout);
    await page.keyboard.press('Enter');
    await expectVisibleFocus(dialog.getByRole('button', { name: 'Annuleren' }));
    await tabNext(page, dialog.getByRole('button', { name: 'Uitloggen' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
  });
});

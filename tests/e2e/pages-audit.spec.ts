import type { Page, TestInfo } from '@playwright/test';
import { inviteSubUser, registerInactiveAccount, createActiveAccount } from './support/accounts.js';
import {
  agencyAccess,
  createAgency,
  inviteHirer,
  sharedHirerId,
  shareWithAgency,
  type AgencyAccount,
} from './support/agency.js';
import { capture, expect, expectAccessible, test, uniqueEmail } from './support/fixtures.js';
import { waitForLink } from './support/mailbox.js';
import {
  createCompliance,
  createHirer,
  createScheme,
  saveNextVersion,
  type HirerSession,
} from './support/schemes.js';

/**
 * The audit of issue 5: every page and state that no other spec checks with axe and keeps as a screenshot
 * (dialogs and the gear menu included), the message of SPEC.md section 8 when the API cannot be reached,
 * and the mailed links' tokens leaving the address bar. Tagged @layout: the phone project runs it too.
 *
 * A verified hirer needs a KVK number and name of the fixture registry, one account per number and kind:
 * these tests own the numbers below, per project.
 */
const OWN: Record<
  string,
  { hirer: { kvkNr: string; name: string }; agency: { kvkNr: string; name: string } }
> = {
  desktop: {
    hirer: { kvkNr: '42264003', name: 'Preprod Zonnebloem B.V.' },
    agency: { kvkNr: '90006577', name: 'Test BV Duizend Vestigingen' },
  },
  phone: {
    hirer: { kvkNr: '42422608', name: 'Preprod Stichting Zonnebloem' },
    agency: { kvkNr: '90000102', name: 'Stichting Free opentrans' },
  },
};

/** The message of SPEC.md section 8 for a call that failed without an answer of the server. */
const NETWORK_FAILED = 'Er is iets mis gegaan. Neem contact op met support@beloning.nl';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await capture(page, testInfo, `audit-${name}`);
}

interface DocumentHost {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

/** How many pixels the page is wider than the window: a phone user would have to scroll sideways. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as DocumentHost).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** axe, no sideways scrolling, and a screenshot of the page as it stands. */
async function audit(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page);
  expect(await horizontalOverflow(page), `horizontale scroll op ${page.url()}`).toBe(0);
  await shot(page, testInfo, name);
}

/** The page frame stayed: header with its menu, the footer, and a level-1 heading in the main part. */
async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every call under these API paths fails as if the network were down. */
async function failApi(page: Page, ...paths: string[]): Promise<void> {
  for (const path of paths)
    await page.route(`**/api/${path}**`, (route) => route.abort('internetdisconnected'));
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
}

async function logInAgency(page: Page, agency: { email: string; password: string }): Promise<void> {
  await page.goto('/uitlenersportaal/inloggen');
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(agency.email);
  await page.getByLabel('Wachtwoord').fill(agency.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gedeelde regelingen' })).toBeVisible();
}

/**
 * A mailed link's token left the address bar once the page read it (a screenshot or a copied address would
 * carry it further); 'verborgen' stands in its place.
 */
async function expectTokenHidden(page: Page, link: string): Promise<void> {
  const token = link.split('/').pop() ?? '';
  const base = link.slice(0, link.lastIndexOf('/') + 1);
  await expect(page).toHaveURL((url) => url.pathname === `${base}verborgen`);
  expect(page.url()).not.toContain(token);
}

/** A KVK number outside the fixture registry (none of its numbers starts with 3). */
function freshKvkNr(): string {
  return String(30_000_000 + Math.floor(Math.random() * 10_000_000));
}

test.describe('account flow states @layout', () => {
  test('activation: the loading state, then success', async ({ page, baseURL }, testInfo) => {
    const account = await registerInactiveAccount(baseURL ?? '', uniqueEmail('activeren'));
    const link = await waitForLink(account.email, 'account-activatie');
    // Hold the answer back a moment to see the loading state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/rest-auth/inlener-activation/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await expect(page.getByText('Uw account wordt geactiveerd...')).toBeVisible();
    await audit(page, testInfo, 'activation-loading');
    release();
    await expect(page.getByText('Account geactiveerd')).toBeVisible();
    await expectTokenHidden(page, link);
  });

  test('forgot password: the sent state', async ({ page }, testInfo) => {
    const email = uniqueEmail('vergeten-audit');
    await page.goto('/wachtwoord-vergeten');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await audit(page, testInfo, 'forgot-password-sent');
  });

  test('reset password: the token leaves the address, a reload keeps the form working; the success state', async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = await createActiveAccount(baseURL ?? '', uniqueEmail('reset-audit'));
    await page.goto('/wachtwoord-vergeten');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByText(account.email)).toBeVisible();
    const link = await waitForLink(account.email, 'wachtwoord-resetten');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord resetten' })).toBeVisible();
    await expectTokenHidden(page, link);
    // The token stays in this tab's history entry: after a reload the form still resets the password.
    await page.reload();
    await expect(page.getByLabel(/^Nieuw wachtwoord/)).toBeVisible();
    const password = 'Een ander lang wachtwoord 2026!';
    await page.getByLabel(/^Nieuw wachtwoord/).fill(password);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
    await audit(page, testInfo, 'reset-password-success');
  });

  test('invite activation: the success state', async ({ page, baseURL }, testInfo) => {
    const owner = await createActiveAccount(baseURL ?? '', uniqueEmail('eigenaar-audit'));
    const invited = uniqueEmail('collega-audit');
    await inviteSubUser(baseURL ?? '', owner, invited);
    const link = await waitForLink(invited, 'account-activatie-invite');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging accepteren' })).toBeVisible();
    await expectTokenHidden(page, link);
    await page.getByLabel(/^Wachtwoord/).fill(owner.password);
    await page.getByLabel(/^Herhaal wachtwoord/).fill(owner.password);
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole('button', { name: 'Account activeren' }).click();
    await expect(page.getByText('Uw wachtwoord is ingesteld en uw account is actief.')).toBeVisible();
    await audit(page, testInfo, 'invite-activation-success');
  });

  test('e-mail verification: the error state', async ({ page }, testInfo) => {
    const link = '/email-verificatie/MTIzNDU/een-token-dat-niet-bestaat-0123456789abcdef';
    await page.goto(link);
    await expect(page.getByText('Er is iets fout gegaan. Probeer het later opnieuw.')).toBeVisible();
    await expectTokenHidden(page, link);
    await audit(page, testInfo, 'email-verification-failed');
  });

  test('a screen whose code cannot be downloaded shows the Dutch error page inside the frame', async ({
    page,
  }, testInfo) => {
    await page.route(/\/assets\/forgot-password-page-[^/]*\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Er is iets mis gegaan' })).toBeVisible();
    await expectFrame(page);
    await audit(page, testInfo, 'route-error');
  });
});

test.describe('an unverified hirer @layout', () => {
  test('the gear carries the warning tooltip; the menu and the logout confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = await createActiveAccount(baseURL ?? '', uniqueEmail('tandwiel'));
    await logIn(page, account);
    const gear = page.getByRole('button', { name: /^Instellingen/ });
    await gear.focus();
    await expect(page.getByRole('tooltip')).toHaveText('KVK nummer en bedrijfsnaam komen niet overeen.');
    await audit(page, testInfo, 'gear-tooltip');

    await gear.click();
    await expect(page.getByRole('menuitem', { name: 'Profiel' })).toBeVisible();
    await audit(page, testInfo, 'gear-menu');

    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText('Weet u zeker dat u wilt uitloggen?');
    await audit(page, testInfo, 'logout-confirm');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
  });

  test('a hirer in the agency area is told it is for agencies', async ({ page, baseURL }, testInfo) => {
    const account = await createActiveAccount(baseURL ?? '', uniqueEmail('verdwaald'));
    await logIn(page, account);
    await page.goto('/uitlenersportaal');
    await expect(page.getByText('U bent ingelogd als inlener')).toBeVisible();
    await audit(page, testInfo, 'agency-area-hirer');
  });
});

test.describe('a verified hirer and the agency it shares with @layout', () => {
  test.describe.configure({ mode: 'serial' });
  let hirer: HirerSession;
  let agency: AgencyAccount;
  let scheme: { id: number; guid: string; version: number };
  let compliance: { id: number };
  let own: { hirer: { kvkNr: string; name: string }; agency: { kvkNr: string; name: string } };

  test.beforeAll(async ({ baseURL }, testInfo) => {
    const mine = OWN[testInfo.project.name] ?? OWN.desktop;
    if (baseURL === undefined || mine === undefined) throw new Error('baseURL ontbreekt');
    own = mine;
    hirer = await createHirer(baseURL, uniqueEmail('audit-inlener'), own.hirer.kvkNr, own.hirer.name);
    scheme = await createScheme(baseURL, hirer);
    const second = await saveNextVersion(baseURL, hirer, scheme, '8.5');
    scheme = { ...scheme, version: second.version };
    compliance = await createCompliance(baseURL, hirer);
    agency = await createAgency(baseURL, uniqueEmail('audit-bureau'), own.agency.kvkNr, own.agency.name);
    await shareWithAgency(baseURL, hirer.access, { kind: 'scheme', id: scheme.id }, agency);
    await shareWithAgency(baseURL, hirer.access, { kind: 'compliance', id: compliance.id }, agency);
    await inviteHirer(
      baseURL,
      await agencyAccess(baseURL, agency),
      { kvkNr: own.hirer.kvkNr, email: hirer.email },
      false,
    );
  });

  test('the scheme detail of an older version, and a scheme that does not exist', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer);
    await page.goto(`/inleners-cao-detail/${scheme.guid}?version=1`);
    await expect(page.getByText('U bekijkt een eerdere versie (versie 1).')).toBeVisible();
    await audit(page, testInfo, 'scheme-detail-older');

    await page.goto('/inleners-cao-detail/bestaat-niet');
    await expect(page.getByRole('alert')).toHaveText(
      'Deze beloningsregeling bestaat niet of u heeft er geen toegang toe.',
    );
    await expectFrame(page);
    await audit(page, testInfo, 'scheme-detail-unknown');
  });

  test('the compliance links, the switch confirmation and the invites list', async ({ page }, testInfo) => {
    await logIn(page, hirer);
    await page.goto(`/cao-compliance-koppelingen/${compliance.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    const link = page.getByRole('switch', { name: new RegExp(own.agency.name) });
    await expect(link).toHaveAttribute('aria-checked', 'true');
    await audit(page, testInfo, 'compliance-links');

    await link.click();
    await expect(page.getByRole('dialog', { name: 'Zeker weten?' })).toBeVisible();
    await audit(page, testInfo, 'links-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
    await expect(link).toHaveAttribute('aria-checked', 'true');

    await page.goto(`/inleners-cao-koppelingen/${scheme.guid}?showInvites=true`);
    await expect(page.getByRole('heading', { name: 'Uitnodigingen van uitleners' })).toBeVisible();
    await expect(page.getByText(own.agency.name).first()).toBeVisible();
    await audit(page, testInfo, 'scheme-links-invites');
  });

  test('without the API the hirer pages show the message of section 8 inside the frame', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer);
    await failApi(page, 'inleners/');
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILED);
    await expectFrame(page);
    await shot(page, testInfo, 'offline-overview');

    await page.goto(`/inleners-cao-detail/${scheme.guid}`);
    await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILED);
    await expectFrame(page);

    await page.goto(`/inleners-cao-koppelingen/${scheme.guid}`);
    await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILED);
    await expectFrame(page);

    await page.goto(`/cao-compliance-koppelingen/${compliance.id}`);
    await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILED);
    await expectFrame(page);
    await audit(page, testInfo, 'offline-links');

    await failApi(page, 'rest-auth/subscription');
    await page.goto('/account');
    await expect(page.getByRole('alert')).toContainText(NETWORK_FAILED);
    await expectFrame(page);
    await audit(page, testInfo, 'offline-account');
  });

  test('the agency: a hirer page, a scheme no longer shared and the logout confirmation', async ({
    page,
    baseURL,
  }, testInfo) => {
    const inlenerId = await sharedHirerId(
      baseURL ?? '',
      await agencyAccess(baseURL ?? '', agency),
      own.hirer.name,
    );
    await logInAgency(page, agency);
    await page.goto(`/uitlenersportaal/inleners/${inlenerId}`);
    await expect(page.getByRole('heading', { level: 1, name: own.hirer.name })).toBeVisible();
    await audit(page, testInfo, 'agency-hirer');

    await page.goto('/uitlenersportaal/regelingen/onbekend');
    await expect(
      page.getByText('Deze regeling is niet (meer) met u gedeeld.', { exact: false }),
    ).toBeVisible();
    await audit(page, testInfo, 'agency-scheme-unknown');

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('button', { name: 'Uitloggen' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, testInfo, 'agency-logout-confirm');
  });

  test('without the API the agency pages show the message of section 8 inside the frame', async ({
    page,
    baseURL,
  }, testInfo) => {
    const inlenerId = await sharedHirerId(
      baseURL ?? '',
      await agencyAccess(baseURL ?? '', agency),
      own.hirer.name,
    );
    await logInAgency(page, agency);
    await failApi(page, 'uitleners/');
    for (const path of [
      '/uitlenersportaal',
      `/uitlenersportaal/inleners/${inlenerId}`,
      `/uitlenersportaal/regelingen/${scheme.guid}`,
      `/uitlenersportaal/cao-nalevingen/${compliance.id}`,
      '/uitlenersportaal/hulpvragen',
      '/uitlenersportaal/uitnodigingen',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: NETWORK_FAILED }).first()).toBeVisible();
      await expectFrame(page);
    }
    await audit(page, testInfo, 'offline-agency-invites');
    await page.goto('/uitlenersportaal');
    await expect(page.getByRole('alert')).toContainText(NETWORK_FAILED);
    await audit(page, testInfo, 'offline-agency-hirers');
  });
});

test.describe('the agency area without shares @layout', () => {
  test('a new agency sees the empty list; the sign-up form at this width', async ({
    page,
    baseURL,
  }, testInfo) => {
    const agency = await createAgency(
      baseURL ?? '',
      uniqueEmail('leeg-bureau'),
      freshKvkNr(),
      'Uitzendbureau Leeg B.V.',
    );
    await logInAgency(page, agency);
    await expect(page.getByText('Nog geen inlener deelt een regeling met uw bureau.')).toBeVisible();
    await audit(page, testInfo, 'agency-empty');

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('button', { name: 'Uitloggen' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Uitloggen' }).click();
    await page.goto('/uitlenersportaal/registreren');
    await expect(page.getByRole('heading', { level: 1, name: 'Registreren uitlener' })).toBeVisible();
    await audit(page, testInfo, 'agency-register');
  });
});

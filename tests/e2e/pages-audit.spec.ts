import type { Page, TestInfo } from '@playwright/test';
import {
  capture,
  expect,
  expectAccessible,
  horizontalOverflow,
  expectLinkOutOfAddress,
  logIn,
  openWithSession,
  startSession,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForLink } from './support/mailbox.js';
import { schemePayload, type AgencyAccount, type HirerAccount, type SavedScheme } from './support/seed.js';

/**
 * The audit of issue 5: every page and state that no other spec checks with axe and keeps as a screenshot
 * (dialogs and the gear menu included), the message of SPEC.md section 8 when the API cannot be reached,
 * and the mailed links' uidb64 and token leaving the address bar. Tagged @layout: the phone project runs it too.
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

/** axe, no sideways scrolling, and a screenshot of the page as it stands. */
async function audit(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page);
  expect(await horizontalOverflow(page), `horizontale scroll op ${page.url()}`).toBe(0);
  await capture(page, testInfo, `audit-${name}`);
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

test.describe('account flow states @layout', () => {
  test('activation: the loading state, then success', async ({ page, seed }, testInfo) => {
    const account = await seed.register('inlener', { email: uniqueEmail('activeren') });
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
    await expectLinkOutOfAddress(page, link);
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
    seed,
  }, testInfo) => {
    const account = await seed.createHirer({ email: uniqueEmail('reset-audit') });
    await page.goto('/wachtwoord-vergeten');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByText(account.email)).toBeVisible();
    const link = await waitForLink(account.email, 'wachtwoord-resetten');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord resetten' })).toBeVisible();
    await expectLinkOutOfAddress(page, link);
    // The link stays in this tab's sessionStorage: after a reload the form still resets the password.
    await page.reload();
    await expect(page.getByLabel(/^Nieuw wachtwoord/)).toBeVisible();
    const password = 'Een ander lang wachtwoord 2026!';
    await page.getByLabel(/^Nieuw wachtwoord/).fill(password);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Uw wachtwoord is gewijzigd.')).toBeVisible();
    await audit(page, testInfo, 'reset-password-success');
  });

  test('invite activation: the success state', async ({ page, seed }, testInfo) => {
    const owner = await seed.createHirer({ email: uniqueEmail('eigenaar-audit') });
    const invited = uniqueEmail('collega-audit');
    await seed.inviteSubUser((await seed.logIn(owner)).access, invited);
    const link = await waitForLink(invited, 'account-activatie-invite');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging accepteren' })).toBeVisible();
    await expectLinkOutOfAddress(page, link);
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
    await expectLinkOutOfAddress(page, link);
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
  // One hirer for both: neither changes anything of it (the logout is cancelled).
  test.describe.configure({ mode: 'serial' });
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('tandwiel') });
  });

  test('the gear carries the warning tooltip; the menu and the logout confirmation', async ({
    page,
  }, testInfo) => {
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

  test('a hirer in the agency area is told it is for agencies', async ({ page }, testInfo) => {
    await logIn(page, account, '/uitlenersportaal');
    await expect(page.getByText('U bent ingelogd als inlener')).toBeVisible();
    await audit(page, testInfo, 'agency-area-hirer');
  });
});

test.describe('a verified hirer and the agency it shares with @layout', () => {
  test.describe.configure({ mode: 'serial' });
  let hirer: HirerAccount;
  let agency: AgencyAccount;
  let scheme: SavedScheme;
  let compliance: { id: number };
  let own: { hirer: { kvkNr: string; name: string }; agency: { kvkNr: string; name: string } };

  test.beforeAll(async ({ seed }, testInfo) => {
    const mine = OWN[testInfo.project.name] ?? OWN.desktop;
    if (mine === undefined) throw new Error('geen KVK-nummers voor dit project');
    own = mine;
    hirer = await seed.createHirer({
      email: uniqueEmail('audit-inlener'),
      kvkNr: own.hirer.kvkNr,
      companyName: own.hirer.name,
    });
    const { access } = await seed.logIn(hirer);
    scheme = await seed.saveScheme(access, schemePayload());
    scheme = await seed.saveNextVersion(access, scheme, schemePayload({ vacationAllowance: '8.5' }));
    compliance = await seed.createCompliance(access);
    agency = await seed.createAgency({
      email: uniqueEmail('audit-bureau'),
      kvkNr: own.agency.kvkNr,
      companyName: own.agency.name,
    });
    await seed.share(access, { kind: 'scheme', id: scheme.id }, agency);
    await seed.share(access, { kind: 'compliance', id: compliance.id }, agency);
    await seed.inviteHirer(
      (await seed.logIn(agency)).access,
      { kvkNr: own.hirer.kvkNr, email: hirer.email },
      { offerHelp: false },
    );
  });

  test('the scheme detail of an older version, and a scheme that does not exist', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer, `/inleners-cao-detail/${scheme.guid}?version=1`);
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
    await logIn(page, hirer, `/cao-compliance-koppelingen/${compliance.id}`);
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
    // Five pages, each loaded afresh, and three audits: more time than one page needs.
    test.slow();
    await failApi(page, 'inleners/');
    await logIn(page, hirer, '/');
    await expect(page.getByRole('alert')).toHaveText(NETWORK_FAILED);
    await expectFrame(page);
    await capture(page, testInfo, 'audit-offline-overview');

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
    seed,
  }, testInfo) => {
    const session = await seed.logIn(agency);
    const inlenerId = await seed.sharedHirerId(session.access, own.hirer.name);
    await openWithSession(page, session, `/uitlenersportaal/inleners/${inlenerId}`);
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
    seed,
  }, testInfo) => {
    // Seven pages, each loaded afresh, and two audits: more time than one page needs.
    test.slow();
    const session = await seed.logIn(agency);
    const inlenerId = await seed.sharedHirerId(session.access, own.hirer.name);
    await startSession(page.context(), session);
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
    seed,
  }, testInfo) => {
    const agency = await seed.createAgency({
      email: uniqueEmail('leeg-bureau'),
      companyName: 'Uitzendbureau Leeg B.V.',
    });
    await logIn(page, agency);
    await expect(
      page.getByText('Nog geen inlener deelt een regeling met u.', { exact: false }),
    ).toBeVisible();
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

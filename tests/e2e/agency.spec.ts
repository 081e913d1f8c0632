import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storedTokens,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForLink } from './support/mailbox.js';
import {
  CAO,
  firstTable,
  freshKvkNr,
  PASSWORD,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
} from './support/seed.js';

/**
 * The agency area /uitlenersportaal (ARCHITECTURE.md, 'The agency side') against the real server: sign-up
 * with the KVK lookup, login, the hirers and versions shared with the agency, reading a version, the JSON,
 * CSV and SETU downloads, invitations with help offered, help requests and 'Voorstel maken'.
 *
 * The server allows one account per KVK number and kind, and a verified company needs a number and name of
 * the fixture registry, so these tests own registry numbers: per project (desktop, phone) one hirer and one
 * agency, and one more agency number for the sign-up through the form (desktop only).
 */
const OWN: Record<
  string,
  { hirer: { kvkNr: string; name: string }; agency: { kvkNr: string; name: string } }
> = {
  desktop: {
    hirer: { kvkNr: '69599076', name: 'Test VOF Guus' },
    agency: { kvkNr: '90001745', name: 'Test Maatschap Katrien en Donald' },
  },
  phone: {
    hirer: { kvkNr: '90005414', name: 'Test VOF Kwek' },
    agency: { kvkNr: '90003942', name: 'Test CV Goudglans' },
  },
};
const SIGN_UP = { kvkNr: '55505201', name: 'Test Rechtspersoon Duckstad' };

async function downloadText(download: Download): Promise<string> {
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

test.describe('agency sign-up and login', () => {
  test('an agency signs up with the KVK lookup, activates through the mail and logs in', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one sign-up per KVK number');
    const email = uniqueEmail('bureau');
    await page.goto('/uitlenersportaal/inloggen');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-login');
    await page.getByRole('link', { name: 'Registreer uw bureau' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Registreren uitlener' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Telefoonnummer').fill('0201234567');
    await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
    await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
    await page.getByLabel('KVK nummer').fill(SIGN_UP.kvkNr);
    await expect(page.getByLabel(/^Bedrijfsnaam/)).toHaveValue(SIGN_UP.name);
    await expect(page.getByRole('button', { name: 'Registreren' })).toBeDisabled();
    await page.getByLabel('Ik bevestig dat de gekozen bedrijfsnaam de naam van mijn bureau is').check();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-register');
    await page.getByRole('button', { name: 'Registreren' }).click();
    await expect(page.getByText('Het account van uw bureau is aangemaakt.')).toBeVisible();

    const link = await waitForLink(email, 'account-activatie');
    await page.goto(link);
    await expect(page.getByText('Account geactiveerd')).toBeVisible();

    // The agency login screen: the new account lands on its (empty) list of hirers.
    await page.goto('/uitlenersportaal/inloggen');
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gedeelde regelingen' })).toBeVisible();
    await expect(
      page.getByText('Nog geen inlener deelt een regeling met u.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Uitloggen' }),
    ).toBeVisible();
  });

  test('the agency login asks for both fields and refuses a hirer account', async ({ page, seed }) => {
    await page.goto('/uitlenersportaal/inloggen');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Veld is vereist')).toHaveCount(2);

    const hirer = await seed.createHirer({
      email: uniqueEmail('inlener-bij-bureau'),
      companyName: 'Testbedrijf B.V.',
    });
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill(hirer.email);
    await page.getByLabel('Wachtwoord').fill(hirer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('Kan niet inloggen met de opgegeven gegevens.')).toBeVisible();
    await expect(page.getByLabel('Gebruikersnaam of e-mailadres')).toHaveValue(hirer.email);
    expect(await storedTokens(page)).toBeNull();
  });

  test('a hirer who opens the agency area is told it is for agencies', async ({ page, seed }) => {
    const hirer = await seed.createHirer({
      email: uniqueEmail('inlener-portaal'),
      companyName: 'Testbedrijf B.V.',
    });
    await logIn(page, hirer);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
    await page.goto('/uitlenersportaal');
    await expect(page.getByText('U bent ingelogd als inlener')).toBeVisible();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
  });

  test('without a session the agency pages go to the agency login', async ({ page }) => {
    await page.goto('/uitlenersportaal/hulpvragen');
    await expect(page).toHaveURL(/\/uitlenersportaal\/inloggen$/);
  });
});

test.describe('what a hirer shares with the agency', () => {
  test.describe.configure({ mode: 'serial' });
  let agency: AgencyAccount;
  let hirer: HirerAccount;
  let hirerName: string;
  let hirerKvkNr: string;
  let scheme: SavedScheme;

  test.beforeAll(async ({ seed }, testInfo) => {
    const own = OWN[testInfo.project.name] ?? OWN.desktop;
    if (own === undefined) throw new Error('geen KVK-nummers voor dit project');
    agency = await seed.createAgency({
      email: uniqueEmail('uitlener'),
      kvkNr: own.agency.kvkNr,
      companyName: own.agency.name,
    });
    hirerName = own.hirer.name;
    hirerKvkNr = own.hirer.kvkNr;
    hirer = await seed.createHirer({
      email: uniqueEmail('deler'),
      kvkNr: own.hirer.kvkNr,
      companyName: own.hirer.name,
    });
    const { access } = await seed.logIn(hirer);
    scheme = await seed.saveScheme(access, schemePayload());
    scheme = await seed.saveNextVersion(access, scheme, schemePayload({ vacationAllowance: '8.5' }));
    const compliance = await seed.createCompliance(access);
    await seed.share(access, { kind: 'scheme', id: scheme.id }, agency);
    await seed.share(access, { kind: 'compliance', id: compliance.id }, agency);
  });

  test('the agency sees the hirer with the new scheme and reads every version @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, agency);
    const card = page.getByRole('region', { name: hirerName, exact: true });
    const schemes = card.getByRole('table', { name: `Beloningsregelingen van ${hirerName}` });
    await expect(schemes.getByRole('link', { name: CAO.full_name })).toBeVisible();
    await expect(schemes.getByText('Nieuw', { exact: true })).toBeVisible();
    await expect(schemes.getByRole('cell', { name: '2', exact: true })).toHaveCSS('text-align', 'right');
    const compliances = card.getByRole('table', { name: `Cao-nalevingen van ${hirerName}` });
    await expect(compliances.getByRole('link', { name: CAO.full_name })).toBeVisible();
    await expect(card.getByText(`KVK ${hirerKvkNr}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Voorstel maken' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-hirers');

    await schemes.getByRole('link', { name: CAO.full_name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    await expect(page.getByLabel('Versie', { exact: true })).toHaveValue('2');
    await expect(page.locator('dd', { hasText: /^8,5 %$/ })).toBeVisible();
    // A wage of the first table, with a decimal comma and right-aligned.
    const wage = firstTable().full_table['17']?.LG1?.['1'] ?? '';
    const cell = page.getByRole('cell', { name: wage.replace('.', ','), exact: true }).first();
    await expect(cell).toBeVisible();
    await expect(cell).toHaveCSS('text-align', 'right');
    // Dates are DD-MM-YYYY.
    await expect(page.locator('dd').filter({ hasText: /^01-07-2024 t\/m 30-06-2026$/ })).toBeVisible();
    await expect(page.getByText('Glazenwasser hoogbouw').first()).toBeVisible();
    // The cao text is read as text: its script never runs.
    await expect(page.getByText('De normale arbeidsduur is 38 uur per week.')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-scheme');

    await page.getByLabel('Versie', { exact: true }).selectOption('1');
    await expect(page).toHaveURL(/version=1/);
    await expect(page.getByText('U bekijkt een oudere versie. De nieuwste is versie 2.')).toBeVisible();
    await expect(page.locator('dd', { hasText: /^8 %$/ })).toBeVisible();

    // Opened once, the scheme is no longer new for the agency.
    await page.getByRole('link', { name: '← Alle inleners' }).click();
    await page
      .getByRole('table', { name: `Cao-nalevingen van ${hirerName}` })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    await expect(page.getByRole('cell', { name: 'Gevelreiniger' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-compliance');
    await page.goto('/uitlenersportaal');
    await expect(
      page.getByRole('region', { name: hirerName, exact: true }).getByText('Nieuw', { exact: true }),
    ).toHaveCount(0);
  });

  test('the downloads are JSON, CSV and SETU files with Dutch names', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'downloads are the same at every width');
    await logIn(page, agency, `/uitlenersportaal/regelingen/${scheme.guid}`);
    await expect(page.getByLabel('Versie', { exact: true })).toHaveValue('2');
    const company = 'test-vof-guus';

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^JSON/ }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`beloningsregeling-${company}-versie-2.json`);
    const parsed = JSON.parse(await downloadText(json)) as { guid: string; version: number };
    expect(parsed).toMatchObject({ guid: scheme.guid, version: 2 });

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^CSV/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`loontabellen-${company}-versie-2.csv`);
    const csvText = await downloadText(csv);
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    expect(csvText).toContain(';');
    const wage = firstTable().full_table['17']?.LG1?.['1'] ?? '';
    expect(csvText).toContain(wage.replace('.', ','));

    const [setu] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^SETU/ }).click(),
    ]);
    expect(setu.suggestedFilename()).toBe(`setu-gelijkwaardige-beloning-${company}-versie-2.json`);
    const message = JSON.parse(await downloadText(setu)) as { documentId: { value: string } };
    expect(message.documentId.value).toBe(`${scheme.guid}-v2`);

    // An older version downloads as that version, even when pressed at once: the buttons wait while it loads.
    await page.getByLabel('Versie', { exact: true }).selectOption('1');
    const [older] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^JSON/ }).click(),
    ]);
    expect(older.suggestedFilename()).toBe(`beloningsregeling-${company}-versie-1.json`);
  });

  test('coming back from a proposal, the hand-over code opens the page of the hirer in the agency area', async ({
    page,
    seed,
  }) => {
    // The proposal screen sends the agency back to its page for the hirer with a hand-over code (SPEC.md
    // 2.13); a fresh browser without a session stands in for the return.
    const { access } = await seed.logIn(agency);
    const inlenerId = await seed.sharedHirerId(access, hirerName);
    const code = await seed.handoverCode(access, inlenerId);
    await page.goto(`/uitlenersportaal/inleners/${inlenerId}?refresh=${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1, name: hirerName })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/uitlenersportaal/inleners/${inlenerId}$`));
    await expect(page.getByRole('button', { name: 'Voorstel maken' })).toBeVisible();

    // A code works once: used again, the visitor ends at the agency login.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/uitlenersportaal/inleners/${inlenerId}?refresh=${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
  });

  test('a scheme that is not shared says so', async ({ page }) => {
    await logIn(page, agency, '/uitlenersportaal/regelingen/onbekend');
    await expect(
      page.getByText('Deze regeling is niet (meer) met u gedeeld.', { exact: false }),
    ).toBeVisible();
  });

  test('an agency session on a hirer page goes to the agency area; logout asks first', async ({ page }) => {
    await logIn(page, agency, '/account');
    await expect(page).toHaveURL(/\/uitlenersportaal$/);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await nav.getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
    expect(await storedTokens(page)).toBeNull();
  });

  test('the agency offers help, invites the hirer and starts a proposal from its help request @layout', async ({
    page,
    seed,
  }, testInfo) => {
    await logIn(page, agency);
    await page.getByRole('link', { name: 'Uitnodigingen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodigingen' })).toBeVisible();

    // Bad input first: the Dutch messages, and nothing typed is lost.
    await page.getByLabel('E-mailadres van de inlener').fill('geen-adres');
    await page.getByLabel('KVK nummer van de inlener').fill('12ab');
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText('Vul een geldig e-mail adres in')).toBeVisible();
    await expect(page.getByText('KVK nummer niet valide')).toBeVisible();
    await expect(page.getByLabel('E-mailadres van de inlener')).toHaveValue('geen-adres');

    const offer = page.getByLabel('Ons bureau biedt inleners hulp aan bij hun beloningsregeling');
    await expect(offer).not.toBeChecked();
    await offer.check();
    await expect(page.getByText('Hulp aanbieden staat aan.')).toBeVisible();

    await page.getByLabel('E-mailadres van de inlener').fill(hirer.email);
    await page.getByLabel('KVK nummer van de inlener').fill(hirerKvkNr);
    await expect(page.getByText(`Bedrijfsnaam: ${hirerName}`)).toBeVisible();
    await expect(page.getByLabel(/^Hulp aanbieden: de inlener kan ons vragen/)).toBeChecked();
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText(`Uitnodiging verstuurd naar ${hirer.email}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: hirer.email });
    await expect(row).toContainText(hirerKvkNr);
    await expect(row).toContainText('Heeft een account');
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-invites');

    await seed.askForHelp((await seed.logIn(hirer)).access, agency);
    await page.getByRole('link', { name: 'Hulpvragen' }).click();
    const request = page.getByRole('row').filter({ hasText: hirerName });
    await expect(request).toContainText(hirer.email);
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-help-requests');

    await request.getByRole('button', { name: `Voorstel maken voor ${hirerName}` }).click();
    // The one-time address opens the proposal screen; the hand-over code is exchanged and leaves the address.
    await expect(page).toHaveURL(/\/uitlener-voorstel\/\d+$/);
    await expect.poll(() => storedTokens(page)).not.toBeNull();
  });

  test('whoever registered a KVK number first sees nothing a hirer shares with it at another address @layout', async ({
    page,
    seed,
  }, testInfo) => {
    // The squatter registers an agency under a number first, with an address of their own; the hirer then
    // shares with that number at the real agency's address (server/README.md, 'Identity by proof of mailbox').
    const kvkNr = freshKvkNr();
    const squatter = await seed.createAgency({
      email: uniqueEmail('kraker'),
      kvkNr,
      companyName: 'Echt Uitzendbureau B.V.',
    });
    const { access } = await seed.logIn(hirer);
    await seed.shareAlso(access, scheme, {
      kvkNr,
      companyName: 'Echt Uitzendbureau B.V.',
      email: uniqueEmail('planning-echt-bureau'),
    });

    await logIn(page, squatter);
    await expect(page.getByRole('heading', { level: 2, name: 'Nog niets gedeeld' })).toBeVisible();
    await expect(page.getByRole('region', { name: hirerName, exact: true })).toHaveCount(0);
    await expect(page.getByText(/log dan in met dat adres of meld u er zelf mee aan/)).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'agency-squatter-empty');
    await page.goto(`/uitlenersportaal/regelingen/${scheme.guid}`);
    await expect(
      page.getByText('Deze regeling is niet (meer) met u gedeeld.', { exact: false }),
    ).toBeVisible();
  });
});

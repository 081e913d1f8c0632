import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import {
  CAO,
  firstTable,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
} from './support/seed.js';

/**
 * The overview 'Mijn beloningen', the scheme detail, the links screens and the cao compliance detail
 * (SPEC.md 2.9 and 2.10) against the real server. Data is made through the API as the wizards send it.
 *
 * The server allows one account per KVK number, and a verified hirer needs a number and name of the fixture
 * registry, so these tests own two registry numbers: one per project (desktop, phone).
 */
const OWN_KVK: Record<string, { kvkNr: string; name: string }> = {
  desktop: { kvkNr: '90002520', name: 'Test Kerkgenootschap Duckstad' },
  phone: { kvkNr: '90000749', name: 'Test VvE Flamingolaan' },
};
/** An agency in the fixture registry to link with. */
const AGENCY = { kvkNr: '68750110', name: 'Test BV Donald' };
const OTHER_AGENCY = { kvkNr: '90001354', name: 'Grand Kontex B.V.' };
/**
 * Agency accounts that invite the desktop hirer: numbers of the fixture registry (the add form looks the name
 * up) that no other browser test registers an agency with (one agency account per number).
 */
const INVITING_AGENCIES = [
  { kvkNr: '68727720', name: 'Test NV Katrien' },
  { kvkNr: OTHER_AGENCY.kvkNr, name: OTHER_AGENCY.name },
];
/** The agency account that makes proposals, one per project: outside the registry, nothing looks it up. */
const PROPOSING_AGENCY: Record<string, { kvkNr: string; name: string }> = {
  desktop: { kvkNr: '31000520', name: 'Uitzendbureau Voorstel B.V.' },
  phone: { kvkNr: '31000749', name: 'Uitzendbureau Voorstel B.V.' },
};

test.describe('overview, detail and links of a verified hirer', () => {
  test.describe.configure({ mode: 'serial' });
  let hirer: HirerAccount;
  let scheme: SavedScheme;
  let compliance: { id: number };
  let own: { kvkNr: string; name: string };

  test.beforeAll(async ({ seed }, testInfo) => {
    const ownKvk = OWN_KVK[testInfo.project.name] ?? OWN_KVK.desktop;
    if (ownKvk === undefined) throw new Error('geen KVK-nummer voor dit project');
    own = ownKvk;
    hirer = await seed.createHirer({
      email: uniqueEmail('overzicht'),
      kvkNr: own.kvkNr,
      companyName: own.name,
    });
    const { access } = await seed.logIn(hirer);
    scheme = await seed.saveScheme(access, schemePayload());
    scheme = await seed.saveNextVersion(access, scheme, schemePayload({ vacationAllowance: '8.5' }));
    compliance = await seed.createCompliance(access);
  });

  test('the overview lists the scheme and the compliance with view, edit and link buttons @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer);
    const item = page.getByRole('listitem').filter({ hasText: CAO.full_name }).first();
    await expect(item.getByRole('link', { name: 'Bekijken' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Wijzigen' })).toBeVisible();
    await expect(item.getByRole('link', { name: 'Koppelingen' })).toHaveAttribute(
      'href',
      `/inleners-cao-koppelingen/${scheme.guid}`,
    );
    await expect(item).toContainText('Versie 2');
    await expect(page.getByRole('heading', { name: 'Cao-nalevingen' })).toBeVisible();
    const compliances = page.getByRole('region', { name: 'Cao-nalevingen' });
    await expect(compliances.getByRole('link', { name: 'Bekijken' })).toHaveAttribute(
      'href',
      `/cao-compliance-detail/${CAO.id}/${compliance.id}`,
    );
    await expect(compliances.getByRole('link', { name: 'Koppelingen' })).toHaveAttribute(
      'href',
      `/cao-compliance-koppelingen/${compliance.id}`,
    );
    await expect(page.getByRole('button', { name: 'Nieuwe beloningsregeling' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'overview');
  });

  test('the detail shows every part, the newest version first, and older versions through the dropdown @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer, `/inleners-cao-detail/${scheme.guid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    const version = page.getByLabel('Versie');
    await expect(version).toHaveValue('2');
    await expect(page.getByText('Vakantiegeld')).toBeVisible();
    await expect(page.locator('dd', { hasText: '8,5 %' })).toBeVisible();
    // A wage of the first table, with a decimal comma and right-aligned.
    const table = firstTable();
    const wage = table.full_table['17']?.LG1?.['1'] ?? '';
    const cell = page.getByRole('cell', { name: wage.replace('.', ','), exact: true }).first();
    await expect(cell).toBeVisible();
    await expect(cell).toHaveCSS('text-align', 'right');
    await expect(page.getByText('Glazenwasser hoogbouw').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cao-tekst' })).toBeVisible();
    await expect(page.getByText('De normale arbeidsduur is')).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    // Dates are DD-MM-YYYY.
    await expect(page.locator('dd').filter({ hasText: /^01-07-2024 t\/m 30-06-2026$/ })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'scheme-detail');

    await version.selectOption('1');
    await expect(page).toHaveURL(/version=1/);
    await expect(page.getByText('U bekijkt een eerdere versie (versie 1).')).toBeVisible();
    await expect(page.locator('dd', { hasText: /^8 %$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Naar de nieuwste versie' }).click();
    await expect(page.getByLabel('Versie')).toHaveValue('2');
  });

  test('an unknown scheme says it does not exist', async ({ page }) => {
    await logIn(page, hirer, '/inleners-cao-detail/bestaat-niet');
    await expect(page.getByRole('alert')).toHaveText(
      'Deze beloningsregeling bestaat niet of u heeft er geen toegang toe.',
    );
  });

  test('links: the KVK lookup fills the name, bad input gets its message, and the switch asks first @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer, `/inleners-cao-koppelingen/${scheme.guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    await expect(
      page.getByText('Er zijn nog geen koppelingen. Voeg hieronder een uitlener toe.'),
    ).toBeVisible();

    const kvk = page.getByLabel('KVK nummer uitlener');
    const name = page.getByLabel('Bedrijfsnaam');
    const email = page.getByLabel('E-mailadres contactpersoon');

    // Submitting empty: every required field says so.
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expect(page.getByText('Veld is vereist')).toHaveCount(3);

    // More than 8 characters.
    await kvk.fill('123456789');
    await kvk.blur();
    await expect(page.getByText('Maximaal 8 karakters')).toBeVisible();

    // A number the registry does not know: 'Niet gevonden' and the KVK message.
    await kvk.fill('12345678');
    await expect(name).toHaveValue('Niet gevonden');
    await expect(page.getByText('KVK nummer niet valide')).toBeVisible();

    // A failing registry: 'Niet gevonden' and the disturbance notice.
    await kvk.fill('90004973');
    await expect(name).toHaveValue('Niet gevonden');
    await expect(
      page.getByText('De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.'),
    ).toBeVisible();

    // 'Zoeken...' while the lookup runs (the real answer, held back until the test has seen it), then the name.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/inleners/handelsnaam/**', async (route) => {
      await held;
      await route.continue();
    });
    await kvk.fill(AGENCY.kvkNr);
    await expect(name).toHaveValue('Zoeken...');
    release();
    await expect(name).toHaveValue(AGENCY.name);
    await page.unroute('**/api/inleners/handelsnaam/**');

    await email.fill('geen-adres');
    await email.blur();
    await expect(page.getByText('Vul een geldig e-mail adres in')).toBeVisible();
    await email.fill('planning@donald.nl');
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expect(page.getByText(`De koppeling met ${AGENCY.name} is opgeslagen.`)).toBeVisible();
    const link = page.getByRole('switch', { name: new RegExp(AGENCY.name) });
    await expect(link).toHaveAttribute('aria-checked', 'true');

    // The same agency again: one link per agency.
    await kvk.fill(AGENCY.kvkNr);
    await kvk.blur();
    await expect(page.getByText('Een koppeling per uitlener')).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'scheme-links');

    // The switch asks first; 'Annuleren' changes nothing, 'Ontkoppelen' disconnects.
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(link).toHaveAttribute('aria-checked', 'true');
    await link.click();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Ontkoppelen' }).click();
    await expect(link).toHaveAttribute('aria-checked', 'false');
    await expect(link).toContainText('Ontkoppeld');

    // The server kept it: after a reload the link is still disconnected.
    await page.reload();
    await expect(page.getByRole('switch', { name: new RegExp(AGENCY.name) })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('links can be added and switched with the keyboard alone', async ({ page }) => {
    await logIn(page, hirer, `/cao-compliance-koppelingen/${compliance.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    await page.getByLabel('KVK nummer uitlener').focus();
    await page.keyboard.type(OTHER_AGENCY.kvkNr);
    await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue(OTHER_AGENCY.name);
    await page.keyboard.press('Tab'); // the read-only name
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mailadres contactpersoon')).toBeFocused();
    await page.keyboard.type('inhuur@kontex.nl');
    await page.keyboard.press('Enter');
    const link = page.getByRole('switch', { name: new RegExp(OTHER_AGENCY.name) });
    await expect(link).toHaveAttribute('aria-checked', 'true');
    await link.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog', { name: 'Zeker weten?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Ontkoppelen' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('aria-checked', 'false');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Koppelen' }).focus();
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('aria-checked', 'true');
  });

  test('the compliance detail shows the own jobs, the cao and who it is shared with @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, hirer, `/cao-compliance-detail/${CAO.id}/${compliance.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    const ownJobs = page.getByRole('region', { name: 'Functies in uw bedrijf' });
    await expect(ownJobs.getByRole('row')).toHaveCount(2);
    await expect(ownJobs.getByRole('cell', { name: 'Gevelreiniger', exact: true })).toBeVisible();
    await expect(ownJobs.getByRole('cell', { name: firstTable().name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Koppelingen beheren' })).toHaveAttribute(
      'href',
      `/cao-compliance-koppelingen/${compliance.id}`,
    );
    await expectAccessible(page);
    await capture(page, testInfo, 'compliance-detail');
  });

  test('with showInvites the links screen lists the agencies that invited the hirer; one choice fills the add form', async ({
    page,
    seed,
  }, testInfo) => {
    // Without showInvites there is no list; with it and no invitations, the list says so.
    const { access } = await logIn(page, hirer, `/inleners-cao-koppelingen/${scheme.guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uitnodigingen van uitleners' })).toHaveCount(0);
    await page.goto(`/inleners-cao-koppelingen/${scheme.guid}?showInvites=true`);
    const invites = page.getByRole('region', { name: 'Uitnodigingen van uitleners' });
    await expect(
      invites.getByText('Er zijn geen uitnodigingen van uitleners.', { exact: true }),
    ).toBeVisible();

    // Two agencies invite the hirer's KVK number through the real API (one offers help, one does not).
    const contacts = new Map<string, string>();
    for (const [index, company] of INVITING_AGENCIES.entries()) {
      const agency = await seed.createAgency({
        email: uniqueEmail('uitnodiger'),
        kvkNr: company.kvkNr,
        companyName: company.name,
      });
      const agencyToken = (await seed.logIn(agency)).access;
      await seed.inviteHirer(
        agencyToken,
        { kvkNr: own.kvkNr, email: hirer.email },
        { offerHelp: index === 0 },
      );
      contacts.set(company.kvkNr, agency.email);
    }
    await page.reload();
    const items = invites.getByRole('listitem');
    // By company name.
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(OTHER_AGENCY.name);
    await expect(items.nth(1)).toContainText('Test NV Katrien');
    const katrien = items.filter({ hasText: 'Test NV Katrien' });
    await expect(katrien).toContainText('KVK 68727720');
    await expect(katrien).toContainText(contacts.get('68727720') ?? '');
    await expect(invites.getByText('Er zijn geen uitnodigingen van uitleners.')).toHaveCount(0);
    await expectAccessible(page);
    await capture(page, testInfo, 'scheme-links-invites');

    // One click puts the agency in the add form (the name is looked up at the KVK); saving links it.
    const kvk = page.getByLabel('KVK nummer uitlener');
    const name = page.getByLabel('Bedrijfsnaam');
    const email = page.getByLabel('E-mailadres contactpersoon');
    await katrien.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(kvk).toHaveValue('68727720');
    await expect(kvk).toBeFocused();
    await expect(email).toHaveValue(contacts.get('68727720') ?? '');
    await expect(name).toHaveValue('Test NV Katrien');
    await page.getByRole('button', { name: 'Koppeling toevoegen' }).click();
    await expect(page.getByText('De koppeling met Test NV Katrien is opgeslagen.')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Test NV Katrien/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(katrien).toContainText('Al gekoppeld');
    await expect(katrien.getByRole('button')).toHaveCount(0);

    // The keyboard alone: Enter on the other agency's button, Enter in the form once the name is found.
    const kontex = items.filter({ hasText: OTHER_AGENCY.name });
    await kontex.getByRole('button', { name: 'Toevoegen' }).focus();
    await page.keyboard.press('Enter');
    await expect(kvk).toBeFocused();
    await expect(kvk).toHaveValue(OTHER_AGENCY.kvkNr);
    await expect(name).toHaveValue(OTHER_AGENCY.name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('switch', { name: new RegExp(OTHER_AGENCY.name) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(kontex).toContainText('Al gekoppeld');

    // The server kept both links, connected, with the invitations' addresses.
    const saved = await seed.readScheme(access, scheme.guid);
    expect(
      saved.koppelingen.filter((link) => !link.disabled).map((link) => [link.kvk_nr, link.contact_email]),
    ).toEqual(
      expect.arrayContaining([
        ['68727720', contacts.get('68727720')],
        [OTHER_AGENCY.kvkNr, contacts.get(OTHER_AGENCY.kvkNr)],
      ]),
    );
  });

  test('an open proposal shows on the overview and the detail; accepting signs the next version, rejecting asks first @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(120_000);
    const company = PROPOSING_AGENCY[testInfo.project.name] ?? PROPOSING_AGENCY.desktop;
    if (company === undefined) throw new Error('geen uitlener voor dit project');
    const { access } = await logIn(page, hirer);
    // The agency offers help and invites the hirer, the hirer asks it for help and shares the scheme.
    const agency: AgencyAccount = await seed.createAgency({
      email: uniqueEmail('voorsteller'),
      kvkNr: company.kvkNr,
      companyName: company.name,
    });
    const agencyToken = (await seed.logIn(agency)).access;
    await seed.offerHelp(agencyToken, true);
    await seed.inviteHirer(agencyToken, { kvkNr: own.kvkNr, email: hirer.email }, { offerHelp: true });
    await seed.askForHelp(access, agency);
    // A change of a scheme needs that scheme shared with the agency, not only the help request.
    await seed.shareAlso(access, scheme, agency);
    const hirerId = await seed.helpRequestHirerId(agencyToken, own.name);
    const before = await seed.readScheme(access, scheme.guid);
    const first = await seed.proposeChange(agencyToken, {
      hirerId,
      scheme: { id: scheme.id, version: before.version },
      payload: schemePayload({ vacationAllowance: '9' }),
    });
    expect(first.version).toBe(before.version + 1);
    await waitForMail(hirer.email, [
      `${company.name} (KVK ${company.kvkNr}) heeft een voorstel gemaakt`,
      `/inleners-cao-detail/${first.guid}`,
    ]);

    // The overview lists the open proposal; its detail shows the proposed version with the actions.
    await page.reload();
    const proposals = page.getByRole('region', { name: 'Voorstellen van uitleners' });
    const item = proposals.getByRole('listitem').filter({ hasText: CAO.full_name });
    await expect(item).toContainText(`Voorstel van ${company.name}`);
    await expectAccessible(page);
    await capture(page, testInfo, 'overview-proposal');
    await item.getByRole('link', { name: 'Voorstel bekijken' }).click();
    await expect(page).toHaveURL(new RegExp(`/inleners-cao-detail/${first.guid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CAO.full_name);
    await expect(page.getByLabel('Versie')).toHaveValue(String(first.version));
    await expect(page.locator('dd', { hasText: /^9 %$/ })).toBeVisible();
    const actions = page.getByRole('region', { name: `Voorstel van ${company.name}` });
    await expect(actions.getByRole('button', { name: 'Voorstel afwijzen' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'proposal-detail');

    // Accepting: the form takes the focus; the signed name, Ja/Nee and the terms are required.
    await actions.getByRole('button', { name: 'Voorstel accepteren' }).click();
    await expect(actions.getByLabel('Voornaam')).toBeFocused();
    await actions.getByRole('button', { name: 'Voorstel accepteren' }).click();
    await expect(actions.getByText('Veld is vereist')).toHaveCount(4);
    await actions.getByLabel('Voornaam').fill('Jan');
    await actions.getByLabel('Achternaam').fill('de Vries');
    await actions.getByRole('radio', { name: 'Ja' }).check();
    await actions.getByLabel('Ik ga akkoord met deze voorwaarden').check();
    await expect(actions.getByText('Veld is vereist')).toHaveCount(0);
    await expectAccessible(page);
    await capture(page, testInfo, 'proposal-accept-form');
    await actions.getByRole('button', { name: 'Voorstel accepteren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(confirm).toContainText(
      `U accepteert het voorstel van ${company.name} en ondertekent het als Jan de Vries.`,
    );
    await confirm.getByRole('button', { name: 'Accepteren' }).click();
    // Accepted, the hirer moves to the links screen of the scheme.
    await expect(page).toHaveURL(/\/inleners-cao-koppelingen\/[^/?]+\?showInvites=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    await expect(page.getByText('Uw beloningsregeling is opgeslagen.', { exact: false })).toBeVisible();

    // The proposal became the scheme's next version, signed by the hirer: in the page and through the API.
    await page.goto(`/inleners-cao-detail/${scheme.guid}`);
    await expect(page.getByLabel('Versie')).toHaveValue(String(first.version));
    await expect(page.locator('dd', { hasText: /^9 %$/ })).toBeVisible();
    await expect(page.locator('dd', { hasText: /^Jan de Vries$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voorstel accepteren' })).toHaveCount(0);
    const accepted = await seed.readScheme(access, scheme.guid);
    expect(accepted).toMatchObject({ version: first.version, signed_fullname: 'Jan de Vries' });
    expect(accepted.versions).toHaveLength(first.version);
    expect(Number(accepted.vacation_allowance)).toBe(9);
    expect(await seed.openProposalGuids(access)).toEqual([]);
    // The agency user who made it gets a mail.
    await waitForMail(agency.email, [
      `${own.name} (KVK ${own.kvkNr}) heeft op`,
      `uw voorstel geaccepteerd; het is versie ${first.version} van de beloningsregeling, ondertekend door Jan de Vries.`,
    ]);

    // A second proposal, rejected with the keyboard alone after the confirmation.
    const second = await seed.proposeChange(agencyToken, {
      hirerId,
      scheme: { id: scheme.id, version: first.version },
      payload: schemePayload({ vacationAllowance: '9.5' }),
    });
    await page.goto('/');
    await proposals.getByRole('link', { name: 'Voorstel bekijken' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inleners-cao-detail/${second.guid}$`));
    await expect(page.locator('dd', { hasText: /^9,5 %$/ })).toBeVisible();
    const reject = page.getByRole('button', { name: 'Voorstel afwijzen' });
    await reject.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText(
      `Het voorstel van ${company.name} wordt afgewezen. ${company.name} krijgt daarvan bericht.`,
    );
    // Escape changes nothing and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(reject).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Afwijzen' }).focus();
    await page.keyboard.press('Enter');
    // The actions are gone; the focus is on the notice that says so.
    const rejected = page.getByText(
      new RegExp(`^Dit voorstel van ${company.name} is afgewezen op \\d{2}-\\d{2}-\\d{4}\\.$`),
    );
    await expect(rejected).toBeVisible();
    await expect(rejected).toBeFocused();
    await expect(reject).toHaveCount(0);
    await waitForMail(agency.email, [
      `${own.name} (KVK ${own.kvkNr}) heeft op`,
      'uw voorstel voor de beloningsregeling afgewezen.',
    ]);

    // Gone from the overview; the scheme stays at the accepted version.
    await page.getByRole('link', { name: '← Mijn beloningen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: CAO.full_name }).first()).toBeVisible();
    await expect(proposals).toHaveCount(0);
    expect(await seed.openProposalGuids(access)).toEqual([]);
    expect((await seed.readScheme(access, scheme.guid)).version).toBe(first.version);
  });
});

test.describe('overview of hirers without schemes', () => {
  // One hirer for both: neither saves a scheme (the wizard draft lives in the test's own browser).
  test.describe.configure({ mode: 'serial' });
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    // Not in the registry: the company stays unverified.
    account = await seed.createHirer({ email: uniqueEmail('leeg') });
  });

  test('with the permission and no schemes it says so; the button starts the short wizard; links need verification @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await expect(
      page.getByText(
        'U heeft nog geen eigen beloningsregelingen. Gebruik de knop hieronder om een beloningsregeling te maken.',
      ),
    ).toBeVisible();
    await expect(page.getByText('KVK nummer en bedrijfsnaam komen niet overeen.')).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'overview-empty');

    // An unverified company cannot link agencies: the links screen sends it to the account screen.
    await page.goto('/inleners-cao-koppelingen/iets');
    await expect(page).toHaveURL(/\/account$/);

    await page.goto('/');
    await page.getByRole('button', { name: 'Nieuwe beloningsregeling' }).click();
    await expect(page).toHaveURL(/\/start-wizard/);
  });

  test('a draft in the wizard asks for confirmation before a new scheme starts', async ({ page }) => {
    await logIn(page, account);
    await storeItem(
      page,
      'beloning.wizard',
      JSON.stringify({
        step1: { usesCao: 1, withEmployersOrganisation: false },
        step2: null,
        salaryTables: [],
        step3Done: false,
        step4Done: false,
        step5Done: false,
        step6: null,
        step7: null,
        step9: null,
        startWizard: null,
        proposalInlenerId: null,
        inlenerCaoId: null,
        koppelingen: [],
      }),
    );
    await page.getByRole('button', { name: 'Nieuwe beloningsregeling' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText(
      'Er staat nog een beloningsregeling in de wizard die niet is opgeslagen.',
    );
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedItem(page, 'beloning.wizard')).toContain('"usesCao":1');
    await page.getByRole('button', { name: 'Nieuwe beloningsregeling' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Opnieuw beginnen' }).click();
    await expect(page).toHaveURL(/\/start-wizard/);
    expect(await storedItem(page, 'beloning.wizard')).toContain('"step1":null');
  });
});

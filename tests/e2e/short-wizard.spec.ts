/**
 * The short cao-compliance wizard in the portal (issue 18, SPEC.md 2.12): option 1 (follow a cao exactly)
 * with two own jobs, every step's bad input with its Dutch message, saved and shown on the compliance's
 * links page with the agencies that invited the company; a refused save leaves nothing half-saved; the
 * whole wizard by keyboard alone. axe-core on every step and dialog.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { emptyWizardState, wizardStateSchema } from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  horizontalOverflow,
  logIn,
  storedItem,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { readFixtureCao } from '../helpers/scheme-payload.js';
import { CAO } from './support/seed.js';
import { WIZARD_KEY } from './support/wizard-state.js';

/**
 * Numbers and names of the fixture KVK registry that only this spec signs up with (one account per number):
 * verified at once, so the links page opens (an unverified company goes to its account page first).
 */
const HIRERS: Record<string, { kvkNr: string; companyName: string }> = {
  desktop: { kvkNr: '99001810', companyName: 'Schoonmaakbedrijf Kort B.V.' },
  phone: { kvkNr: '99001802', companyName: 'Schoonmaakbedrijf Kort Mobiel B.V.' },
};
const AGENCY = 'Uitzendbureau Uitnodiging B.V.';

/** The cao's tables as the Loontabel list names them (their names differ in the fixture cao). */
function tableLabel(index: number): string {
  const table = CAO.salary_tables[index];
  if (table === undefined) throw new Error(`De fixture-cao heeft geen tabel ${index}`);
  return table.name;
}

function firstPayscale(index: number): string {
  const table = CAO.salary_tables[index];
  const payscales = Object.keys(table?.full_table.null ?? Object.values(table?.full_table ?? {})[0] ?? {});
  const first = payscales[0];
  if (first === undefined) throw new Error('De tabel heeft geen schalen');
  return first;
}

/** axe, no sideways scrolling, and a screenshot of the step as it stands. */
async function audit(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectAccessible(page);
  expect(await horizontalOverflow(page), `horizontale scroll op ${page.url()}`).toBe(0);
  await capture(page, testInfo, name);
}

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target.toString()} kreeg geen focus na ${limit} keer Tab`);
}

async function storedShortForm(page: Page) {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null')).startWizard;
}

test.describe('the short cao-compliance wizard', () => {
  test('option 1 with two own jobs, each bad input refused, saved and shown with the invites @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(90_000);
    const company = HIRERS[testInfo.project.name];
    if (company === undefined) throw new Error(`Geen KVK-nummer voor project ${testInfo.project.name}`);
    const HIRER = company.companyName;
    const hirer = await seed.createHirer({ email: uniqueEmail('kort-inlener'), ...company });
    const agency = await seed.createAgency({ email: uniqueEmail('kort-uitlener'), companyName: AGENCY });
    await seed.inviteHirer((await seed.logIn(agency)).access, hirer, { offerHelp: false });
    await logIn(page, hirer, '/start-wizard');
    await expect(page).toHaveURL(/\/start-wizard\/stap1-cao$/);

    // Step 1: nothing chosen, then option 1 without a cao.
    const next = page.getByRole('button', { name: 'Volgende' });
    await next.click();
    const choice = page.getByRole('group', { name: 'Beloningsregeling' });
    await expect(choice).toContainText('Veld is vereist');
    await choice.getByRole('radio', { name: 'Wij volgen een cao precies' }).check();
    await expect(
      page.getByText(
        "Bent u aangesloten bij een werkgeversorganisatie, dan kunt u alleen de meest recente cao's kiezen.",
      ),
    ).toBeVisible();
    await next.click();
    const cao = page.getByRole('combobox', { name: 'Selecteer de cao' });
    await expect(cao).toHaveAccessibleDescription('Kies een cao');
    await expect(cao).toBeFocused();
    await audit(page, testInfo, 'step1-refused');
    await cao.selectOption({ label: CAO.full_name });
    await expect(cao).not.toHaveAttribute('aria-invalid', 'true');
    // Ticking the employers'-organisation box resets the chosen cao (only the latest caos can be picked).
    await page.getByRole('checkbox', { name: 'Wij zijn aangesloten bij een werkgeversorganisatie' }).check();
    await expect(cao).toHaveValue('');
    await cao.selectOption({ label: CAO.full_name });
    await next.click();

    // Step 2: the answer is required; option 1 starts with one empty row.
    await expect(page).toHaveURL(/\/start-wizard\/stap2-functies$/);
    await expect(page.getByRole('heading', { name: `Functies in ${CAO.full_name}` })).toBeVisible();
    await next.click();
    await expect(page.getByRole('group', { name: 'Functies' })).toContainText('Veld is vereist');
    await page
      .getByRole('radio', { name: 'Er zijn functies die niet in de cao staan of ervan afwijken' })
      .check();
    const first = page.getByRole('group', { name: 'Functie 1' });
    await expect(first.getByRole('textbox', { name: 'Naam' })).toHaveValue('');
    await expect(first.getByRole('combobox', { name: 'Minimumschaal' })).toBeDisabled();
    await next.click();
    await expect(first.getByRole('textbox', { name: 'Naam' })).toHaveAccessibleDescription('Veld is vereist');
    await expect(first.getByRole('combobox', { name: 'Loontabel' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await expect(first.getByRole('combobox', { name: 'Minimumschaal' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await first.getByRole('textbox', { name: 'Naam' }).fill('G'.repeat(161));
    await expect(first.getByRole('textbox', { name: 'Naam' })).toHaveAccessibleDescription(
      'Maximaal 160 karakters',
    );
    await first.getByRole('textbox', { name: 'Naam' }).fill('Gevelreiniger hoogwerker');
    await first.getByRole('combobox', { name: 'Aard' }).selectOption({ label: 'Uitvoerend werk' });
    await first.getByRole('combobox', { name: 'Loontabel' }).selectOption({ label: tableLabel(0) });
    await expect(first.getByRole('combobox', { name: 'Minimumschaal' })).toBeEnabled();
    await first.getByRole('combobox', { name: 'Minimumschaal' }).selectOption(firstPayscale(0));
    await page.getByRole('button', { name: 'Functie toevoegen' }).click();
    const second = page.getByRole('group', { name: 'Functie 2' });
    await expect(second.getByRole('textbox', { name: 'Naam' })).toBeFocused();
    await second.getByRole('textbox', { name: 'Naam' }).fill('Vloerspecialist');
    await second.getByRole('combobox', { name: 'Loontabel' }).selectOption({ label: tableLabel(0) });
    await second.getByRole('combobox', { name: 'Minimumschaal' }).selectOption(firstPayscale(0));
    // Another table clears the minimum scale: it has other payscales.
    await second.getByRole('combobox', { name: 'Loontabel' }).selectOption({ label: tableLabel(1) });
    await expect(second.getByRole('combobox', { name: 'Minimumschaal' })).toHaveValue('');
    await second.getByRole('combobox', { name: 'Minimumschaal' }).selectOption(firstPayscale(1));
    // A third row, removed again.
    await page.getByRole('button', { name: 'Functie toevoegen' }).click();
    await page.getByRole('button', { name: 'Functie verwijderen 3' }).click();
    await expect(page.getByRole('group', { name: 'Functie 3' })).toHaveCount(0);
    await audit(page, testInfo, 'step2');
    // A reload keeps everything.
    await page.reload();
    await expect(second.getByRole('textbox', { name: 'Naam' })).toHaveValue('Vloerspecialist');
    expect((await storedShortForm(page))?.jobs.map((job) => job.name)).toEqual([
      'Gevelreiniger hoogwerker',
      'Vloerspecialist',
    ]);
    await next.click();

    // Step 3: the own jobs, the cao and its wages, hourly on request.
    await expect(page).toHaveURL(/\/start-wizard\/stap3-cao-overzicht$/);
    await expect(page.getByRole('heading', { name: `Functies in ${HIRER}` })).toBeVisible();
    const own = page.getByRole('region', { name: `Functies in ${HIRER}` });
    await expect(own).toContainText('Gevelreiniger hoogwerker');
    await expect(own).toContainText(tableLabel(1));
    await expect(page.getByRole('heading', { name: CAO.full_name, exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Toon uurlonen' }).check();
    await audit(page, testInfo, 'step3');
    await next.click();

    // Step 4: Opslaan stays disabled until the terms are ticked; the names are required.
    await expect(page).toHaveURL(/\/start-wizard\/stap4-accorderen$/);
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();
    await page.getByRole('checkbox', { name: /Ik ga akkoord met deze voorwaarden/ }).check();
    await save.click();
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await expect(page.getByRole('textbox', { name: 'Achternaam' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Karin');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Kort');
    await audit(page, testInfo, 'step4');
    await save.click();

    // The links page of the new compliance, with the agency that invited the company.
    await expect(page).toHaveURL(/\/cao-compliance-koppelingen\/\d+\?showInvites=true$/);
    const invites = page.getByRole('region', { name: 'Uitnodigingen van uitleners' });
    await expect(invites).toContainText(AGENCY);
    await expect(page.getByText(`Cao-naleving ${CAO.full_name}`)).toBeVisible();
    await expect(page.getByText('Uw cao-naleving is opgeslagen.', { exact: false })).toBeVisible();
    expect(await storedShortForm(page)).toBeNull();
    await audit(page, testInfo, 'links');
    // Its detail: the statement, the own jobs with their aard, the cao's tables.
    await page.getByRole('link', { name: 'Bekijken' }).click();
    const jobs = page.getByRole('region', { name: 'Functies in uw bedrijf' });
    await expect(jobs).toContainText('Gevelreiniger hoogwerker');
    await expect(jobs).toContainText('Uitvoerend werk');
    await expect(jobs).toContainText(tableLabel(1));
    await audit(page, testInfo, 'detail');
    const compliances = await seed.call<
      { cao_id: number; signed_fullname: string; jobs: { name: string; minimal_payscale: string }[] }[]
    >('GET', '/inleners/cao-compliance-list/', { access: (await seed.logIn(hirer)).access });
    expect(compliances).toHaveLength(1);
    expect(compliances[0]).toMatchObject({
      cao_id: CAO.id,
      signed_fullname: 'Karin Kort',
      jobs: [
        { name: 'Gevelreiniger hoogwerker', minimal_payscale: firstPayscale(0) },
        { name: 'Vloerspecialist', minimal_payscale: firstPayscale(1) },
      ],
    });
  });

  test('a save the server refuses shows its messages and saves nothing', async ({ page, seed }) => {
    const hirer = await seed.createHirer({ email: uniqueEmail('kort-geweigerd') });
    await logIn(page, hirer);
    // A job in a table that is not part of the cao: only the server can know.
    const state = wizardStateSchema.parse({
      ...emptyWizardState(),
      startWizard: {
        caoId: CAO.id,
        selected: 1,
        hasJobsOption: 1,
        withEmployersOrganisation: false,
        askForHelp: null,
        helpUitlenersSubscription: null,
        agreedToTerms: true,
        firstName: 'Ria',
        lastName: 'Refus',
        jobs: [
          { job_id: null, name: 'Spookfunctie', aard: null, salary_table_id: 999_999, minimal_payscale: 'A' },
        ],
      },
    });
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto('/start-wizard/stap4-accorderen');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Kon cao niet opslaan. Zie bovenstaande foutmeldingen voor details.');
    await expect(alert).toContainText('Vul een geldige waarde in');
    await expect(page).toHaveURL(/\/start-wizard\/stap4-accorderen$/);
    expect((await storedShortForm(page))?.jobs[0]?.name).toBe('Spookfunctie');
    const compliances = await seed.call<unknown[]>('GET', '/inleners/cao-compliance-list/', {
      access: (await seed.logIn(hirer)).access,
    });
    expect(compliances).toEqual([]);
  });

  test('the whole short wizard by keyboard alone, the close dialog included', async ({ page, seed }) => {
    test.setTimeout(90_000);
    const hirer = await seed.createHirer({ email: uniqueEmail('kort-toetsenbord') });
    await logIn(page, hirer, '/start-wizard');

    // Step 1: Space picks the first option; type-ahead picks the cao; Enter on Volgende.
    const follow = page.getByRole('radio', { name: 'Wij volgen een cao precies' });
    await tabTo(page, follow);
    await page.keyboard.press('Space');
    await expect(follow).toBeChecked();
    const cao = page.getByRole('combobox', { name: 'Selecteer de cao' });
    await expect(cao).toBeEnabled();
    await tabTo(page, cao);
    await page.keyboard.type(CAO.full_name.slice(0, 12));
    await expect(cao.locator('option:checked')).toHaveText(CAO.full_name);
    // 'Sluiten' asks first; Escape keeps the user in the wizard.
    await tabTo(page, page.getByRole('button', { name: 'Sluiten' }));
    await page.keyboard.press('Enter');
    const close = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(close).toContainText('Wilt u de wizard verlaten?');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(close).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Volgende' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/start-wizard\/stap2-functies$/);

    // Step 2: option 1 by arrow keys from the first radio; one job typed and chosen from its lists.
    await tabTo(
      page,
      page.getByRole('radio', { name: 'Er zijn functies die niet in de cao staan of ervan afwijken' }),
    );
    await page.keyboard.press('Space');
    const job = page.getByRole('group', { name: 'Functie 1' });
    await tabTo(page, job.getByRole('textbox', { name: 'Naam' }));
    await page.keyboard.type('Glasbewassing op hoogte');
    await tabTo(page, job.getByRole('combobox', { name: 'Loontabel' }));
    await page.keyboard.press('ArrowDown');
    await expect(job.getByRole('combobox', { name: 'Minimumschaal' })).toBeEnabled();
    await tabTo(page, job.getByRole('combobox', { name: 'Minimumschaal' }));
    await page.keyboard.press('ArrowDown');
    await expect(job.getByRole('combobox', { name: 'Minimumschaal' })).not.toHaveValue('');
    // Enter in the name field submits the step, as 'Volgende' does.
    await tabTo(page, job.getByRole('textbox', { name: 'Naam' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/start-wizard\/stap3-cao-overzicht$/);

    // Step 3: 'Toon uurlonen' by Space; the cao's wages can be scrolled by keyboard; on to step 4.
    await tabTo(page, page.getByRole('checkbox', { name: 'Toon uurlonen' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Toon uurlonen' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Volgende' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/start-wizard\/stap4-accorderen$/);

    // Step 4: names typed, the terms ticked with Space, Opslaan by Enter.
    await tabTo(page, page.getByRole('textbox', { name: 'Voornaam' }));
    await page.keyboard.type('Toos');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Toetsenbord');
    await tabTo(page, page.getByRole('checkbox', { name: /Ik ga akkoord met deze voorwaarden/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Opslaan' }));
    await page.keyboard.press('Enter');
    // An unverified company goes on from the links page to its account page (the links need a verified KVK).
    await expect(page).not.toHaveURL(/\/start-wizard\//);
    const compliances = await seed.call<{ signed_fullname: string; jobs: { name: string }[] }[]>(
      'GET',
      '/inleners/cao-compliance-list/',
      { access: (await seed.logIn(hirer)).access },
    );
    expect(compliances.map((compliance) => compliance.signed_fullname)).toEqual(['Toos Toetsenbord']);
    expect(compliances[0]?.jobs.map((saved) => saved.name)).toEqual(['Glasbewassing op hoogte']);
  });

  test('a compliance on an older cao version: recorded again for the new one, its own jobs kept', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(90_000);
    const oldCao = readFixtureCao('voorbeeld-groothandel-v1.json');
    const newCao = readFixtureCao('voorbeeld-groothandel-v2.json');
    const oldTable = oldCao.salary_tables[0];
    const newTable = newCao.salary_tables[0];
    if (oldTable?.id == null || newTable === undefined) throw new Error('De fixture-caos hebben geen tabel');
    const oldScale = Object.keys(Object.values(oldTable.full_table)[0] ?? {})[0] ?? '';
    const hirer = await seed.createHirer({ email: uniqueEmail('kort-nieuwe-cao') });
    const access = (await seed.logIn(hirer)).access;
    const { id } = await seed.call<{ id: number }>('POST', '/inleners/cao-compliance/', {
      access,
      body: {
        cao_id: oldCao.id,
        signed_fullname: 'Olga Oud',
        jobs: [{ name: 'Orderpicker', aard: 'LO', salary_table_id: oldTable.id, minimal_payscale: oldScale }],
      },
    });

    await logIn(page, hirer, `/cao-compliance-detail/${oldCao.id}/${id}`);
    await expect(
      page.getByText(`Er is een nieuwe versie van de cao beschikbaar: ${newCao.full_name}.`),
    ).toBeVisible();
    await audit(page, testInfo, 'new-cao-detail');
    await page.getByRole('button', { name: 'Vastleggen voor de nieuwe cao' }).click();

    // Step 2 on the new version: the job's name and aard kept, its table and scale to be chosen again.
    await expect(page).toHaveURL(/\/start-wizard\/stap2-functies$/);
    await expect(page.getByRole('heading', { name: `Functies in ${newCao.full_name}` })).toBeVisible();
    const job = page.getByRole('group', { name: 'Functie 1' });
    await expect(job.getByRole('textbox', { name: 'Naam' })).toHaveValue('Orderpicker');
    await expect(job.getByRole('combobox', { name: 'Aard' }).locator('option:checked')).toHaveText(
      'Logistiek werk',
    );
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(job.getByRole('combobox', { name: 'Loontabel' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await job.getByRole('combobox', { name: 'Loontabel' }).selectOption({ label: newTable.name });
    await job.getByRole('combobox', { name: 'Minimumschaal' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Nina');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Nieuw');
    await page.getByRole('checkbox', { name: /Ik ga akkoord met deze voorwaarden/ }).check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).not.toHaveURL(/\/start-wizard\//);

    // The new compliance beside the old one, which is never changed.
    const compliances = await seed.call<
      { cao_id: number; signed_fullname: string; jobs: { name: string }[] }[]
    >('GET', '/inleners/cao-compliance-list/', { access });
    expect(compliances.map((compliance) => [compliance.cao_id, compliance.signed_fullname])).toEqual([
      [newCao.id, 'Nina Nieuw'],
      [oldCao.id, 'Olga Oud'],
    ]);
    expect(compliances[0]?.jobs.map((saved) => saved.name)).toEqual(['Orderpicker']);
  });

  test('option 2 without an offer of help goes on in the full wizard, the short form cleared', async ({
    page,
    seed,
  }) => {
    const hirer = await seed.createHirer({ email: uniqueEmail('kort-zelf') });
    await logIn(page, hirer, '/start-wizard');
    await page.getByRole('radio', { name: 'Eigen regeling of aanpassingen' }).check();
    // No agency offered help: no notice, no question.
    await expect(page.getByRole('group', { name: 'Hulp van de uitlener' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    const state = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
    expect(state.startWizard).toBeNull();
    expect(state.salaryTables).toEqual([]);
  });
});

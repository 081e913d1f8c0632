/**
 * An own scheme (no cao) from an empty wizard to version 1 in the portal (issue 17): every step by its own
 * controls, nothing seeded: the choice, the dates, a new table with its settings, a payscale with two wages,
 * a job, an allowance, the cao text typed, step 8's full detail, and step 9 signed and saved. The bad input of
 * each step is in the step's own spec; this is the way through.
 */
import type { Page } from '@playwright/test';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import type { HirerAccount } from './support/seed.js';

async function next(page: Page, path: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Volgende', exact: true }).click();
  await expect(page).toHaveURL(path);
}

test.describe('an own scheme from an empty start', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('eigen-regeling') });
  });

  test('all nine steps filled in and saved as version 1 @layout', async ({ page, seed }, testInfo) => {
    test.setTimeout(120_000);
    const session = await logIn(page, account);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');

    await page.getByRole('radio', { name: 'Eigen beloningsregeling' }).check();
    await next(page, /stap2-cao-invullen$/);
    await page.getByRole('textbox', { name: 'Startdatum' }).fill('01-01-2026');
    await page.getByRole('textbox', { name: 'Einddatum' }).fill('31-12-2026');
    await page.getByRole('textbox', { name: 'Aantal' }).fill('25');
    await next(page, /stap3-loon-tabellen$/);

    // Step 3: a new table and its settings.
    await page.getByRole('button', { name: 'Nieuwe loontabel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe loontabel' });
    await dialog.getByRole('textbox', { name: 'Naam' }).fill('Eigen lonen');
    await dialog.getByRole('button', { name: 'Toevoegen' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: 'Ingangsdatum' }).fill('01-01-2026');
    await panel.getByRole('textbox', { name: 'Einddatum' }).fill('31-12-2026');
    await panel.getByRole('textbox', { name: 'Uurdefinitie' }).fill('Gewerkte uren');
    await panel.getByRole('textbox', { name: 'ADV', exact: true }).fill('Geen ADV-dagen');
    await panel.getByRole('radio', { name: 'Nee', exact: true }).check();
    await next(page, /stap4-lonen$/);

    // Step 4: a payscale, its first wage with the first periodical, a second periodical.
    await page.getByRole('button', { name: 'Schaal toevoegen' }).click();
    const payscale = page.getByRole('dialog', { name: 'Schaal toevoegen' });
    await payscale.getByLabel('Naam van de schaal').fill('A');
    await payscale.getByRole('button', { name: 'Opslaan' }).click();
    await expect(payscale).toBeHidden();
    for (const wage of ['15,00', '15,75']) {
      await page.getByRole('button', { name: 'Periodiek toevoegen' }).click();
      const periodical = page.getByRole('dialog', { name: 'Periodiek toevoegen' });
      await periodical.getByLabel('Loon').fill(wage);
      await periodical.getByRole('button', { name: 'Opslaan' }).click();
      await expect(periodical).toBeHidden();
    }
    await next(page, /stap5-functies$/);

    // Step 5: one job on payscale A.
    const jobs = page.getByRole('tabpanel');
    await jobs.getByRole('button', { name: 'Functie toevoegen' }).click();
    const job = jobs.getByRole('group', { name: 'Functie 1' });
    await job.getByRole('textbox', { name: 'Naam' }).fill('Magazijnmedewerker');
    await job.getByRole('combobox', { name: 'Minimumschaal' }).selectOption('A');
    await next(page, /stap6-toeslagen$/);

    // Step 6: samenloop and one allowance.
    await page
      .getByRole('combobox', {
        name: 'Wat geldt er volgens uw cao of beloningsregeling bij samenloop van toeslagen?',
      })
      .selectOption({ label: 'Alleen de hoogste toeslag geldt' });
    const overwork = page.getByRole('region', { name: 'OV Overwerk' });
    await overwork.getByRole('radio', { name: 'Ja' }).check();
    const entry = overwork.getByRole('group', { name: 'OV01' });
    await entry.getByRole('textbox', { name: 'Percentage' }).fill('25');
    await entry.getByRole('textbox', { name: 'Omschrijving' }).fill('Overwerk');
    await entry.getByRole('textbox', { name: 'Toelichting' }).fill('Na 40 uur per week');
    await next(page, /stap7-samenvatting$/);

    // Step 7: no cao, so no text to start from and no Reset; the text typed.
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Cao-tekst' }).click();
    await page.keyboard.type('Onze eigen beloningsregeling.');
    await next(page, /stap8-overzicht$/);

    // Step 8: the full detail as it will be saved.
    await expect(page.getByRole('region', { name: 'Eigen lonen, Alle leeftijden' })).toContainText('15,75');
    await capture(page, testInfo, 'own-scheme-step8');
    await next(page, /stap9-accorderen$/);
    await expect(page.getByRole('radio', { name: 'Ja' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Olaf');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Eigenaar');
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).not.toHaveURL(/inleners-wizard/);

    const [guid] = await seed.schemeGuids(session.access);
    const saved = await seed.readScheme(session.access, guid!);
    expect(saved).toMatchObject({ version: 1, cao_id: null, signed_fullname: 'Olaf Eigenaar' });
    expect(saved.salary_tables[0]).toMatchObject({ name: 'Eigen lonen' });
    expect(saved.salary_tables[0]?.full_table).toEqual({ null: { A: { '1': '15.00', '2': '15.75' } } });
    expect(saved.cao_text).toBe('<p>Onze eigen beloningsregeling.</p>');
  });
});

/**
 * Step 6 'Toeslagen' of the full wizard (issue 17): samenloop, Ja/Nee per pay type with entries ('Nieuwe
 * code', a later period, remove) or a comment, the educations with the jobs of step 5, core's messages on
 * 'Volgende' and on blur, a reload that keeps everything, and 'Volgende' on to step 7. The wizard state is
 * seeded in localStorage (steps 1 to 5 done on the cleaning cao).
 */
import type { Locator, Page } from '@playwright/test';
import { wizardStateSchema } from '../../core/src/wizard/index.js';
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
import { type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

const STEP6 = '/inleners-wizard/stap6-toeslagen';

async function storedStep6(page: Page) {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null')).step6;
}

async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('step 6 Toeslagen', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('stap6') });
  });

  test('samenloop, pay types with entries and comments, educations, bad input, a reload and Volgende @layout', async ({
    page,
  }, testInfo) => {
    test.slow();
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(caoWizardState({ step4Done: true, step5Done: true })));
    await page.goto(STEP6);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 6: Toeslagen' })).toBeVisible();
    const combination = page.getByRole('combobox', {
      name: 'Wat geldt er volgens uw cao of beloningsregeling bij samenloop van toeslagen?',
    });
    await expect(combination).toHaveAccessibleDescription(
      'Bijvoorbeeld welke toeslag geldt wanneer onregelmatigheidstoeslag en overwerk gelijktijdig plaatsvinden.',
    );

    // Nothing chosen: 'Volgende' refuses with core's message.
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STEP6}$`));
    await expectMessage(combination, 'Veld is vereist');
    await combination.selectOption({ label: 'Alleen de hoogste toeslag geldt' });

    // Overwerk: Ja adds OV01; its fields are required; 'Nieuwe code' adds OV02, a later period of OV01 follows it.
    const overwork = page.getByRole('region', { name: 'OV Overwerk' });
    await overwork.getByRole('radio', { name: 'Ja' }).check();
    const first = overwork.getByRole('group', { name: 'OV01' });
    await expect(first).toBeVisible();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectMessage(first.getByRole('textbox', { name: 'Percentage' }), 'Veld is vereist');
    await expectMessage(first.getByRole('textbox', { name: 'Omschrijving' }), 'Veld is vereist');
    await expectMessage(first.getByRole('textbox', { name: 'Toelichting' }), 'Veld is vereist');
    await expect(page.getByRole('alert')).toContainText('Veld is vereist');
    await expectAccessible(page);
    await capture(page, testInfo, 'step6-refused');

    const percentage = first.getByRole('textbox', { name: 'Percentage' });
    await percentage.fill('vijftig');
    await percentage.blur();
    await expectMessage(percentage, 'Vul een geldig getal in');
    // One dot before three digits reads as 1250 or as 1,250: refused with both, never stored as a guess.
    await percentage.fill('1.250');
    await percentage.blur();
    await expectMessage(
      percentage,
      '1.250 is op twee manieren te lezen, als 1250 of als 1,250: schrijf 1250 of 1,250',
    );
    await percentage.fill('25');
    const start = first.getByRole('textbox', { name: 'Ingangsdatum' });
    await start.fill('31-02-2025');
    await start.blur();
    await expectMessage(start, 'Geldige datum vereist (DD-MM-YYYY)');
    await start.fill('01-01-2025');
    await first.getByRole('textbox', { name: 'Omschrijving' }).fill('Overwerk op werkdagen');
    const comment = first.getByRole('textbox', { name: 'Toelichting' });
    await comment.fill('kort');
    await comment.fill('Na 38 uur');
    await overwork.getByRole('button', { name: 'Nieuwe code OV' }).click();
    await expect(overwork.getByRole('group', { name: 'OV02' })).toBeVisible();
    await first.getByRole('button', { name: 'Nieuwe periode van OV01' }).click();
    await expect(overwork.getByRole('group', { name: 'OV01, latere periode' })).toBeVisible();
    await overwork.getByRole('button', { name: 'OV02 verwijderen' }).click();
    await overwork
      .getByRole('group', { name: 'OV01, latere periode' })
      .getByRole('button', { name: 'OV01 verwijderen' })
      .click();
    await expect(overwork.getByRole('group')).toHaveCount(2); // the Ja/Nee question and OV01

    // A single pay type: Ja asks for a comment of 4 to 600 characters; the others Nee.
    const travelHours = page.getByRole('region', { name: 'RU Reisuren' });
    await travelHours.getByRole('radio', { name: 'Ja' }).check();
    const travelComment = travelHours.getByRole('textbox', { name: 'Toelichting' });
    await travelComment.fill('abc');
    await travelComment.blur();
    await expectMessage(travelComment, 'Minimaal 4 karakters');
    await travelComment.fill('Reisuren worden als werktijd betaald');
    await page
      .getByRole('region', { name: 'OW Onwerkbaar weer' })
      .getByRole('radio', { name: 'Nee' })
      .check();

    // Educations: Ja adds one; it needs a description and at least one job of step 5.
    const educations = page.getByRole('region', { name: 'Opleidingen' });
    await educations.getByRole('radio', { name: 'Ja' }).check();
    const education = educations.getByRole('group', { name: 'Opleiding 1' });
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expectMessage(education.getByRole('textbox', { name: 'Omschrijving' }), 'Veld is vereist');
    await expect(education.getByRole('group', { name: 'Voor de functies' })).toContainText('Veld is vereist');
    await education.getByRole('textbox', { name: 'Omschrijving' }).fill('VCA Basis');
    await education.getByRole('checkbox', { name: 'Glazenwasser' }).check();
    await education.getByRole('checkbox', { name: 'Schoonmaakmedewerker interieur' }).check();

    await expect
      .poll(() => storedStep6(page))
      .toEqual({
        bonusCombination: 'highest',
        werksoorten: {
          OV: [
            {
              name: 'OV01',
              startDate: '01-01-2025',
              comment: 'Na 38 uur',
              amount: '25',
              description: 'Overwerk op werkdagen',
            },
          ],
        },
        singleWerksoorten: { RU: { comment: 'Reisuren worden als werktijd betaald' }, OW: null },
        educations: [
          { description: 'VCA Basis', inleners_jobs: ['Schoonmaakmedewerker interieur', 'Glazenwasser'] },
        ],
      });

    // A reload keeps it all; 'Volgende' goes on to step 7.
    await page.reload();
    await expect(combination).toHaveValue(/\d/);
    await expect(first.getByRole('textbox', { name: 'Percentage' })).toHaveValue('25');
    await expect(travelComment).toHaveValue('Reisuren worden als werktijd betaald');
    await expect(education.getByRole('checkbox', { name: 'Glazenwasser' })).toBeChecked();
    await expectAccessible(page);
    await capture(page, testInfo, 'step6-filled');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap7-samenvatting$/);
  });
});

import type { Page } from '@playwright/test';
import { MESSAGES, minValueMessage } from '../../core/src/rules/index.js';
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import { CAO } from './support/seed.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import type { HirerAccount } from './support/seed.js';

/**
 * Steps 1 and 2 of the full wizard in the portal (SPEC.md 2.11, 4 and 5): the forms are bound to the wizard
 * store in localStorage, 'Volgende' is core's completeStep, every field shows core's exact Dutch message on
 * blur and on 'Volgende', and a reload keeps everything typed.
 */

const WIZARD_KEY = 'beloning.wizard';

async function stored(page: Page) {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Volgende' }).click();
}

test.describe('the full wizard, steps 1 and 2', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('wizard12') });
  });

  test('an own scheme: the choice, the dates, the minimums, one-off bonuses, and a reload keeps it all @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');
    await next(page);
    await expect(page.getByRole('alert')).toContainText(MESSAGES.required);
    await expect(page).toHaveURL(/stap1-beloningsregeling$/);
    await expectAccessible(page);
    await capture(page, testInfo, 'step1-refused');

    await page.getByRole('radio', { name: 'Eigen beloningsregeling' }).check();
    await expect(page.getByRole('checkbox', { name: /werkgeversorganisatie/ })).toHaveCount(0);
    await next(page);
    await expect(page).toHaveURL(/stap2-cao-invullen$/);
    await expect(page.getByRole('combobox', { name: 'Cao' })).toHaveCount(0);

    // Nothing typed yet: the dates are asked for, under their fields and in the list under the wizard.
    await next(page);
    await expect(page.getByRole('alert')).toContainText(MESSAGES.required);
    await expect(page.getByRole('textbox', { name: 'Startdatum' })).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    await page.getByRole('textbox', { name: 'Startdatum' }).fill('01-01-2026');
    await page.getByRole('textbox', { name: 'Einddatum' }).fill('31-02-2026');
    await page.getByRole('textbox', { name: 'Einddatum' }).blur();
    await expect(page.getByRole('textbox', { name: 'Einddatum' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Einddatum' }).fill('31-12-2026');
    const amount = page.getByRole('textbox', { name: 'Aantal' });
    await amount.fill('10');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(minValueMessage('20'));
    // '8.333' days reads as 8333 or as 8,333: refused with both readings, never guessed.
    await amount.fill('8.333');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(
      '8.333 is op twee manieren te lezen, als 8333 of als 8,333: schrijf 8333 of 8,333',
    );

    await amount.fill('25');
    await page.getByRole('button', { name: 'Eenmalige uitkering toevoegen' }).click();
    const bonus = page.getByRole('group', { name: 'Eenmalige uitkering 1' });
    await bonus.getByRole('textbox', { name: 'Datum' }).fill('01-12-2026');
    await bonus.getByRole('textbox', { name: 'Hoogte' }).fill('150');
    await next(page);
    await expect(bonus.getByRole('textbox', { name: 'Omschrijving' })).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    await capture(page, testInfo, 'step2-refused');

    // A reload loses nothing that was typed.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Startdatum' })).toHaveValue('01-01-2026');
    await expect(page.getByRole('textbox', { name: 'Aantal' })).toHaveValue('25');
    await expect(bonus.getByRole('textbox', { name: 'Hoogte' })).toHaveValue('150');
    await bonus.getByRole('textbox', { name: 'Omschrijving' }).fill('Kerstgratificatie');
    await expectAccessible(page);
    await next(page);
    await expect(page).toHaveURL(/stap3-loon-tabellen$/);
    const state = await stored(page);
    expect(state.step2).toMatchObject({
      caoId: null,
      startDate: '01-01-2026',
      endDate: '31-12-2026',
      vacationAmount: '25',
      oneOffBonuses: [{ bonusDate: '01-12-2026', amount: '150', description: 'Kerstgratificatie' }],
    });
    expect(state.salaryTables).toEqual([]);
  });

  test('a cao scheme: the cao fills step 2, its minimums apply, and step 3 starts with its tables @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');
    await page.getByRole('radio', { name: 'Cao met eigen aanvullingen' }).check();
    await expect(page.getByRole('checkbox', { name: /werkgeversorganisatie/ })).toBeVisible();
    await next(page);
    await expect(page).toHaveURL(/stap2-cao-invullen$/);
    await next(page);
    await expect(page.getByRole('combobox', { name: 'Cao' })).toHaveAccessibleDescription(
      MESSAGES.caoMissing,
    );

    await page.getByRole('combobox', { name: 'Cao' }).selectOption({ label: CAO.full_name });
    const start = page.getByRole('textbox', { name: 'Startdatum' });
    await expect(start).not.toHaveValue('');
    // Below the cao's own vacation: the cao's value is the minimum.
    const amount = page.getByRole('textbox', { name: 'Aantal' });
    const caoAmount = CAO.vacation_time_amount;
    await amount.fill('1');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(minValueMessage(caoAmount.replace('.', ',')));
    await amount.fill(caoAmount.replace('.', ','));
    if (CAO.year_end_bonus_type !== 'Geen')
      await page.getByRole('textbox', { name: 'Omschrijving' }).first().fill('Uitbetaald in december');
    if (CAO.duration_end === null) await page.getByRole('textbox', { name: 'Einddatum' }).fill('31-12-2026');
    await capture(page, testInfo, 'step2-cao');
    await next(page);
    await expect(page).toHaveURL(/stap3-loon-tabellen$/);
    const state = await stored(page);
    expect(state.step2?.caoId).toBe(CAO.id);
    expect(state.salaryTables.map((table) => table.name)).toEqual(
      CAO.salary_tables.map((table) => table.name),
    );
  });
});

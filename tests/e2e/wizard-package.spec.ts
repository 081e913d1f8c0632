/**
 * Step 6's section 'Gelijkwaardige beloning' (issue 21): a Schoonmaak scheme saved through the API is edited,
 * and on step 6 four blocks of the package are filled in (pension, sick pay, a supplementary arrangement,
 * the bases), each origin first. Bad input (a percentage above 100, an amount that reads two ways) shows core's Dutch
 * message under its field and keeps the wizard on step 6; a reload keeps what was typed; the save sends the
 * blocks, and what the server then holds is compared exactly. A block left empty stays out ('nog niet
 * ingevuld'), and editing the saved version shows the saved blocks again.
 */
import type { Locator, Page } from '@playwright/test';
import { capture, expect, expectAccessible, logIn, test, uniqueEmail } from './support/fixtures.js';
import { schemePayload, type HirerAccount } from './support/seed.js';
import { next, signAndSave } from './support/wizard-steps.js';

/** Core's PACKAGE_MESSAGES.allowancesWithAll, as the user reads it. */
const ALL_AND_CODES =
  "Kies 'Alle toeslagen' of vul bij 'Deze toeslagen' de codes in, niet allebei: nu is niet duidelijk welke toeslagen meetellen";

/** From step 1 of an edited scheme on to step 6 with 'Volgende'. */
async function toStep6(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Wijzigen' }).first().click();
  await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
  await next(page, /stap2-cao-invullen$/);
  await next(page, /stap3-loon-tabellen$/);
  await next(page, /stap4-lonen$/);
  await next(page, /stap5-functies$/);
  await next(page, /stap6-toeslagen$/);
}

function block(page: Page, key: string): Locator {
  return page.locator(`details[data-block="${key}"]`);
}

async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('step 6 Gelijkwaardige beloning', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('pakket') });
  });

  test('four blocks filled, bad input refused, a reload, saved exactly and shown again on edit @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(180_000);
    const session = await logIn(page, account);
    const saved = await seed.saveScheme(session.access, schemePayload());
    // Version 1 has no package: the server gives no block.
    expect(Object.keys((await seed.readScheme(session.access, saved.guid)).equivalent_package ?? {})).toEqual(
      [],
    );
    await toStep6(page);

    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning' });
    await expect(section).toBeVisible();
    // Nothing filled in: every block says so.
    await expect(section.locator('summary')).toHaveCount(8);
    for (const summary of await section.locator('summary').all())
      await expect(summary).toContainText('(nog niet ingevuld)');

    // Pension, according to the cao; the employee's contribution above 100 % and an ambiguous franchise.
    const pension = block(page, 'pension');
    await pension.locator('summary').click();
    await pension.getByRole('radio', { name: 'Cao', exact: true }).check();
    await pension
      .getByRole('textbox', { name: 'Pensioenfonds of -regeling', exact: true })
      .fill('Pensioenfonds Schoonmaak (PPF)');
    await pension.getByRole('textbox', { name: 'Premie werkgever (%)' }).fill('14,5');
    const employee = pension.getByRole('textbox', { name: 'Premie werknemer (%)' });
    await employee.fill('120');
    const franchise = pension.getByRole('textbox', { name: 'Franchise (€ per jaar)' });
    await franchise.fill('1.250');
    await expect(pension.locator('summary')).toContainText('(volgens cao)');

    // Sick pay, the cao declared generally binding: one waiting day, 100 % then 70 % from month 13.
    const sickPay = block(page, 'sick_pay');
    await sickPay.locator('summary').click();
    await sickPay.getByRole('radio', { name: 'Cao (algemeen verbindend verklaard)' }).check();
    await sickPay.getByRole('textbox', { name: 'Wachtdagen' }).fill('1');
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    await sickPay.getByRole('button', { name: 'Periode toevoegen' }).click();
    const first = sickPay.getByRole('group', { name: 'Periode 1' });
    await first.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('1');
    await first.getByRole('textbox', { name: 'Percentage' }).fill('100');
    const second = sickPay.getByRole('group', { name: 'Periode 2' });
    await second.getByRole('textbox', { name: 'Vanaf ziektemaand' }).fill('13');
    await second.getByRole('textbox', { name: 'Percentage' }).fill('70');

    // A supplementary arrangement of the hirer's own: PAWW, 0,4 % paid by the employee.
    const supplementary = block(page, 'supplementary');
    await supplementary.locator('summary').click();
    await supplementary.getByRole('radio', { name: 'Eigen regeling' }).check();
    await supplementary.getByRole('button', { name: 'Regeling toevoegen' }).click();
    const paww = supplementary.getByRole('group', { name: 'Regeling 1' });
    await paww
      .getByRole('combobox', { name: 'Soort' })
      .selectOption({ label: 'PAWW (private aanvulling WW en WGA)' });
    await paww.getByRole('textbox', { name: 'Toelichting' }).fill('Reparatie derde WW-jaar');
    await paww.getByRole('textbox', { name: 'Percentage' }).fill('0,4');
    await paww.getByRole('combobox', { name: 'Betaald door' }).selectOption({ label: 'werknemer' });
    await expect(supplementary.locator('summary')).toContainText('(ingevuld)');

    // The bases, origin unknown: the pensionable wage over the wage, holiday allowance and two allowances.
    const bases = block(page, 'base_definitions');
    await bases.locator('summary').click();
    await bases.getByRole('radio', { name: 'Onbekend' }).check();
    await bases.getByRole('button', { name: 'Grondslag toevoegen' }).click();
    const pensionable = bases.getByRole('group', { name: 'Grondslag 1' });
    await pensionable
      .getByRole('combobox', { name: 'Grondslag' })
      .selectOption({ label: 'Pensioengevend loon' });
    await pensionable.getByRole('checkbox', { name: 'Loon', exact: true }).check();
    await pensionable.getByRole('checkbox', { name: 'Vakantietoeslag', exact: true }).check();
    const codes = pensionable.getByRole('textbox', { name: 'Deze toeslagen' });
    await codes.fill('TU01, OV01');
    // 'Alle toeslagen' as well reads two ways (all, or only these two): refused with core's message.
    const allAllowances = pensionable.getByRole('checkbox', { name: 'Alle toeslagen', exact: true });
    await allAllowances.check();

    // 'Volgende' refuses: the messages under the fields and in the list, the wizard stays on step 6. The
    // pension block, folded, opens again and the first field with a message gets the focus.
    await pension.locator('summary').click();
    await expect(employee).toBeHidden();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/stap6-toeslagen$/);
    await expectMessage(employee, 'Waarde moet maximaal 100 zijn');
    await expect(employee).toBeFocused();
    await expectMessage(franchise, 'op twee manieren te lezen');
    await expectMessage(codes, ALL_AND_CODES);
    await expect(page.getByRole('alert')).toContainText(
      `Grondslagen, Grondslagen grondslag 1, Deze toeslagen: ${ALL_AND_CODES}`,
    );
    await expect(page.getByText('Onbekend veld')).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText(
      'Pensioen, Premie werknemer (%): Waarde moet maximaal 100 zijn',
    );
    await expectAccessible(page);
    await capture(page, testInfo, 'package-refused');

    await employee.fill('7,25');
    await franchise.fill('18.475,50');
    await expect(employee).not.toHaveAttribute('aria-invalid', 'true');
    await allAllowances.uncheck();
    await expect(codes).not.toHaveAttribute('aria-invalid', 'true');

    // A reload keeps every entry; the filled blocks open again.
    await page.reload();
    await expect(block(page, 'pension').getByRole('textbox', { name: 'Premie werknemer (%)' })).toHaveValue(
      '7,25',
    );
    await expect(block(page, 'pension').getByRole('textbox', { name: 'Franchise (€ per jaar)' })).toHaveValue(
      '18.475,50',
    );
    await expect(
      block(page, 'sick_pay')
        .getByRole('group', { name: 'Periode 2' })
        .getByRole('textbox', { name: 'Percentage' }),
    ).toHaveValue('70');
    await expect(
      block(page, 'supplementary')
        .getByRole('group', { name: 'Regeling 1' })
        .getByRole('combobox', { name: 'Betaald door' }),
    ).toHaveValue(/./);
    await expect(block(page, 'leave').locator('summary')).toContainText('(nog niet ingevuld)');
    await expectAccessible(page);
    await capture(page, testInfo, 'package-filled');

    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await next(page, /stap9-accorderen$/);
    await signAndSave(page, { firstName: 'Anna', lastName: 'de Vries' });

    const after = await seed.readScheme(session.access, saved.guid);
    expect(after.version).toBe(2);
    expect(after.equivalent_package).toEqual({
      sick_pay: {
        origin: 'cao_avv',
        waiting_days: 1,
        periods: [
          { from_month: 1, percentage: '100' },
          { from_month: 13, percentage: '70' },
        ],
      },
      pension: {
        origin: 'cao',
        name: 'Pensioenfonds Schoonmaak (PPF)',
        employer_percentage: '14.5',
        employee_percentage: '7.25',
        franchise: '18475.50',
      },
      supplementary: {
        origin: 'eigen',
        items: [
          { type: 'paww', description: 'Reparatie derde WW-jaar', percentage: '0.4', paid_by: 'werknemer' },
        ],
      },
      base_definitions: {
        origin: 'onbekend',
        bases: [
          {
            base: 'pensioen',
            wage: true,
            holiday_allowance: true,
            leave_days: false,
            all_allowances: false,
            allowances: ['TU01', 'OV01'],
          },
        ],
      },
    });

    // Editing version 2 shows the saved blocks; the empty ones still say 'nog niet ingevuld'.
    await toStep6(page);
    await expect(block(page, 'pension').getByRole('textbox', { name: 'Premie werkgever (%)' })).toHaveValue(
      '14,5',
    );
    await expect(block(page, 'sick_pay').locator('summary')).toContainText('(volgens cao)');
    await expect(block(page, 'ikb').locator('summary')).toContainText('(nog niet ingevuld)');
  });
});

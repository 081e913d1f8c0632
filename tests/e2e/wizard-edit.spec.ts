/**
 * Editing a saved scheme in the portal (issue 17): 'Wijzigen' on the overview loads version 1 (saved through
 * the API), the wizard is walked with 'Volgende', step 4 raises the table by 2 % through the increase dialog,
 * step 6 adds an allowance, step 8 shows the raised wages against the cao, and step 9 saves version 2. What
 * the server then holds is checked against core's own increase of version 1.
 */
import { increaseFullTable } from '../../core/src/salary/index.js';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import { schemePayload, type HirerAccount } from './support/seed.js';
import { next, signAndSave } from './support/wizard-steps.js';

test.describe('editing a scheme to version 2', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('wijzigen') });
  });

  test('a table raised by 2 % and a new allowance, saved as version 2 @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await logIn(page, account);
    const saved = await seed.saveScheme(session.access, schemePayload());
    const before = await seed.readScheme(session.access, saved.guid);
    const table = before.salary_tables[0]!;

    await page.goto('/');
    await page.getByRole('button', { name: 'Wijzigen' }).first().click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await next(page, /stap2-cao-invullen$/);
    await next(page, /stap3-loon-tabellen$/);
    await next(page, /stap4-lonen$/);

    // Step 4: the whole table raised by 2 %, rounded mathematically to 2 decimals, previewed first.
    await page.getByRole('button', { name: 'Lonen verhogen' }).click();
    const raise = page.getByRole('dialog', { name: 'Lonen verhogen' });
    await raise.getByLabel('Verhoging (%)').fill('2');
    await raise.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    await expect(raise.getByRole('status')).toContainText('lonen veranderen');
    await raise.getByRole('button', { name: 'Toepassen' }).click();
    await expect(raise).toBeHidden();
    await next(page, /stap5-functies$/);
    await next(page, /stap6-toeslagen$/);

    // Step 6: overtime at 25 % from 1-1-2026.
    const overwork = page.getByRole('region', { name: 'OV Overwerk' });
    await overwork.getByRole('radio', { name: 'Ja' }).check();
    const entry = overwork.getByRole('group', { name: 'OV01' });
    await entry.getByRole('textbox', { name: 'Percentage' }).fill('25');
    await entry.getByRole('textbox', { name: 'Ingangsdatum' }).fill('01-01-2026');
    await entry.getByRole('textbox', { name: 'Omschrijving' }).fill('Overwerk op werkdagen');
    await entry.getByRole('textbox', { name: 'Toelichting' }).fill('Na 38 uur per week');
    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);

    // Step 8: every wage of the table now differs from the cao's.
    const wages = Object.values(table.full_table).reduce(
      (count, payscales) =>
        count + Object.values(payscales).reduce((sum, cells) => sum + Object.keys(cells).length, 0),
      0,
    );
    await expect(page.getByText(`${wages} lonen wijken af van de cao.`)).toBeVisible();
    await capture(page, testInfo, 'edit-step8');
    await next(page, /stap9-accorderen$/);

    await signAndSave(page, { firstName: 'Anna', lastName: 'de Vries' });

    const after = await seed.readScheme(session.access, saved.guid);
    expect(after.version).toBe(2);
    expect(after.signed_fullname).toBe('Anna de Vries');
    expect(after.salary_tables[0]?.full_table).toEqual(
      increaseFullTable(table.full_table, [{ type: 'percentage', value: '2' }], {
        mode: 'mathematical',
        decimals: 2,
      }),
    );
    expect(after.werksoorts).toContainEqual(
      expect.objectContaining({ name: 'OV01', amount: '25', start_date: '2026-01-01' }),
    );
  });
});

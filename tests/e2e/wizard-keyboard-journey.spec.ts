import type { Locator, Page } from '@playwright/test';
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import { expect, expectAccessible, logIn, storedItem, test, uniqueEmail } from './support/fixtures.js';
import { CAO, type HirerAccount } from './support/seed.js';

/**
 * Issue 16: the full wizard's steps 1 to 4 by keyboard alone, on the cleaning cao: the choices and the cao
 * dropdown, step 2's fields, step 3's tables as the cao seeds them, and in step 4 a typed wage, a selection
 * copied with Ctrl+C, pasted elsewhere with Ctrl+V and undone with Ctrl+Z; then on to step 5. No mouse.
 */

const WIZARD_KEY = 'beloning.wizard';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} kreeg geen focus na ${limit} keer Tab`);
}

async function stored(page: Page) {
  return wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
}

test.describe('the full wizard by keyboard alone', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('toetsenbord') });
  });

  test('steps 1 to 4 on the cleaning cao, with copy, paste and undo in the salary editor (a block selection is in wizard-salary-editor.spec.ts)', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, account);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');

    // Step 1: the first radio gets focus with Tab; Space picks it; Enter on Volgende.
    await tabTo(page, page.getByRole('radio', { name: 'Cao met eigen aanvullingen' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Cao met eigen aanvullingen' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap2-cao-invullen$/);

    // Step 2: the cao from the dropdown by arrow keys, then Enter in a field submits the step.
    const cao = page.getByRole('combobox', { name: 'Cao' });
    await expect(cao).toBeEnabled();
    await tabTo(page, cao);
    // Type-ahead on the focused dropdown, as a keyboard user picks from a long list.
    await page.keyboard.type(CAO.full_name.slice(0, 12));
    await expect(cao.locator('option:checked')).toHaveText(CAO.full_name);
    await expect
      .poll(async () => (await stored(page)).step2?.caoId, { message: 'de gekozen cao' })
      .toBe(CAO.id);
    if (CAO.year_end_bonus_type !== 'Geen') {
      const comment = page.getByRole('textbox', { name: 'Omschrijving' }).first();
      await tabTo(page, comment);
      await page.keyboard.type('Uitbetaald in december');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap3-loon-tabellen$/);

    // Step 3: the cao's tables are there; on to step 4.
    await expect(page.getByRole('tab')).toHaveCount(CAO.salary_tables.length);
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap4-lonen$/);

    // Step 4: into the first grid, type a wage, copy it, paste it two rows lower, undo the paste.
    // The first grid on the page: the youngest age, one periodical wide.
    const all = page.locator('section.salary-editor__age').first();
    const first = all.locator('[row-id="LG1"] [col-id="p0"]');
    await expect(first).toBeVisible();
    // Tab into the grid (its header or first cell), then arrows to LG1, periodical 1.
    for (let presses = 0; presses < 200; presses += 1) {
      if (await all.locator('.salary-grid').evaluate((element) => element.contains(document.activeElement)))
        break;
      await page.keyboard.press('Tab');
    }
    for (let presses = 0; presses < 6; presses += 1) {
      if (await first.evaluate((element) => element === document.activeElement)) break;
      const place = await page.evaluate(() => ({
        row: document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null,
        column: document.activeElement?.getAttribute('col-id') ?? null,
      }));
      await page.keyboard.press(
        place.row === null ? 'ArrowDown' : place.column === 'p0' ? 'ArrowUp' : 'ArrowRight',
      );
    }
    await expect(first).toBeFocused();
    await page.keyboard.type('20,00');
    await page.keyboard.press('Enter');
    await expect(first).toHaveText('20,00');
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('Control+c');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('20,00\r\n');

    const table = (await stored(page)).salaryTables[0]!;
    const beforePaste = structuredClone(table.fullTable);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+v');
    await expect(page.getByRole('status').filter({ hasText: '1 loon geplakt' })).toBeVisible();
    await expect(all.locator('[row-id="LG3"] [col-id="p0"]')).toHaveText('20,00');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await stored(page)).salaryTables[0]?.fullTable).toEqual(beforePaste);
    await expectAccessible(page);

    // Leave the grid and go on: Volgende by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap5-functies$/);
    expect((await stored(page)).step4Done).toBe(true);
  });
});

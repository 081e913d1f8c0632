import type { Locator, Page } from '@playwright/test';
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import {
  caretToEnd,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { CAO, type HirerAccount } from './support/seed.js';

/**
 * Issues 16 and 17: the full wizard by keyboard alone, on the cleaning cao: the choices and the cao dropdown,
 * step 2's fields, step 3's tables as the cao seeds them, in step 4 a typed wage, a selection copied with
 * Ctrl+C, pasted elsewhere with Ctrl+V and undone with Ctrl+Z, step 6's samenloop, step 7's arrival dialog and
 * editor toolbar, step 8, and step 9 signed and saved as version 1. No mouse.
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

  test('all nine steps on the cleaning cao, saved as version 1: copy, paste and undo in the salary editor (a block selection is in wizard-salary-editor.spec.ts), the cao text editor’s toolbar', async ({
    page,
    context,
    seed,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const session = await logIn(page, account);
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

    // Step 5: the cao's jobs are for reference; on to step 6.
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap6-toeslagen$/);

    // Step 6: samenloop from its dropdown by type-ahead, the rest left open; Volgende.
    const combination = page.getByRole('combobox', {
      name: 'Wat geldt er volgens uw cao of beloningsregeling bij samenloop van toeslagen?',
    });
    await tabTo(page, combination);
    await page.keyboard.type('Alleen de hoogste');
    await expect(combination.locator('option:checked')).toHaveText('Alleen de hoogste toeslag geldt');
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap7-samenvatting$/);

    // Step 7: the arrival dialog closed with Akkoord; text typed at the end, a heading made with the toolbar.
    const arrival = page.getByRole('dialog', { name: 'Cao-tekst' });
    await tabTo(page, arrival.getByRole('button', { name: 'Akkoord' }), { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(arrival).toBeHidden();
    const editor = page.getByRole('textbox', { name: 'Cao-tekst' });
    await tabTo(page, editor);
    await caretToEnd(page, editor);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Afspraken met het toetsenbord');
    await page.keyboard.press('Shift+Tab');
    const toolbar = page.getByRole('toolbar', { name: 'Opmaak van de cao-tekst' });
    await expect(toolbar.getByRole('button', { name: 'Vet' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Opnieuw' })).toBeFocused();
    await page.keyboard.press('Home');
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Kop 3' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await stored(page)).step7?.caoText)
      .toContain('<h3>Afspraken met het toetsenbord</h3>');
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap8-overzicht$/);

    // Step 8: the comparison with the cao; on to step 9.
    await expect(page.getByRole('heading', { name: 'Afwijkingen van de cao' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Volgende', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/stap9-accorderen$/);

    // Step 9: names, the terms with Space, Ja on the cao's tables with the arrow keys, Opslaan with Enter.
    await tabTo(page, page.getByRole('textbox', { name: 'Voornaam' }));
    await page.keyboard.type('Toets');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bord');
    await tabTo(page, page.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('radio', { name: 'Ja' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Opslaan', exact: true }), { limit: 300 });
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/inleners-wizard/);
    const guids = await seed.schemeGuids(session.access);
    expect(guids).toHaveLength(1);
    const saved = await seed.readScheme(session.access, guids[0]!);
    expect(saved).toMatchObject({ version: 1, signed_fullname: 'Toets Bord', cao_id: CAO.id });
    expect(saved.cao_text).toContain('<h3>Afspraken met het toetsenbord</h3>');
  });
});

/**
 * The cao's gelijkwaardige-beloning package in the wizard (issue 21, 'sensible defaults from the cao'): a new
 * scheme on the Schoonmaak fixture cao opens step 6 with the cao's leave block (art. 31's extra day) filled in
 * 'volgens cao' and every other block 'nog niet ingevuld'; the user changes the day, step 8 lists the
 * difference with the cao, and the save holds exactly what was typed. Bad cases: an unreadable number keeps
 * the wizard on step 6; a block the user clears is not filled in again after a reload; and editing a saved
 * scheme without a package never takes the cao's block by itself (only on the user's click).
 */
import type { Locator, Page } from '@playwright/test';
import type { WizardState } from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { CAO, schemePayload, type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';
import { next, signAndSave } from './support/wizard-steps.js';

const CAO_LEAVE = CAO.equivalent_package!.leave!;

function block(page: Page, key: string): Locator {
  return page.locator(`details[data-block="${key}"]`);
}

/** The first line of the leave block's 'Extra verlof'. */
function extraDay(page: Page): Locator {
  return block(page, 'leave')
    .getByRole('group', { name: 'Extra verlof', exact: true })
    .getByRole('group', { name: 'Regel 1' });
}

/** A new scheme on the fixture cao, steps 1 to 5 done and step 6's samenloop answered; no package yet. */
function newSchemeState(): WizardState {
  return caoWizardState({
    step4Done: true,
    step5Done: true,
    step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
  });
}

test.describe('step 6 and 8: the package starts from the cao', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('pakket-cao') });
  });

  test('a new scheme: the cao’s leave volgens cao, changed, the difference in step 8, saved exactly @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The fixture really gives art. 31's day, and only the leave block.
    expect(Object.keys(CAO.equivalent_package ?? {})).toEqual(['leave']);
    const session = await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(newSchemeState()));
    await page.goto('/inleners-wizard/stap6-toeslagen');
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning' });
    await expect(section).toContainText(
      'De cao (Cao Schoonmaak- en Glazenwassersbedrijf 2024-2026) geeft waarden voor: Verlof.',
    );
    // The leave block is the cao's, open; the others are empty.
    const leave = block(page, 'leave');
    await expect(leave.locator('summary')).toHaveText(/^Verlof\s*\(volgens cao\)$/);
    await expect(leave.getByRole('radio', { name: 'Cao (algemeen verbindend verklaard)' })).toBeChecked();
    await expect(extraDay(page).getByRole('textbox', { name: 'Naam' })).toHaveValue(
      'Verjaardag of extra vrije dag',
    );
    await expect(extraDay(page).getByRole('textbox', { name: 'Hoeveelheid' })).toHaveValue('1');
    await expect(leave).toContainText('Gelijk aan de cao.');
    for (const key of ['sick_pay', 'pension', 'ikb', 'sustainable_employability', 'supplementary', 'other'])
      await expect(block(page, key).locator('summary')).toContainText('(nog niet ingevuld)');
    await expectAccessible(page);
    await leave.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'offered');

    // Bad input first: a day count that is no number keeps the wizard on step 6 with the message.
    const amount = extraDay(page).getByRole('textbox', { name: 'Hoeveelheid' });
    await amount.fill('twee');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/stap6-toeslagen$/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Vul een geldig getal in/);

    // Two days instead of one: the block says it differs from the cao; a reload keeps it (no new offer).
    await amount.fill('2');
    await expect(leave.locator('summary')).toContainText('wijkt af van de cao');
    await expect(leave).toContainText('Dit onderdeel wijkt af van de cao.');
    await page.reload();
    await expect(extraDay(page).getByRole('textbox', { name: 'Hoeveelheid' })).toHaveValue('2');

    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    const overview = page.getByRole('region', { name: 'Gelijkwaardige beloning', exact: true });
    await expect(overview.getByRole('heading', { name: 'Vergeleken met de cao' })).toBeVisible();
    const differences = overview.getByRole('region', {
      name: 'Verschillen in de gelijkwaardige beloning met de cao',
    });
    await expect(differences.getByRole('row')).toHaveCount(2);
    const row = differences.getByRole('row', { name: /^Verlof / });
    await expect(row).toContainText('Wijkt af van de cao');
    await expect(row.getByRole('cell').nth(1)).toContainText('Verjaardag of extra vrije dag: 1 dag per jaar');
    await expect(row.getByRole('cell').nth(2)).toContainText(
      'Verjaardag of extra vrije dag: 2 dagen per jaar',
    );
    await expectAccessible(page);
    await overview.scrollIntoViewIfNeeded();
    await capture(page, testInfo, 'step8');

    await next(page, /stap9-accorderen$/);
    await signAndSave(page, { firstName: 'Anna', lastName: 'de Vries' });
    // The one scheme of this account is the one just saved.
    const guids = await seed.schemeGuids(session.access);
    expect(guids).toHaveLength(1);
    const saved = await seed.readScheme(session.access, guids[0]!);
    expect(saved.equivalent_package).toEqual({
      leave: { ...CAO_LEAVE, extra_leave: [{ ...CAO_LEAVE.extra_leave![0]!, amount: '2' }] },
    });
  });

  test('a cleared block stays empty after a reload, and step 8 says it was not taken from the cao', async ({
    page,
  }) => {
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(newSchemeState()));
    await page.goto('/inleners-wizard/stap6-toeslagen');
    const leave = block(page, 'leave');
    await expect(leave.locator('summary')).toContainText('(volgens cao)');
    await leave.getByRole('button', { name: 'Verlof leegmaken' }).click();
    await expect(leave.locator('summary')).toContainText('(nog niet ingevuld)');
    await page.reload();
    await expect(block(page, 'leave').locator('summary')).toContainText('(nog niet ingevuld)');
    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    const row = page
      .getByRole('region', { name: 'Verschillen in de gelijkwaardige beloning met de cao' })
      .getByRole('row', { name: /^Verlof / });
    await expect(row).toContainText('Niet overgenomen uit de cao');
    await expect(row.getByRole('cell').nth(2)).toHaveText('nog niet ingevuld');
  });

  test('editing a saved scheme without a package: the cao’s block is not taken by itself, only on request', async ({
    page,
    seed,
  }) => {
    test.setTimeout(180_000);
    // An account of its own, so the overview holds only this scheme.
    const own = await seed.createHirer({ email: uniqueEmail('pakket-cao-bewerk') });
    const { access } = await seed.logIn(own);
    const saved = await seed.saveScheme(access, schemePayload());
    await logIn(page, own);
    await page.getByRole('button', { name: 'Wijzigen' }).first().click();
    await expect(page).toHaveURL(/stap1-beloningsregeling$/);
    for (const path of [/stap2-cao-invullen$/, /stap3-loon-tabellen$/, /stap4-lonen$/, /stap5-functies$/])
      await next(page, path);
    await next(page, /stap6-toeslagen$/);
    const section = page.getByRole('region', { name: 'Gelijkwaardige beloning' });
    await expect(section).toContainText('Wat in uw opgeslagen regeling staat, blijft zoals het is.');
    const leave = block(page, 'leave');
    await expect(leave.locator('summary')).toContainText('(nog niet ingevuld)');
    await leave.locator('summary').click();
    await expect(leave).toContainText('De cao geeft waarden voor dit onderdeel; het is nog niet ingevuld.');
    // Step 8 before any click: the saved scheme still has no leave; the cao's is 'niet overgenomen'.
    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await expect(
      page
        .getByRole('region', { name: 'Verschillen in de gelijkwaardige beloning met de cao' })
        .getByRole('row', { name: /^Verlof / }),
    ).toContainText('Niet overgenomen uit de cao');
    // On request the cao's values come in, and step 8 has nothing left to list.
    await page.getByRole('link', { name: 'Vorige', exact: true }).click();
    await expect(page).toHaveURL(/stap7-samenvatting\?fromStep8=true$/);
    await page.getByRole('link', { name: 'Vorige', exact: true }).click();
    await expect(page).toHaveURL(/stap6-toeslagen$/);
    await block(page, 'leave').locator('summary').click();
    await block(page, 'leave').getByRole('button', { name: 'Verlof: waarden van de cao overnemen' }).click();
    await expect(block(page, 'leave').locator('summary')).toContainText('(volgens cao)');
    await expect(extraDay(page).getByRole('textbox', { name: 'Hoeveelheid' })).toHaveValue('1');
    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await expect(
      page.getByText('De onderdelen van de gelijkwaardige beloning zijn gelijk aan wat de cao ervan zegt.'),
    ).toBeVisible();
    // Nothing was saved by any of this: the saved version still has no package.
    expect((await seed.readScheme(access, saved.guid)).equivalent_package ?? {}).toEqual({});
  });
});

/**
 * A scheme on an older cao moved to the new cao version from the overview (issue 17, SPEC.md 2.4 and 4): the
 * overview says a new version is there, 'Bijwerken naar de nieuwe cao' asks first, then the wizard opens at
 * step 2 on the new cao with the minimums raised to it; walked to step 9 and saved, the scheme's next version
 * follows the new cao. The fixture caos 'Voorbeeld-cao Groothandel' 2025 and 2026 are one cao's versions.
 */
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import { readFixtureCao, schemePayloadFor } from '../helpers/scheme-payload.js';
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
import { WIZARD_KEY } from './support/wizard-state.js';
import { next, signAndSave } from './support/wizard-steps.js';

const OLD = readFixtureCao('voorbeeld-groothandel-v1.json');
const NEW = readFixtureCao('voorbeeld-groothandel-v2.json');

test.describe('a new cao version', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('nieuwe-cao') });
  });

  test('the overview offers it; the wizard opens at step 2 on it with the minimums raised; saved @layout', async ({
    page,
    seed,
  }, testInfo) => {
    test.setTimeout(120_000);
    const session = await logIn(page, account);
    const saved = await seed.saveScheme(session.access, schemePayloadFor({ cao: OLD }));

    await page.goto('/');
    const item = page.getByRole('listitem').filter({ hasText: OLD.full_name });
    await expect(item).toContainText(`Er is een nieuwe versie van de cao beschikbaar: ${NEW.full_name}.`);
    await item.getByRole('button', { name: 'Bijwerken naar de nieuwe cao' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(confirm).toContainText('wordt in de wizard geladen met de nieuwe versie van de cao');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Ja' }).click();

    // Step 2 on the new cao: 24 days become the new cao's 25, 8 % holiday allowance its 8,5 %, a year-end
    // bonus of 2 % its 2,5 %.
    await expect(page).toHaveURL(/\/inleners-wizard\/stap2-cao-invullen$/);
    await expect(page.getByRole('combobox', { name: 'Cao' }).locator('option:checked')).toHaveText(
      NEW.full_name,
    );
    await expect(page.getByRole('textbox', { name: 'Aantal' })).toHaveValue('25');
    await expect(page.getByRole('textbox', { name: 'Vakantietoeslag' })).toHaveValue('8,5');
    await expect(page.getByRole('textbox', { name: 'Percentage' })).toHaveValue('2,5');
    const state = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
    expect(state).toMatchObject({ inlenerCaoId: saved.id, expectedVersion: 1 });
    await capture(page, testInfo, 'new-cao-step2');

    await next(page, /stap3-loon-tabellen$/);
    await next(page, /stap4-lonen$/);
    await next(page, /stap5-functies$/);
    await next(page, /stap6-toeslagen$/);
    await next(page, /stap7-samenvatting$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
    await next(page, /stap8-overzicht$/);
    await expect(page.getByText(`afwijkt van de cao (${NEW.full_name})`)).toBeVisible();
    await next(page, /stap9-accorderen$/);
    await signAndSave(page, { firstName: 'Gerda', lastName: 'Groothandel' });

    const after = await seed.readScheme(session.access, saved.guid);
    expect(after).toMatchObject({ version: 2, cao_id: NEW.id, signed_fullname: 'Gerda Groothandel' });
    expect(Number(after.vacation_time_amount)).toBe(25);
    expect(Number(after.vacation_allowance)).toBe(8.5);
    expect(Number(after.year_end_bonus_amount)).toBe(2.5);
  });
});

/**
 * Step 9 'Accorderen' and 'Opslaan' from the portal (issue 17): a saved scheme (seeded through the API) is
 * opened with 'Wijzigen' on the overview, signed in step 9 with each bad input refused first, and saved as
 * version 2; the wizard is then empty and the user is on the links page with its invites. A save against a
 * version a colleague replaced meanwhile from a second browser (412) says so, keeps everything entered, and
 * offers the newest version to look at or to load instead.
 */
import type { Page } from '@playwright/test';
import { SAVE_CONFLICT_MESSAGE } from '../../core/src/api/index.js';
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { schemePayload, type HirerAccount, type SavedScheme } from './support/seed.js';

const WIZARD_KEY = 'beloning.wizard';
const STEP9 = '/inleners-wizard/stap9-accorderen';
/** 'Wijzigen' of the scheme on the overview: the wizard opens at step 1 with the newest version. */
async function editFromOverview(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Wijzigen' }).first().click();
  await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
}

async function sign(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Voornaam' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
  await page.getByRole('checkbox', { name: /Ik ga akkoord met deze voorwaarden/ }).check();
  await page
    .getByRole('group', { name: /Loontabellen van de cao volgen/ })
    .getByRole('radio', { name: 'Ja' })
    .check();
}

test.describe('step 9 and saving from the portal', () => {
  test.describe.configure({ mode: 'serial' });
  let account: HirerAccount;
  let access: string;
  let scheme: SavedScheme;

  test.beforeAll(async ({ seed }) => {
    // A company outside the fixture KVK registry: every registry number that can sign up is taken by another
    // spec (one account per number), so this company's KVK check fails, and the links page, where the save
    // goes, sends it on to the account page with its notice once the check has run.
    account = await seed.createHirer({ email: uniqueEmail('opslaan') });
    ({ access } = await seed.logIn(account));
    scheme = await seed.saveScheme(access, schemePayload());
  });

  test("'Wijzigen', step 9's bad input, and 'Opslaan' saves version 2 and empties the wizard @layout", async ({
    page,
    seed,
  }, testInfo) => {
    await logIn(page, account);
    await editFromOverview(page);
    await page.goto(STEP9);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 9: Accorderen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gedeeld met' })).toContainText('Nog geen uitleners');

    // The names come from the version edited; emptied, 'Opslaan' refuses with core's messages and saves nothing.
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STEP9}$`));
    for (const name of ['Voornaam', 'Achternaam']) {
      await expect(page.getByRole('textbox', { name })).toHaveAccessibleDescription('Veld is vereist');
    }
    await expect(page.getByRole('checkbox', { name: /Ik ga akkoord/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('x'.repeat(128));
    await page.getByRole('textbox', { name: 'Voornaam' }).blur();
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription(
      'Maximaal 127 karakters',
    );
    await expectAccessible(page);
    await capture(page, testInfo, 'step9-refused');
    expect((await seed.readScheme(access, scheme.guid)).version).toBe(1);

    await sign(page);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    // Core's afterSaveDestination: no links yet, so the links page with its invites; a company whose KVK
    // check has failed by then is sent on from there to the account page.
    await expect(page).toHaveURL(
      new RegExp(`(/inleners-cao-koppelingen/${scheme.guid}\\?showInvites=true|/account)$`),
    );
    const saved = await seed.readScheme(access, scheme.guid);
    expect(saved.version).toBe(2);
    expect(saved.signed_fullname).toBe('Anna de Vries');
    expect(
      wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null')).step1,
    ).toBeNull();
  });

  test('a save against a version saved elsewhere meanwhile (412) says so and keeps what was entered', async ({
    page,
    browser,
    seed,
  }) => {
    await logIn(page, account);
    await editFromOverview(page);
    // A colleague in another browser edits the same version, raises the holiday allowance to 9 % and saves
    // version 3 while this edit of version 2 is open.
    const other = await browser.newContext();
    try {
      const colleague = await other.newPage();
      await logIn(colleague, account);
      await editFromOverview(colleague);
      await colleague.getByRole('button', { name: 'Volgende', exact: true }).click();
      await colleague.getByRole('textbox', { name: 'Vakantietoeslag' }).fill('9');
      await colleague.goto(STEP9);
      await sign(colleague);
      await colleague.getByRole('button', { name: 'Opslaan', exact: true }).click();
      await expect(colleague).not.toHaveURL(/inleners-wizard/);
    } finally {
      await other.close();
    }
    await page.goto(STEP9);
    await sign(page);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(SAVE_CONFLICT_MESSAGE);
    await expect(page.getByRole('alert')).toContainText(
      'Wat u heeft ingevuld blijft in deze browser bewaard.',
    );
    await expect(page).toHaveURL(new RegExp(`${STEP9}$`));
    await expect(page.getByRole('textbox', { name: 'Achternaam' })).toHaveValue('de Vries');
    expect((await seed.readScheme(access, scheme.guid)).version).toBe(3);
    await expectAccessible(page);

    // The newest version to look at beside the wizard, or to load instead of what was entered.
    await expect(
      page.getByRole('link', { name: 'Nieuwste versie bekijken (opent in een nieuw tabblad)' }),
    ).toHaveAttribute('href', `/inleners-cao-detail/${scheme.guid}`);
    await page.getByRole('button', { name: 'Nieuwste versie laden' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Wat u heeft ingevuld gaat dan verloren.');
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page.getByRole('textbox', { name: 'Achternaam' })).toHaveValue('de Vries');
    await page.getByRole('button', { name: 'Nieuwste versie laden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nieuwste versie laden' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await expect
      .poll(async () => {
        const stored = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
        return [stored.expectedVersion, stored.step2?.vacationAllowance];
      })
      .toEqual([3, '9']);
  });
});

/**
 * Step 5 'Functies' of the full wizard (issue 17): per table its jobs with core's messages, the cao's jobs
 * for reference, a reload that keeps everything, and 'Volgende' on to step 6. The wizard state is seeded in
 * localStorage (steps 1 to 4 done on the cleaning cao), never clicked through.
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

const STEP5 = '/inleners-wizard/stap5-functies';

async function storedJobs(page: Page, table: number) {
  const state = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
  return state.salaryTables[table]?.jobs;
}

/** The message under a field: its accessible description. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test.describe('step 5 Functies', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('stap5') });
  });

  test("a cao scheme: the cao's jobs as a start and for reference, a job added with every bad input, one removed, a reload, and Volgende @layout", async ({
    page,
  }, testInfo) => {
    test.slow();
    await logIn(page, account);
    const state = caoWizardState({ step4Done: true });
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto(STEP5);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 5: Functies' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(state.salaryTables.length);
    const first = state.salaryTables[0]!;
    await expect(page.getByRole('tab', { selected: true })).toContainText(first.name);

    // The table starts with the cao's jobs; the cao's list is shown beside them.
    const panel = page.getByRole('tabpanel');
    const jobs = panel.getByRole('group', { name: /^Functie \d+$/ });
    await expect(jobs).toHaveCount(first.jobs.length);
    await expect(jobs.first().getByRole('textbox', { name: 'Naam' })).toHaveValue(first.jobs[0]!.name);
    await expect(jobs.first().getByRole('combobox', { name: 'Minimumschaal' })).toHaveValue(
      first.jobs[0]!.minimalPayscale,
    );
    const reference = panel.getByRole('region', { name: 'Functies in de cao' });
    await expect(reference.getByRole('row')).toHaveCount(first.jobs.length + 1);
    await expect(reference.getByRole('row').nth(1)).toContainText(first.jobs[0]!.name);

    // A new job: nothing filled in is refused on 'Volgende' with core's messages, its tab marked.
    await panel.getByRole('button', { name: 'Functie toevoegen' }).click();
    const added = jobs.last();
    await expect(added).toHaveAccessibleName(`Functie ${first.jobs.length + 1}`);
    await expect(added.getByRole('textbox', { name: 'Naam' })).toBeFocused();
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${STEP5}$`));
    await expect(page.getByRole('alert')).toContainText(`In loontabel ${first.name}: Veld is vereist`);
    await expectMessage(added.getByRole('textbox', { name: 'Naam' }), 'Veld is vereist');
    await expectMessage(added.getByRole('combobox', { name: 'Minimumschaal' }), 'Veld is vereist');
    await expect(page.getByRole('tab', { selected: true })).toContainText('bevat fouten');
    await expectAccessible(page);
    await capture(page, testInfo, 'step5-refused');

    // A name of 161 characters is too long; then a good job with a payscale and an aard.
    const name = added.getByRole('textbox', { name: 'Naam' });
    await name.fill('x'.repeat(161));
    await name.blur();
    await expectMessage(name, 'Maximaal 160 karakters');
    await name.fill('Hoofd schoonmaak');
    await added.getByRole('combobox', { name: 'Minimumschaal' }).selectOption('LG5');
    await added.getByRole('combobox', { name: 'Aard' }).selectOption({ label: 'Leidinggevend werk' });
    await expect(name).not.toHaveAttribute('aria-invalid');

    // The first job removed.
    await jobs.first().getByRole('button', { name: 'Functie 1 verwijderen' }).click();
    await expect(jobs).toHaveCount(first.jobs.length);
    const expected = [
      ...first.jobs.slice(1),
      { jobId: null, name: 'Hoofd schoonmaak', minimalPayscale: 'LG5', aard: 'LG' },
    ];
    await expect.poll(() => storedJobs(page, 0)).toEqual(expected);

    // A reload keeps it all; 'Volgende' goes on to step 6.
    await page.reload();
    await expect(jobs).toHaveCount(first.jobs.length);
    await expect(jobs.last().getByRole('textbox', { name: 'Naam' })).toHaveValue('Hoofd schoonmaak');
    await expect(jobs.last().getByRole('combobox', { name: 'Aard' })).toHaveValue('LG');
    await expectAccessible(page);
    await capture(page, testInfo, 'step5-jobs');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap6-toeslagen$/);
    expect(
      wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null')).step5Done,
    ).toBe(true);
  });
});

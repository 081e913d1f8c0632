import type { Page } from '@playwright/test';
import {
  newTableForm,
  stepIssues,
  wizardStateSchema,
  type WizardState,
} from '../../core/src/wizard/index.js';
import { schemePayloadFor } from '../helpers/scheme-payload.js';
import {
  capture,
  expect,
  expectAccessible,
  logIn,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

/**
 * The working hours of a salary table (issue 20): in step 4 a monthly wage divided by 1 is checked against
 * the statutory minimum wage and shown per hour with the hours per week; on the scheme detail 'Toon
 * uurlonen' converts the same way (core's hourlyWageOf), and a version saved without hours of its own (as
 * every version before step 3 asked for them) still shows, with the cao's work week.
 */

/** An own scheme at step 4: one table of € 2.000 a month, divided by 1, at `hours` hours a week. */
function ownMonthlyWizard(hours: string): WizardState {
  const table = {
    ...newTableForm('Maandlonen', []),
    activePer: '01-01-2026',
    endDate: '30-06-2026',
    wagesPer: 'month' as const,
    hoursInWorkweek: hours,
    hourDefinition: 'Gewerkte uren',
    advComment: 'Geen ADV',
    fullTable: { null: { A: { '1': '2000.00' } } },
  };
  const state = wizardStateSchema.parse({
    ...caoWizardState(),
    step1: { usesCao: 0, withEmployersOrganisation: false },
    step2: { ...caoWizardState().step2, caoId: null, startDate: '01-01-2026', endDate: '30-06-2026' },
    salaryTables: [table],
  });
  const refused = stepIssues(state, 3, { cao: null });
  if (refused.length > 0) throw new Error(`stap 3 is niet af: ${refused[0]?.message}`);
  return state;
}

/** The one wage cell of the step-4 grid. */
async function openStep4(page: Page, account: HirerAccount, state: WizardState) {
  await logIn(page, account);
  await storeItem(page, WIZARD_KEY, JSON.stringify(state));
  await page.goto('/inleners-wizard/stap4-lonen');
  const cell = page.locator('section.salary-editor__age [row-id="A"] [col-id="p0"]');
  await expect(cell).toHaveText('2.000,00');
  return cell;
}

/** An own scheme whose one table pays € 2.000 and € 2.500 a month, divided by 1, at 36 hours a week. */
function ownMonthlyScheme() {
  const payload = schemePayloadFor();
  const [table] = payload.salary_tables;
  if (table === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  return {
    ...payload,
    cao_id: null,
    follow_salary_tables: null,
    salary_tables: [
      {
        ...table,
        name: 'Maandlonen',
        salary_table_id: null,
        original_salary_table_id: null,
        conform: 'Eigen regeling' as const,
        wages_per: 'month' as const,
        wages_divided_by: '1',
        hours_in_workweek: '36',
        full_table: { null: { A: { '1': '2000.00' }, B: { '1': '2500.00' } } },
        inleners_jobs: [{ job_id: null, name: 'Glazenwasser hoogbouw', minimal_payscale: 'B', aard: null }],
      },
    ],
  };
}

test.describe('working hours of a salary table', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('werkuren') });
  });

  test('step 4 warns about € 2.000 a month at 36 hours a week (€ 12,82 an hour), not at 30 hours', async ({
    page,
  }) => {
    const cell = await openStep4(page, account, ownMonthlyWizard('36'));
    await expect(cell).toHaveClass(/salary-cell--below-wml/);
    await expect(cell.locator('[aria-description]')).toHaveAttribute(
      'aria-description',
      /^Loon € 12,82 ligt onder het wettelijk minimumloon van € [\d,]+ per uur/,
    );
    await page.getByRole('checkbox', { name: 'Toon uurlonen' }).check();
    await expect(cell).toHaveText('12,83');

    // At 30 hours a week the month is 130 hours: € 15,38 an hour, above the minimum.
    const above = await openStep4(page, account, ownMonthlyWizard('30'));
    await expect(above).not.toHaveClass(/salary-cell--below-wml/);
  });

  test('a monthly wage divided by 1 shows its hourly wage from the hours per week @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const { access } = await seed.logIn(account);
    const saved = await seed.saveScheme(access, ownMonthlyScheme());
    await logIn(page, account, `/inleners-cao-detail/${saved.guid}`);
    const facts = page.locator('.detail__table');
    await expect(
      facts.locator('dd', { hasText: 'per maand, gedeeld door 156,00 voor het uurloon' }),
    ).toBeVisible();
    await expect(
      facts.locator('div', { has: page.locator('dt', { hasText: 'Uren per week' }) }),
    ).toContainText('36');
    await expect(page.getByRole('cell', { name: '2.000,00', exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Toon uurlonen' }).check();
    await expect(page.getByRole('heading', { name: 'Lonen per uur (in euro)' })).toBeVisible();
    // € 2.000 x 12 / (36 x 52) = € 12,8205..., rounded up to cents as the toggle shows it; not € 2.000,00.
    await expect(page.getByRole('cell', { name: '12,83', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '16,03', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '2.000,00', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await capture(page, testInfo, 'monthly-hourly');
  });

  test("a version saved without hours of its own shows with the cao's work week", async ({ page, seed }) => {
    const { access } = await seed.logIn(account);
    const payload = schemePayloadFor();
    expect(payload.salary_tables[0]).not.toHaveProperty('hours_in_workweek');
    const saved = await seed.saveScheme(access, payload);
    await logIn(page, account, `/inleners-cao-detail/${saved.guid}`);
    const facts = page.locator('.detail__table');
    await expect(
      facts.locator('div', { has: page.locator('dt', { hasText: 'Uren per week' }) }),
    ).toContainText('38');
    await expect(facts.locator('dd', { hasText: /^per uur$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Toon uurlonen' })).toHaveCount(0);
  });
});

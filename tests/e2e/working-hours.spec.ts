import { schemePayloadFor } from '../helpers/scheme-payload.js';
import { capture, expect, expectAccessible, logIn, test, uniqueEmail } from './support/fixtures.js';
import { type HirerAccount } from './support/seed.js';

/**
 * The working hours of a salary table on the scheme detail (issue 20): a monthly wage divided by 1 is
 * converted with the hours per week for 'Toon uurlonen' (core's hourlyWageOf), and a version saved without
 * hours of its own (as every version before step 3 asked for them) still shows, with the cao's work week.
 */

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

test.describe('working hours on the scheme detail', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('werkuren') });
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

/**
 * Step 8 'Overzicht' of the full wizard (issue 17): a scheme on a cao shows core's comparison with the cao
 * (step 2's deviations, per table the wages that differ, new and dropped tables, the cao text in 15
 * characters); an own scheme shows the full detail as it will be saved, with the detail page's components.
 * 'Vorige' goes to step 7 with fromStep8, 'Volgende' to step 9. The wizard state is seeded in localStorage.
 */
import { caoTextPreview } from '../../core/src/format/index.js';
import { setCell } from '../../core/src/salary/index.js';
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
import { CAO, type HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

const STEP8 = '/inleners-wizard/stap8-overzicht';

const STEP6: NonNullable<WizardState['step6']> = {
  bonusCombination: 'highest',
  werksoorten: {},
  singleWerksoorten: {},
  educations: [],
};

/** The cleaning cao's scheme with steps 1 to 7 done: one wage raised, the last cao table left out. */
function comparedState(): WizardState {
  const base = caoWizardState({ step4Done: true, step5Done: true });
  const [first, ...rest] = base.salaryTables;
  if (first === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  const raised = setCell(first.fullTable, { age: '18', payscale: 'LG1', periodical: '1' }, '14,25');
  if (!raised.ok) throw new Error(raised.error.message);
  return caoWizardState({
    step4Done: true,
    step5Done: true,
    salaryTables: [{ ...first, fullTable: raised.table }, ...rest.slice(0, -1)],
    step6: STEP6,
    step7: { caoText: '<p>Onze eigen afspraken</p>', originalCaoText: CAO.cao_text },
  });
}

/** An own scheme (no cao) with one table of two wages and steps 1 to 7 done. */
function ownState(): WizardState {
  const base = caoWizardState();
  const [first] = base.salaryTables;
  if (first === undefined) throw new Error('De fixture-cao heeft geen loontabel');
  return caoWizardState({
    step1: { usesCao: 0, withEmployersOrganisation: false },
    step2: { ...base.step2!, caoId: null },
    salaryTables: [
      {
        ...first,
        key: 'Eigen tabel',
        name: 'Eigen tabel',
        salaryTableId: null,
        originalSalaryTableId: null,
        conform: 'Eigen regeling',
        fullTable: { null: { A: { '1': '15.52', '2': '1234.5' } } },
        originalFullTable: null,
        jobs: [],
      },
    ],
    step4Done: true,
    step5Done: true,
    step6: STEP6,
    step7: { caoText: '<p>Eigen regeling</p>', originalCaoText: null },
  });
}

test.describe('step 8 Overzicht', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('stap8') });
  });

  test('a cao scheme: the deviations, the changed and dropped tables and the cao text, then on to step 9 @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(comparedState()));
    await page.goto(STEP8);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 8: Overzicht' })).toBeVisible();
    await expect(page.getByText(`afwijkt van de cao (${CAO.full_name})`)).toBeVisible();

    // Step 2: 25 days against the cao's 197,6 hours, no year-end bonus against 5 %, its one-off bonus left out.
    const deviations = page.getByRole('region', { name: 'Afwijkingen van de cao' });
    await expect(
      deviations.getByRole('row', { name: /Vakantie 197,6 uur per jaar 25 dagen per jaar/ }),
    ).toBeVisible();
    await expect(deviations.getByRole('row', { name: /Eindejaarsuitkering 5 % Geen/ })).toBeVisible();
    await expect(deviations.getByRole('row', { name: /Eenmalige uitkering/ })).toHaveCount(1);

    // The first table: one wage differs, named by age, scale and periodical; the others are the cao's.
    const [first, second] = CAO.salary_tables;
    const changed = page.getByRole('region', { name: `Afwijkende lonen van ${first!.name}` });
    await expect(page.getByText('1 loon wijkt af van de cao.')).toBeVisible();
    await expect(changed.getByRole('row')).toHaveCount(2);
    await expect(changed.getByRole('row').nth(1)).toHaveText(
      `18 jaarLG11${first!.full_table['18']!['LG1']!['1']!.replace('.', ',')}14,25`,
    );
    await expect(
      page.getByRole('region', { name: second!.name }).getByText('Alle lonen zijn gelijk aan de cao.'),
    ).toBeVisible();
    const dropped = CAO.salary_tables.at(-1)!.name;
    await expect(
      page.getByText(`Deze loontabel van de cao staat niet in uw regeling: ${dropped}.`),
    ).toBeVisible();

    // The cao text in 15 characters, the cao's against the scheme's.
    const text = page.getByRole('region', { name: 'Cao-tekst' });
    await expect(text).toContainText(`“${caoTextPreview(CAO.cao_text)}”`);
    await expect(text).toContainText('“Onze eigen afsp...”');
    await expectAccessible(page);
    await capture(page, testInfo, 'step8-comparison');

    await page.getByRole('link', { name: 'Vorige' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap7-samenvatting\?fromStep8=true$/);
    await page.goto(STEP8);
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap9-accorderen$/);
  });

  test('an own scheme: the full detail as it will be saved, with the detail page’s parts @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await storeItem(page, WIZARD_KEY, JSON.stringify(ownState()));
    await page.goto(STEP8);
    await expect(
      page.getByText('Hieronder ziet u de beloningsregeling zoals die wordt opgeslagen.'),
    ).toBeVisible();
    const general = page.getByRole('region', { name: 'Algemeen' });
    await expect(general).toContainText('Looptijd01-07-2024 t/m 30-06-2026');
    await expect(general).toContainText('Vakantie25 dagen per jaar');
    await expect(general).toContainText('Vakantiegeld8 %');
    // Not signed or saved yet: step 9 signs.
    await expect(general).not.toContainText('Ondertekend door');
    const table = page.getByRole('region', { name: 'Eigen tabel, Alle leeftijden' });
    await expect(table).toContainText('15,52');
    await expect(table).toContainText('1.234,50');
    await expect(page.getByRole('region', { name: 'Cao-tekst' })).toContainText('Eigen regeling');
    await expectAccessible(page);
    await capture(page, testInfo, 'step8-detail');
    await page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap9-accorderen$/);
  });
});

/**
 * A save the server refuses (400) in the portal (issue 17): its messages show under step 9 with the step each
 * is on (a link there), on that step under the wizard, and nothing entered is lost. The refusal is one only
 * the server can make here: a wizard stored before tables carried their cao floors (originalFullTable null)
 * with a wage below the cao's, which the server checks against the cao itself.
 */
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
import type { HirerAccount } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

test.describe('a save the server refuses', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('geweigerd') });
  });

  test('shows each message with its step, on that step, and keeps everything @layout', async ({
    page,
    seed,
  }, testInfo) => {
    const session = await logIn(page, account);
    const base = caoWizardState();
    const [first, ...rest] = base.salaryTables;
    if (first === undefined) throw new Error('De fixture-cao heeft geen loontabel');
    const age = Object.keys(first.fullTable)[0]!;
    const payscale = Object.keys(first.fullTable[age]!)[0]!;
    const periodical = Object.keys(first.fullTable[age]![payscale]!)[0]!;
    const lowered = {
      ...first,
      originalFullTable: null,
      fullTable: {
        ...first.fullTable,
        [age]: { ...first.fullTable[age], [payscale]: { [periodical]: '1.00' } },
      },
    };
    const state = caoWizardState({
      salaryTables: [lowered, ...rest],
      step4Done: true,
      step5Done: true,
      step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
      step7: { caoText: '<p>Tekst</p>', originalCaoText: null },
      step9: { firstName: 'Anna', lastName: 'de Vries', agreedToTerms: true, followSalaryTables: 1 },
    });
    await storeItem(page, WIZARD_KEY, JSON.stringify(state));
    await page.goto('/inleners-wizard/stap9-accorderen');
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Kon cao niet opslaan.');
    const link = alert.getByRole('link', { name: 'Stap 4: Lonen' });
    await expect(link).toBeVisible();
    await expect(alert).toContainText(`In loontabel ${first.name}: Waarde moet minimaal`);
    await expectAccessible(page);
    await capture(page, testInfo, 'step9-refused-by-server');
    expect(await seed.schemeGuids(session.access)).toEqual([]);

    // On step 4 the same message is under the wizard; everything typed is still there.
    await link.click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap4-lonen$/);
    await expect(page.locator('.wizard__errors')).toContainText(
      `In loontabel ${first.name}: Waarde moet minimaal`,
    );
    const stored = wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'));
    expect(stored.salaryTables[0]?.fullTable).toEqual(lowered.fullTable);
    expect(stored.step9).toEqual(state.step9);
  });
});

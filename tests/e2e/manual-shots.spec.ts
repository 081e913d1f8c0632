/**
 * The manual's screenshots (issue 17): each step of the full wizard on the cleaning cao, as a user sees it,
 * taken in Chromium. `npm run manual:shots` writes them into web/src/features/manual/images/, where the
 * manual (/handleiding) shows them; in the normal run they go to the test's output folder, so the steps are
 * still opened and checked. Step 6 has a second shot, of its section 'Gelijkwaardige beloning' as a new
 * scheme on the cao starts it (the cao's leave block volgens cao). Retake them in the same commit as a change
 * that alters a step's look.
 */
import path from 'node:path';
import { WIZARD_STEPS } from '../../core/src/wizard/index.js';
import { expect, logIn, storeItem, test, uniqueEmail } from './support/fixtures.js';
import { CAO } from './support/seed.js';
import { caoWizardState, WIZARD_KEY } from './support/wizard-state.js';

/** Where the shots go: the manual's folder when asked for (npm run manual:shots), else the test output. */
const SHOTS_DIR = process.env.MANUAL_SHOTS_DIR;

const STATE = caoWizardState({
  step4Done: true,
  step5Done: true,
  step6: {
    bonusCombination: 'highest',
    werksoorten: {
      OV: [
        {
          name: 'OV01',
          startDate: '01-07-2024',
          comment: 'Overwerk na 38 uur per week',
          amount: '25',
          description: 'Overwerk op werkdagen',
        },
      ],
    },
    singleWerksoorten: { RU: { comment: 'Reisuren worden als werktijd betaald' } },
    educations: [],
  },
  step7: { caoText: CAO.cao_text, originalCaoText: CAO.cao_text },
  step9: { firstName: 'Anna', lastName: 'de Vries', agreedToTerms: true, followSalaryTables: 1 },
});

test.describe('the manual’s screenshots', () => {
  test('every step of the full wizard on the cleaning cao', async ({ page, seed }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one set of shots, at desktop width');
    test.setTimeout(120_000);
    const account = await seed.createHirer({ email: uniqueEmail('handleiding') });
    await logIn(page, account);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const step of WIZARD_STEPS) {
      await storeItem(page, WIZARD_KEY, JSON.stringify(STATE));
      // Step 7 as it is after its arrival dialog: coming back from step 8 shows none.
      await page.goto(step.number === 7 ? `${step.fullPath}?fromStep8=true` : step.fullPath);
      await expect(
        page.getByRole('heading', { level: 1, name: `Stap ${step.number}: ${step.label}` }),
      ).toBeVisible();
      await expect(page.locator('.loader')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      const file = `stap-${step.number}.jpg`;
      await page.screenshot({
        path: SHOTS_DIR === undefined ? testInfo.outputPath(file) : path.join(SHOTS_DIR, file),
        type: 'jpeg',
        quality: 70,
        animations: 'disabled',
      });
      if (step.number === 6) {
        // The section 'Gelijkwaardige beloning' at the top: the cao's leave block, offered volgens cao.
        const section = page.getByRole('region', { name: 'Gelijkwaardige beloning' });
        await expect(
          page.locator('details[data-block="leave"]').getByRole('group', { name: 'Regel 1' }),
        ).toBeVisible();
        await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.screenshot({
          path:
            SHOTS_DIR === undefined
              ? testInfo.outputPath('stap-6-pakket.jpg')
              : path.join(SHOTS_DIR, 'stap-6-pakket.jpg'),
          type: 'jpeg',
          quality: 70,
          animations: 'disabled',
        });
      }
    }
  });
});

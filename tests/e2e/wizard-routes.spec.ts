import type { Page } from '@playwright/test';
import {
  SHORT_WIZARD_STEPS,
  WIZARD_STEPS,
  wizardStateSchema,
  type WizardState,
} from '../../core/src/wizard/index.js';
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
import type { AgencyAccount, HirerAccount } from './support/seed.js';

/**
 * The routes of both wizards and of the agency's proposal screen (SPEC.md 2.2, 2.3, 2.11 and 4): every step
 * path with its title, hint and manual chapter, the redirects to step 1, the permission guard (back to the
 * overview with a notice), the reachability guard (an unreachable step shows the furthest reachable one) and
 * the proposal screen's need for an agency session. Steps 1 to 4 have their forms (their own
 * specs); steps 5 to 9 still show the frame and say so.
 */

const WIZARD_KEY = 'beloning.wizard';
const NO_PERMISSION =
  'U heeft geen rechten om beloningsregelingen te maken of te wijzigen. Neem contact op met de beheerder van uw account.';

function emptyState(): WizardState {
  return wizardStateSchema.parse({
    step1: null,
    step2: null,
    salaryTables: [],
    step3Done: false,
    step4Done: false,
    step5Done: false,
    step6: null,
    step7: null,
    step9: null,
    startWizard: null,
    proposalInlenerId: null,
    inlenerCaoId: null,
    koppelingen: [],
  });
}

/** Step 1 answered (a cao is used), nothing else: step 2 is the furthest reachable step. */
function step1Only(): WizardState {
  return { ...emptyState(), step1: { usesCao: 1, withEmployersOrganisation: false } };
}

/** Steps 1 to 7 filled: every step up to 9 is reachable. */
function filledState(): WizardState {
  return wizardStateSchema.parse({
    ...step1Only(),
    step2: {
      caoId: 1,
      startDate: '01-01-2025',
      endDate: '31-12-2025',
      vacationType: 'days_per_year',
      vacationAmount: '25',
      vacationAllowance: '8',
      yearEndBonusType: 'Geen',
      yearEndBonusAmount: '0',
      yearEndBonusComment: '',
      oneOffBonuses: [],
    },
    salaryTables: [
      {
        key: 'Loontabel A',
        salaryTableId: 101,
        originalSalaryTableId: 101,
        name: 'Loontabel A',
        activePer: '01-01-2025',
        endDate: '31-12-2025',
        conform: 'CAO',
        wagesPer: 'hour',
        wagesDividedBy: '1',
        hourDefinition: 'Gewerkte uren',
        initialScaling: 'cao||',
        advComment: 'Geen ADV',
        advType: null,
        advAmount: '',
        bbl: false,
        hasPeriodiekVerhogingen: 0,
        periodiekVerhogingen: [],
        shiftWorkComment: '',
        fullTable: { null: { A: { '0': '15.52' } } },
        originalFullTable: { null: { A: { '0': '15.52' } } },
        jobs: [],
      },
    ],
    step3Done: true,
    step4Done: true,
    step5Done: true,
    step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
    step7: { caoText: '<p>Cao-tekst</p>', originalCaoText: '<p>Cao-tekst</p>' },
  });
}

/** The short wizard with option 1 and a cao chosen: every step up to 4 is reachable. */
function shortWizardWithCao(): WizardState {
  return wizardStateSchema.parse({
    ...emptyState(),
    startWizard: {
      caoId: 1,
      selected: 1,
      hasJobsOption: null,
      withEmployersOrganisation: false,
      askForHelp: null,
      helpUitlenersSubscription: null,
      agreedToTerms: false,
      firstName: '',
      lastName: '',
      jobs: [],
    },
  });
}

async function storeWizard(page: Page, state: WizardState): Promise<void> {
  await storeItem(page, WIZARD_KEY, JSON.stringify(state));
}

test.describe('the wizard routes of a user who may make schemes', () => {
  let account: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    account = await seed.createHirer({ email: uniqueEmail('wizard') });
  });

  test('the nine steps have the paths of SPEC.md 2.3 and the short wizard its four', () => {
    expect(WIZARD_STEPS.map((step) => step.fullPath)).toEqual([
      '/inleners-wizard/stap1-beloningsregeling',
      '/inleners-wizard/stap2-cao-invullen',
      '/inleners-wizard/stap3-loon-tabellen',
      '/inleners-wizard/stap4-lonen',
      '/inleners-wizard/stap5-functies',
      '/inleners-wizard/stap6-toeslagen',
      '/inleners-wizard/stap7-samenvatting',
      '/inleners-wizard/stap8-overzicht',
      '/inleners-wizard/stap9-accorderen',
    ]);
    expect(SHORT_WIZARD_STEPS.map((step) => step.fullPath)).toEqual([
      '/start-wizard/stap1-cao',
      '/start-wizard/stap2-functies',
      '/start-wizard/stap3-cao-overzicht',
      '/start-wizard/stap4-accorderen',
    ]);
  });

  test('every step of the full wizard renders with its title, hint, manual chapter and notice @layout', async ({
    page,
  }, testInfo) => {
    test.slow();
    await logIn(page, account);
    await storeWizard(page, filledState());
    for (const step of WIZARD_STEPS) {
      await page.goto(step.fullPath);
      await expect(page).toHaveURL(new RegExp(`${step.fullPath}$`));
      // Step 7 first says where its text comes from, in a dialog that hides the page until Akkoord.
      if (step.number === 7) await page.getByRole('dialog').getByRole('button', { name: 'Akkoord' }).click();
      const title = `Stap ${step.number}: ${step.label}`;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Beloning`);
      if (step.hint !== null) await expect(page.getByText(step.hint)).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Uitleg over deze stap in de handleiding' }),
      ).toHaveAttribute('href', `/handleiding#${step.manualAnchor}`);
      // The page frame's manual link opens the step's own chapter too.
      await expect(
        page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Handleiding' }),
      ).toHaveAttribute('href', `/handleiding#${step.manualAnchor}`);
      // With steps 1 to 7 filled every step is open: the current one and those before it are links.
      const steps = page.getByRole('navigation', { name: 'Stappen' });
      await expect(steps.getByRole('link')).toHaveCount(step.number);
      await expect(steps.getByRole('link', { name: step.label })).toHaveAttribute('aria-current', 'step');
      if (step.number < 9)
        await expect(page.getByRole('button', { name: 'Volgende', exact: true })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Opslaan', exact: true })).toBeVisible();
      if (step.number === 1 || step.number === 4 || step.number === 9) {
        await expectAccessible(page);
        await capture(page, testInfo, `wizard-step${step.number}`);
      }
    }
    // Step 9, the last one opened, has its names to sign with.
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toBeVisible();
  });

  test('/inleners-wizard opens step 1; Volgende and Vorige follow the steps; step 8 goes back with fromStep8', async ({
    page,
  }) => {
    await logIn(page, account);
    await storeWizard(page, filledState());
    await page.goto('/inleners-wizard');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap2-cao-invullen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 2: Cao' })).toBeVisible();
    await page.goto('/inleners-wizard/stap8-overzicht');
    await page.getByRole('link', { name: 'Vorige' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap7-samenvatting\?fromStep8=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 7: Samenvatting' })).toBeVisible();
  });

  test('an unreachable step redirects to the furthest reachable one @layout', async ({ page }) => {
    await logIn(page, account);
    // Nothing stored: only step 1 is open.
    await page.goto('/inleners-wizard/stap4-lonen');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);

    await storeWizard(page, step1Only());
    await page.goto('/inleners-wizard/stap6-toeslagen');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap2-cao-invullen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 2: Cao' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Stappen' });
    await expect(steps.getByRole('link', { name: 'Beloningsregeling' })).toBeVisible();
    await expect(steps.getByRole('link', { name: 'Loontabellen' })).toHaveCount(0);
    await expect(steps.getByText('Loontabellen')).toBeVisible();

    // With steps 1 to 6 done, step 8 shows step 7, the furthest one.
    await storeWizard(page, { ...filledState(), step7: null });
    await page.goto('/inleners-wizard/stap8-overzicht');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap7-samenvatting$/);
    // Step 7's arrival dialog may already hide the rest of the page from the accessibility tree.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Stap 7: Samenvatting', includeHidden: true }),
    ).toBeVisible();

    // Step 9 without step 7: the furthest step is 7.
    await storeWizard(page, { ...filledState(), step7: null });
    await page.goto('/inleners-wizard/stap9-accorderen');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap7-samenvatting$/);
    // Something unreadable stored counts as an empty wizard.
    await storeItem(page, WIZARD_KEY, '{"step1": "kapot"}');
    await page.goto('/inleners-wizard/stap3-loon-tabellen');
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
  });

  test('the manual link opens the step chapter in a new tab', async ({ page, context }) => {
    await logIn(page, account);
    await storeWizard(page, filledState());
    await page.goto('/inleners-wizard/stap6-toeslagen');
    const [manual] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Uitleg over deze stap in de handleiding' }).click(),
    ]);
    await expect(manual).toHaveURL(/\/handleiding#wizard-stap-6$/);
    await expect(manual.locator('#wizard-stap-6')).toBeInViewport();
  });

  test('the close button asks first and then goes to the overview', async ({ page }) => {
    await logIn(page, account);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');
    await page.getByRole('button', { name: 'Sluiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zeker weten?' });
    await expect(dialog).toContainText('Wilt u de wizard verlaten?');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(page).toHaveURL(/\/stap1-beloningsregeling$/);
    await page.getByRole('button', { name: 'Sluiten' }).click();
    await page.getByRole('dialog', { name: 'Zeker weten?' }).getByRole('button', { name: 'Ja' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
  });

  test('the short wizard: /start-wizard opens step 1, later steps need the chosen cao @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, account);
    await page.goto('/start-wizard');
    await expect(page).toHaveURL(/\/start-wizard\/stap1-cao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stap 1: Beloningsregeling' })).toBeVisible();
    // Nothing chosen: 'Volgende' stays on step 1 and says what is missing.
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/\/start-wizard\/stap1-cao$/);
    await expect(page.getByRole('group', { name: 'Beloningsregeling' })).toContainText('Veld is vereist');
    await page.goto('/start-wizard/stap3-cao-overzicht');
    await expect(page).toHaveURL(/\/start-wizard\/stap1-cao$/);

    await storeWizard(page, shortWizardWithCao());
    for (const step of SHORT_WIZARD_STEPS) {
      await page.goto(step.fullPath);
      await expect(page).toHaveURL(new RegExp(`${step.fullPath}$`));
      const title = `Stap ${step.number}: ${step.label}`;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Beloning`);
      await expect(
        page.getByRole('link', { name: 'Uitleg over deze stap in de handleiding' }),
      ).toHaveAttribute('href', `/handleiding#${step.manualAnchor}`);
      await expect(page.getByRole('form', { name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Vorige' }).click();
    await expect(page).toHaveURL(/\/start-wizard\/stap3-cao-overzicht$/);
    await expectAccessible(page);
    await capture(page, testInfo, 'start-wizard-step3');
  });
});

test.describe('the wizards without the permission inleners.create_inlenerscao', () => {
  test('every wizard path sends the user back to the overview with a notice @layout', async ({
    page,
    seed,
  }, testInfo) => {
    // The main user invites a sub-user without the permission to make schemes, who activates and logs in.
    const owner = await seed.createHirer({ email: uniqueEmail('eigenaar') });
    const email = uniqueEmail('zonder-recht');
    await seed.inviteSubUser((await seed.logIn(owner)).access, email, { canCreateSchemes: false });
    const user = await seed.acceptInvite(owner, email);
    await logIn(page, user);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
    expect(await storedItem(page, 'beloning.user')).not.toContain('inleners.create_inlenerscao');
    // Even a wizard filled in this browser stays closed.
    await storeWizard(page, filledState());
    for (const path of [
      '/inleners-wizard',
      '/inleners-wizard/stap4-lonen',
      '/start-wizard',
      '/start-wizard/stap2-functies',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('alert').filter({ hasText: NO_PERMISSION })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();
    await expectAccessible(page);
    await capture(page, testInfo, 'wizard-no-permission');
  });

  test('a visitor without a session goes home', async ({ page }) => {
    await page.goto('/inleners-wizard/stap1-beloningsregeling');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/start-wizard/stap1-cao');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('the proposal screen /uitlener-voorstel', () => {
  let agency: AgencyAccount;

  test.beforeAll(async ({ seed }) => {
    agency = await seed.createAgency({
      email: uniqueEmail('voorstel'),
      companyName: 'Uitzendbureau Voorstel B.V.',
    });
  });

  test('without an agency session it goes to the agency login', async ({ page }) => {
    await page.goto('/uitlener-voorstel/12?inlenersCompany=Bakkerij%20Jansen');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
    // A hand-over code that does not work leaves no session either.
    await page.goto('/uitlener-voorstel/12?refresh=ongeldig');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen uitlener' })).toBeVisible();
  });

  test('with an agency session it names the employer and offers Voorstel maken; an unshared scheme says so @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, agency, '/uitlener-voorstel/12?inlenersCompany=Bakkerij%20Jansen');
    await expect(page.getByRole('heading', { level: 1, name: 'Voorstel maken' })).toBeVisible();
    await expect(page).toHaveTitle('Voorstel maken | Beloning');
    await expect(page.getByText('U gaat een voorstel maken voor Bakkerij Jansen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voorstel maken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar het uitlenersportaal' })).toHaveAttribute(
      'href',
      '/uitlenersportaal/inleners/12',
    );
    await expectAccessible(page);
    await capture(page, testInfo, 'proposal');

    await page.goto('/uitlener-voorstel/12?inlenersCompany=Bakkerij%20Jansen&guid=abc');
    await expect(
      page.getByText('U gaat een voorstel tot wijziging maken voor Bakkerij Jansen.'),
    ).toBeVisible();
    // The scheme to change is not shared with this agency: it says so and starts nothing.
    await page.getByRole('button', { name: 'Voorstel maken' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'De regeling die u wilt wijzigen is niet (meer) met u gedeeld',
    );
    await expect(page).toHaveURL(/\/uitlener-voorstel\/12\?/);

    await page.goto('/uitlener-voorstel/niet-een-nummer');
    await expect(page.getByRole('alert')).toContainText('Deze link naar Voorstel maken is ongeldig.');
  });
});

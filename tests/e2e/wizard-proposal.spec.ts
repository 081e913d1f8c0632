/**
 * An agency's proposal made in the portal (issue 17, SPEC.md 2.13): the hand-over opens 'Voorstel maken',
 * which starts the full wizard in proposal mode; saved in step 9 (the agency signs; no Ja/Nee on the cao's
 * tables, no links), the agency is back on the hirer's page in its area, the hirer is mailed, opens the
 * proposal, accepts it as version 1 of a new scheme, and the agency is mailed (a real SMTP server). Steps 1
 * to 7 are seeded in localStorage: each has its own spec. A second visit offers to go on with the draft.
 */
import { wizardStateSchema } from '../../core/src/wizard/index.js';
import {
  acceptProposal,
  capture,
  expect,
  expectAccessible,
  logIn,
  storedItem,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { proposalWizardState, WIZARD_KEY } from './support/wizard-state.js';

const HIRER_NAME = 'Inlener Voorstel Wizard B.V.';
/**
 * Numbers of the fixture KVK registry with HIRER_NAME that only this spec signs up with (one account per
 * number, one per project): the hirer is verified, so after accepting it stays on its links page.
 */
const HIRER_KVK: Record<string, string> = { desktop: '99001837', phone: '99001845' };
const AGENCY_NAME = 'Uitzendbureau Wizardvoorstel B.V.';

test.describe('an agency proposal through the portal', () => {
  test('Voorstel maken, the wizard in proposal mode, saved, accepted by the hirer, the agency mailed @layout', async ({
    page,
    browser,
    seed,
  }, testInfo) => {
    test.setTimeout(120_000);
    const kvkNr = HIRER_KVK[testInfo.project.name];
    if (kvkNr === undefined) throw new Error(`Geen KVK-nummer voor project ${testInfo.project.name}`);
    const hirer = await seed.createHirer({
      email: uniqueEmail('voorstel-inlener'),
      companyName: HIRER_NAME,
      kvkNr,
    });
    const agency = await seed.createAgency({
      email: uniqueEmail('voorstel-uitlener'),
      companyName: AGENCY_NAME,
    });
    const agencyAccess = (await seed.logIn(agency)).access;
    await seed.offerHelp(agencyAccess, true);
    await seed.inviteHirer(agencyAccess, { kvkNr: hirer.kvkNr, email: hirer.email }, { offerHelp: true });
    await seed.askForHelp((await seed.logIn(hirer)).access, agency);
    const hirerId = await seed.helpRequestHirerId(agencyAccess, HIRER_NAME);

    // The hand-over code opens 'Voorstel maken' with an agency session.
    const code = await seed.handoverCode(agencyAccess, hirerId);
    await page.goto(
      `/uitlener-voorstel/${hirerId}?inlenersCompany=${encodeURIComponent(HIRER_NAME)}&refresh=${code}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Voorstel maken' })).toBeVisible();
    await expect(
      page.getByText(
        `U gaat een voorstel maken voor ${HIRER_NAME}. Daarna gaat u terug naar het uitlenersportaal.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ga door met voorstel maken' })).toHaveCount(0);
    await expectAccessible(page);
    await capture(page, testInfo, 'proposal-start');
    await page.getByRole('button', { name: 'Voorstel maken' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
    await expect
      .poll(
        async () =>
          wizardStateSchema.parse(JSON.parse((await storedItem(page, WIZARD_KEY)) ?? 'null'))
            .proposalInlenerId,
      )
      .toBe(hirerId);

    // Coming back to the screen: the unfinished proposal can be continued.
    await page.goto(`/uitlener-voorstel/${hirerId}?inlenersCompany=${encodeURIComponent(HIRER_NAME)}`);
    await expect(page.getByRole('button', { name: 'Ga door met voorstel maken' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nieuw voorstel maken' })).toBeVisible();

    // Steps 1 to 7 filled (their own specs); step 9 as the agency sees it.
    await storeItem(
      page,
      WIZARD_KEY,
      JSON.stringify(proposalWizardState(hirerId, '<p>Voorstel van het bureau</p>')),
    );
    await page.getByRole('button', { name: 'Ga door met voorstel maken' }).click();
    await expect(page).toHaveURL(/\/inleners-wizard\/stap9-accorderen$/);
    await expect(page.getByRole('radio', { name: 'Ja' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Gedeeld met' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription(
      'Veld is vereist',
    );
    await page.getByRole('textbox', { name: 'Voornaam' }).fill('Bea');
    await page.getByRole('textbox', { name: 'Achternaam' }).fill('Bureau');
    await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    // Saved as a proposal: back on the hirer's page in the agency area; the hirer is mailed.
    await expect(page).toHaveURL(new RegExp(`/uitlenersportaal/inleners/${hirerId}$`));
    await waitForMail(hirer.email, [`${AGENCY_NAME} (KVK ${agency.kvkNr}) heeft een voorstel gemaakt`]);

    // The hirer accepts it in another browser: version 1 of a new scheme, signed by the hirer.
    const hirerPage = await browser.newPage({ viewport: page.viewportSize() });
    try {
      await logIn(hirerPage, hirer);
      const proposals = hirerPage.getByRole('region', { name: 'Voorstellen van uitleners' });
      await expect(proposals).toContainText(`Voorstel van ${AGENCY_NAME}`);
      await proposals.getByRole('link', { name: 'Voorstel bekijken' }).click();
      await expect(hirerPage.getByRole('region', { name: 'Cao-tekst' })).toContainText(
        'Voorstel van het bureau',
      );
      await acceptProposal(hirerPage, AGENCY_NAME, { firstName: 'Ina', lastName: 'Inlener' });
      await expect(hirerPage).toHaveURL(/\/inleners-cao-koppelingen\/[^/?]+\?showInvites=true$/);
      await expect(hirerPage.getByRole('heading', { level: 1, name: 'Koppelingen' })).toBeVisible();
    } finally {
      await hirerPage.close();
    }
    await waitForMail(agency.email, [
      `${HIRER_NAME} (KVK ${hirer.kvkNr}) heeft op`,
      'uw voorstel geaccepteerd; het is versie 1 van de beloningsregeling, ondertekend door Ina Inlener.',
    ]);
  });
});

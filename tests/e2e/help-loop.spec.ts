/**
 * The help loop between a hirer and its agencies (issue 18, SPEC.md 2.10, 2.12, 2.13 and 4), each company in
 * a browser of its own and every mail through a real SMTP server: the agency invites the hirer and offers
 * help; the hirer asks for a proposal in the short wizard; the agency is mailed, finds the request, makes the
 * proposal through the hand-over; the hirer is mailed, accepts it (a new scheme and a mail to the agency) and
 * shares it; a second proposal is rejected (a mail). A withdrawn request disappears on both sides; a request
 * that cannot be sent says whom to contact.
 */
import type { Page } from '@playwright/test';
import { helpRequestSent } from '../../core/src/wizard/index.js';
import {
  acceptProposal,
  capture,
  expect,
  expectAccessible,
  logIn,
  storeItem,
  test,
  uniqueEmail,
} from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { schemePayload } from './support/seed.js';
import { proposalWizardState, WIZARD_KEY } from './support/wizard-state.js';

/** A number and name of the fixture KVK registry that only this spec signs up with: verified at once. */
const HIRER = { kvkNr: '99001829', companyName: 'Hulpvrager Schoonmaak B.V.' };
const AGENCY = 'Uitzendbureau Hulplijn B.V.';

/** The first http(s) link in a mail's text that leads to `path`, as a path for page.goto. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}[^\\s]*)`).exec(text);
  if (match?.[1] === undefined) throw new Error(`Geen link naar ${path} in: ${text}`);
  return match[1];
}

/** Step 1 of the short wizard, option 2: the agencies' offer shows. */
async function openOwnArrangement(page: Page): Promise<void> {
  await page.goto('/start-wizard');
  await page.getByRole('radio', { name: 'Eigen regeling of aanpassingen' }).check();
}

test.describe('help from an agency, between two companies', () => {
  test('invite, ask, mail, proposal through the hand-over, accepted; a second proposal rejected', async ({
    page,
    browser,
    seed,
  }, testInfo) => {
    test.setTimeout(180_000);
    const hirer = await seed.createHirer({ email: uniqueEmail('hulp-inlener'), ...HIRER });
    const agency = await seed.createAgency({ email: uniqueEmail('hulp-uitlener'), companyName: AGENCY });
    const agencyAccess = (await seed.logIn(agency)).access;
    await seed.offerHelp(agencyAccess, true);

    // The agency invites the hirer in its area and offers help; the hirer is mailed.
    await logIn(page, agency, '/uitlenersportaal/uitnodigingen');
    await page.getByLabel('E-mailadres van de inlener').fill(hirer.email);
    await page.getByLabel('KVK nummer van de inlener').fill(HIRER.kvkNr);
    await expect(page.getByText(`Bedrijfsnaam: ${HIRER.companyName}`)).toBeVisible();
    await expect(page.getByLabel(/^Hulp aanbieden: de inlener kan ons vragen/)).toBeChecked();
    await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByText(`Uitnodiging verstuurd naar ${hirer.email}.`)).toBeVisible();
    const invitation = await waitForMail(hirer.email, [
      `${AGENCY} (KVK ${agency.kvkNr}) nodigt u uit`,
      `${AGENCY} biedt aan u daarbij te helpen`,
    ]);

    // The hirer, in a browser of its own, follows the mail's link, sees the offer and asks for a proposal.
    const hirerContext = await browser.newContext({ viewport: page.viewportSize() });
    const hirerPage = await hirerContext.newPage();
    try {
      await logIn(hirerPage, hirer, linkTo(invitation, '/login').replace(/\/login.*/, '/'));
      await openOwnArrangement(hirerPage);
      await expect(
        hirerPage.getByText(
          `${AGENCY} (${agency.email}) biedt aan om een voorstel voor uw beloningsregeling te maken.`,
        ),
      ).toBeVisible();
      await hirerPage.getByRole('button', { name: 'Volgende' }).click();
      await expect(hirerPage.getByRole('group', { name: 'Hulp van de uitlener' })).toContainText(
        'Veld is vereist',
      );
      await hirerPage.getByRole('radio', { name: 'Vraag de uitlener om een voorstel' }).check();
      await hirerPage.getByRole('button', { name: 'Volgende' }).click();
      const confirm = hirerPage.getByRole('dialog', { name: 'Zeker weten?' });
      await expect(confirm).toContainText(
        'Er wordt een aanvraag naar de uitlener verstuurd en u gaat terug naar het overzicht.',
      );
      await expectAccessible(hirerPage);
      await capture(hirerPage, testInfo, 'ask-confirm');
      await confirm.getByRole('button', { name: 'Opslaan' }).click();
      const result = hirerPage.getByRole('dialog', { name: 'Hulp van de uitlener' });
      await expect(result).toContainText(helpRequestSent(AGENCY));
      await expectAccessible(hirerPage);
      await capture(hirerPage, testInfo, 'ask-sent');
      await result.getByRole('button', { name: 'OK' }).click();
      await expect(hirerPage).toHaveURL(/\/$/);
      await expect(hirerPage.getByRole('heading', { level: 1, name: 'Mijn beloningen' })).toBeVisible();

      // The agency is mailed; its link opens the agency area, where the request waits.
      const asked = await waitForMail(agency.email, [
        `${HIRER.companyName} (KVK ${HIRER.kvkNr}) vraagt u een voorstel te maken`,
        `Contactpersoon: ${hirer.email}.`,
      ]);
      await page.goto(linkTo(asked, '/uitlenersportaal'));
      await page.getByRole('link', { name: 'Hulpvragen' }).click();
      const request = page.getByRole('row').filter({ hasText: HIRER.companyName });
      await expect(request).toContainText(hirer.email);
      await request.getByRole('button', { name: `Voorstel maken voor ${HIRER.companyName}` }).click();
      await expect(page).toHaveURL(/\/uitlener-voorstel\/\d+$/);
      const hirerId = Number(/\/uitlener-voorstel\/(\d+)$/.exec(page.url())?.[1]);
      await page.getByRole('button', { name: 'Voorstel maken' }).click();
      await expect(page).toHaveURL(/\/inleners-wizard\/stap1-beloningsregeling$/);
      // Steps 1 to 8 have specs of their own: stored as filled in, then step 9 as the agency signs it.
      await storeItem(
        page,
        WIZARD_KEY,
        JSON.stringify(proposalWizardState(hirerId, '<p>Voorstel van Hulplijn</p>')),
      );
      await page.goto('/inleners-wizard/stap9-accorderen');
      await page.getByRole('textbox', { name: 'Voornaam' }).fill('Petra');
      await page.getByRole('textbox', { name: 'Achternaam' }).fill('Hulplijn');
      await page.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
      await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/uitlenersportaal/inleners/${hirerId}$`));

      // The hirer is mailed, opens the proposal from the mail and accepts it: version 1, and the agency is mailed.
      const proposed = await waitForMail(hirer.email, [
        `${AGENCY} (KVK ${agency.kvkNr}) heeft een voorstel gemaakt voor een nieuwe beloningsregeling`,
      ]);
      await hirerPage.goto(linkTo(proposed, '/inleners-cao-detail/'));
      await expect(hirerPage.getByRole('region', { name: 'Cao-tekst' })).toContainText(
        'Voorstel van Hulplijn',
      );
      await acceptProposal(hirerPage, AGENCY, { firstName: 'Hanna', lastName: 'Hulpvrager' });
      await expect(hirerPage).toHaveURL(/\/inleners-cao-koppelingen\/[^/?]+\?showInvites=true$/);
      await waitForMail(agency.email, [
        `${HIRER.companyName} (KVK ${HIRER.kvkNr}) heeft op`,
        'uw voorstel geaccepteerd; het is versie 1 van de beloningsregeling, ondertekend door Hanna Hulpvrager.',
      ]);

      // A second proposal, a change of version 1, is rejected: the agency is mailed.
      const hirerAccess = (await seed.logIn(hirer)).access;
      const schemes = await seed.call<{ id: number; guid: string; version: number }[]>(
        'GET',
        '/inleners/inleners-cao-list/',
        { access: hirerAccess },
      );
      const [scheme] = schemes;
      if (scheme === undefined) throw new Error('De inlener heeft geen regeling');
      expect(scheme.version).toBe(1);
      // Shared with the agency (the links page has specs of its own), so it may propose a change.
      await seed.share(
        hirerAccess,
        { kind: 'scheme', id: scheme.id },
        {
          kvkNr: agency.kvkNr,
          companyName: AGENCY,
          email: agency.email,
        },
      );
      const change = await seed.proposeChange(agencyAccess, {
        hirerId,
        scheme: { id: scheme.id, version: scheme.version },
        payload: schemePayload({ vacationAllowance: '8.5' }),
      });
      const second = await waitForMail(hirer.email, [
        `${AGENCY} (KVK ${agency.kvkNr}) heeft een voorstel gemaakt voor uw beloningsregeling`,
        `/inleners-cao-detail/${change.guid}`,
      ]);
      expect(await seed.openProposalGuids(hirerAccess)).toEqual([change.guid]);
      await hirerPage.goto(linkTo(second, `/inleners-cao-detail/${change.guid}`));
      const secondActions = hirerPage.getByRole('region', { name: `Voorstel van ${AGENCY}` });
      await secondActions.getByRole('button', { name: 'Voorstel afwijzen' }).click();
      const reject = hirerPage.getByRole('dialog', { name: 'Zeker weten?' });
      await expect(reject).toContainText(`Het voorstel van ${AGENCY} wordt afgewezen.`);
      await reject.getByRole('button', { name: 'Afwijzen' }).click();
      await waitForMail(agency.email, [
        `${HIRER.companyName} (KVK ${HIRER.kvkNr}) heeft op`,
        'uw voorstel voor de beloningsregeling afgewezen.',
      ]);
      expect(await seed.openProposalGuids(hirerAccess)).toEqual([]);
    } finally {
      await hirerContext.close();
    }
  });

  test('a withdrawn request disappears for the hirer and the agency', async ({
    page,
    browser,
    seed,
  }, testInfo) => {
    const hirerName = 'Inlener Intrekken B.V.';
    const agencyName = 'Uitzendbureau Intrekken B.V.';
    const hirer = await seed.createHirer({ email: uniqueEmail('intrek-inlener'), companyName: hirerName });
    const agency = await seed.createAgency({
      email: uniqueEmail('intrek-uitlener'),
      companyName: agencyName,
    });
    const agencyAccess = (await seed.logIn(agency)).access;
    await seed.offerHelp(agencyAccess, true);
    await seed.inviteHirer(agencyAccess, hirer, { offerHelp: true });
    await seed.askForHelp((await seed.logIn(hirer)).access, agency);

    const agencyContext = await browser.newContext({ viewport: page.viewportSize() });
    const agencyPage = await agencyContext.newPage();
    try {
      await logIn(agencyPage, agency, '/uitlenersportaal/hulpvragen');
      await expect(agencyPage.getByRole('row').filter({ hasText: hirerName })).toBeVisible();

      await logIn(page, hirer, '/start-wizard');
      const notice = page.getByText(
        `U heeft ${agencyName} gevraagd een voorstel voor uw beloningsregeling te maken.`,
      );
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: 'Ik wil geen hulp meer' }).click();
      const confirm = page.getByRole('dialog', { name: 'Zeker weten?' });
      await expect(confirm).toContainText('Uw aanvraag om een voorstel wordt ingetrokken.');
      await expectAccessible(page);
      await capture(page, testInfo, 'withdraw-confirm');
      await confirm.getByRole('button', { name: 'Ja' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Uw aanvraag is ingetrokken.' })).toBeVisible();
      await expect(notice).toHaveCount(0);
      // After a reload too: the session's user no longer names the agency.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Stap 1: Beloningsregeling' })).toBeVisible();
      await expect(notice).toHaveCount(0);

      await agencyPage.reload();
      await expect(agencyPage.getByText('Er zijn geen openstaande hulpvragen.')).toBeVisible();
      await expect(agencyPage.getByRole('row').filter({ hasText: hirerName })).toHaveCount(0);
    } finally {
      await agencyContext.close();
    }
  });

  test('with several agencies the agency is chosen; a request that cannot be sent names whom to contact', async ({
    page,
    seed,
  }, testInfo) => {
    const hirer = await seed.createHirer({
      email: uniqueEmail('mislukt-inlener'),
      companyName: 'Inlener Mislukt B.V.',
    });
    const first = await seed.createAgency({
      email: uniqueEmail('mislukt-een'),
      companyName: 'Bureau Een B.V.',
    });
    const second = await seed.createAgency({
      email: uniqueEmail('mislukt-twee'),
      companyName: 'Bureau Twee B.V.',
    });
    const firstAccess = (await seed.logIn(first)).access;
    for (const access of [firstAccess, (await seed.logIn(second)).access]) {
      await seed.offerHelp(access, true);
      await seed.inviteHirer(access, hirer, { offerHelp: true });
    }
    await logIn(page, hirer);
    await openOwnArrangement(page);
    await expect(
      page.getByText('Er zijn uitleners die aanbieden om een voorstel voor uw beloningsregeling te maken.'),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Vraag de uitlener om een voorstel' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    const choice = page.getByRole('combobox', { name: 'Selecteer de uitlener' });
    await expect(choice).toHaveAccessibleDescription('Veld is vereist');
    await choice.selectOption({ label: `Bureau Een B.V. (${first.email})` });
    // Meanwhile the agency stops offering help: the request is refused.
    await seed.offerHelp(firstAccess, false);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('dialog', { name: 'Zeker weten?' }).getByRole('button', { name: 'Opslaan' }).click();
    const result = page.getByRole('dialog', { name: 'Hulp van de uitlener' });
    await expect(result).toContainText(`Er is iets foutgegaan. Neem contact op met ${first.email}.`);
    await expectAccessible(page);
    await capture(page, testInfo, 'ask-failed');
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
    const user = await seed.call<{ uitlener_asked_for_help: number | null }>(
      'GET',
      '/rest-auth/inlener-user/',
      {
        access: (await seed.logIn(hirer)).access,
      },
    );
    expect(user.uitlener_asked_for_help).toBeNull();
  });
});

import { capture, expect, expectAccessible, logIn, test, uniqueEmail } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { seedApi, type HirerAccount } from './support/seed.js';

/** The support form (SPEC.md 2.8) against the real server: required fields, sending, and a failed send. */

/** One account per test worker: the server allows 20 registrations an hour from one address. */
let supportAccount: Promise<HirerAccount> | undefined;
function sharedAccount(): Promise<HirerAccount> {
  supportAccount ??= seedApi().createHirer({ email: uniqueEmail('support') });
  return supportAccount;
}

/** The helpdesk address the server mails support questions to (SUPPORT_EMAIL, not set by the e2e setup). */
const HELPDESK = 'support@beloning.nl';

test.describe('the support page', () => {
  test('title and text are required; a question is sent and the page says a mail went out @layout', async ({
    page,
  }, testInfo) => {
    await logIn(page, await sharedAccount());
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(page.locator('.field__required')).toHaveCount(2);
    await expectAccessible(page);
    await capture(page, testInfo, 'support');

    const title = page.getByLabel('Onderwerp');
    const text = page.getByLabel('Uw vraag of opmerking');
    await title.focus();
    await title.press('Tab');
    await expect(page.getByText('Veld is vereist')).toHaveCount(1);
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByText('Veld is vereist')).toHaveCount(2);
    await expect(title).toBeFocused();
    // Spaces alone are no title.
    await title.fill('   ');
    await title.press('Tab');
    await expect(page.getByText('Veld is vereist')).toHaveCount(2);
    await capture(page, testInfo, 'support-required');

    // A title of its own per run and project, to find the mail the helpdesk gets.
    const subject = `Vraag over toeslagen ${Date.now().toString(36)}${testInfo.project.name}`;
    await title.fill(subject);
    await text.fill('Hoe vul ik de ploegentoeslag in voor weekenddiensten?');
    await expect(page.getByText('Veld is vereist')).toHaveCount(0);
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    const done = page.getByRole('status').filter({ hasText: 'is verstuurd' });
    await expect(done).toContainText(subject);
    await expect(done).toContainText('Er is een e-mail naar onze helpdesk gestuurd');
    await expect(done).toBeFocused();
    await waitForMail(HELPDESK, [subject]);
    await expectAccessible(page);
    await capture(page, testInfo, 'support-sent');

    await page.getByRole('button', { name: 'Nog een bericht sturen' }).click();
    await expect(page.getByLabel('Onderwerp')).toHaveValue('');
    await expect(page.getByLabel('Onderwerp')).toBeFocused();
  });

  test('a send that fails shows the form message of SPEC section 8 and keeps what was typed', async ({
    page,
  }, testInfo) => {
    await logIn(page, await sharedAccount(), '/support');
    await page.route('**/api/inleners/support/', (route) => route.abort('connectionfailed'));
    await page.getByLabel('Onderwerp').fill('Inloggen lukt niet');
    await page.getByLabel('Uw vraag of opmerking').fill('Mijn collega kan niet inloggen.');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Er is iets mis gegaan. Neem contact op met support@beloning.nl',
    );
    await expect(page.getByLabel('Onderwerp')).toHaveValue('Inloggen lukt niet');
    await expect(page.getByLabel('Uw vraag of opmerking')).toHaveValue('Mijn collega kan niet inloggen.');
    await expectAccessible(page);
    await capture(page, testInfo, 'support-failed');
  });

  test('the support page needs a login', async ({ page }) => {
    await page.goto('/support');
    await expect(page).toHaveURL(/\/home$/);
  });
});

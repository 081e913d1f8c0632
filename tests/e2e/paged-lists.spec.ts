import type { Page, Route } from '@playwright/test';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import { CAO, freshKvkNr, schemePayload, type HirerAccount, type SavedScheme } from './support/seed.js';

/**
 * The portal over paged lists (server/README.md, 'Paged lists'): the lists are asked for with a tiny page
 * size (the browser adds `limit` to the request), and the pages show every row once, in the server's order,
 * because core's client follows the Link rel="next" of each answer.
 */

/** Adds `limit` to the GETs of `path` the page sends, and counts them. */
async function smallPages(page: Page, path: string, limit: number): Promise<{ requests: string[] }> {
  const seen = { requests: [] as string[] };
  await page.route(`**${path}*`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname !== path) return route.continue();
    url.searchParams.set('limit', String(limit));
    seen.requests.push(`${url.pathname}${url.search}`);
    await route.continue({ url: url.toString() });
  });
  return seen;
}

test.describe('a paged scheme list in the portal', () => {
  let hirer: HirerAccount;
  let schemes: SavedScheme[];

  test.beforeAll(async ({ seed }) => {
    hirer = await seed.createHirer({ email: uniqueEmail('pagina'), kvkNr: freshKvkNr() });
    const { access } = await seed.logIn(hirer);
    schemes = [];
    for (let index = 0; index < 5; index++) schemes.unshift(await seed.saveScheme(access, schemePayload()));
  });

  test('the overview shows every scheme over pages of two, newest first, each once @layout', async ({
    page,
  }, testInfo) => {
    const seen = await smallPages(page, '/api/inleners/inleners-cao-list/', 2);
    await logIn(page, hirer);
    const items = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Bekijken' }) });
    await expect(items).toHaveCount(5);
    const hrefs = await items
      .getByRole('link', { name: 'Bekijken' })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(schemes.map((scheme) => `/inleners-cao-detail/${scheme.guid}`));
    // Five schemes and no proposals at two a page: three requests, the later ones with the cursor.
    expect(seen.requests).toHaveLength(3);
    expect(seen.requests.slice(1).every((request) => /[?&]after=[\w-]+/.test(request))).toBe(true);
    await capture(page, testInfo, 'overview-pages');
  });
});

/**
 * The wizard's cao choice over pages of one: every cao version the list has, each once. (The agency's list
 * of sharing hirers is paged the same way, through the same client; its paging is tested on the server and
 * in core's client, as sharing needs verified hirers and every active number of the fixture KVK registry
 * already has an account in the other browser tests.)
 */
test.describe('a paged cao list in the wizard', () => {
  let hirer: HirerAccount;

  test.beforeAll(async ({ seed }) => {
    hirer = await seed.createHirer({ email: uniqueEmail('pagina-cao'), kvkNr: freshKvkNr() });
  });

  test('step 2 offers every cao version over pages of one, each once', async ({ page }, testInfo) => {
    const seen = await smallPages(page, '/api/inleners/caos-list/', 1);
    await logIn(page, hirer);
    await page.goto('/inleners-wizard/stap1-beloningsregeling');
    await page.getByRole('radio', { name: 'Cao met eigen aanvullingen' }).check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/stap2-cao-invullen$/);
    const choice = page.getByRole('combobox', { name: 'Cao' });
    await expect(choice.locator('option', { hasText: CAO.full_name })).toHaveCount(1);
    const labels = await choice
      .locator('option')
      .evaluateAll((options) =>
        options
          .filter((option) => (option as HTMLOptionElement).value !== '')
          .map((option) => option.textContent),
      );
    // One version a page: as many requests as versions, the later ones with the cursor, no version twice.
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(new Set(labels).size).toBe(labels.length);
    expect(seen.requests).toHaveLength(labels.length);
    expect(seen.requests.slice(1).every((request) => /[?&]after=[\w-]+/.test(request))).toBe(true);
    await capture(page, testInfo, 'wizard-cao-pages');
  });
});

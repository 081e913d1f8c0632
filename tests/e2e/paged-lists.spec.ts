import type { Page, Route } from '@playwright/test';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import {
  freshKvkNr,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
} from './support/seed.js';

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
 * Sharing needs verified hirers: two numbers and names of the fixture KVK registry that no other browser test
 * registers (one account per number), so this runs in the desktop project only (it has no @layout tag).
 */
const SHARING_HIRERS = [
  { kvkNr: '90004760', companyName: 'Local Funzoom N.V.' },
  { kvkNr: '69599084', companyName: 'Test EMZ Dagobert' },
];

test.describe('a paged list of shared hirers in the agency area', () => {
  let agency: AgencyAccount;

  test.beforeAll(async ({ seed }) => {
    agency = await seed.createAgency({
      email: uniqueEmail('pagina-uitlener'),
      kvkNr: freshKvkNr(),
      companyName: 'Uitzendbureau Pagina B.V.',
    });
    for (const { kvkNr, companyName } of SHARING_HIRERS) {
      const sharer = await seed.createHirer({ email: uniqueEmail('pagina-deler'), kvkNr, companyName });
      const session = await seed.logIn(sharer);
      const saved = await seed.saveScheme(session.access, schemePayload());
      await seed.share(session.access, { kind: 'scheme', id: saved.id }, agency);
    }
  });

  test('the agency sees every hirer that shares with it over pages of one, by name', async ({
    page,
  }, testInfo) => {
    const seen = await smallPages(page, '/api/uitleners/inleners/', 1);
    await logIn(page, agency);
    const names = SHARING_HIRERS.map((hirer) => hirer.companyName);
    for (const name of names) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    expect(await page.locator('section.agency-hirer .agency-hirer__name').allTextContents()).toEqual(names);
    expect(seen.requests).toHaveLength(2);
    expect(seen.requests[1]).toMatch(/[?&]after=[\w-]+/);
    await capture(page, testInfo, 'agency-hirers-pages');
  });
});

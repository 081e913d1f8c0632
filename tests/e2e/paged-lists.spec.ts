import type { Page, Route } from '@playwright/test';
import { capture, expect, logIn, test, uniqueEmail } from './support/fixtures.js';
import {
  CAO,
  freshKvkNr,
  schemePayload,
  type AgencyAccount,
  type HirerAccount,
  type SavedScheme,
  type Seed,
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

/** The wizard's cao choice over pages of one: every cao version the list has, each once. */
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

/** Versions 2 to `total` of the scheme, saved one after the other through the API. */
async function saveVersionsUpTo(seed: Seed, access: string, scheme: SavedScheme, total: number) {
  let saved = scheme;
  while (saved.version < total) saved = await seed.saveNextVersion(access, saved, schemePayload());
  return saved;
}

/** The version numbers a version dropdown offers, in its order. */
function offeredVersions(page: Page, label: string) {
  return page
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
}

/**
 * More versions than the detail carries (the newest 100; server/README.md, 'Versions, paged'): the version
 * dropdown reads the older ones from the versions list, here over pages of one, and offers every version once.
 */
const VERSIONS = 103;
const newestFirst = Array.from({ length: VERSIONS }, (_, index) => VERSIONS - index);

test.describe('a scheme with more versions than its detail carries', () => {
  let hirer: HirerAccount;
  let scheme: SavedScheme;

  test.beforeAll(async ({ seed }) => {
    test.setTimeout(120_000);
    hirer = await seed.createHirer({ email: uniqueEmail('versies'), kvkNr: freshKvkNr() });
    const { access } = await seed.logIn(hirer);
    scheme = await saveVersionsUpTo(seed, access, await seed.saveScheme(access, schemePayload()), VERSIONS);
  });

  test('the detail offers every version over pages of one, newest first, and opens the oldest', async ({
    page,
  }, testInfo) => {
    const path = `/api/inleners/inleners-cao/${scheme.guid}/versions/`;
    const seen = await smallPages(page, path, 1);
    await logIn(page, hirer);
    await page.goto(`/inleners-cao-detail/${scheme.guid}`);
    const dropdown = page.getByLabel('Versie', { exact: true });
    await expect(dropdown.locator('option')).toHaveCount(VERSIONS);
    expect(await offeredVersions(page, 'Versie')).toEqual(newestFirst);
    await expect(dropdown).toHaveValue(String(VERSIONS));
    await expect(dropdown.locator('option').first()).toHaveText(
      /^Versie 103 van \d\d-\d\d-\d{4} \(nieuwste\)$/,
    );
    // The three versions below the detail's 100, one a page, the later pages with the cursor.
    expect(seen.requests).toHaveLength(3);
    expect(seen.requests.every((request) => /[?&]after=[\w-]+/.test(request))).toBe(true);
    await capture(page, testInfo, 'detail-version-pages');

    // Version 1 is only in the pages read after the detail; it opens as an earlier version.
    await dropdown.selectOption('1');
    await expect(page).toHaveURL(/version=1$/);
    await expect(page.getByText('U bekijkt een eerdere versie (versie 1).')).toBeVisible();
    await expect(dropdown).toHaveValue('1');
    expect(await offeredVersions(page, 'Versie')).toEqual(newestFirst);
  });
});

/**
 * The agency's list of sharing hirers over pages of one and two: every hirer once, by name. Sharing needs a
 * verified hirer, so the desktop project (the only one that runs these: no @layout tag) owns three numbers of
 * the fixture KVK registry (99019000, 99019019, 99019027) that no other spec uses; the agency needs no verification: a fresh number. One hirer's scheme has more versions
 * than its detail carries, so the agency's version dropdown reads the rest from the versions list.
 */
const SHARING: Record<string, { kvkNr: string; name: string }[]> = {
  desktop: [
    { kvkNr: '99019027', name: 'Inlener Pagina Charlie B.V.' },
    { kvkNr: '99019000', name: 'Inlener Pagina Alfa B.V.' },
    { kvkNr: '99019019', name: 'Inlener Pagina Bravo B.V.' },
  ],
};

test.describe("a paged list of the agency's sharing hirers", () => {
  test.describe.configure({ mode: 'serial' });
  let agency: AgencyAccount;
  let names: string[];
  let manyVersions: SavedScheme;

  test.beforeAll(async ({ seed }, testInfo) => {
    test.setTimeout(120_000);
    const hirers = SHARING[testInfo.project.name];
    if (hirers === undefined) throw new Error(`geen KVK-nummers voor project ${testInfo.project.name}`);
    const agencyKvk = freshKvkNr();
    agency = await seed.createAgency({
      email: uniqueEmail('uitlener-pagina'),
      kvkNr: agencyKvk,
      companyName: 'Uitzendbureau Pagina B.V.',
    });
    for (const [index, { kvkNr, name }] of hirers.entries()) {
      const hirer = await seed.createHirer({ email: uniqueEmail('deler-pagina'), kvkNr, companyName: name });
      const { access } = await seed.logIn(hirer);
      let scheme = await seed.saveScheme(access, schemePayload());
      if (index === 0) scheme = manyVersions = await saveVersionsUpTo(seed, access, scheme, VERSIONS);
      await seed.share(access, { kind: 'scheme', id: scheme.id }, agency);
    }
    names = hirers.map((hirer) => hirer.name).sort((a, b) => a.localeCompare(b, 'nl'));
  });

  for (const limit of [1, 2]) {
    test(`the overview shows every sharing hirer over pages of ${limit}, by name, each once`, async ({
      page,
    }, testInfo) => {
      const seen = await smallPages(page, '/api/uitleners/inleners/', limit);
      await logIn(page, agency);
      const headings = page.locator('section.agency-hirer').getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(names.length);
      expect(await headings.allTextContents()).toEqual(names);
      for (const name of names) {
        await expect(
          page.getByRole('region', { name, exact: true }).getByRole('link', { name: CAO.full_name }),
        ).toHaveCount(1);
      }
      // Three hirers at `limit` a page; the later requests carry the cursor.
      expect(seen.requests).toHaveLength(Math.ceil(names.length / limit));
      expect(seen.requests.slice(1).every((request) => /[?&]after=[\w-]+/.test(request))).toBe(true);
      if (limit === 1) await capture(page, testInfo, 'agency-hirer-pages');
    });
  }

  test("the agency's version dropdown offers every version of a long-lived scheme over pages", async ({
    page,
  }) => {
    const seen = await smallPages(page, `/api/uitleners/inleners-cao/${manyVersions.guid}/versions/`, 1);
    await logIn(page, agency);
    await page.goto(`/uitlenersportaal/regelingen/${manyVersions.guid}`);
    const dropdown = page.getByLabel('Versie', { exact: true });
    await expect(dropdown.locator('option')).toHaveCount(VERSIONS);
    expect(await offeredVersions(page, 'Versie')).toEqual(newestFirst);
    expect(seen.requests).toHaveLength(3);
    await dropdown.selectOption('1');
    await expect(page).toHaveURL(/version=1/);
    await expect(
      page.getByText(`U bekijkt een oudere versie. De nieuwste is versie ${VERSIONS}.`),
    ).toBeVisible();
  });
});

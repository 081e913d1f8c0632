import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
  type Disposable,
  type ViewportSize,
} from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import type { TokenSet } from '@beloning/core/schemas';
import { seedApi, type LoginAnswer, type Seed, type SeededAccount } from './seed.js';

export { expect };

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the portal's Content-Security-Policy rightly does not allow
// a page's own inline scripts to do.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The browser context options of a test (the project's `use`, and any `test.use` of its file), without the
 * ones left unset: two tests share a context only when these are equal.
 */
function contextOptions(
  options: Partial<Record<keyof BrowserContextOptions, unknown>>,
): BrowserContextOptions {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as BrowserContextOptions;
}

/** A context a worker keeps for its tests, with the page they all use. */
interface SharedTab {
  readonly context: BrowserContext;
  readonly page: Page;
}

/** The worker's kept contexts, one per set of options (a worker runs the tests of one project). */
type TabPool = Map<string, SharedTab>;

/**
 * What a test added to its context that outlives a navigation (startSession's init scripts), undone before
 * the next test gets the context.
 */
const addedToContext = new WeakMap<BrowserContext, Disposable[]>();

/** Registers what a test added to a context, for `resetTab` to take away again. */
function rememberAdded(context: BrowserContext, added: Disposable): void {
  const list = addedToContext.get(context) ?? [];
  list.push(added);
  addedToContext.set(context, list);
}

/**
 * Makes a kept context as a fresh one for the next test: its other pages closed, init scripts and routes
 * removed, cookies, permissions, offline mode and extra headers back to none, and the page on a static file
 * of the server (so the next test's first navigation stays on the same site and reuses the renderer process
 * and its compiled code) with localStorage, sessionStorage, IndexedDB, Cache Storage and service workers of
 * the origin cleared. What stays is what a returning visitor keeps: the HTTP cache and the history.
 */
async function resetTab(tab: SharedTab, origin: string, viewport: ViewportSize | null): Promise<void> {
  const { context, page } = tab;
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  for (const added of addedToContext.get(context)?.splice(0) ?? []) await added.dispose();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all([
    context.clearCookies(),
    context.clearPermissions(),
    context.setOffline(false),
    context.setExtraHTTPHeaders({}),
  ]);
  if (viewport !== null && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) {
    await page.setViewportSize(viewport);
  }
  await page.goto(`${origin}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql',
    });
  } finally {
    await cdp.detach();
  }
  await page.evaluate(() => {
    (globalThis as unknown as { sessionStorage: { clear(): void } }).sessionStorage.clear();
  });
}

/** Page and BrowserContext are event emitters; their types leave out what this needs. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): ((...args: unknown[]) => void)[];
  off(event: string | symbol, listener: (...args: unknown[]) => void): void;
}

/** The listeners on a page or context, per event, so those a test added can be taken off again. */
function listenersOf(target: Page | BrowserContext): Map<string | symbol, readonly unknown[]> {
  const emitter = target as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, [...emitter.listeners(event)]]));
}

/** Takes off the listeners a test added (`before` is what the page or context had when the test began). */
function removeAddedListeners(
  target: Page | BrowserContext,
  before: Map<string | symbol, readonly unknown[]>,
): void {
  const emitter = target as unknown as Emitter;
  for (const event of emitter.eventNames()) {
    const kept = before.get(event) ?? [];
    for (const listener of emitter.listeners(event)) {
      if (!kept.includes(listener)) emitter.off(event, listener);
    }
  }
}

/**
 * The Playwright test with baseURL pointing at the server the global setup started, and `seed`, the seeding
 * calls against it (tests/helpers/seed.ts; a worker fixture, so beforeAll can use it too).
 *
 * `context` and `page` are kept per worker and made fresh again before each test (`resetTab`), instead of a
 * new browser context per test: a new context costs a new renderer process that loads and compiles the
 * portal from scratch, about 3 core-seconds a test on these 2-core machines (20 tests that open the login
 * page: 110 core-seconds with a context each, 46 with one kept context; Playwright's own `reuseContext`,
 * which resets to about:blank and so still starts a new renderer process, 76). A test that needs a context
 * nobody used before (a clock, a permission it must not inherit) says `test.use({ freshContext: true })`;
 * tests that need a second user open their own context with `browser.newContext()`. A failed test's context
 * is closed, so a failure never spreads to the next test.
 */
export const test = base.extend<{ freshContext: boolean; tab: SharedTab }, { seed: Seed; tabPool: TabPool }>({
  // Playwright needs the fixtures argument destructured, even when the fixture uses none of them.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (url === undefined) throw new Error('E2E_BASE_URL ontbreekt: draai de tests met playwright test.');
    await use(url);
  },
  // eslint-disable-next-line no-empty-pattern
  seed: [async ({}, use) => use(seedApi()), { scope: 'worker' }],
  freshContext: [false, { option: true }],
  tabPool: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool: TabPool = new Map();
      await use(pool);
      await Promise.all([...pool.values()].map((tab) => tab.context.close()));
    },
    { scope: 'worker' },
  ],
  tab: async (
    {
      freshContext,
      tabPool,
      browser,
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      baseURL,
    },
    use,
    testInfo,
  ) => {
    const options = contextOptions({
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      baseURL,
    });
    if (freshContext) {
      const context = await browser.newContext(options);
      await use({ context, page: await context.newPage() });
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let tab = tabPool.get(key);
    if (tab !== undefined && tab.page.isClosed()) {
      await tab.context.close();
      tab = undefined;
    }
    if (tab === undefined) {
      const context = await browser.newContext(options);
      tab = { context, page: await context.newPage() };
      tabPool.set(key, tab);
    } else {
      await resetTab(tab, new URL(baseURL ?? '').origin, viewport);
    }
    const listeners = { page: listenersOf(tab.page), context: listenersOf(tab.context) };
    await use(tab);
    if (testInfo.status !== testInfo.expectedStatus) {
      tabPool.delete(key);
      await tab.context.close();
      return;
    }
    removeAddedListeners(tab.context, listeners.context);
    if (!tab.page.isClosed()) removeAddedListeners(tab.page, listeners.page);
  },
  context: async ({ tab }, use) => use(tab.context),
  page: async ({ tab }, use) => use(tab.page),
});

/** Where a fresh session of each kind lands: the hirer's overview, the agency's list of hirers. */
const HOME: Record<SeededAccount['kind'], string> = { inlener: '/', uitlener: '/uitlenersportaal' };

/**
 * Logs the account in through the API (one call to the hirer or agency login, as the login screens make it)
 * and opens `path` (default the account's home) with that session, as the portal keeps it after its own
 * login: the token set under 'beloning.tokens' and the user under 'beloning.user' (web/src/lib/session.ts).
 * For the tests whose subject is not the login screen. Answers with the login's tokens, for the test's own
 * API calls (a login of their own would count against the server's 10 logins per account in 15 minutes).
 */
export async function logIn(page: Page, account: SeededAccount, path?: string): Promise<LoginAnswer> {
  const session = await seedApi().logIn(account);
  await openWithSession(page, session, path ?? HOME[account.kind]);
  return session;
}

/**
 * Logs in through a login screen (the hirer's, or the agency's at '/uitlenersportaal/inloggen'): fills the
 * user name and password and presses Inloggen. For the tests whose subject is logging in; the others use
 * logIn.
 */
export async function logInOnScreen(
  page: Page,
  account: { email: string; password: string },
  loginPath = '/login',
): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/**
 * Opens `path` with a session the test logged in through the API itself (seed.logIn) and waits until the
 * page has loaded: its frame is there and no loader spins (what it fetched has arrived, or failed). The
 * first page a worker's browser opens fetches and compiles the portal from scratch, which on a busy machine
 * can take longer than the 10 seconds of the test's first expectation; this wait has the test's own time.
 */
export async function openWithSession(page: Page, session: LoginAnswer, path: string): Promise<void> {
  await startSession(page.context(), session);
  await page.goto(path);
  await page.waitForFunction(
    () => document.querySelector('main') !== null && document.querySelector('.loader') === null,
    undefined,
    { polling: 100, timeout: 0 },
  );
}

/**
 * Puts the session into the context's localStorage before the portal's scripts run, on the first page of
 * the server's origin that loads after this call, and only then: a logout, a refresh of the tokens or a
 * second tab afterwards is the portal's own business.
 */
export async function startSession(context: BrowserContext, session: LoginAnswer): Promise<void> {
  const tokens: TokenSet = {
    access: session.access,
    access_expiration: session.access_expiration,
    refresh: session.refresh,
    refresh_expiration: session.refresh_expiration,
  };
  const added = await context.addInitScript(
    (seeded) => {
      if (location.origin !== seeded.origin || localStorage.getItem(seeded.marker) !== null) return;
      localStorage.setItem(seeded.marker, 'gezet');
      localStorage.setItem('beloning.tokens', seeded.tokens);
      localStorage.setItem('beloning.user', seeded.user);
    },
    {
      origin: new URL(seedApi().baseUrl).origin,
      marker: `e2e.sessie.${randomUUID()}`,
      tokens: JSON.stringify(tokens),
      user: JSON.stringify(session.user),
    },
  );
  rememberAdded(context, added);
}

interface AxeHost {
  axe: { run(options: object): Promise<AxeResults> };
}

/** A violation as the assertion message shows it. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
  return `${violation.impact ?? 'onbekend'} ${violation.id}: ${violation.help} (${targets.join(', ')})`;
}

/**
 * Injects axe-core into the page and expects no serious or critical WCAG 2.1 A/AA violation (issue 5).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (globalThis as unknown as AxeHost).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  );
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map(describeViolation), `axe op ${page.url()}`).toEqual([]);
}

/** Where every screenshot lands to be looked at: E2E_SHOTS_DIR, or test-results/e2e-shots. */
const SHOTS_DIR =
  process.env.E2E_SHOTS_DIR ?? fileURLToPath(new URL('../../../test-results/e2e-shots', import.meta.url));

/**
 * Keeps a full-page screenshot as an artefact of the test and as a file in SHOTS_DIR, named after the spec,
 * the page and the viewport width.
 */
export async function capture(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const file = `${path.basename(testInfo.file, '.spec.ts')}-${name}-${width}.png`;
  const body = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await testInfo.attach(file, { body, contentType: 'image/png' });
  mkdirSync(SHOTS_DIR, { recursive: true });
  writeFileSync(path.join(SHOTS_DIR, file), body);
}

/**
 * A mailed link's uidb64 and token left the address once the page read them (reference/security.md item
 * 11): the address is the page's path alone (`/wachtwoord-resetten/MQ/abc` becomes `/wachtwoord-resetten`),
 * and the history entry's state does not carry them either.
 */
export async function expectLinkOutOfAddress(page: Page, link: string): Promise<void> {
  const [, path = '', uidb64 = '', token = ''] = /^(\/[^/]+)\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
  expect(token).not.toBe('');
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(page.url()).not.toContain(token);
  expect(page.url()).not.toContain(`/${uidb64}`);
  expect(JSON.stringify(await page.evaluate(() => window.history.state as unknown))).not.toContain(token);
}

/** A fresh e-mail address per test run, so tests never collide on the shared server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl`;
}

interface StorageHost {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  requestAnimationFrame(callback: () => void): void;
  requestIdleCallback(callback: () => void, options: { timeout: number }): void;
}

/**
 * An item of the page's localStorage (the session's tokens and user live there, SPEC.md section 3), read
 * once the page is idle after the next frame: the wizard stores a change when the page is next idle after
 * showing it (web/src/lib/deferred-storage.ts, at most 250 ms later), and idle callbacks run in the order they
 * were asked for, so a change already on screen is then stored too.
 */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) =>
      new Promise<string | null>((resolve) => {
        const host = globalThis as unknown as StorageHost;
        const read = () => setTimeout(() => resolve(host.localStorage.getItem(name)), 0);
        host.requestAnimationFrame(() => host.requestIdleCallback(read, { timeout: 1000 }));
      }),
    key,
  );
}

/** Writes an item of the page's localStorage; other tabs of the context get a storage event. */
export async function storeItem(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, text]) => (globalThis as unknown as StorageHost).localStorage.setItem(name, text),
    [key, value] as const,
  );
}

/** The session's token set as the page stores it; null when logged out (jotai writes JSON null). */
export async function storedTokens(page: Page): Promise<TokenSet | null> {
  return JSON.parse((await storedItem(page, 'beloning.tokens')) ?? 'null') as TokenSet | null;
}

interface DocumentHost {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

/** How many pixels the page is wider than the window: a phone user would have to scroll sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as DocumentHost).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/**
 * Accepts the proposal shown on its page ('Voorstel accepteren', names, Ja for the cao's tables, the terms,
 * and the confirmation), as the hirer does.
 */
export async function acceptProposal(
  page: Page,
  agencyName: string,
  signer: { firstName: string; lastName: string },
): Promise<void> {
  const actions = page.getByRole('region', { name: `Voorstel van ${agencyName}` });
  await actions.getByRole('button', { name: 'Voorstel accepteren' }).click();
  await actions.getByLabel('Voornaam').fill(signer.firstName);
  await actions.getByLabel('Achternaam').fill(signer.lastName);
  await actions.getByRole('radio', { name: 'Ja' }).check();
  await actions.getByLabel('Ik ga akkoord met deze voorwaarden').check();
  await actions.getByRole('button', { name: 'Voorstel accepteren' }).click();
  await page
    .getByRole('dialog', { name: 'Zeker weten?' })
    .getByRole('button', { name: 'Accepteren' })
    .click();
}

/**
 * Ctrl+End in a rich-text editor until the caret is in its text's last block: the editor sets its own
 * selection when it gets the focus (and after a click), and a key pressed before that lands where the
 * selection was.
 */
export async function caretToEnd(page: Page, editor: Locator): Promise<void> {
  for (let presses = 0; ; presses += 1) {
    await page.keyboard.press('Control+End');
    const atEnd = await editor.evaluate((element) => {
      const anchor = document.getSelection()?.anchorNode ?? null;
      return anchor !== null && element.lastElementChild?.contains(anchor) === true;
    });
    if (atEnd) return;
    if (presses === 10) throw new Error('Ctrl+End bracht de cursor niet aan het eind van de tekst');
    await page.waitForTimeout(50);
  }
}

import type { Page } from '@playwright/test';
import { expect, logIn, storedItem, test, uniqueEmail } from './support/fixtures.js';

/**
 * The worker's kept context (`tab` in support/fixtures.ts) is as a fresh one for every test: what one test
 * leaves behind in the browser, the next test of the same worker does not see.
 */

interface BrowserGlobals {
  localStorage: Storage;
  sessionStorage: Storage;
  indexedDB: IDBFactory;
  document: { cookie: string };
}

/** The page the first test used, to prove the second got the same one back (and not a new context). */
let firstPage: Page | undefined;

test.describe('a kept browser context', () => {
  test.describe.configure({ mode: 'serial' });

  test('one test leaves a session, storage, a cookie, a database, a route, listeners and a tab', async ({
    page,
    seed,
  }) => {
    firstPage = page;
    await logIn(page, await seed.createHirer({ email: uniqueEmail('spoor') }));
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(async () => {
      const browser = globalThis as unknown as BrowserGlobals;
      browser.localStorage.setItem('e2e.spoor', 'lokaal');
      browser.sessionStorage.setItem('e2e.spoor', 'sessie');
      browser.document.cookie = 'spoor=koekje; path=/';
      await new Promise<void>((resolve, reject) => {
        const request = browser.indexedDB.open('spoor');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
    });
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    page.on('dialog', (dialog) => void dialog.accept());
    page.context().on('request', () => undefined);
    await page.context().newPage();
    expect(page.context().pages()).toHaveLength(2);
  });

  test('the next test of the worker gets the same page without any of it', async ({ page }) => {
    expect(firstPage).toBe(page);
    expect(page.context().pages()).toEqual([page]);
    // The client's Page is an EventEmitter; its type leaves listenerCount out.
    expect((page as unknown as { listenerCount(event: string): number }).listenerCount('dialog')).toBe(0);
    expect(
      (page.context() as unknown as { listenerCount(event: string): number }).listenerCount('request'),
    ).toBe(0);

    // No session: the overview's address shows the public home page, and the API answers again.
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedItem(page, 'beloning.tokens')).toBeNull();
    expect(await storedItem(page, 'e2e.spoor')).toBeNull();
    const left = await page.evaluate(async () => {
      const browser = globalThis as unknown as BrowserGlobals;
      const databases = await browser.indexedDB.databases();
      const csrf = await fetch('/api/csrf/');
      return {
        session: browser.sessionStorage.getItem('e2e.spoor'),
        cookie: browser.document.cookie,
        databases: databases.map((database) => database.name),
        api: csrf.status,
      };
    });
    expect(left.session).toBeNull();
    expect(left.cookie).not.toContain('spoor');
    expect(left.databases).not.toContain('spoor');
    expect(left.api).toBe(200);
  });
});

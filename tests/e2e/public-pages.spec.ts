import { capture, expect, expectAccessible, test } from './support/fixtures.js';

/** The open pages of SPEC.md 2.2: each shows its heading, passes axe and is kept as a screenshot. */
const PUBLIC_PAGES = [
  { path: '/home', name: 'home', heading: /inlenersbeloning één keer vastleggen/ },
  { path: '/home/features', name: 'features', heading: 'Functies' },
  { path: '/home/ons-verhaal', name: 'ons-verhaal', heading: 'Ons verhaal' },
  { path: '/home/FAQ', name: 'faq', heading: 'Veelgestelde vragen' },
  { path: '/algemene-voorwaarden', name: 'terms', heading: 'Algemene voorwaarden' },
  { path: '/privacy-en-cookies', name: 'privacy', heading: 'Privacy en cookies' },
  { path: '/handleiding', name: 'manual', heading: 'Handleiding' },
  { path: '/bestaat-niet', name: 'not-found', heading: 'Pagina niet gevonden' },
] as const;

test.describe('public pages @layout', () => {
  for (const { path, name, heading } of PUBLIC_PAGES) {
    test(`${path} shows its page, passes axe and is captured`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
      await capture(page, testInfo, name);
    });
  }
});

test.describe('landing page', () => {
  test('shows Login and Start nu to a visitor, and the top bar only after 200 pixels of scrolling', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start nu' }).first()).toBeVisible();
    const topbar = page.getByTestId('topbar');
    await expect(topbar).not.toHaveClass(/topbar--visible/);
    await page.mouse.wheel(0, 150);
    // Scrolled to 150 and the page has handled it: the scroll event (sent before the next frame's animation
    // callbacks) and the render it asked for (a task of React's own, queued before ours).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
        ),
    );
    await expect(topbar).not.toHaveClass(/topbar--visible/);
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 400),
    );
    await expect(topbar).toHaveClass(/topbar--visible/);
  });

  test('the footer gives the support contact and this year', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'support@beloning.nl' })).toBeVisible();
    await expect(
      footer.getByText('Telefonisch bereikbaar op werkdagen van 9:00 tot 14:00 uur'),
    ).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Beloning`)).toBeVisible();
  });

  test('the terms list articles 1 to 12', async ({ page }) => {
    await page.goto('/algemene-voorwaarden');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
  });

  test('an unknown address shows the Dutch not-found page with a way back', async ({ page }) => {
    await page.goto('/dit/bestaat/niet');
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar de homepage' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a logged-in route sends a visitor without a session home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });
});

import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server (tests/e2e/global-setup.ts builds the web app once, starts an
 * SMTP server that catches the mails and the server itself on a temporary PGlite database). The browser is
 * Debian's Chromium (ARCHITECTURE.md); no test tool downloads a browser of its own.
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...chromium,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: every action with the page's DOM before and after it, the network and
    // the console (npx playwright show-trace). Not the screencast: recording it cost as much CPU as the
    // tests themselves (the keyboard spec took 124 s with it and 65 s without, on a quiet 2-core machine).
    // For a film of a failing test, run that test again with --trace on.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      // The phone width: only the tests that look at a page's layout (tagged @layout).
      name: 'phone',
      grep: /@layout/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});

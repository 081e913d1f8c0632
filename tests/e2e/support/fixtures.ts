import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

export { expect };

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the portal's Content-Security-Policy rightly does not allow
// a page's own inline scripts to do.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The Playwright test with baseURL pointing at the server the global setup started. */
export const test = base.extend({
  // Playwright needs the fixtures argument destructured, even when the fixture uses none of them.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (url === undefined) throw new Error('E2E_BASE_URL ontbreekt: draai de tests met playwright test.');
    await use(url);
  },
});

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

/** A fresh e-mail address per test run, so tests never collide on the shared server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl`;
}

interface StorageHost {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** An item of the page's localStorage (the session's tokens and user live there, SPEC.md section 3). */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as StorageHost).localStorage.getItem(name), key);
}

/** Writes an item of the page's localStorage; other tabs of the context get a storage event. */
export async function storeItem(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([name, text]) => (globalThis as unknown as StorageHost).localStorage.setItem(name, text),
    [key, value] as const,
  );
}

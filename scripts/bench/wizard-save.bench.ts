/**
 * Issue 17: 'Opslaan' in step 9 of the full wizard until the next screen shows, for a scheme on the
 * Schoonmaak cao (its four tables of 4 ages x 7 payscales, as core's caoTableForms seeds them), in headless
 * Chromium against the real server (scripts/bench/salary-editor-server.ts: PGlite, a verified hirer logged
 * in). The hirer has no links yet, so the next screen is the links page with its invites ('Koppelingen').
 * Timed in the page from the click until the next screen's heading is there and the next frame is laid out.
 *
 * The reference, in the same run and the same page: the same save as one bare API call (fetch of the POST
 * core's wizardPayload gives, with the session's token, until its answer is read). The portal's part is
 * the rest: loading the save module, building the payload, emptying the wizard and drawing the next page
 * with its own requests. Medians of RUNS saves after one warm-up save; each save makes a new scheme.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { wizardPayload, type WizardState } from '../../core/src/wizard/index.js';
import { caoWizardState } from '../../tests/e2e/support/wizard-state.js';
import { readFixtureCao } from '../../tests/helpers/scheme-payload.js';
import { median, startChildServer, type ChildServer } from './child-server.js';
import type { Benchmark, BenchResult } from './types.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'web');
const RUNS = 7;
const STEP9 = '/inleners-wizard/stap9-accorderen';
const WIZARD_KEY = 'beloning.wizard';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

interface ServerInfo {
  port: number;
  login: { access: string; access_expiration: string; refresh: string; refresh_expiration: string; user: unknown };
}

// What the functions run in the page use (scripts are type-checked without the DOM library).
interface PageElement {
  textContent: string | null;
  click(): void;
}
interface PageGlobals {
  document: {
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
    body: unknown;
  };
  location: { origin: string; pathname: string };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
  performance: { now(): number };
  requestAnimationFrame(callback: () => void): void;
  fetch(url: string, init: object): Promise<{ ok: boolean; status: number; text(): Promise<string> }>;
}

/** The Schoonmaak scheme with steps 1 to 9 filled in, as the browser tests' caoWizardState makes it, signed. */
function savedState(): WizardState {
  const cao = readFixtureCao();
  return caoWizardState({
    step4Done: true,
    step5Done: true,
    step6: { bonusCombination: 'highest', werksoorten: {}, singleWerksoorten: {}, educations: [] },
    step7: { caoText: cao.cao_text, originalCaoText: cao.cao_text },
    step9: { firstName: 'Anna', lastName: 'de Vries', agreedToTerms: true, followSalaryTables: 1 },
  });
}



/** Clicks 'Opslaan' and answers the ms until the links page's heading is there and the next frame is laid out. */
async function timedSave(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const page = globalThis as unknown as PageGlobals;
        const button = [...page.document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Opslaan',
        );
        if (button === undefined) {
          reject(new Error('geen knop Opslaan'));
          return;
        }
        const shown = () => page.document.querySelector('h1')?.textContent === 'Koppelingen';
        const started = page.performance.now();
        const observer = new page.MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          page.requestAnimationFrame(() => resolve(page.performance.now() - started));
        });
        observer.observe(page.document.body, { childList: true, subtree: true, characterData: true });
        button.click();
      }),
  );
}

const benchmark: Benchmark = async () => {
  const state = savedState();
  const cao = readFixtureCao();
  const { expected_version: _version, inlener_cao_id: _id, ...payload } = wizardPayload(state, { cao });
  const outDir = mkdtempSync(path.join(tmpdir(), 'beloning-save-bench-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  let server: ChildServer<ServerInfo> | undefined;
  try {
    await build({
      root: webDir,
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 100_000 },
    });
    // The real app serving the built portal, a verified hirer logged in (as for the salary editor's bench).
    server = await startChildServer<ServerInfo>(fileURLToPath(new URL('./salary-editor-server.ts', import.meta.url)), [outDir]);
    const origin = `http://127.0.0.1:${server.info.port}`;
    const { login } = server.info;
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
    // tsx names the functions it compiles with a helper the page does not have (as in salary-editor.bench.ts).
    await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await context.addInitScript(
      (seeded) => {
        const page = globalThis as unknown as PageGlobals;
        if (page.location.origin !== seeded.origin) return;
        if (page.localStorage.getItem('beloning.tokens') === null) {
          page.localStorage.setItem('beloning.tokens', seeded.tokens);
          page.localStorage.setItem('beloning.user', seeded.user);
        }
        // Step 9 opens with the whole scheme filled in; the links page after a save must not get it back.
        if (page.location.pathname.startsWith('/inleners-wizard/')) page.localStorage.setItem(seeded.key, seeded.wizard);
      },
      {
        origin,
        tokens: JSON.stringify({
          access: login.access,
          access_expiration: login.access_expiration,
          refresh: login.refresh,
          refresh_expiration: login.refresh_expiration,
        }),
        user: JSON.stringify(login.user),
        key: WIZARD_KEY,
        wizard: JSON.stringify(state),
      },
    );
    const page = await context.newPage();
    const portal: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      await page.goto(STEP9);
      await page.getByRole('button', { name: 'Opslaan', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const saved = await timedSave(page);
      await page.waitForLoadState('networkidle');
      const api = await page.evaluate(
        async (input) => {
          const page = globalThis as unknown as PageGlobals;
          const started = page.performance.now();
          const response = await page.fetch('/api/inleners/inleners-cao/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${input.access}` },
            body: JSON.stringify(input.payload),
          });
          await response.text();
          if (!response.ok) throw new Error(`de API antwoordde ${response.status}`);
          return page.performance.now() - started;
        },
        { payload, access: login.access },
      );
      if (run === 0) continue; // warm-up
      portal.push(saved);
      bare.push(api);
    }
    const portalMs = median(portal);
    const bareMs = median(bare);
    const results: BenchResult[] = [
      {
        name: "wizard stap 9: 'Opslaan' tot het volgende scherm (Schoonmaak, 4 tabellen)",
        value: portalMs,
        unit: 'ms',
        note: `mediaan van ${RUNS}`,
      },
      {
        name: 'dezelfde opslag als kale API-aanroep (fetch, zelfde payload)',
        value: bareMs,
        unit: 'ms',
        note: `mediaan van ${RUNS}`,
      },
      { name: "'Opslaan' tot volgend scherm / kale API-aanroep", value: portalMs / bareMs, unit: 'ratio' },
    ];
    return results;
  } finally {
    await browser.close();
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
};

export default benchmark;

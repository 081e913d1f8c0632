/**
 * Issue 19: the login page as a phone on a slow line gets it. The portal is built into a temporary folder
 * (with its precompressed `.br` and `.gz` beside each text file, web/build/precompress.ts) and served by the
 * real server; the reference is the same build without those files, served the way it was before issue 19:
 * uncompressed. Headless Chromium (Debian's /usr/bin/chromium) opens /login with an empty cache on the slow
 * phone profile of the issue (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4 times).
 *
 * - The JavaScript as Chromium receives it: the encoded bytes of every script of the page (aim: under 120 KB).
 * - What the first focus in the form adds: the API module, which the page fetches once the visitor starts.
 * - The first paint of /login (performance's 'first-contentful-paint'), beside the same page uncompressed.
 * Medians of RUNS loads each, the two servers taking turns.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import { median, startChildServer, type ChildServer } from './child-server.js';
import type { Benchmark, BenchResult } from './types.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(root, 'web');
const RUNS = 5;
const AIM_KB = 120;
const SLOW_PHONE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

interface Load {
  /** Encoded bytes of the page's scripts. */
  readonly scriptBytes: number;
  readonly scripts: number;
  /** ms since navigation start. */
  readonly firstPaint: number;
  /** Encoded bytes and number of the scripts that the first focus in the form adds (the API module). */
  readonly onFocusBytes: number;
  readonly onFocusScripts: number;
}

/** Removes every precompressed file below `dir`: the build as it was served before issue 19. */
function dropPrecompressed(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) dropPrecompressed(file);
    else if (/\.(?:br|gz)$/.test(entry.name)) rmSync(file);
  }
}

/**
 * Waits until more than `known` scripts were requested and every one has finished, with no new one for
 * half a second (as Playwright's 'networkidle'); at most 30 seconds.
 */
async function quietScripts(scripts: Set<string>, bytes: Map<string, number>, known: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Number.NaN;
  let seen = scripts.size;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const settled = scripts.size > known && [...scripts].every((id) => bytes.has(id));
    if (!settled || scripts.size !== seen) {
      seen = scripts.size;
      quietSince = Number.NaN;
    } else if (Number.isNaN(quietSince)) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
}

/** One load of /login with an empty cache on the slow phone profile. */
async function loadLogin(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = new Set<string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      bytes.set(event.requestId, event.encodedDataLength);
    });
    const total = (ids: Iterable<string>) => [...ids].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const loaded = new Set(scripts);
    // The page fetches the API module (with core's zod schemas) once the visitor starts on the form: counted
    // apart, so the figure above is what a visitor who only looks receives and this one what logging in adds.
    await page.getByLabel('Gebruikersnaam of e-mailadres').focus();
    await quietScripts(scripts, bytes, loaded.size);
    const added = [...scripts].filter((id) => !loaded.has(id));
    return {
      scriptBytes: total(loaded),
      scripts: loaded.size,
      firstPaint,
      onFocusBytes: total(added),
      onFocusScripts: added.length,
    };
  } finally {
    await context.close();
  }
}

const benchmark: Benchmark = async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'beloning-login-bench-'));
  const servers: ChildServer<{ port: number }>[] = [];
  let browser: Browser | undefined;
  try {
    const compressed = path.join(work, 'nu');
    const plain = path.join(work, 'ongecomprimeerd');
    await build({ root: webDir, configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'warn', build: { outDir: compressed, emptyOutDir: true } });
    cpSync(compressed, plain, { recursive: true });
    dropPrecompressed(plain);
    const script = fileURLToPath(new URL('./salary-editor-server.ts', import.meta.url));
    for (const dir of [compressed, plain]) servers.push(await startChildServer<{ port: number }>(script, [dir]));
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    const [now, before] = servers.map((server) => `http://127.0.0.1:${server.info.port}`);
    if (now === undefined || before === undefined) throw new Error('de servers ontbreken');
    // One load each to warm the servers and the browser, then the runs, taking turns.
    await loadLogin(browser, now);
    await loadLogin(browser, before);
    const loads = { now: [] as Load[], before: [] as Load[] };
    for (let run = 0; run < RUNS; run += 1) {
      loads.now.push(await loadLogin(browser, now));
      loads.before.push(await loadLogin(browser, before));
    }
    const kb = (list: Load[], figure: 'scriptBytes' | 'onFocusBytes' = 'scriptBytes') =>
      median(list.map((load) => load[figure])) / 1024;
    const paint = (list: Load[]) => median(list.map((load) => load.firstPaint));
    const profile = `150 ms rondreistijd, 1,6 Mbit/s, CPU ${CPU_SLOWDOWN}x trager; mediaan van ${RUNS} keer laden, lege cache`;
    const results: BenchResult[] = [
      {
        name: 'login: JavaScript zoals Chromium het ontvangt (gecodeerde bytes)',
        value: kb(loads.now),
        unit: 'KB',
        aim: `< ${AIM_KB} KB`,
        meetsAim: kb(loads.now) < AIM_KB,
        note: `${loads.now[0]?.scripts ?? 0} scripts, voorgecomprimeerd (brotli)`,
      },
      {
        name: 'login: JavaScript zonder voorgecomprimeerde bestanden (zoals voor issue 19)',
        value: kb(loads.before),
        unit: 'KB',
        note: 'referentie, zelfde build',
      },
      {
        name: 'login: JavaScript erbij bij de eerste focus in het formulier (de API-module)',
        value: kb(loads.now, 'onFocusBytes'),
        unit: 'KB',
        note: `${loads.now[0]?.onFocusScripts ?? 0} scripts; de referentie: ${kb(loads.before, 'onFocusBytes').toFixed(1)} KB`,
      },
      {
        name: 'login: eerste weergave, traag telefoonprofiel',
        value: paint(loads.now),
        unit: 'ms',
        note: profile,
      },
      {
        name: 'login: eerste weergave zonder voorgecomprimeerde bestanden (zoals voor issue 19)',
        value: paint(loads.before),
        unit: 'ms',
        note: 'referentie, zelfde build en profiel',
      },
    ];
    return results;
  } finally {
    await browser?.close();
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

export default benchmark;

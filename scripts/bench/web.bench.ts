/**
 * Issue 5: the compressed JavaScript each route of the portal downloads before it is interactive: the entry
 * chunk with everything it imports statically, plus the route's lazily loaded page module with its static
 * imports (modules a page loads only when the user acts, such as the API client on submit, are not counted).
 * Builds the portal into a temporary directory with Vite, reads the manifest, gzips each chunk (level 9) and
 * checks the sourcemaps so that the landing, login and register pages load neither AG Grid nor tiptap.
 * Aim: landing, login and register under 120 KB gzip. For the record, what each wizard step adds when it is
 * opened, with AG Grid only in steps 3 and 4 and tiptap only in step 7 (issue 17).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Benchmark, BenchResult } from './types.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const AIM_KB = 120;
const HEAVY = [/node_modules\/ag-grid/, /node_modules\/@tiptap/, /node_modules\/prosemirror/];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The routes measured, each the entry plus its lazily loaded modules (the landing: its layout and page). */
const ROUTES: { route: string; modules: string[]; aim: boolean; light?: boolean }[] = [
  {
    route: 'landing (/home)',
    modules: ['src/features/landing/landing-layout.tsx', 'src/features/landing/home-page.tsx'],
    aim: true,
  },
  { route: 'login', modules: ['src/features/account-flows/login-page.tsx'], aim: true },
  { route: 'registreren', modules: ['src/components/registration/register-page.tsx'], aim: true },
  // Issue 16: the wizard's step 1 loads neither AG Grid (steps 3 and 4) nor tiptap (step 7).
  {
    route: 'wizard stap 1',
    modules: ['src/features/wizard/wizard-step-pages.tsx', 'src/features/wizard/steps/step1.tsx'],
    aim: false,
    light: true,
  },
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || manifest[key] === undefined) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const benchmark: Benchmark = async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'beloning-web-bench-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(root, 'web'),
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`vite build mislukt:\n${build.stdout}\n${build.stderr}`);
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
    if (entry === undefined) throw new Error('geen entry in het manifest');
    const gzipped = new Map<string, number>();
    const size = (file: string) => {
      let bytes = gzipped.get(file);
      if (bytes === undefined) {
        bytes = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
        gzipped.set(file, bytes);
      }
      return bytes;
    };
    const heavySources = (file: string): string[] => {
      try {
        const map = JSON.parse(readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as { sources: string[] };
        return map.sources.filter((source) => HEAVY.some((pattern) => pattern.test(source)));
      } catch {
        return [];
      }
    };

    const results: BenchResult[] = [];
    const routes: typeof ROUTES = [
      ...ROUTES,
      // Every other lazily loaded page, for the record.
      ...Object.keys(manifest)
        .filter((key) => manifest[key]?.isDynamicEntry === true && /page\.tsx$/.test(key))
        .filter((key) => !ROUTES.some((route) => route.modules.includes(key)))
        .sort()
        .map((key) => ({ route: path.basename(key, '.tsx'), modules: [key], aim: false })),
    ];
    for (const { route, modules, aim, light = false } of routes) {
      const keys = closure(manifest, entry);
      for (const module of modules) {
        if (manifest[module] === undefined) throw new Error(`${module} staat niet in het manifest`);
        closure(manifest, module, keys);
      }
      const files = [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
      const kb = files.reduce((sum, file) => sum + size(file), 0) / 1024;
      const heavy = files.flatMap(heavySources);
      results.push({
        name: `${route}: JavaScript voor interactief (gzip)`,
        value: kb,
        unit: 'KB gzip',
        ...(aim ? { aim: `< ${AIM_KB} KB, geen AG Grid/tiptap`, meetsAim: kb < AIM_KB && heavy.length === 0 } : {}),
        ...(light ? { aim: 'geen AG Grid/tiptap', meetsAim: heavy.length === 0 } : {}),
        note: heavy.length === 0 ? `${files.length} bestanden` : `laadt zware modules: ${heavy.slice(0, 3).join(', ')}`,
      });
    }
    // Issue 17: what each step of the full wizard adds when it is opened (its lazily loaded module with the
    // chunks it imports that the wizard's frame does not already have): AG Grid only with steps 3 and 4,
    // tiptap only with step 7.
    const frame = closure(manifest, entry);
    closure(manifest, 'src/features/wizard/wizard-step-pages.tsx', frame);
    for (let step = 1; step <= 9; step += 1) {
      const module = `src/features/wizard/steps/step${step}.tsx`;
      if (manifest[module] === undefined) throw new Error(`${module} staat niet in het manifest`);
      const files = [...closure(manifest, module)]
        .filter((key) => !frame.has(key))
        .map((key) => manifest[key]?.file ?? '')
        .filter((file) => file.endsWith('.js'));
      const kb = files.reduce((sum, file) => sum + size(file), 0) / 1024;
      const heavy = files.flatMap(heavySources);
      const grid = heavy.some((source) => /ag-grid/.test(source));
      const editor = heavy.some((source) => /@tiptap|prosemirror/.test(source));
      const gridAllowed = step === 3 || step === 4;
      results.push({
        name: `wizard stap ${step}: JavaScript bij openen (gzip, bovenop de wizard)`,
        value: kb,
        unit: 'KB gzip',
        aim: gridAllowed ? 'AG Grid, geen tiptap' : step === 7 ? 'tiptap, geen AG Grid' : 'geen AG Grid/tiptap',
        meetsAim: (gridAllowed || !grid) && (step === 7 || !editor),
        note: `${files.length} bestanden${grid ? ', met AG Grid' : ''}${editor ? ', met tiptap' : ''}`,
      });
    }
    return results;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

export default benchmark;

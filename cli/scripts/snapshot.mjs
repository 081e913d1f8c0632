/**
 * Builds the CLI's startup snapshot, after `tsc -b` (`npm run build -w cli`, and `prepare` at `npm ci`):
 *
 *   1. esbuild bundles what `beloning` loads before it runs a command (dist/snapshot-entry.js: the command
 *      tree of program.js, its small modules and commander) into one CommonJS file. Every command's own
 *      module stays outside: the bundle loads it from dist/ when the command runs, as the plain binary does.
 *   2. `node --build-snapshot` runs that file and saves the heap as dist/beloning.blob: a node started from
 *      it has the command tree's code loaded and compiled already.
 *   3. dist/beloning.blob.node, written last, names the node binary that built it. A snapshot loads only in
 *      that node (another one refuses it with exit code 14).
 *
 * cli/bin/beloning (the `beloning` on the PATH) starts that node from the snapshot when the stamp is newer
 * than the last build and than the node binary and its folder (a new node installed since would be newer),
 * and runs dist/bin.js with the node on the PATH otherwise.
 * Without the snapshot `beloning` works the same, only slower to start; so a failure here warns and
 * removes the snapshot rather than failing the build. Issue 22, `npm run bench -- cli-raise`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(CLI, 'dist');
export const BLOB = join(DIST, 'beloning.blob');
export const BLOB_NODE = join(DIST, 'beloning.blob.node');
const BUNDLE = join(DIST, 'beloning-snapshot.cjs');
/** The suffix of a file being written, renamed into place when whole. */
const PART = `.${process.pid}.part`;

/**
 * Runs before the bundle's own code. The snapshot is built with this file as the main script and started
 * later as `node --snapshot-blob beloning.blob <dist>/bin.js ...`, so where dist/ is must be read when a
 * command runs (from process.argv[1]), never while the snapshot is built. A module compiled into a snapshot
 * cannot `import()` (Node has no loader for it there), so the commands' modules are loaded through a
 * function compiled at run time with Node's default loader; its one ExperimentalWarning is not shown.
 */
const BANNER = `'use strict';
const __beloningDist = () => require('node:url').pathToFileURL(require('node:path').dirname(process.argv[1]) + '/');
const __beloningMeta = { get url() { return new URL('program.js', __beloningDist()).href; } };
let __beloningLoad;
const __beloningImport = (specifier) => {
  if (__beloningLoad === undefined) {
    const vm = require('node:vm');
    const emitWarning = process.emitWarning;
    process.emitWarning = (warning, ...rest) => {
      if (!String(warning).includes('USE_MAIN_CONTEXT_DEFAULT_LOADER')) emitWarning.call(process, warning, ...rest);
    };
    __beloningLoad = new vm.Script('(specifier) => import(specifier)', {
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext();
  }
  return __beloningLoad(new URL(specifier, __beloningDist()).href);
};`;

function fail(message) {
  rmSync(BLOB, { force: true });
  rmSync(BLOB_NODE, { force: true });
  process.stderr.write(
    `cli: geen opstart-snapshot (${message}); beloning werkt zonder, alleen trager bij het starten.\n`,
  );
  process.exit(0);
}

async function bundle() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(DIST, 'snapshot-entry.js')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: BUNDLE,
    define: { 'import.meta.url': '__beloningMeta.url' },
    banner: { js: BANNER },
    plugins: [
      {
        name: 'commands-stay-outside',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  // import.meta.url and the commands' paths are read relative to dist/ itself: a module of ours in a
  // subfolder would resolve them wrongly, so it is refused here (move it, or load it lazily).
  const ours = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'));
  const nested = ours.filter((input) => relative(DIST, input).includes('/'));
  if (nested.length > 0) throw new Error(`modules in een submap van dist/: ${nested.join(', ')}`);
  const lazy = Object.values(result.metafile.inputs).flatMap((input) =>
    input.imports.filter((entry) => entry.kind === 'dynamic-import').map((entry) => entry.path),
  );
  if (lazy.some((path) => !path.startsWith('./')))
    throw new Error(`import() die niet met ./ begint: ${lazy.join(', ')}`);
  const text = result.outputFiles[0].text;
  const rewritten = text.replaceAll('import("./', '__beloningImport("./');
  const replaced = text.split('import("./').length - 1;
  if (
    replaced !== lazy.length ||
    /\bimport\(/.test(rewritten.replace(/\(specifier\) => import\(specifier\)/, ''))
  )
    throw new Error(`${lazy.length} import() verwacht, ${replaced} vervangen`);
  writeFileSync(BUNDLE + PART, rewritten);
  renameSync(BUNDLE + PART, BUNDLE);
}

if (!existsSync(join(DIST, 'snapshot-entry.js'))) fail('dist/snapshot-entry.js ontbreekt: eerst tsc -b');
try {
  await bundle();
} catch (error) {
  fail(`bundelen mislukt: ${error instanceof Error ? error.message : String(error)}`);
}
// Written beside and renamed into place, the blob first: a `beloning` starting meanwhile, or a second build
// at the same time (tests run in parallel), sees a whole snapshot or none. Its node only loads a snapshot
// of its own build, so a run between the two renames still starts right.
const built = spawnSync(
  process.execPath,
  ['--no-warnings', '--snapshot-blob', BLOB + PART, '--build-snapshot', BUNDLE],
  { cwd: DIST, encoding: 'utf8' },
);
if (built.status !== 0) {
  rmSync(BLOB + PART, { force: true });
  fail(`node --build-snapshot: ${(built.stderr || built.stdout).trim().split('\n')[0]}`);
}
renameSync(BLOB + PART, BLOB);
writeFileSync(BLOB_NODE + PART, `${process.execPath}\n`);
renameSync(BLOB_NODE + PART, BLOB_NODE);

/**
 * `npm run cli:install [-- --dir DIR]`: puts `beloning` on the PATH from the repository, without root and
 * without npm's global prefix. The npm script first builds the CLI and its startup snapshot (`tsc -b cli`,
 * `cli/scripts/snapshot.mjs`); this writes `DIR/beloning`, a three-line shell script that names the
 * repository's `cli/dist` and runs `cli/bin/beloning` (the script in git that starts node from the snapshot,
 * or runs the built `cli/dist/bin.js` when the snapshot cannot be used) in the same process. Naming the folder
 * spares the wrapper a `readlink` per call, which a symbolic link would need to find it; a rebuild, `npm ci`
 * or a fresh `cli/dist` keeps it working, moving the repository breaks it (run it again then). DIR is `--dir`,
 * else `$XDG_BIN_HOME`, else `~/.local/bin` (on the PATH of most Linux shells once it exists). Calling the
 * binary directly saves npx's start of about 350 ms per call. An existing `beloning` that an earlier
 * cli:install made (this script, or the symbolic link it used to make) is replaced; any other file is left
 * alone.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built CLI, and the executable script in git that starts it. */
const BUILT = fileURLToPath(new URL('../cli/dist/bin.js', import.meta.url));
const BIN = fileURLToPath(new URL('../cli/bin/beloning', import.meta.url));
const DIST = fileURLToPath(new URL('../cli/dist', import.meta.url));

/** The second line of the installed script: how a later install knows the file as its own. */
const MARK = '# beloning, geplaatst door npm run cli:install (scripts/cli-install.ts).';

/** A path as one word of sh, in single quotes. */
function shellWord(path: string): string {
  return `'${path.replace(/'/g, `'\\''`)}'`;
}

/** The installed script: cli/bin/beloning run in the same process (`.`), told where cli/dist is. */
function installedScript(): string {
  return ['#!/bin/sh', MARK, `beloning_dist=${shellWord(DIST)}`, `. ${shellWord(BIN)}`, ''].join('\n');
}

interface InstallOptions {
  args: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  home: string;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** The folder to install into: --dir, else $XDG_BIN_HOME, else ~/.local/bin. */
function targetDir(options: InstallOptions): string | null {
  const at = options.args.indexOf('--dir');
  if (at !== -1) {
    const dir = options.args[at + 1];
    return dir === undefined || dir === '' ? null : resolve(dir);
  }
  const xdg = options.env.XDG_BIN_HOME;
  return xdg !== undefined && xdg !== '' ? resolve(xdg) : join(options.home, '.local', 'bin');
}

/** Writes DIR/beloning; answers with the exit code. */
function installCli(options: InstallOptions): number {
  const unknown = options.args.filter((arg, index) => arg !== '--dir' && options.args[index - 1] !== '--dir');
  const dir = targetDir(options);
  if (dir === null || unknown.length > 0) {
    options.stderr('Gebruik: npm run cli:install [-- --dir MAP]');
    return 2;
  }
  if (!existsSync(BUILT)) {
    options.stderr(`${BUILT} bestaat niet: bouw de CLI eerst met npm run build -w cli.`);
    return 1;
  }
  const target = join(dir, 'beloning');
  let existing: ReturnType<typeof lstatSync> | undefined;
  try {
    existing = lstatSync(target);
  } catch {
    existing = undefined;
  }
  const ours =
    existing === undefined ||
    existing.isSymbolicLink() ||
    (existing.isFile() && readFileSync(target, 'utf8').split('\n')[1] === MARK);
  if (!ours) {
    options.stderr(
      `${target} bestaat al en is niet door npm run cli:install gemaakt; er is niets veranderd. Verwijder het zelf, of kies --dir.`,
    );
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  if (existing !== undefined) rmSync(target);
  writeFileSync(target, installedScript());
  chmodSync(target, 0o755);
  options.stdout(`✓ ${target} -> ${BIN}`);
  const onPath = (options.env.PATH ?? '')
    .split(delimiter)
    .some((entry) => entry !== '' && resolve(entry) === dir);
  if (!onPath) {
    options.stdout(`${dir} staat niet in uw PATH. Voeg het toe, bijvoorbeeld in ~/.profile:`);
    options.stdout(`  export PATH="${dir}:$PATH"`);
  }
  return 0;
}

process.exitCode = installCli({
  args: process.argv.slice(2),
  env: process.env,
  home: homedir(),
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
});

/**
 * `npm run cli:install [-- --dir DIR]`: puts `beloning` on the PATH from the repository, without root and
 * without npm's global prefix. The npm script first builds the CLI and its startup snapshot (`tsc -b cli`,
 * `cli/scripts/snapshot.mjs`); this links `DIR/beloning` to `cli/bin/beloning`, a shell script in git that
 * starts node from the snapshot, or runs the built `cli/dist/bin.js` when the snapshot is missing or older
 * than the build (a symbolic link to an executable file in git, so a rebuild, `npm ci` or a fresh
 * `cli/dist` keeps it working; moving the repository breaks it, run it again then). DIR is `--dir`, else
 * `$XDG_BIN_HOME`, else `~/.local/bin` (on the PATH of most Linux shells once it exists). Calling the binary
 * directly saves npx's start of about 350 ms per call. An existing `beloning` that is a link is replaced; a
 * file is left alone.
 */
import { existsSync, lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built CLI, and the executable file in git that loads it (the link's target). */
const BUILT = fileURLToPath(new URL('../cli/dist/bin.js', import.meta.url));
const BIN = fileURLToPath(new URL('../cli/bin/beloning', import.meta.url));

interface InstallOptions {
  args: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  home: string;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** The folder to link into: --dir, else $XDG_BIN_HOME, else ~/.local/bin. */
function targetDir(options: InstallOptions): string | null {
  const at = options.args.indexOf('--dir');
  if (at !== -1) {
    const dir = options.args[at + 1];
    return dir === undefined || dir === '' ? null : resolve(dir);
  }
  const xdg = options.env.XDG_BIN_HOME;
  return xdg !== undefined && xdg !== '' ? resolve(xdg) : join(options.home, '.local', 'bin');
}

/** Links DIR/beloning to cli/dist/bin.js; answers with the exit code. */
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
  const link = join(dir, 'beloning');
  let existing: ReturnType<typeof lstatSync> | undefined;
  try {
    existing = lstatSync(link);
  } catch {
    existing = undefined;
  }
  if (existing !== undefined && !existing.isSymbolicLink()) {
    options.stderr(
      `${link} bestaat al en is geen koppeling; er is niets veranderd. Verwijder het zelf, of kies --dir.`,
    );
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  if (existing !== undefined) rmSync(link);
  symlinkSync(BIN, link);
  options.stdout(`✓ ${link} -> ${readlinkSync(link)}`);
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

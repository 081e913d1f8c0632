/**
 * `npm start`: builds the web app when there is no build yet or its sources (web or core) changed since,
 * then starts the server (migrate, seed, listen) from the TypeScript sources. Runs with
 * `tsx --conditions=@beloning/source`, so nothing else needs to be built first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from '../server/src/main.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'web', 'dist', 'index.html');

/** The newest modification time of the files under `entry` (a file or a directory), tests left out. */
function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** Why the web app must be built first, or undefined when the build is up to date. */
function webBuildReason(): string | undefined {
  if (!existsSync(path.join(root, 'web', 'package.json'))) return undefined;
  if (!existsSync(builtIndex)) return 'er is nog geen build';
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'core/src',
  ];
  const newestSource = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return newestSource > statSync(builtIndex).mtimeMs ? 'de bronbestanden zijn gewijzigd' : undefined;
}

const reason = webBuildReason();
if (reason !== undefined) {
  process.stdout.write(`Het portaal wordt gebouwd (${reason}): npm run build -w web ...\n`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write(
      existsSync(builtIndex)
        ? 'Het bouwen van het portaal is mislukt; de server start met de vorige build.\n'
        : 'Het bouwen van het portaal is mislukt; de server start zonder portaal (alleen de API).\n',
    );
  }
}

await runServer();

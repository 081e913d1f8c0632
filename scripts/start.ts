/**
 * `npm start`: builds the web app when it has a build script and no build yet, then starts the server
 * (migrate, seed, listen) from the TypeScript sources. Runs with `tsx --conditions=@beloning/source`, so
 * nothing needs to be built first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runServer } from '../server/src/main.js';

const root = fileURLToPath(new URL('..', import.meta.url));

function webNeedsBuild(): boolean {
  const manifest = `${root}web/package.json`;
  if (!existsSync(manifest) || existsSync(`${root}web/dist/index.html`)) return false;
  const scripts = (JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> })
    .scripts;
  return scripts?.build !== undefined;
}

if (webNeedsBuild()) {
  process.stdout.write('Het portaal wordt eerst gebouwd (npm run build -w web)...\n');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('Het bouwen van het portaal is mislukt; de server start zonder portaal.\n');
  }
}

await runServer();

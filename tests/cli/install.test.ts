/**
 * `npm run cli:install` (scripts/cli-install.ts): builds the CLI and puts `beloning` into a folder of the
 * PATH, here in a temporary HOME; the installed `beloning` is then found through the PATH and runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

let home: string;
/** The PATH without any folder of the temporary HOME: node and npm only. */
const basePath = process.env.PATH ?? '';

function install(args: readonly string[], path = basePath) {
  return spawnSync('npm', ['run', '--silent', 'cli:install', ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd: ROOT,
    env: { PATH: path, HOME: home },
    encoding: 'utf8',
  });
}

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'beloning-cli-install-'));
});

afterAll(() => {
  rmSync(home, { recursive: true, force: true });
});

describe('npm run cli:install', { timeout: 120_000 }, () => {
  it('puts beloning into ~/.local/bin, says how to put that on the PATH, and the installed beloning --help runs', () => {
    const bin = join(home, '.local', 'bin');
    const result = install([]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      `✓ ${join(bin, 'beloning')} -> ${join(ROOT, 'cli/bin/beloning')}`,
      `${bin} staat niet in uw PATH. Voeg het toe, bijvoorbeeld in ~/.profile:`,
      `  export PATH="${bin}:$PATH"`,
      '',
    ]);
    // A script that runs the repository's cli/bin/beloning in its own process, naming cli/dist.
    expect(readFileSync(join(bin, 'beloning'), 'utf8')).toBe(
      [
        '#!/bin/sh',
        '# beloning, geplaatst door npm run cli:install (scripts/cli-install.ts).',
        `beloning_dist='${join(ROOT, 'cli/dist')}'`,
        `. '${join(ROOT, 'cli/bin/beloning')}'`,
        '',
      ].join('\n'),
    );
    expect(statSync(join(bin, 'beloning')).mode & 0o777).toBe(0o755);

    // Found by name through the PATH, from another folder, as a shell would.
    const help = spawnSync('beloning', ['--help'], {
      cwd: home,
      env: { PATH: `${bin}${delimiter}${basePath}`, HOME: home },
      encoding: 'utf8',
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Gebruik: beloning \[opties\] \[commando\]/);
    const version = spawnSync('beloning', ['--version'], {
      env: { PATH: `${bin}${delimiter}${basePath}` },
      encoding: 'utf8',
    });
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(join(ROOT, 'cli/package.json'), 'utf8')) as { version: string }).version,
    );
  });

  it('installs into --dir, gives no hint when that folder is on the PATH, and replaces its own install and an older link', () => {
    const dir = join(home, 'bin');
    const path = `${dir}${delimiter}${basePath}`;
    // What cli:install made before: a symbolic link to the repository's script.
    mkdirSync(dir, { recursive: true });
    symlinkSync(join(ROOT, 'cli/bin/beloning'), join(dir, 'beloning'));
    for (const run of [1, 2]) {
      const result = install(['--dir', dir], path);
      expect(result.status, `run ${run}: ${result.stderr}`).toBe(0);
      expect(result.stdout).toBe(`✓ ${join(dir, 'beloning')} -> ${join(ROOT, 'cli/bin/beloning')}\n`);
    }
    expect(lstatSync(join(dir, 'beloning')).isSymbolicLink()).toBe(false);
    const help = spawnSync('beloning', ['--help'], { env: { PATH: path }, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Gebruik: beloning \[opties\] \[commando\]/);
  });

  it('leaves a file named beloning alone (exit 1) and refuses --dir without a folder (exit 2)', () => {
    const dir = join(home, 'eigen');
    mkdirSync(dir);
    writeFileSync(join(dir, 'beloning'), 'mijn eigen script\n');
    const taken = install(['--dir', dir]);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toBe(
      `${join(dir, 'beloning')} bestaat al en is niet door npm run cli:install gemaakt; er is niets veranderd. Verwijder het zelf, of kies --dir.\n`,
    );
    expect(readFileSync(join(dir, 'beloning'), 'utf8')).toBe('mijn eigen script\n');

    const bare = install(['--dir']);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toBe('Gebruik: npm run cli:install [-- --dir MAP]\n');
  });

  it('runs a file git keeps executable, so a cli/dist that tsc writes afresh (without that bit) still runs', () => {
    const mode = execFileSync('git', ['ls-files', '--stage', 'cli/bin/beloning'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(mode).toMatch(/^100755 /);
  });
});

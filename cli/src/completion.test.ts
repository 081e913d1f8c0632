import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { completionEntries } from './completion.js';
import { buildProgram, main } from './program.js';
import { captureStream, pipedDeps } from './test-streams.js';

const deps = pipedDeps;

async function script(shell: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = captureStream(false);
  const stderr = captureStream(false);
  const code = await main(['completion', shell], {
    stdout,
    stderr,
    stdin: new PassThrough(),
    env: {},
    cwd: '/',
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

function installed(command: string): boolean {
  try {
    execFileSync(command, ['-c', 'true']);
    return true;
  } catch {
    return false;
  }
}
const hasZsh = installed('zsh');

const dir = mkdtempSync(join(tmpdir(), 'beloning-completion-'));

/**
 * What a real bash offers after `beloning <words>` with the cursor on the last word: the script sourced, the
 * words as readline splits them, the completion function run.
 */
function bashComplete(file: string, words: readonly string[]): string[] {
  const line = ['beloning', ...words].join(' ');
  const quotedWords = ['beloning', ...words].map((word) => `'${word}'`).join(' ');
  const output = execFileSync(
    'bash',
    [
      '-c',
      [
        `source '${file}'`,
        `COMP_WORDS=(${quotedWords})`,
        `COMP_CWORD=${words.length}`,
        `COMP_LINE='${line}'`,
        `COMP_POINT=${line.length}`,
        '_beloning',
        'complete -p beloning',
        'printf "%s\\n" "${COMPREPLY[@]}"',
      ].join('\n'),
    ],
    { encoding: 'utf8' },
  );
  const [registration, ...offered] = output.split('\n').filter(Boolean);
  expect(registration).toBe('complete -o default -F _beloning beloning');
  return offered;
}

describe('beloning completion', { timeout: 30_000 }, () => {
  it('writes a bash script that a real bash completes with: commands, subcommands and options', async () => {
    const bash = await script('bash');
    expect(bash.code).toBe(0);
    expect(bash.stderr).toBe('');
    const file = join(dir, 'beloning.bash');
    writeFileSync(file, bash.stdout);
    expect(bashComplete(file, ['tab'])).toEqual(['tables']);
    expect(bashComplete(file, ['tables', ''])).toEqual(['import', 'export', 'increase']);
    expect(bashComplete(file, ['s'])).toEqual(['schemes', 'shared']);
    expect(bashComplete(file, ['tables', 'export', '--d'])).toEqual(['--dir']);
    // Past an option's value and the guid, the path still is `tables import`.
    expect(bashComplete(file, ['--url', 'http://x', 'tables', 'import', 'abc', '--dr'])).toEqual([
      '--dry-run',
    ]);
    expect(bashComplete(file, ['completion', ''])).toEqual(['bash', 'zsh']);
    expect(bashComplete(file, ['help', 'tables', 'exp'])).toEqual(['export']);
    // Not offered: the hidden --scheme, commands of another noun, anything after an unknown word.
    expect(bashComplete(file, ['tables', 'import', '--sch'])).toEqual([]);
    expect(bashComplete(file, ['tables', 'sh'])).toEqual([]);
    expect(bashComplete(file, ['bogus', ''])).toEqual([]);
    // The value of an option: nothing from the table, so bash falls back to file names.
    expect(bashComplete(file, ['tables', 'export', 'abc', '--out', ''])).toEqual([]);
  });

  it('is generated from the registered commands, so a command added later is completed too', () => {
    const program = buildProgram(
      [],
      {
        stdout: captureStream(false),
        stderr: captureStream(false),
        stdin: new PassThrough(),
        env: {},
        cwd: '/',
      },
      { exitCode: 0 },
    );
    program.command('nieuw').description('een later commando').option('--iets <x>', 'iets');
    const entries = completionEntries(program);
    expect(entries.find((entry) => entry.path === '')?.words).toContain('nieuw');
    expect(entries.find((entry) => entry.path === 'nieuw')).toMatchObject({
      valueOptions: ['--iets', '--url'],
    });
  });

  // zsh's compadd only works inside a completion widget; here it prints what it is given (zsh itself then
  // keeps the candidates that start with the word typed), so the script's walk runs in a real zsh.
  it.skipIf(!hasZsh)(
    'writes a zsh script whose function a real zsh runs: the candidates after the words',
    async () => {
      const zsh = await script('zsh');
      const file = join(dir, '_beloning');
      writeFileSync(file, zsh.stdout);
      const complete = (words: readonly string[]): string[] =>
        execFileSync(
          'zsh',
          [
            '-f',
            '-c',
            [
              'compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }',
              '_files() { print "(bestanden)"; }',
              'compdef() { print "compdef $*"; }',
              `source '${file}'`,
              `words=(beloning ${words.map((word) => `'${word}'`).join(' ')})`,
              `CURRENT=${words.length + 1}`,
              '_beloning',
            ].join('\n'),
          ],
          { encoding: 'utf8' },
        )
          .split('\n')
          .filter(Boolean);
      const program = buildProgram([], deps(), { exitCode: 0 });
      const rootWords = completionEntries(program).find((entry) => entry.path === '')?.words ?? [];
      expect(rootWords).toEqual(expect.arrayContaining(['tables', 'schemes', 'completion', 'help']));
      expect(complete(['tab'])).toEqual(['compdef _beloning beloning', ...rootWords]);
      expect(complete(['tables', '']).slice(1)).toEqual(['import', 'export', 'increase']);
      expect(complete(['--url', 'x', 'tables', 'export', 'abc', '--o']).slice(1, 5)).toEqual([
        '--table',
        '--out',
        '--dir',
        '--layout',
      ]);
      expect(complete(['tables', 'export', 'abc', '--out', '']).slice(1)).toEqual(['(bestanden)']);
      expect(complete(['bogus', '']).slice(1)).toEqual(['(bestanden)']);
    },
  );

  it('writes a zsh script, and refuses another shell (exit 2)', async () => {
    const zsh = await script('zsh');
    expect(zsh.code).toBe(0);
    expect(zsh.stdout).toMatch(/^#compdef beloning\n/);
    expect(zsh.stdout).toContain('compdef _beloning beloning');
    expect(await script('fish')).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Ongeldige waarde voor 'fish'.\nZie beloning completion --help.\n",
    });
  });
});

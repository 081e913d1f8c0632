import { PassThrough } from 'node:stream';
import { Argument, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { argumentDescription, optionDescription } from './help-dutch.js';
import { main } from './program.js';
import { captureStream } from './test-streams.js';

async function run(args: string[]) {
  const stdout = captureStream(false);
  const stderr = captureStream(false);
  const code = await main(args, { stdout, stderr, stdin: new PassThrough(), env: {}, cwd: '/' });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** The names under "Commando's:" of a help text (not `help` itself). */
function subcommands(help: string): string[] {
  const section = help.split("Commando's:\n")[1]?.split('\n\n')[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^ {2}([a-z-]+)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'help');
}

/** Every command path of `beloning`, found through the help texts themselves. */
async function allHelp(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const visit = async (path: string[]): Promise<void> => {
    const result = await run([...path, '--help']);
    expect(result.code).toBe(0);
    texts.set(path.join(' '), result.stdout);
    for (const name of subcommands(result.stdout)) await visit([...path, name]);
  };
  await visit([]);
  return texts;
}

const ENGLISH =
  /\((default|choices|preset|env): |Usage:|Options:|Commands:|Arguments:|Global Options:|display help|\[options\]|\[command\]|output the version/;

describe('Dutch help', () => {
  it("shows no English of commander in any command's --help", async () => {
    const texts = await allHelp();
    expect(texts.size).toBeGreaterThan(20);
    expect([...texts.keys()]).toEqual(expect.arrayContaining(['', 'tables import', 'fixtures validate']));
    for (const [path, text] of texts) {
      expect({ path, english: ENGLISH.exec(text)?.[0] }).toEqual({ path, english: undefined });
      expect(text).toMatch(/^Gebruik: beloning/);
    }
    expect(texts.get('fixtures validate')).toMatch(/\(standaard: fixtures\/caos\)/);
  });

  it("words commander's additions in Dutch, and leaves a flag's own default out", () => {
    expect(optionDescription(new Option('--decimals <n>', 'aantal decimalen').default('2'))).toBe(
      'aantal decimalen (standaard: 2)',
    );
    expect(optionDescription(new Option('--round <wijze>', 'afronding').choices(['up', 'down']))).toBe(
      'afronding (keuzes: up, down)',
    );
    expect(optionDescription(new Option('--no-color', 'geen kleur'))).toBe('geen kleur');
    expect(argumentDescription(new Argument('[map]', 'de map').default('fixtures/caos'))).toBe(
      'de map (standaard: fixtures/caos)',
    );
  });

  it("answers commander's usage errors in Dutch, never its English", async () => {
    const unknown = await run(['fixtures', 'validate', '--bogus']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: "Fout: Onbekende optie '--bogus'.\nZie beloning fixtures validate --help.\n",
    });
    const excess = await run(['whoami', 'extra']);
    expect(excess.code).toBe(2);
    expect(excess.stderr).toBe("Fout: Te veel argumenten voor 'whoami'.\nZie beloning whoami --help.\n");
    const suggestion = await run(['caos', 'lis']);
    expect(suggestion.stderr).toBe(
      "Fout: Onbekend commando 'lis'. Bedoelt u list?\nZie beloning caos --help.\n",
    );
    // Only a command that does not exist at all points at the program's help.
    const none = await run(['--url', 'http://localhost:3000', 'bogus']);
    expect(none.stderr).toMatch(/^Fout: Onbekend commando 'bogus'\..*\nZie beloning --help\.\n$/);
    const missing = await run(['caos', 'show']);
    expect(missing.stderr).toBe("Fout: Argument 'id' ontbreekt.\nZie beloning caos show --help.\n");
  });
});

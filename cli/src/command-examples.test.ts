import { describe, expect, it } from 'vitest';
import { COMMAND_EXAMPLES, allCommands, commandPath, exampleCalls } from './command-examples.js';
import { buildProgram, main } from './program.js';
import { pipedDeps } from './test-streams.js';

const deps = pipedDeps;

/** Every command path commander has registered, walked through `program.commands`. */
function registeredPaths(argv: string[] = []): string[] {
  return allCommands(buildProgram(argv, deps(), { exitCode: 0 })).map(commandPath);
}

async function help(path: string): Promise<{ code: number; stdout: string }> {
  const streams = deps();
  const code = await main([...path.split(' ').filter(Boolean), '--help'], streams);
  return { code, stdout: streams.stdout.text };
}

describe('an example in every command', () => {
  it('has an example for every registered command (a new command must bring one)', () => {
    // Both trees: with `schemes` in the arguments the program has no --version, but the same commands.
    for (const paths of [registeredPaths(), registeredPaths(['schemes', 'list'])]) {
      expect(paths.length).toBeGreaterThan(20);
      expect(paths).toContain('tables import');
      expect(paths.filter((path) => COMMAND_EXAMPLES[path] === undefined)).toEqual([]);
    }
  });

  it('knows no example of a command that does not exist (no stale entries)', () => {
    const paths = new Set(registeredPaths());
    expect(Object.keys(COMMAND_EXAMPLES).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("ends every command's --help with its examples, each calling that command", async () => {
    for (const path of registeredPaths()) {
      const { code, stdout } = await help(path);
      expect(code).toBe(0);
      const examples = /\n(Voorbeeld(?:en)?):\n((?: {2}.*\n)+)$/.exec(stdout);
      expect({ path, examples: examples !== null }).toEqual({ path, examples: true });
      const lines = (examples?.[2] ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(2));
      const calls = exampleCalls(lines);
      expect(calls.length).toBeGreaterThan(0);
      expect(examples?.[1]).toBe(calls.length === 1 ? 'Voorbeeld' : 'Voorbeelden');
      // The root's examples show several commands; a command's examples call that command (also as
      // `GUID=$(beloning schemes create ...)` or `source <(beloning completion bash)`).
      if (path !== '')
        for (const call of calls)
          expect({ path, call }).toEqual({ path, call: expect.stringContaining(`beloning ${path}`) });
    }
  });

  it('shows the import example as the end of `beloning tables import --help`', async () => {
    const { stdout } = await help('tables import');
    expect(stdout).toMatch(
      /Voorbeelden:\n {2}# toon wat er verandert, zonder op te slaan\n {2}beloning tables import <guid> lonen\/\*\.csv --dry-run\n/,
    );
  });
});

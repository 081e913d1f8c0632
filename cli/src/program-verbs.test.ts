import { describe, expect, it } from 'vitest';
import { allCommands, commandPath } from './command-examples.js';
import { buildProgram } from './program.js';
import { pipedDeps } from './test-streams.js';

/**
 * `main` builds the tree with only the verbs of the nouns a call names (buildProgram's 'called'), for a fast
 * start. Whatever a call can reach must be the same as in the whole tree: the command, its options,
 * arguments and help (with its examples).
 */
const deps = pipedDeps;

describe('the tree built for a call', () => {
  it('has every command a call names, with the help of the whole tree', () => {
    const paths = allCommands(buildProgram([], deps(), { exitCode: 0 })).map(commandPath);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const argv = path === '' ? [] : path.split(' ');
      // The same arguments for both: the program's --version depends on them.
      const find = (verbs: 'all' | 'called') =>
        allCommands(buildProgram(argv, deps(), { exitCode: 0 }, verbs)).find(
          (candidate) => commandPath(candidate) === path,
        );
      const [whole, called] = [find('all'), find('called')];
      expect(called, path).toBeDefined();
      expect(called?.helpInformation(), path).toBe(whole?.helpInformation());
      expect(
        called?.commands.map((verb) => verb.name()),
        path,
      ).toEqual(whole?.commands.map((verb) => verb.name()));
    }
  });

  it('builds the verbs of the named nouns only', () => {
    const paths = (argv: string[]) =>
      allCommands(buildProgram(argv, deps(), { exitCode: 0 }, 'called')).map(commandPath);
    expect(paths(['--help'])).not.toContain('tables import');
    expect(paths(['--help'])).toContain('tables');
    expect(paths(['tables', 'increase', '--per', '01-07-2026'])).toContain('tables increase');
    expect(paths(['tables', 'increase'])).not.toContain('schemes list');
    expect(paths(['help', 'schemes', 'links', 'add'])).toContain('schemes links add');
  });
});

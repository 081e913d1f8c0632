import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** The modules a source file loads when it is loaded: its static imports, not `import type`, not import(). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    found.push(match[1]!);
  }
  for (const match of source.matchAll(/^import\s+'([^']+)';/gm)) found.push(match[1]!);
  return found;
}

/** Every module `bin.ts` loads before it runs a command: the files of ours, and the packages outside. */
function startupGraph(): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(SRC, 'bin.ts')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        queue.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      } else {
        packages.add(specifier);
      }
    }
  }
  return {
    files: [...files].map((file) => file.slice(SRC.length + 1)).sort(),
    packages: [...packages].sort(),
  };
}

describe("the CLI's start", () => {
  // `beloning --help` within 1.5x of `node -e 0` (issue 22, `npm run bench -- cli`): the start loads commander
  // and our own small modules only; core (and with it zod), ink and react load with the command that needs them.
  it('loads no package but commander and node:, so --help and usage errors start fast', () => {
    const { packages } = startupGraph();
    expect(packages.filter((name) => !name.startsWith('node:'))).toEqual(['commander']);
  });

  it('finds the imports it guards (the walk is not empty)', () => {
    const { files } = startupGraph();
    expect(files).toContain('program.ts');
    expect(files).toContain('scheme-argument.ts');
    expect(files).not.toContain('errors.ts');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_TESTS } from '../../vitest.config.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every test file of the repository, relative to its root. */
function testFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

// Vitest's workers run their files in one module graph (vitest.config.ts, isolate: false): a file that
// replaces a module or a global would change it for the files after it in the same worker.
describe('test isolation', () => {
  it('lets only the isolated files mock a module, a global or the environment', () => {
    const mocking = testFiles().filter((file) =>
      /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.sort()).toEqual([...MOCKING_TESTS].sort());
  });
});

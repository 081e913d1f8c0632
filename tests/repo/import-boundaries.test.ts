import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint config is the enforcement of the package graph core <- server, web, cli; this proves it bites.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Each test runs ESLint over a file, which takes seconds on a busy 2-core machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('rejects an app imported from core', async () => {
    const ids = await ruleIdsFor(
      'core/src/format/example.ts',
      "import { app } from '@beloning/server';\nexport const x = app;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects React, fastify, drizzle, ink and node modules in core', async () => {
    for (const module of ['react', 'fastify', 'drizzle-orm', 'ink', 'node:fs']) {
      const ids = await ruleIdsFor(
        'core/src/format/example.ts',
        `import x from '${module}';\nexport const y = x;\n`,
      );
      expect(ids, module).toContain('no-restricted-imports');
    }
  });

  it('rejects one app importing another', async () => {
    const ids = await ruleIdsFor(
      'cli/src/example.ts',
      "import { x } from '@beloning/server';\nexport const y = x;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('allows an app to import core', async () => {
    const ids = await ruleIdsFor(
      'cli/src/example.ts',
      "import { formatEuro } from '@beloning/core/format';\nexport const y = formatEuro;\n",
    );
    expect(ids).not.toContain('no-restricted-imports');
  });
});

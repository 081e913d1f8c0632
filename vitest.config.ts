import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './tests/sequencer.js';

const SERVER_TESTS = [
  'server/src/**/*.test.ts',
  'tests/server/**/*.test.ts',
  'tests/reliability/**/*.test.ts',
];

/** The server's test files that mock a module (vi.mock). */
const SERVER_MOCKING_TESTS = [
  'server/src/auth/passwords.test.ts',
  'server/src/routes/session.test.ts',
  'tests/server/security-checklist.test.ts',
];

/** The portal's test files that stand in for a browser global (requestAnimationFrame, storage) and reload modules. */
const WEB_MOCKING_TESTS = [
  'web/src/lib/deferred-storage.test.ts',
  'web/src/features/wizard/salary-editor/use-table-history.test.ts',
];

/**
 * The test files that mock a module or a global, which must run in a fresh module graph each (tests/repo
 * checks that no other file mocks).
 */
export const MOCKING_TESTS = [...SERVER_MOCKING_TESTS, ...WEB_MOCKING_TESTS];

const SERVER_TEST_OPTIONS = {
  environment: 'node',
  // Migrates PGlite and PostgreSQL once per run; each file opens a copy (tests/helpers/database.ts).
  globalSetup: ['tests/helpers/database-setup.ts'],
  // Database tests open PGlite or a PostgreSQL database and hash passwords: 5 s is too tight on a busy
  // 2-core CI machine. Tests never assert a time; this only says when a test is stuck.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// One project per workspace; cross-workspace tests live in tests/. Workspaces resolve @beloning/core
// to its TypeScript sources through the "@beloning/source" export condition, so no build is needed.
export default defineConfig({
  resolve: { conditions: ['@beloning/source'] },
  ssr: { resolve: { conditions: ['@beloning/source'] } },
  test: {
    // Vitest's default (one worker less than the cores) runs a single worker on a 2-core CI machine, while
    // most test time is spent waiting for child servers, PostgreSQL and terminals: two workers took the
    // suite from 1004 s to 625 s there, with every test passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker runs its test files one after another in one module graph instead of a fresh one each: the
    // server's modules, fastify, drizzle and PGlite's WebAssembly are loaded once per worker, not once per
    // file (the route tests took 206 CPU seconds isolated and 128 shared, on a quiet 2-core machine). Every
    // file still opens its own database, app and servers, and no test file changes the environment, globals
    // or the working directory; the files that mock a module run isolated ('server-mocks' below).
    isolate: false,
    // The slowest files first, whatever their project, so no long file starts last (tests/sequencer.ts).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
          ...SERVER_TEST_OPTIONS,
        },
      },
      {
        // The files that replace a module with vi.mock: a module a file of the shared worker loaded before
        // would keep its real implementation, and the mock would reach the files after it.
        extends: true,
        test: { name: 'server-mocks', include: SERVER_MOCKING_TESTS, ...SERVER_TEST_OPTIONS, isolate: true },
      },
      {
        extends: true,
        test: { name: 'repo', include: ['tests/repo/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // The portal's modules that run without a page (the pages themselves are tested in Chromium).
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts', 'web/build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_MOCKING_TESTS],
          environment: 'node',
        },
      },
      {
        // The portal's files that stub a global and reload modules: each in a module graph of its own.
        extends: true,
        test: { name: 'web-mocks', include: WEB_MOCKING_TESTS, environment: 'node', isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: ['cli/src/**/*.test.{ts,tsx}', 'tests/cli/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['server', 'web', 'cli'];
const appPackages = APPS.map((app) => `@beloning/${app}`);

/** Imports that would break the package graph core <- server, web, cli. */
const coreForbidden = [
  ...appPackages.map((name) => ({ group: [name, `${name}/*`], message: 'core mag geen app importeren.' })),
  { group: ['**/server/**', '**/web/**', '**/cli/**'], message: 'core mag geen app importeren.' },
  {
    group: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'fastify',
      'fastify/*',
      '@fastify/*',
      'drizzle-orm',
      'drizzle-orm/*',
      'ink',
      'ink/*',
      'pg',
      '@electric-sql/*',
      'undici',
      'node:*',
      'fs',
      'path',
      'os',
      'crypto',
      'child_process',
    ],
    message: 'core is puur TypeScript: geen React, fastify, drizzle, ink of node-modules.',
  },
];

function appForbidden(app) {
  const others = APPS.filter((other) => other !== app);
  return others.flatMap((other) => [
    {
      group: [`@beloning/${other}`, `@beloning/${other}/*`],
      message: `Een app importeert geen andere app (${app} -> ${other}).`,
    },
    { group: [`**/${other}/src/**`], message: `Een app importeert geen andere app (${app} -> ${other}).` },
  ]);
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'bench/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts', 'core/src/**/*.bench.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: coreForbidden }] },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appForbidden(app) }] },
  })),
);

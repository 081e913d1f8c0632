// @ts-check
import { readdirSync } from 'node:fs';
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

/**
 * The portal's zones (bulletproof-react; web/README.md): imports flow shared (components, lib, styles) ->
 * features -> app. A feature imports no other feature and not app; shared code imports neither. Specifiers
 * are relative, so each rule is written for the depth of the importing file (features/X/*.tsx reach another
 * feature as '../Y', app as '../../app'). Dynamic import() is held to the same zones by no-restricted-syntax.
 */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_FEATURE_DEPTHS = [0, 1, 2];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a file `depth` folders inside features/X may not import (regex sources; '/' is \x2F for esquery). */
function featureZone(feature, depth) {
  const own = escapeRegex(feature);
  const up = String.raw`(?:\.\.\x2F)`;
  return [
    {
      regex: String.raw`^${up}{${depth + 1}}(?!\.\.\x2F|${own}(?:\x2F|$))[^\x2F]+`,
      message: `Een feature importeert geen andere feature (features/${feature}); gedeelde code hoort in components/ of lib/.`,
    },
    {
      regex: String.raw`^${up}+features\x2F(?!${own}(?:\x2F|$))`,
      message: `Een feature importeert geen andere feature (features/${feature}); gedeelde code hoort in components/ of lib/.`,
    },
    {
      regex: String.raw`^${up}{${depth + 2},}app(?:\x2F|$)`,
      message: `Een feature importeert app/ niet (features/${feature}); routes staan in lib/routes.`,
    },
  ];
}

const sharedZone = [
  {
    regex: String.raw`^(?:\.\.\x2F)+(?:features|app)(?:\x2F|$)`,
    message: 'Gedeelde code (components, lib, styles) importeert geen feature en geen app.',
  },
];

/** no-restricted-imports for the zone plus the web app's own patterns (a later config replaces the rule). */
function webZoneRules(zone) {
  return {
    'no-restricted-imports': ['error', { patterns: [...appForbidden('web'), ...zone] }],
    'no-restricted-syntax': [
      'error',
      ...zone.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex}/]`,
        message,
      })),
    ],
  };
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
    ignores: ['core/src/**/*.test.ts', 'core/src/**/*.bench.ts', 'core/src/**/test-*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: coreForbidden }] },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appForbidden(app) }] },
  })),
  {
    files: ['web/src/{components,lib,styles}/**/*.{ts,tsx}'],
    rules: webZoneRules(sharedZone),
  },
  ...WEB_FEATURES.flatMap((feature) =>
    WEB_FEATURE_DEPTHS.map((depth) => ({
      files: [`web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: webZoneRules(featureZone(feature, depth)),
    })),
  ),
);

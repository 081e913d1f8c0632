import { postgresAt, type TestPostgres } from './postgres.js';

/**
 * The test databases the Vitest global set-up (database-setup.ts) migrates once per run, each with the
 * fixture caos a group of test files starts from; every file then opens its own copy of one.
 */
export const TEMPLATES = {
  /** Migrated, no data. */
  empty: [],
  /** The cleaning cao (cao id 1, its tables 101 and up). */
  schoonmaak: ['schoonmaak-glazenwassers.json'],
  /** The cleaning cao and the first version of the fictitious monthly cao (cao id 2). */
  'schoonmaak-groothandel': ['schoonmaak-glazenwassers.json', 'voorbeeld-groothandel-v1.json'],
} as const satisfies Record<string, readonly string[]>;

export type TemplateName = keyof typeof TEMPLATES;

/** When the fixture caos of a template were imported: the start of tests/helpers/app.ts testClock(). */
export const TEMPLATE_NOW = new Date('2025-03-01T09:00:00Z');

/** The folder with the PGlite tarballs of the templates, set by the global set-up for the test workers. */
export const TEMPLATE_DIR_ENV = 'BELONING_TEST_TEMPLATE_DIR';

/** postgres://beloning@127.0.0.1:<port> of the run's shared PostgreSQL, set by the global set-up. */
export const SHARED_POSTGRES_ENV = 'BELONING_TEST_POSTGRES';

export function pgliteTemplateFile(template: TemplateName): string {
  return `pglite-${template}.tar`;
}

export function postgresTemplateName(template: TemplateName): string {
  return `template_${template.replace(/-/g, '_')}`;
}

/** The run's shared PostgreSQL as a TestPostgres: its stop() does nothing, the global set-up stops it. */
export function sharedPostgres(base: string): TestPostgres {
  return { ...postgresAt(base), stop() {} };
}

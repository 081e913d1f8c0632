/**
 * Vitest global set-up of the server tests: migrates the test databases once per run instead of once per
 * test file. It starts one throwaway PostgreSQL for the whole run and has database-build.ts (a child process
 * that loads core's sources) write a PGlite tarball and a PostgreSQL template database per template of
 * database-templates.ts. Every test file then opens a copy: PGlite loads the tarball (no initdb, no
 * migrations), PostgreSQL runs `CREATE DATABASE ... TEMPLATE` in milliseconds. The workers find both through
 * the environment variables set here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_POSTGRES_ENV, TEMPLATE_DIR_ENV } from './database-templates.js';
import { postgresUnavailableReason, startPostgres, type TestPostgres } from './postgres.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<() => Promise<void>> {
  // Both server projects (vitest.config.ts) name this set-up: the first one prepares the run's databases and
  // removes them at the end; the other finds them in the environment and leaves them be.
  if (process.env[TEMPLATE_DIR_ENV] !== undefined) return async () => {};
  const dir = mkdtempSync(join(tmpdir(), 'beloning-test-templates-'));
  let postgres: TestPostgres | undefined;
  try {
    if (postgresUnavailableReason() === undefined) postgres = await startPostgres();
    const base = postgres?.url.replace(/\/postgres$/, '');
    const build = spawnSync(
      process.execPath,
      [
        '--conditions=@beloning/source',
        '--import',
        'tsx',
        join(ROOT, 'tests/helpers/database-build.ts'),
        dir,
        ...(base === undefined ? [] : [base]),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (build.status !== 0) {
      throw new Error(`De testdatabases konden niet worden klaargezet:\n${build.stdout}\n${build.stderr}`);
    }
    process.env[TEMPLATE_DIR_ENV] = dir;
    if (base !== undefined) process.env[SHARED_POSTGRES_ENV] = base;
  } catch (error) {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env[TEMPLATE_DIR_ENV];
    delete process.env[SHARED_POSTGRES_ENV];
  };
}

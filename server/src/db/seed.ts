import { join } from 'node:path';
import { ensureAardTypes } from '../cao/aard-types.js';
import { loadCaoDirectory } from '../cao/import.js';
import type { Database } from './database.js';

export interface SeedResult {
  /** What was loaded this time; empty when everything was already there. */
  loaded: string[];
}

export interface SeedOptions {
  /** The repository's `fixtures/` directory. */
  fixturesDir: string;
  /** PUBLIC_URL: a changed fixture cao queues update mails, whose links are built from it. */
  publicUrl: string;
  /** Default: now. */
  now?: Date;
}

/**
 * Fills the database with the data the portal needs: the aard types and the cao versions of
 * `fixtures/caos` (through the same import as `npm run caos:import`). Idempotent: every start calls it and
 * it only adds what is missing; a fixture whose content changed becomes a new version of its cao.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const loaded: string[] = [];
  const aardTypes = await ensureAardTypes(db);
  if (aardTypes > 0) loaded.push(`${aardTypes} aard-types`);
  const results = await loadCaoDirectory(db, join(options.fixturesDir, 'caos'), {
    now,
    publicUrl: options.publicUrl,
  });
  for (const result of results) {
    if (result.status === 'imported')
      loaded.push(`${result.fullName} (versie ${result.version}, id ${result.versionId})`);
  }
  return { loaded };
}

import type { Database } from './database.js';

export interface SeedResult {
  /** What was loaded this time; empty when everything was already there. */
  loaded: string[];
}

/**
 * Fills a fresh database with the data the portal needs to be tried out: later the cao data and the KVK
 * test registry from `fixtures/`. It must stay idempotent: every start calls it, so it only adds what is
 * missing. There is no fixture data to load yet, so it loads nothing.
 */
export async function seed(_db: Database, _options: { fixturesDir: string }): Promise<SeedResult> {
  return { loaded: [] };
}

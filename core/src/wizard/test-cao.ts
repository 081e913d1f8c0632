import { readFileSync } from 'node:fs';
import { caoSchema, type Cao } from '../schemas/cao.js';

/** A real cao from the repository's fixtures (Schoonmaak by default). For tests only. */
export function fixtureCao(file = 'schoonmaak-glazenwassers.json'): Cao {
  return caoSchema.parse(
    JSON.parse(readFileSync(new URL(`../../../fixtures/caos/${file}`, import.meta.url), 'utf8')),
  );
}

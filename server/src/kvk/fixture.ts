import { readFileSync } from 'node:fs';
import {
  kvkRegistrySchema,
  type KvkRegistry as KvkRegistryFile,
  type KvkRegistryEntry,
} from '@beloning/core/schemas';
import { KvkUnavailableError, type KvkNamePair, type KvkRegistry } from './registry.js';

/**
 * The fixture registry (the default when KVK_API_URL is unset): the KVK's public test numbers of
 * fixtures/kvk/registry.json, answered the way the KVK Zoeken API v2 answers a search by `kvkNummer`.
 *
 * - A legal entity's statutory name comes back as a `rechtspersoon` result, a trade name as the
 *   `hoofdvestiging` or `nevenvestiging` that carries it (the first trade name is the hoofdvestiging's
 *   name when the entry lists no vestigingen), a further trade name without a vestiging as `handelsnaam`.
 *   So the [name, type] pairs have the same types whichever registry is configured.
 * - A number with an `error` fails with KvkUnavailableError carrying the entry's KVK code, as the API
 *   client does for that error answer.
 * - An unknown number and an inactive registration give no results: the API leaves inactive
 *   registrations out unless `inclusiefInactieveRegistraties` is asked for, and we never ask.
 */
export function createFixtureRegistry(file: KvkRegistryFile): KvkRegistry {
  const entries = new Map(file.entries.map((entry) => [entry.kvk_nr, entry]));
  return {
    async lookup(kvkNr: string): Promise<KvkNamePair[]> {
      const entry = entries.get(kvkNr);
      if (entry === undefined || !entry.actief) return [];
      if (entry.error !== null) {
        throw new KvkUnavailableError(
          `KVK-registry (fixture) antwoordt ${entry.error.http_status} ${entry.error.code}: ${entry.error.omschrijving}`,
          { code: entry.error.code },
        );
      }
      return namePairsOf(entry);
    },
  };
}

/** The [name, type] pairs of one registry entry in volgorde, each pair once. */
export function namePairsOf(entry: KvkRegistryEntry): KvkNamePair[] {
  const pairs: KvkNamePair[] = [];
  const add = (pair: KvkNamePair) => {
    if (!pairs.some(([name, type]) => name === pair[0] && type === pair[1])) pairs.push(pair);
  };
  let firstTradeName = true;
  for (const { naam, type } of entry.handelsnamen) {
    if (type === 'statutaire_naam') {
      add([naam, 'rechtspersoon']);
      continue;
    }
    const vestiging = entry.vestigingen.find((candidate) => candidate.naam === naam);
    if (vestiging !== undefined) {
      add([naam, vestiging.hoofdvestiging ? 'hoofdvestiging' : 'nevenvestiging']);
    } else if (firstTradeName && !entry.vestigingen.some((candidate) => candidate.hoofdvestiging)) {
      add([naam, 'hoofdvestiging']);
    } else {
      add([naam, 'handelsnaam']);
    }
    firstTradeName = false;
  }
  for (const vestiging of entry.vestigingen) {
    add([vestiging.naam, vestiging.hoofdvestiging ? 'hoofdvestiging' : 'nevenvestiging']);
  }
  return pairs;
}

/** Reads and checks a registry file; a broken file stops the server at start with the file and the fault. */
export function loadFixtureRegistryFile(path: string): KvkRegistryFile {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`KVK-registry ${path} kan niet worden gelezen: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = kvkRegistrySchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(bestand)'}: ${issue.message}`);
    throw new Error(`KVK-registry ${path} is ongeldig: ${problems.join('; ')}`);
  }
  return parsed.data;
}

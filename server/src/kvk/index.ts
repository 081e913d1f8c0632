import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import { createApiRegistry } from './api.js';
import { createFixtureRegistry, loadFixtureRegistryFile } from './fixture.js';
import type { KvkRegistry } from './registry.js';

export { createApiRegistry, zoekenUrl, type KvkApiOptions } from './api.js';
export { createFixtureRegistry, loadFixtureRegistryFile, namePairsOf } from './fixture.js';
export { KvkUnavailableError, type KvkNamePair, type KvkRegistry } from './registry.js';
export { normaliseCompanyName, verifyCompanyName } from './verify.js';

/** The repository's fixtures/kvk/registry.json (from src/kvk and from dist/kvk alike). */
export const DEFAULT_KVK_REGISTRY_FILE = fileURLToPath(
  new URL('../../../fixtures/kvk/registry.json', import.meta.url),
);

/**
 * The registry the app uses: the KVK Zoeken API v2 when KVK_API_URL is set (config makes KVK_API_KEY
 * required with it), otherwise the fixture registry read from `registryFile` now, so a broken file stops
 * the start instead of the first lookup.
 */
export function createKvkRegistry(
  config: Pick<Config, 'kvkApiUrl' | 'kvkApiKey'>,
  options: { registryFile?: string } = {},
): KvkRegistry {
  if (config.kvkApiUrl !== undefined) {
    if (config.kvkApiKey === undefined)
      throw new Error('KVK_API_KEY is vereist wanneer KVK_API_URL is gezet');
    return createApiRegistry({ url: config.kvkApiUrl, apiKey: config.kvkApiKey });
  }
  return createFixtureRegistry(loadFixtureRegistryFile(options.registryFile ?? DEFAULT_KVK_REGISTRY_FILE));
}

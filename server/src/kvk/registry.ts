/**
 * The KVK handelsregister as the server sees it (SPEC 7.2 'handelsnaam', issue 3 §8).
 *
 * Two implementations: the fixture registry (fixture.ts, the default, reads fixtures/kvk/registry.json)
 * and the KVK Zoeken API v2 client (api.ts, used when KVK_API_URL is set). index.ts picks one.
 */

/** One trade name of a KVK number with the kind of registration it belongs to. */
export type KvkNamePair = [name: string, type: string];

export interface KvkRegistry {
  /**
   * The trade names registered under an 8-digit KVK number, as [name, type] pairs.
   * An empty list when the number is unknown; throws {@link KvkUnavailableError} when the registry fails
   * (unreachable, timeout, error answer, unreadable answer).
   */
  lookup(kvkNr: string): Promise<KvkNamePair[]>;
}

/** The registry could not answer (network, timeout, an error answer or a malformed answer). */
export class KvkUnavailableError extends Error {
  override readonly name = 'KvkUnavailableError';
  /** The KVK error code (e.g. 'IPD1002') or HTTP status that caused it, when known. */
  readonly code: string | undefined;

  constructor(message: string, options?: { code?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = options?.code;
  }
}

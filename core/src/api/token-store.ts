import type { TokenSet } from '../schemas/account.js';

/** The session tokens (SPEC.md section 3, 'Token set'); expirations are ISO 8601 timestamps. */
export type { TokenSet };

/**
 * Where the client keeps the tokens: localStorage in the web app, a 0600 file in the CLI, memory in tests.
 * Each method may answer at once or with a promise.
 */
export interface TokenStore {
  get(): TokenSet | null | Promise<TokenSet | null>;
  set(tokens: TokenSet): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** A token store that lives as long as the process or page. */
export function createMemoryTokenStore(initial: TokenSet | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

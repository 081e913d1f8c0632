import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore, type TokenSet } from './token-store.js';

const tokens: TokenSet = {
  access: 'a',
  access_expiration: '2026-03-01T12:05:00Z',
  refresh: 'r',
  refresh_expiration: '2026-03-02T12:00:00Z',
};

describe('createMemoryTokenStore', () => {
  it('starts empty, keeps what is set and forgets it on clear', () => {
    const store = createMemoryTokenStore();
    expect(store.get()).toBeNull();
    store.set(tokens);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('starts with the tokens it is given', () => {
    expect(createMemoryTokenStore(tokens).get()).toEqual(tokens);
  });
});

import type { FetchLike, FetchResponse, TokenSet } from '@beloning/core/api';
import { describe, expect, it } from 'vitest';
import { REFRESH_PATH, sharedRefreshFetch } from './shared-refresh';

const R0: TokenSet = {
  access: 'access-0',
  access_expiration: '2026-11-26T10:00:00.000Z',
  refresh: 'refresh-0',
  refresh_expiration: '2026-11-27T10:00:00.000Z',
};
const R1: TokenSet = { ...R0, access: 'access-1', refresh: 'refresh-1' };
const R2: TokenSet = { ...R0, access: 'access-2', refresh: 'refresh-2' };

function answer(status: number, body: unknown): FetchResponse {
  const text = JSON.stringify(body);
  return { status, ok: status < 300, headers: { get: () => 'application/json' }, text: async () => text };
}

/** A server that rotates the refresh token, counting the refreshes it was asked for. */
function setUp(options: { waited: boolean; stored: () => TokenSet | null; reply?: FetchResponse }) {
  const sentToServer: string[] = [];
  const written: TokenSet[] = [];
  const fetch: FetchLike = async (url, init) => {
    sentToServer.push(`${url} ${init.body ?? ''}`);
    return options.reply ?? answer(200, R2);
  };
  const refreshFetch = sharedRefreshFetch({
    fetch,
    readTokens: options.stored,
    writeTokens: (tokens) => written.push(tokens),
    parseTokens: (value) => (typeof value === 'object' && value !== null ? (value as TokenSet) : null),
    withLock: (task) => task(options.waited),
    settleMs: 200,
  });
  const refresh = async (token: string) => {
    const response = await refreshFetch(`/api${REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: token }),
    });
    return { status: response.status, body: JSON.parse(await response.text()) as unknown };
  };
  return { refresh, sentToServer, written };
}

describe('one token refresh across tabs', () => {
  it('sends the refresh when this tab got the lock at once, and stores the new tokens before letting go', async () => {
    const tab = setUp({ waited: false, stored: () => R0 });
    expect(await tab.refresh('refresh-0')).toEqual({ status: 200, body: R2 });
    expect(tab.sentToServer).toHaveLength(1);
    expect(tab.written).toEqual([R2]);
  });

  it('uses the tokens another tab stored while this tab waited, without asking the server', async () => {
    const tab = setUp({ waited: true, stored: () => R1 });
    expect(await tab.refresh('refresh-0')).toEqual({ status: 200, body: R1 });
    expect(tab.sentToServer).toHaveLength(0);
  });

  it('waits for the other tab`s new tokens to reach this tab`s storage when they arrive late', async () => {
    let reads = 0;
    // Chromium's localStorage shows the other tab's write a few reads after the lock was handed over.
    const tab = setUp({ waited: true, stored: () => (++reads < 4 ? R0 : R1) });
    expect(await tab.refresh('refresh-0')).toEqual({ status: 200, body: R1 });
    expect(tab.sentToServer).toHaveLength(0);
    expect(reads).toBe(4);
  });

  it('sends its own refresh after waiting when the other tab`s refresh changed nothing', async () => {
    const tab = setUp({ waited: true, stored: () => R0 });
    expect(await tab.refresh('refresh-0')).toEqual({ status: 200, body: R2 });
    expect(tab.sentToServer).toEqual([`/api${REFRESH_PATH} {"refresh":"refresh-0"}`]);
  });

  it('answers 401 without asking the server when another tab logged out meanwhile', async () => {
    let reads = 0;
    const tab = setUp({ waited: true, stored: () => (++reads < 2 ? R0 : null) });
    expect(await tab.refresh('refresh-0')).toEqual({
      status: 401,
      body: { detail: 'Niet ingelogd of sessie verlopen.' },
    });
    expect(tab.sentToServer).toHaveLength(0);
  });

  it('stores nothing when the server refuses the refresh, and passes its answer on', async () => {
    const refused = answer(401, { detail: 'Token is ongeldig of verlopen' });
    const tab = setUp({ waited: false, stored: () => R0, reply: refused });
    expect(await tab.refresh('refresh-0')).toEqual({
      status: 401,
      body: { detail: 'Token is ongeldig of verlopen' },
    });
    expect(tab.written).toEqual([]);
  });
});

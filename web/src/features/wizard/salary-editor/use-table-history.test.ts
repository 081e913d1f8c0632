import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableHistory } from './history';

/** sessionStorage in memory, refusing values longer than `limit` characters as a full quota does. */
function limitedStorage(limit: number) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => items.delete(key),
  };
}

const table = (wage: number) => ({ null: { LG1: { '1': `${wage}.00` } } });

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.stubGlobal('window', { addEventListener: () => undefined });
  vi.stubGlobal('document', { addEventListener: () => undefined });
  vi.resetModules();
});

afterEach(() => vi.unstubAllGlobals());

// The first test imports the editor's module graph (transformed on the fly), which took over 5 s on a
// loaded CI machine; the time is the import, not what is tested.
describe('the undo history in sessionStorage', { timeout: 30_000 }, () => {
  it('keeps the newest changes when the tab has no room for all of them, and never refuses the change', async () => {
    const past = Array.from({ length: 16 }, (_, index) => table(10 + index));
    const history: TableHistory = { past, future: [], present: table(99) };
    const everything = JSON.stringify({ t1: history }).length;
    const storage = limitedStorage(Math.floor(everything / 2));
    vi.stubGlobal('sessionStorage', storage);
    const { historyStorage } = await import('./use-table-history');
    const { flushWrites } = await import('../../../lib/deferred-storage');
    historyStorage.setItem('historie', { t1: history });
    flushWrites();
    const kept = JSON.parse(storage.getItem('historie') ?? 'null') as Record<string, TableHistory>;
    expect(kept.t1?.past.length).toBeGreaterThan(0);
    expect(kept.t1?.past.length).toBeLessThan(16);
    expect(kept.t1?.past.at(-1)).toEqual(table(25));
    expect(kept.t1?.present).toEqual(table(99));
  });

  it('reads the same text back as the same object', async () => {
    vi.stubGlobal('sessionStorage', limitedStorage(Infinity));
    const { historyStorage } = await import('./use-table-history');
    const stored = { t1: { past: [table(1)], future: [], present: table(2) } };
    historyStorage.setItem('historie', stored);
    expect(historyStorage.getItem('historie', {})).toBe(stored);
    expect(historyStorage.getItem('historie', {})).toBe(stored);
  });
});

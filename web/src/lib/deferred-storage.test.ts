import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Storage in memory that refuses values longer than `limit` characters, as a full quota does. */
class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  constructor(private readonly limit = Infinity) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (value.length > this.limit) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
}

const frames: (() => void)[] = [];
const listeners = new Map<string, () => void>();

beforeEach(() => {
  vi.useFakeTimers();
  frames.length = 0;
  listeners.clear();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('window', {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
  });
  vi.stubGlobal('document', { addEventListener: () => undefined, visibilityState: 'visible' });
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('writes that wait for the next frame', () => {
  it('stores only the newest text per key, once the frame after the change is painted', async () => {
    const { writeLater } = await import('./deferred-storage');
    const storage = new MemoryStorage();
    const made: string[] = [];
    writeLater(storage, 'wizard', () => (made.push('eerste'), 'eerste'));
    writeLater(storage, 'wizard', () => (made.push('tweede'), 'tweede'));
    expect(storage.getItem('wizard')).toBeNull();
    for (const frame of frames.splice(0)) frame();
    vi.advanceTimersByTime(0);
    expect(storage.getItem('wizard')).toBe('tweede');
    expect(made).toEqual(['tweede']);
  });

  it('waits for the page to be idle where the browser says when it is, not for the next frame', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(250);
      idle.push(callback);
    });
    const { writeLater } = await import('./deferred-storage');
    const storage = new MemoryStorage();
    writeLater(storage, 'wizard', () => 'tabel');
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(storage.getItem('wizard')).toBeNull();
    for (const callback of idle.splice(0)) callback();
    expect(storage.getItem('wizard')).toBe('tabel');
  });

  it('stores within a moment when no frame comes (a hidden tab), and at once on pagehide or a read', async () => {
    const { flushWrites, writeLater } = await import('./deferred-storage');
    const storage = new MemoryStorage();
    writeLater(storage, 'a', () => '1');
    vi.advanceTimersByTime(300);
    expect(storage.getItem('a')).toBe('1');
    writeLater(storage, 'b', () => '2');
    listeners.get('pagehide')?.();
    expect(storage.getItem('b')).toBe('2');
    writeLater(storage, 'c', () => '3');
    flushWrites();
    expect(storage.getItem('c')).toBe('3');
  });

  it('tells the writer when the browser refuses a write, and still does the other writes', async () => {
    const { flushWrites, writeLater } = await import('./deferred-storage');
    const small = new MemoryStorage(3);
    const refused: unknown[] = [];
    writeLater(
      small,
      'groot',
      () => 'te lang',
      (error) => refused.push(error),
    );
    writeLater(small, 'klein', () => 'ok');
    flushWrites();
    expect(refused).toHaveLength(1);
    expect(small.getItem('groot')).toBeNull();
    expect(small.getItem('klein')).toBe('ok');
  });
});

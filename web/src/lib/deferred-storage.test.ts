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
const listeners = new Map<string, (event?: unknown) => void>();

beforeEach(() => {
  vi.useFakeTimers();
  frames.length = 0;
  listeners.clear();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('window', {
    addEventListener: (name: string, listener: (event?: unknown) => void) => listeners.set(name, listener),
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
    // As the browser calls it: with the event.
    listeners.get('pagehide')?.({ type: 'pagehide' });
    expect(storage.getItem('b')).toBe('2');
    writeLater(storage, 'c', () => '3');
    flushWrites();
    expect(storage.getItem('c')).toBe('3');
  });

  it('does only the write of the key a read asks for, leaving the others for the idle moment', async () => {
    const { flushWrites, writeLater } = await import('./deferred-storage');
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    const made: string[] = [];
    writeLater(session, 'historie', () => (made.push('historie'), 'h'));
    writeLater(session, 'ander', () => (made.push('ander'), 'a'));
    writeLater(local, 'historie', () => (made.push('wizard'), 'w'));
    flushWrites({ storage: session, key: 'historie' });
    expect(session.getItem('historie')).toBe('h');
    expect(session.getItem('ander')).toBeNull();
    expect(local.getItem('historie')).toBeNull();
    expect(made).toEqual(['historie']);
    // Nothing pending for the key: nothing is written, and the others still follow.
    flushWrites({ storage: session, key: 'historie' });
    expect(made).toEqual(['historie']);
    vi.advanceTimersByTime(300);
    expect(session.getItem('ander')).toBe('a');
    expect(local.getItem('historie')).toBe('w');
  });

  it('does the smaller write a refused one gives in its place when only its key is flushed', async () => {
    const { flushWrites, writeLater } = await import('./deferred-storage');
    const small = new MemoryStorage(3);
    const store = (text: string) =>
      writeLater(
        small,
        'historie',
        () => text,
        () => store(text.slice(0, Math.ceil(text.length / 2))),
      );
    store('te lang');
    flushWrites({ storage: small, key: 'historie' });
    expect(small.getItem('historie')).toBe('te');
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

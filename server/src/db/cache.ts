import type { Database } from './database.js';

/**
 * A map that forgets its least recently used entries once their sizes add up to more than `maxBytes`. Sizes
 * are the caller's estimate (the length of an entry's JSON text, which its objects roughly double).
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes the entry the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Forgets every entry for which `forget` says so. */
  deleteWhere(forget: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.#entries) {
      if (forget(entry.value, key)) this.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * One cache (or prepared query) per database (tests and benches run several apps in one process, each with
 * its own database and the same ids), created on first use and gone with the database object.
 */
export function perDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const caches = new WeakMap<Database, T>();
  return (db) => {
    let cache = caches.get(db);
    if (cache === undefined) {
      cache = create(db);
      caches.set(db, cache);
    }
    return cache;
  };
}

/** Freezes a value and everything in it: a cached value is shared by every request, so none may change it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Indexes and keys rather than Object.values: a saved scheme has thousands of members, most of them texts.
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const member: unknown = value[index];
        if (typeof member === 'object' && member !== null) deepFreeze(member);
      }
    } else {
      for (const key in value) {
        const member: unknown = value[key];
        if (Object.hasOwn(value, key) && typeof member === 'object' && member !== null) deepFreeze(member);
      }
    }
  }
  return value;
}

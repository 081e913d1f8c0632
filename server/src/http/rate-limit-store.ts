import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Clock } from '../clock.js';

/** Counters kept per limiter before expired ones are swept, and the most it ever keeps. */
export const SWEEP_AT = 10_000;
export const MAX_KEYS = 200_000;

interface Window {
  count: number;
  startMs: number;
  windowMs: number;
}

/**
 * The in-memory store of @fastify/rate-limit, on the app's clock (tests move time with `clock.advance`)
 * and without the library's 5000-key LRU: with an LRU, requests for many made-up accounts would push a
 * real account's counter out and reset its limit. Fixed windows; expired counters are swept when the map
 * grows, and only beyond MAX_KEYS live counters are the oldest dropped. Counts are per process.
 */
export class ClockStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();
  private sweepAt = SWEEP_AT;

  constructor(private readonly clock: Clock) {}

  /** Adds one request to the key's window and gives the count so far and the milliseconds left. */
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (window === undefined || window.startMs + window.windowMs <= now) {
      window = { count: 0, startMs: now, windowMs: timeWindow };
      this.windows.delete(key);
      this.windows.set(key, window);
      this.trim(now);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startMs + window.windowMs - now });
  }

  /** The count and the milliseconds left, without counting. */
  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ): void {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (window === undefined || window.startMs + window.windowMs <= now) {
      callback(null, { current: 0, ttl: 0 });
      return;
    }
    callback(null, { current: window.count, ttl: window.startMs + window.windowMs - now });
  }

  /** Each route (and each limiter made with createRateLimit) counts on its own. */
  child(): ClockStore {
    return new ClockStore(this.clock);
  }

  /** The number of counters held; for tests. */
  get size(): number {
    return this.windows.size;
  }

  private trim(now: number): void {
    if (this.windows.size < this.sweepAt) return;
    for (const [key, window] of this.windows) {
      if (window.startMs + window.windowMs <= now) this.windows.delete(key);
    }
    // The map is in order of window start: the oldest live windows go first.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(key);
    }
    // Amortised: the next sweep waits until the map has doubled, but never beyond MAX_KEYS + SWEEP_AT.
    this.sweepAt = Math.min(Math.max(SWEEP_AT, this.windows.size * 2), MAX_KEYS + SWEEP_AT);
  }
}

/** The store class to pass as @fastify/rate-limit's `store` option, bound to a clock. */
export function clockStore(clock: Clock): FastifyRateLimitStoreCtor {
  return class extends ClockStore {
    constructor() {
      super(clock);
    }
  };
}

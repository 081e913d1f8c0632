import { describe, expect, it } from 'vitest';
import { deepFreeze, LruCache } from './cache.js';

describe('LruCache', () => {
  it('forgets the least recently used entries once the sizes exceed the bound', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('b', 2, 4);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect([cache.size, cache.bytes]).toEqual([2, 8]);
  });
  it('replaces an entry under the same key and keeps nothing larger than the bound', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('a', 2, 6);
    expect([cache.get('a'), cache.bytes]).toEqual([2, 6]);
    cache.set('big', 3, 11);
    expect([cache.get('big'), cache.get('a'), cache.bytes]).toEqual([undefined, 2, 6]);
    cache.delete('a');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
  it('forgets the entries a predicate picks, by value or by key', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1, 1);
    cache.set('b', 2, 2);
    cache.set('c', 3, 3);
    cache.deleteWhere((value, key) => value === 2 || key === 'c');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.bytes]).toEqual([
      1,
      undefined,
      undefined,
      1,
    ]);
  });
});

describe('deepFreeze', () => {
  it('freezes the value, its arrays and objects at every depth, and answers the same value', () => {
    const value = {
      name: 'Schoonmaak',
      tables: [{ fullTable: { '21': { A: ['15.52', '16.01'] } } }],
      none: null,
    };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.tables)).toBe(true);
    expect(Object.isFrozen(value.tables[0])).toBe(true);
    expect(Object.isFrozen(value.tables[0]!.fullTable['21'])).toBe(true);
    expect(Object.isFrozen(value.tables[0]!.fullTable['21']!.A)).toBe(true);
    expect(() => value.tables[0]!.fullTable['21']!.A.push('17.00')).toThrow(TypeError);
  });

  it('leaves texts, numbers and null as they are', () => {
    expect(deepFreeze('15.52')).toBe('15.52');
    expect(deepFreeze(7)).toBe(7);
    expect(deepFreeze(null)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  BrokenChangeError,
  diff,
  readChanges,
  storedChanges,
  type Json,
} from './version-delta.js';

/** JSON text with sorted members: equal for equal data whatever the members' order (as jsonb compares). */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const table = (wage: string) => ({
  name: 'Basisuurlonen',
  full_table: { null: { LG1: { '0': '15.52', '1': wage } } },
});

describe('diff and applyChanges', () => {
  it('turns any JSON value into any other, leaving the base as it was', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (before, after) => {
        const base = before as Json;
        const frozen = canonical(base);
        const rebuilt = applyChanges(base, diff(base, after as Json));
        expect(canonical(rebuilt)).toBe(canonical(after as Json));
        expect(canonical(base)).toBe(frozen);
      }),
      { numRuns: 500 },
    );
  });

  it('turns a value into a small edit of it, through JSON text as the database stores it', () => {
    const edit = fc
      .jsonValue({ maxDepth: 4 })
      .chain((value) =>
        fc.tuple(fc.constant(value), fc.jsonValue({ maxDepth: 2 }), fc.array(fc.string(), { maxLength: 3 })),
      );
    fc.assert(
      fc.property(edit, ([value, replacement, path]) => {
        const before = { tables: [value, value], other: 'x' } as Json;
        const after = structuredClone(before) as { tables: Json[] };
        // Walks into the first copy as far as the path's members exist, then adds a member or an element.
        let target: Json = after.tables[0]!;
        for (const key of path) {
          const next: Json | undefined = isObject(target) ? target[key] : undefined;
          if (next === undefined) break;
          target = next;
        }
        if (isObject(target)) target['nieuw'] = replacement as Json;
        else if (Array.isArray(target)) target.push(replacement as Json);
        else after.tables.push(replacement as Json);
        const stored = JSON.parse(JSON.stringify(diff(before, after as Json)));
        expect(canonical(applyChanges(before, stored))).toBe(canonical(after as Json));
      }),
      { numRuns: 300 },
    );
  });

  it('stores one changed wage as one change', () => {
    const before = { salary_tables: [table('15.60'), table('16.00')], cao_text: '<p>lang</p>' };
    const after = { salary_tables: [table('15.60'), table('16.10')], cao_text: '<p>lang</p>' };
    expect(diff(before, after)).toEqual([
      { p: ['salary_tables', 1, 'full_table', 'null', 'LG1', '1'], v: '16.10' },
    ]);
    expect(diff(before, before)).toEqual([]);
  });

  it('adds a table at the end, removes the last, and deletes a member', () => {
    const one = { salary_tables: [table('1')], end: '2026-01-01' };
    const two = { salary_tables: [table('1'), table('2')] };
    expect(diff(one, two)).toEqual([
      { p: ['end'], d: 1 },
      { p: ['salary_tables', 1], v: table('2') },
    ]);
    expect(diff(two, { salary_tables: [table('1')] })).toEqual([{ p: ['salary_tables'], n: 1 }]);
    expect(applyChanges(two, diff(two, one))).toEqual(one);
  });

  it("keeps a member called '__proto__' as a member (found by the first property)", () => {
    const before = JSON.parse('{"a":{}}') as Json;
    const after = JSON.parse('{"a":{"__proto__":{"x":1}},"__proto__":[1]}') as Json;
    const rebuilt = applyChanges(before, diff(before, after));
    expect(canonical(rebuilt)).toBe(canonical(after));
    expect(Object.getPrototypeOf(rebuilt)).toBe(Object.prototype);
  });

  it('refuses a change set that does not fit its base, rather than making something up', () => {
    const base = { salary_tables: [table('1')] };
    expect(() => applyChanges(base, [{ p: ['salary_tables', 3, 'name'], v: 'x' }])).toThrow(
      BrokenChangeError,
    );
    expect(() => applyChanges(base, [{ p: ['salary_tables', 5], v: 'x' }])).toThrow(BrokenChangeError);
    expect(() => applyChanges(base, [{ p: ['geen', 'lijst'], n: 0 }])).toThrow(BrokenChangeError);
    expect(() => applyChanges(base, [{ p: ['salary_tables', 0], d: 1 }])).toThrow(BrokenChangeError);
  });
});

describe('the stored form of changes (storedChanges, readChanges)', () => {
  /** Through the stored form and JSON text, as scheme_versions.changes keeps it. */
  const throughStorage = (before: Json, after: Json): Json =>
    applyChanges(before, readChanges(JSON.parse(JSON.stringify(storedChanges(diff(before, after))))));

  it('turns any JSON value into any other through the stored form, names with / and ~ and digits included', () => {
    const name = fc.oneof(
      fc.string(),
      fc.constantFrom('a/b', '~1', '~0/', '0', '18', '007', '', '__proto__'),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 0 }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(name, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, value, (before, after) => {
        expect(canonical(throughStorage(before as Json, after as Json))).toBe(canonical(after as Json));
      }),
      { numRuns: 800 },
    );
  });

  it('stores one changed wage as a pointer and its value', () => {
    const before = { salary_tables: [table('15.60'), table('16.00')] };
    const after = { salary_tables: [table('15.60'), table('16.10')] };
    expect(storedChanges(diff(before, after))).toEqual([['/salary_tables/1/full_table/null/LG1/1', '16.10']]);
    const one = { salary_tables: [table('1')], end: '2026-01-01' };
    const two = { salary_tables: [table('1'), table('2')] };
    expect(storedChanges(diff(one, two))).toEqual([['/end'], ['/salary_tables/1', table('2')]]);
    expect(storedChanges(diff(two, { salary_tables: [table('1')] }))).toEqual([['/salary_tables', 'n', 1]]);
    expect(storedChanges([{ p: ['a/b', '~x'], v: null }])).toEqual([['/a~1b/~0x', null]]);
  });

  it('reads the object form of versions stored before migration 0018 as it always did', () => {
    const before = { salary_tables: [table('15.60'), table('16.00')], end: '2026-01-01' };
    const old = [
      { p: ['salary_tables', 1, 'full_table', 'null', 'LG1', '1'], v: '16.10' },
      { p: ['end'], d: 1 },
      { p: ['salary_tables'], n: 1 },
    ];
    expect(readChanges(old)).toEqual(old);
    expect(applyChanges(before, readChanges(old))).toEqual({ salary_tables: [table('15.60')] });
  });

  it('refuses a stored change it does not know, rather than guessing', () => {
    for (const stored of [
      null,
      { p: ['a'], v: 1 },
      [['a', 1]],
      [[1, 'x']],
      [['/a', 'n', 'twee']],
      [['/a', 'x', 1]],
      [['/a', 1, 2, 3]],
      [[]],
      [{ p: 'a', v: 1 }],
      [{ p: ['a'] }],
      [{ p: ['a'], d: 2 }],
      ['/a'],
    ]) {
      expect(() => readChanges(stored), JSON.stringify(stored)).toThrow(BrokenChangeError);
    }
  });
});

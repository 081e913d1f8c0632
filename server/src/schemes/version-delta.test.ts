import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, BrokenChangeError, diff, type Json } from './version-delta.js';

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

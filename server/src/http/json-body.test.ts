import { describe, expect, it } from 'vitest';
import { csrf } from '../../../tests/helpers/app.js';
import { useTestApp } from '../../../tests/helpers/test-app.js';
import { TOO_DEEP } from './errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

describe('nestsDeeperThan', () => {
  const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it('counts each array and object as a level, and scalars as none', () => {
    expect(nestsDeeperThan('tekst', 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1 }, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks a million levels without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('a JSON body nested too deep', () => {
  const test = useTestApp('pglite');

  it('is a 400 in the field-errors format, not a 500 from a stack overflow after parsing', async () => {
    // 100 000 nested arrays: JSON.parse reads them, the recursive checks after it used to overflow.
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/rest-auth/inlener-login/',
      headers: { 'content-type': 'application/json', ...(await csrf(test.app)) },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { errors: {}, non_field_errors: [TOO_DEEP] },
    ]);
  });
});

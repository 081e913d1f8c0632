import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch } from './etag.js';

describe('entityTag', () => {
  it('is a quoted strong tag that changes with any part and with where the parts meet', () => {
    const tag = entityTag('{"a":1}', '"b":2');
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('{"a":1}', '"b":2')).toBe(tag);
    expect(entityTag('{"a":1}', '"b":3')).not.toBe(tag);
    expect(entityTag('{"a":1}"b', '":2')).not.toBe(tag);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = '"abc"';
  it('matches the tag itself, its weak form, a list that names it, and *', () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', '"x",W/"abc" ', '*', ['"x"', '"abc"']]) {
      expect(matchesIfNoneMatch(header, tag), JSON.stringify(header)).toBe(true);
    }
  });
  it('does not match another tag, an unquoted one, an empty header or none', () => {
    for (const header of ['"abd"', 'abc', '', '"ab"c"', undefined]) {
      expect(matchesIfNoneMatch(header, tag), JSON.stringify(header)).toBe(false);
    }
  });
});

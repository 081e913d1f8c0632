import { describe, expect, it } from 'vitest';
import { uniqueKey } from './unique-key.js';

describe('uniqueKey', () => {
  it('ignores surrounding spaces and case', () => {
    expect(uniqueKey(' a1 ')).toBe(uniqueKey('A1'));
  });
});

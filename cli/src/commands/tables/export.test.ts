import { describe, expect, it } from 'vitest';
import { readLayout } from './export.js';

describe('readLayout', () => {
  it('reads the layout in Dutch and in English, in any case, and nothing else', () => {
    expect(readLayout('lang')).toBe('long');
    expect(readLayout(' Breed ')).toBe('wide');
    expect(readLayout('long')).toBe('long');
    expect(readLayout('WIDE')).toBe('wide');
    expect(readLayout('smal')).toBeNull();
    expect(readLayout('')).toBeNull();
  });
});

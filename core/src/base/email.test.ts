import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './email.js';

describe('EMAIL_PATTERN', () => {
  it('is zod’s e-mail pattern, so the forms and the server accept the same addresses', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
  it('accepts an ordinary address and refuses one without a domain', () => {
    expect(EMAIL_PATTERN.test('jan.de-vries+loon@bedrijf.nl')).toBe(true);
    expect(EMAIL_PATTERN.test('jan@bedrijf')).toBe(false);
  });
});

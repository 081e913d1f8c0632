import { describe, expect, it } from 'vitest';
import { readCsrfCookie } from './csrf.js';

describe('readCsrfCookie', () => {
  it('finds the csrftoken cookie among others', () => {
    expect(readCsrfCookie('theme=donker; csrftoken=abc123; lang=nl')).toBe('abc123');
    expect(readCsrfCookie('csrftoken=abc%3D')).toBe('abc=');
  });

  it('gives null when the cookie is absent or empty', () => {
    expect(readCsrfCookie('')).toBeNull();
    expect(readCsrfCookie('xcsrftoken=abc; theme=donker')).toBeNull();
    expect(readCsrfCookie('csrftoken=')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCsrfCookie('csrftoken=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

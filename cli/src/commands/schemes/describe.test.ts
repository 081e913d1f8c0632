import { describe, expect, it } from 'vitest';
import { EXIT } from '../../exit-codes.js';
import { describeTimestamp, parseSchemeGuid, parseVersion } from './describe.js';

describe('parseSchemeGuid', () => {
  it('accepts a guid and refuses what cannot be one path segment', () => {
    expect(parseSchemeGuid(' 5f0c8a52-1111-4c1e-9d51-0a7f3f0f0001 ')).toBe(
      '5f0c8a52-1111-4c1e-9d51-0a7f3f0f0001',
    );
    expect(() => parseSchemeGuid('a/b')).toThrow(
      "Ongeldige regeling 'a/b': geef de GUID uit beloning schemes list.",
    );
    expect(() => parseSchemeGuid('')).toThrow(expect.objectContaining({ exitCode: EXIT.usage }));
  });
});

describe('parseVersion', () => {
  it('accepts a positive whole number', () => {
    expect(parseVersion('3')).toBe(3);
    expect(() => parseVersion('0')).toThrow("Ongeldige versie '0': geef een positief geheel getal.");
    expect(() => parseVersion('2,5')).toThrow(expect.objectContaining({ exitCode: EXIT.usage }));
  });
});

describe('describeTimestamp', () => {
  it('shows Dutch time, summer and winter', () => {
    expect(describeTimestamp('2025-07-02T08:00:00.000Z')).toBe('02-07-2025 10:00');
    expect(describeTimestamp('2025-12-31T23:30:00.000Z')).toBe('01-01-2026 00:30');
  });
});

import { describe, expect, it } from 'vitest';
import { tableFileName } from './write-output.js';

describe('tableFileName', () => {
  it('keeps a table name and replaces what a file system refuses', () => {
    expect(tableFileName('Schoonmaak 1-7-2025')).toBe('Schoonmaak 1-7-2025.csv');
    expect(tableFileName('Lonen 2025/2026: "A"')).toBe('Lonen 2025-2026- -A-.csv');
    expect(tableFileName('..')).toBe('loontabel.csv');
  });
});

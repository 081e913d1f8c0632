import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './delimiter.js';

describe('detectDelimiter', () => {
  it('picks the separator that occurs most in the header row', () => {
    expect(detectDelimiter('tabel;schaal;periodiek;loon\nA;1;1;12,5').delimiter).toBe(';');
    expect(detectDelimiter('tabel,schaal,periodiek,loon\nA,1,1,12.5').delimiter).toBe(',');
    expect(detectDelimiter('tabel\tschaal\tperiodiek\tloon\nA\t1\t1\t12,5').delimiter).toBe('\t');
  });

  it('ignores separators inside quotes and skips leading blank lines', () => {
    expect(detectDelimiter('\r\n"a,b,c";x;y\n').delimiter).toBe(';');
  });

  it('looks only at the first row, not at decimal commas below it', () => {
    expect(detectDelimiter('tabel;schaal;loon\nA;1,5;12,5;3,2').delimiter).toBe(';');
  });

  it('prefers ; when the first row has no separator at all', () => {
    expect(detectDelimiter('loon\n12').delimiter).toBe(';');
  });

  it('follows an Excel sep= line and leaves it out of the body', () => {
    expect(detectDelimiter('sep=,\r\ntabel;schaal\n')).toEqual({ body: 'tabel;schaal\n', delimiter: ',' });
  });

  it('keeps a sep= line with an unknown separator as text', () => {
    expect(detectDelimiter('sep=|\ntabel;loon')).toEqual({ body: 'sep=|\ntabel;loon', delimiter: ';' });
  });
});

import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeCsvBytes(utf8('tabel;loon\nÉén;12,50'))).toEqual({
      text: 'tabel;loon\nÉén;12,50',
      encoding: 'utf-8',
    });
  });

  it('reads UTF-8 with a byte order mark and leaves the mark out', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Ménage')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Ménage', encoding: 'utf-8' });
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252', () => {
    // 'Één €' in Windows-1252: É = C9, é = E9, € = 80.
    const bytes = new Uint8Array([0xc9, 0xe9, 0x6e, 0x20, 0x80]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Één €', encoding: 'windows-1252' });
  });

  it('maps the whole 0x80..0x9F range of Windows-1252, such as the curly apostrophe', () => {
    // "’t Hof" with 0x92; Node 20's own decoder would give U+0092 here.
    const bytes = new Uint8Array([0x92, 0x74, 0x20, 0x48, 0x6f, 0x66, 0x3b, 0x9f, 0x81]);
    expect(decodeCsvBytes(bytes).text).toBe('\u2019t Hof;\u0178\u0081');
  });

  it('reads UTF-16 LE with its byte order mark', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Aé', encoding: 'utf-16le' });
  });

  it('reads an empty file as empty UTF-8 text', () => {
    expect(decodeCsvBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });
});

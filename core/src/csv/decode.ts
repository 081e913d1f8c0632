/** The encodings decodeCsvBytes recognises. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'windows-1252';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderConstructor = new (label: string, options?: { fatal?: boolean }) => TextDecoderLike;

// TextDecoder exists in every browser and in Node; core's compiler settings include no DOM or Node types,
// so it is reached through globalThis with the small shape used here.
const Decoder = (globalThis as unknown as { TextDecoder: TextDecoderConstructor }).TextDecoder;

/**
 * Turns the bytes of an uploaded file into text. UTF-8 with or without byte order mark; UTF-16 LE with its
 * byte order mark (Excel's 'Unicode-tekst'); anything that is not valid UTF-8 is read as Windows-1252, the
 * encoding of older Dutch Excel ('Één', 'Ménage'). Windows-1252 maps every byte, so this never fails.
 * The byte order mark is not part of the returned text.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new Decoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  try {
    // The UTF-8 decoder drops a leading byte order mark itself.
    return { text: new Decoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: repairC1(new Decoder('windows-1252').decode(bytes)), encoding: 'windows-1252' };
  }
}

/** Windows-1252 characters for the bytes 0x80..0x9F; the five unassigned bytes keep their code point. */
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Node 20's TextDecoder reads 'windows-1252' as Latin-1, so 0x80 comes out as U+0080 instead of '€' (browsers
 * get it right). Mapping the C1 range afterwards gives the same text everywhere.
 */
function repairC1(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!);
}

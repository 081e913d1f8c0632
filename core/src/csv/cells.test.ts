import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  needsFormulaGuard,
  noteWageNotation,
  readKeyCell,
  readWage,
  type DecimalMark,
  type WageNotation,
} from './cells.js';
import type { CsvDelimiter } from './delimiter.js';

/** The notation of a file with these wages and this separator, as parse.ts gathers it. */
function notationOf(delimiter: CsvDelimiter, wages: readonly string[], forced?: DecimalMark): WageNotation {
  const notation: WageNotation = {
    delimiter,
    decimalComma: false,
    decimalDot: false,
    ...(forced === undefined ? {} : { forced }),
  };
  for (const wage of wages) noteWageNotation(notation, wage);
  return notation;
}

const read = (text: string, notation: WageNotation) => {
  const reading = readWage(text, notation);
  return reading.ok ? reading.value : reading.reason;
};

describe('readWage', () => {
  it('reads a decimal comma and Dutch thousands dots before it, a euro sign and spaces allowed', () => {
    const notation = notationOf(';', ['15,52']);
    expect(read('15,52', notation)).toBe('15.52');
    expect(read('2.446,44', notation)).toBe('2446.44');
    expect(read('€ 12,00', notation)).toBe('12.00');
    expect(read('1\u00a0234,50', notation)).toBe('1234.50');
    expect(read('12', notation)).toBe('12');
    expect(read('-3,5', notation)).toBe('-3.5');
    expect(read('1.234.567', notation)).toBe('1234567');
  });

  it('reads one dot before three digits as thousands in a ; file that writes no decimals (Dutch Excel)', () => {
    const notation = notationOf(';', ['2.600', '31.200', '15']);
    expect(read('2.600', notation)).toBe('2600');
    expect(read('31.200', notation)).toBe('31200');
    expect(notationOf('\t', ['2.600']).decimalComma).toBe(false);
    expect(read('2.600', notationOf('\t', ['2.600']))).toBe('2600');
  });

  it('reads a dot as the decimal point in a , file, and wherever it cannot group thousands', () => {
    expect(read('16.085', notationOf(',', ['16.085', '15.52']))).toBe('16.085');
    expect(read('15.52', notationOf(';', ['15.52']))).toBe('15.52');
    expect(read('1234.567', notationOf(';', ['1234.567']))).toBe('1234.567');
    // No one groups thousands after a leading 0: '0.125' is an eighth in every file, and shows a decimal dot.
    expect(read('0.125', notationOf(';', ['0.125', '2.600']))).toBe('0.125');
    expect(notationOf(';', ['0.125']).decimalDot).toBe(true);
    expect(read('-0.125', notationOf(',', ['-0.125', '15,52']))).toBe('-0.125');
  });

  it('refuses one dot before three digits when the file also writes decimals, either way', () => {
    for (const [delimiter, other] of [
      [';', '15,52'],
      [';', '15.52'],
      ['\t', '15,5'],
      [',', '15,52'],
    ] as const) {
      const reading = readWage('16.085', notationOf(delimiter, ['16.085', other]));
      expect(reading, `${delimiter} ${other}`).toEqual({
        ok: false,
        reason: 'ambiguous',
        thousands: '16085',
        decimal: '16,085',
      });
    }
  });

  it('follows a mark the caller gives, so nothing is two-way', () => {
    const both = ['16.085', '15,52', '15.52'];
    expect(read('16.085', notationOf(';', both, 'comma'))).toBe('16085');
    expect(read('16.085', notationOf(';', both, 'dot'))).toBe('16.085');
    expect(read('15.52', notationOf(';', both, 'comma'))).toBe('not_a_number');
    expect(read('15,52', notationOf(';', both, 'dot'))).toBe('not_a_number');
  });

  it('refuses text that is not a number', () => {
    for (const text of [
      'abc',
      '12,',
      ',5',
      '1,2,3',
      '12a',
      '-',
      '--1',
      '1.2.3',
      '12.',
      '.5',
      '1.23.456',
      '12.34,5',
    ]) {
      expect(read(text, notationOf(';', [])), text).toBe('not_a_number');
    }
  });
});

describe('readKeyCell', () => {
  it('trims and removes the apostrophe export puts before a formula character', () => {
    expect(readKeyCell('  LG1 ')).toBe('LG1');
    expect(readKeyCell("'=1+1")).toBe('=1+1');
    expect(readKeyCell("''abc")).toBe("'abc");
    expect(readKeyCell(undefined)).toBe('');
  });

  it('keeps an apostrophe the user typed before ordinary text', () => {
    expect(readKeyCell("'t Hof")).toBe("'t Hof");
  });
});

describe('needsFormulaGuard', () => {
  it('flags text a spreadsheet would run as a formula, and a leading apostrophe', () => {
    for (const text of ['=A1', '+31', '-1', '@SUM', "'x"]) expect(needsFormulaGuard(text), text).toBe(true);
    for (const text of ['', 'A', '1', 'Één']) expect(needsFormulaGuard(text), text).toBe(false);
  });
});

describe('columnLetter', () => {
  it('names columns as a spreadsheet does', () => {
    expect(columnLetter(0)).toBe('A');
    expect(columnLetter(25)).toBe('Z');
    expect(columnLetter(26)).toBe('AA');
    expect(columnLetter(701)).toBe('ZZ');
    expect(columnLetter(702)).toBe('AAA');
  });
});

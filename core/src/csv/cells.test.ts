import { describe, expect, it } from 'vitest';
import { columnLetter, needsFormulaGuard, parseWage, readKeyCell } from './cells.js';

describe('parseWage', () => {
  it('reads a decimal comma and Dutch thousands dots in comma mode', () => {
    expect(parseWage('15,52', 'comma')).toBe('15.52');
    expect(parseWage('2.446,44', 'comma')).toBe('2446.44');
    expect(parseWage('€ 12,00', 'comma')).toBe('12.00');
    expect(parseWage('12', 'comma')).toBe('12');
    expect(parseWage('-3,5', 'comma')).toBe('-3.5');
  });

  it('reads a dot as the decimal point in dot mode, so 1.234 stays 1.234', () => {
    expect(parseWage('15.52', 'dot')).toBe('15.52');
    expect(parseWage('1.234', 'dot')).toBe('1.234');
    expect(parseWage('€ 1.234', 'dot')).toBe('1.234');
    expect(parseWage('12', 'dot')).toBe('12');
  });

  it('refuses text that is not a number', () => {
    for (const text of ['abc', '12,', ',5', '1,2,3', '12a', '-', '--1', '1.2.3']) {
      expect(parseWage(text, 'comma'), text).toBeNull();
    }
    for (const text of ['abc', '12.', '.5', '1.2.3', '15,52'])
      expect(parseWage(text, 'dot'), text).toBeNull();
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

import { describe, expect, it } from 'vitest';
import { CsvErrorList, MAX_CSV_ERRORS, csvError, duplicateCellMessage, moreErrorsMessage } from './errors.js';

describe('csvError', () => {
  it('names row and column the way a user reads them', () => {
    expect(csvError(12, 'loon', 'Vul een geldig getal in')).toEqual({
      row: 12,
      column: 'loon',
      message: 'Rij 12, kolom loon: Vul een geldig getal in',
    });
    expect(csvError(7, null, 'x').message).toBe('Rij 7: x');
    expect(csvError(null, 'tabel', 'Veld is vereist').message).toBe('Kolom tabel: Veld is vereist');
    expect(csvError(null, null, 'Het bestand is leeg').message).toBe('Het bestand is leeg');
  });
});

describe('duplicateCellMessage', () => {
  it('shows the all-ages key as Alle leeftijden', () => {
    expect(duplicateCellMessage('X', 'null', 'Z', 'P', 3)).toBe(
      'dubbele cel voor tabel X, leeftijd Alle leeftijden, schaal Z, periodiek P (ook in rij 3)',
    );
    expect(duplicateCellMessage('X', '21', 'Z', 'P', 3)).toBe(
      'dubbele cel voor tabel X, leeftijd 21, schaal Z, periodiek P (ook in rij 3)',
    );
  });
});

describe('moreErrorsMessage', () => {
  it('uses the singular for one', () => {
    expect(moreErrorsMessage(1)).toBe('en nog 1 fout');
    expect(moreErrorsMessage(5)).toBe('en nog 5 fouten');
  });
});

describe('CsvErrorList', () => {
  it('lists at most the maximum and ends with how many more there were', () => {
    const list = new CsvErrorList();
    for (let row = 2; row < MAX_CSV_ERRORS + 7; row += 1) list.add(row, 'loon', 'Vul een geldig getal in');
    const errors = list.toArray();
    expect(errors).toHaveLength(MAX_CSV_ERRORS + 1);
    expect(errors[MAX_CSV_ERRORS - 1]?.message).toBe(
      `Rij ${MAX_CSV_ERRORS + 1}, kolom loon: Vul een geldig getal in`,
    );
    expect(errors.at(-1)).toEqual({ row: null, column: null, message: 'en nog 5 fouten' });
    expect(list.count).toBe(MAX_CSV_ERRORS + 5);
  });

  it('can name a column without putting it in the message', () => {
    const list = new CsvErrorList();
    list.add(1, 'loon', 'Kolom loon ontbreekt', null);
    expect(list.toArray()).toEqual([{ row: 1, column: 'loon', message: 'Rij 1: Kolom loon ontbreekt' }]);
  });
});

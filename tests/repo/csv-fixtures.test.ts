import { readFileSync } from 'node:fs';
import { decodeCsvBytes, parseSalaryTableCsv } from '@beloning/core/csv';
import { fullTableSchema } from '@beloning/core/schemas';
import { describe, expect, it } from 'vitest';

// Each sample CSV in fixtures/csv, read as bytes the way an upload arrives, gives exactly these tables or
// exactly these Dutch messages.
function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../../fixtures/csv/${name}`, import.meta.url)));
}

describe('fixtures/csv', () => {
  it('clean-long.csv: a UTF-8, comma-separated long form with dot decimals', () => {
    const result = parseSalaryTableCsv(fixture('clean-long.csv'));
    expect(result).toEqual({
      ok: true,
      tables: {
        'Schoonmaak 1-7-2025': {
          null: {
            LG1: { '1': '14.83', '2': '15.37', '3': '15.83', '4': '16.31' },
            LG2: { '1': '15.47', '2': '16.00', '3': '16.53', '4': '17.04' },
            LG3: { '1': '16.11', '2': '16.70', '3': '17.23', '4': '17.80' },
          },
          '17': { LG1: { '1': '11.46' } },
          '18': { LG1: { '1': '12.18' } },
          '19': { LG1: { '1': '12.89' } },
        },
      },
      rowCount: 15,
      cellCount: 15,
      layout: 'long',
      delimiter: ',',
      decimalMark: 'dot',
    });
  });

  it('wide-excel-nl.csv: Dutch Excel with ;, decimal commas, a BOM, CRLF and a trailing row of separators', () => {
    const bytes = fixture('wide-excel-nl.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decodeCsvBytes(bytes).text).toContain('\r\n');
    const result = parseSalaryTableCsv(bytes);
    expect(result).toEqual({
      ok: true,
      tables: {
        'Schoonmaak 1-1-2026': {
          null: {
            LG1: { '1': '15.52', '2': '16.08', '3': '16.55', '4': '17.05' },
            LG2: { '1': '16.08', '2': '16.63', '3': '17.17', '4': '17.70' },
            LG3: { '1': '16.70', '2': '17.30', '3': '17.84', '4': '18.44' },
            LG4: { '1': '17.53', '2': '18.14', '3': '18.73', '4': '19.31' },
            LG5: { '1': '18.20', '2': '18.82', '3': '19.45', '4': '20.06' },
            LG6: { '1': '19.12', '2': '19.77', '3': '20.42', '4': '21.07' },
          },
          '17': { LG1: { '1': '12.00' }, LG2: { '1': '12.43' } },
          '18': { LG1: { '1': '12.74' }, LG2: { '1': '13.20' } },
          '19': { LG1: { '1': '13.49' }, LG2: { '1': '13.97' } },
        },
      },
      rowCount: 12,
      cellCount: 30,
      layout: 'wide',
      delimiter: ';',
      decimalMark: 'comma',
    });
  });

  it('windows-1252-long.csv: accented table names and thousands dots from old Dutch Excel', () => {
    const bytes = fixture('windows-1252-long.csv');
    expect(decodeCsvBytes(bytes).encoding).toBe('windows-1252');
    expect(parseSalaryTableCsv(bytes)).toEqual({
      ok: true,
      tables: {
        Ménage: { null: { A: { '0': '2446.44', '1': '2530.10' } } },
        Één: { '21': { B: { '0': '14.71' } } },
      },
      rowCount: 3,
      cellCount: 3,
      layout: 'long',
      delimiter: ';',
      decimalMark: 'comma',
    });
  });

  it('the tables read from the good fixtures are valid full_tables', () => {
    for (const name of ['clean-long.csv', 'wide-excel-nl.csv', 'windows-1252-long.csv']) {
      const result = parseSalaryTableCsv(fixture(name));
      if (!result.ok) throw new Error(`${name} did not parse`);
      for (const table of Object.values(result.tables))
        expect(fullTableSchema.safeParse(table).success, name).toBe(true);
    }
  });

  it('missing-column.csv: names the missing loon column', () => {
    expect(parseSalaryTableCsv(fixture('missing-column.csv'))).toEqual({
      ok: false,
      errors: [{ row: 1, column: 'loon', message: 'Rij 1: Kolom loon ontbreekt' }],
    });
  });

  it('text-in-wage.csv: names each wage that is not a number', () => {
    expect(parseSalaryTableCsv(fixture('text-in-wage.csv'))).toEqual({
      ok: false,
      errors: [
        { row: 3, column: 'loon', message: 'Rij 3, kolom loon: Vul een geldig getal in' },
        { row: 5, column: 'loon', message: 'Rij 5, kolom loon: Vul een geldig getal in' },
      ],
    });
  });

  it('duplicate-cell.csv: names the second row of a cell and the row that had it first', () => {
    expect(parseSalaryTableCsv(fixture('duplicate-cell.csv'))).toEqual({
      ok: false,
      errors: [
        {
          row: 7,
          column: null,
          message:
            'Rij 7: dubbele cel voor tabel X, leeftijd Alle leeftijden, schaal A, periodiek 2 (ook in rij 3)',
        },
      ],
    });
  });

  it('empty.csv: says the file is empty', () => {
    expect(fixture('empty.csv')).toHaveLength(0);
    expect(parseSalaryTableCsv(fixture('empty.csv'))).toEqual({
      ok: false,
      errors: [{ row: null, column: null, message: 'Het bestand is leeg' }],
    });
  });
});

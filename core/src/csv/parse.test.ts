import { describe, expect, it } from 'vitest';
import { parseSalaryTableCsv, type SalaryTableCsvResult } from './parse.js';

const LONG_HEADER = 'tabel;leeftijd;schaal;periodiek;loon';

function errorsOf(result: SalaryTableCsvResult): string[] {
  if (result.ok) throw new Error('expected errors, got tables');
  return result.errors.map((error) => error.message);
}

function tablesOf(result: SalaryTableCsvResult) {
  if (!result.ok) throw new Error(`expected tables, got ${result.errors.map((e) => e.message).join(' | ')}`);
  return result.tables;
}

describe('parseSalaryTableCsv', () => {
  describe('long form', () => {
    it('reads one wage per row into table, age, payscale and periodical', () => {
      const result = parseSalaryTableCsv(
        `${LONG_HEADER}\nA;;1;0;15,52\nA;Alle leeftijden;1;1;16,08\nA;21;2;0;17\nB;null;LG1;1;2.446,44\n`,
      );
      expect(result).toEqual({
        ok: true,
        tables: {
          A: { null: { '1': { '0': '15.52', '1': '16.08' } }, '21': { '2': { '0': '17' } } },
          B: { null: { LG1: { '1': '2446.44' } } },
        },
        rowCount: 4,
        cellCount: 4,
        layout: 'long',
        delimiter: ';',
        decimalMark: 'comma',
      });
    });

    it('accepts English and Dutch header names in any case, in any order, with extra columns', () => {
      const result = parseSalaryTableCsv(' Wage ,Opmerking,PAYSCALE,Periodical,Age,Table\n15.5,x,A,1,18,T\n');
      expect(tablesOf(result)).toEqual({ T: { '18': { A: { '1': '15.5' } } } });
    });

    it('reads without a leeftijd column as all ages', () => {
      expect(tablesOf(parseSalaryTableCsv('tabel;schaal;periodiek;loon\nT;A;1;10\n'))).toEqual({
        T: { null: { A: { '1': '10' } } },
      });
    });

    it('takes the table name from the options when the file has no tabel column', () => {
      const result = parseSalaryTableCsv('schaal;periodiek;loon\nA;1;10\n', { tableName: ' Ménage ' });
      expect(tablesOf(result)).toEqual({ Ménage: { null: { A: { '1': '10' } } } });
    });

    it('reads a dot before three digits as thousands in a ; file without decimals, as Dutch Excel writes it', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\nA;;1;0;2.600\nA;;1;1;31.200\nA;;1;2;1.234.567\n`);
      expect(tablesOf(result)).toEqual({
        A: { null: { '1': { '0': '2600', '1': '31200', '2': '1234567' } } },
      });
      expect(result.ok && result.decimalMark).toBe('comma');
    });

    it('reads a dot as the decimal point in a , file', () => {
      const result = parseSalaryTableCsv('tabel,leeftijd,schaal,periodiek,loon\nA,,1,0,1.234\nA,,1,1,15.5\n');
      expect(tablesOf(result)).toEqual({ A: { null: { '1': { '0': '1.234', '1': '15.5' } } } });
      expect(result.ok && result.decimalMark).toBe('dot');
    });

    it('refuses a wage a reader could take two ways, naming its row and column, and reads nothing', () => {
      for (const other of ['15,52', '15.52']) {
        const result = parseSalaryTableCsv(`${LONG_HEADER}\nA;;1;0;16.085\nA;;1;1;${other}\n`);
        expect(errorsOf(result)).toEqual([
          'Rij 2, kolom loon: 16.085 is op twee manieren te lezen, als 16085 of als 16,085: schrijf 16085 of 16,085',
        ]);
      }
    });

    it('reads the Dutch spellings of an age with one meaning: 18, 18 jaar, Alle leeftijden, and 21+ after 20', () => {
      const rows = (adult: string) =>
        `${LONG_HEADER}\nT;18 jaar;A;1;12,00\nT;19;A;1;13,00\nT; 20 JAAR ;A;1;14,00\nT;${adult};A;1;15,00\n`;
      for (const adult of [
        '21+',
        '21 +',
        '21 jaar en ouder',
        '21 jaar of ouder',
        'vanaf 21 jaar',
        'Alle leeftijden',
        '',
      ]) {
        expect(tablesOf(parseSalaryTableCsv(rows(adult))), adult).toEqual({
          T: {
            '18': { A: { '1': '12.00' } },
            '19': { A: { '1': '13.00' } },
            '20': { A: { '1': '14.00' } },
            null: { A: { '1': '15.00' } },
          },
        });
      }
    });

    it('refuses an age that is not one, and 21+ that does not follow the youngest rows, naming row and column', () => {
      for (const age of ['abc', '-3', '18.5', '18-20', '12', '100', '018x']) {
        expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\nT;${age};A;1;12,00\n`)), age).toHaveLength(1);
      }
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\nT;18.5;A;1;12,00\n`))).toEqual([
        "Rij 2, kolom leeftijd: Onbekende leeftijd '18.5': schrijf een hele leeftijd (18 of 18 jaar), Alle leeftijden, of 21+ voor de rij na de leeftijden tot en met 20",
      ]);
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\nT;21+;A;1;15,00\n`))).toEqual([
        'Rij 2, kolom leeftijd: 21+ kan alleen de rij na de leeftijden tot en met 20 zijn: geef die leeftijden ook, of schrijf Alle leeftijden',
      ]);
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\nT;18;A;1;12,00\nT;21+;A;1;15,00\n`))).toEqual([
        'Rij 3, kolom leeftijd: 21+ sluit niet aan op de oudste leeftijd van deze tabel (18): schrijf 19+ of Alle leeftijden',
      ]);
      expect(
        errorsOf(
          parseSalaryTableCsv(
            `${LONG_HEADER}\nT;20;A;1;14,00\nT;21+;A;1;15,00\nT;Alle leeftijden;A;2;16,00\n`,
          ),
        ),
      ).toEqual([
        'Rij 3, kolom leeftijd: 21+ is dezelfde rij als Alle leeftijden of een andere leeftijd met +: geef die rij één keer',
      ]);
    });

    it('follows a decimal mark given in the options', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\nA;;1;0;1.234\n`, { decimalMark: 'comma' });
      expect(tablesOf(result)).toEqual({ A: { null: { '1': { '0': '1234' } } } });
    });

    it('skips blank rows but keeps counting them for row numbers', () => {
      const result = parseSalaryTableCsv(`\n${LONG_HEADER}\n\n;;;;\nA;;1;0;x\n`);
      expect(errorsOf(result)).toEqual(['Rij 5, kolom loon: Vul een geldig getal in']);
    });

    it('counts a quoted cell with a line break as one row, as Excel does', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\n"A\nB";;1;0;10\nA;;1;0;x\n`);
      expect(errorsOf(result)).toEqual(['Rij 3, kolom loon: Vul een geldig getal in']);
    });

    it('strips a byte order mark from text input and reads a comma-separated file', () => {
      const result = parseSalaryTableCsv('\uFEFFtabel,schaal,periodiek,loon\r\nA,1,0,"12,5"\r\n');
      expect(tablesOf(result)).toEqual({ A: { null: { '1': { '0': '12.5' } } } });
      expect(result.ok && result.delimiter).toBe(',');
    });

    it('uses the separator given in the options instead of detecting one', () => {
      const file = 'tabel;schaal;periodiek;loon\nA;1;0;10\n';
      expect(parseSalaryTableCsv(file).ok).toBe(true);
      const forced = parseSalaryTableCsv(file, { delimiter: ',' });
      expect(errorsOf(forced)[0]).toMatch(/^Rij 1: Onbekende indeling/);
    });

    it('reads the bytes of a Windows-1252 file', () => {
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('tabel;schaal;periodiek;loon\n'),
        0xc9,
        0xe9,
        0x6e, // 'Één'
        ...new TextEncoder().encode(';A;1;10\n'),
      ]);
      expect(tablesOf(parseSalaryTableCsv(bytes))).toEqual({ Één: { null: { A: { '1': '10' } } } });
    });

    it('removes the apostrophe export puts before formula characters', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\n'=A;21;'+B;'@1;1\n`);
      expect(tablesOf(result)).toEqual({ '=A': { '21': { '+B': { '@1': '1' } } } });
    });

    it('keeps a table called __proto__ as an ordinary key', () => {
      const tables = tablesOf(parseSalaryTableCsv(`${LONG_HEADER}\n__proto__;;1;0;1\n`));
      expect(Object.keys(tables)).toEqual(['__proto__']);
      expect(Object.getPrototypeOf(tables)).toBe(Object.prototype);
    });
  });

  describe('wide form', () => {
    it('reads payscales down and periodicals across, leaving empty cells out', () => {
      const result = parseSalaryTableCsv(
        'tabel;leeftijd;schaal;0;1;2\r\nA;Alle leeftijden;LG1;10,50;11,00;\r\nA;21;LG2;12;;13,5\r\n',
      );
      expect(result).toEqual({
        ok: true,
        tables: {
          A: { null: { LG1: { '0': '10.50', '1': '11.00' } }, '21': { LG2: { '0': '12', '2': '13.5' } } },
        },
        rowCount: 2,
        cellCount: 4,
        layout: 'wide',
        delimiter: ';',
        decimalMark: 'comma',
      });
    });

    it('reads a single table without tabel and leeftijd columns when the options name it', () => {
      const result = parseSalaryTableCsv('Schaal\t1\t2\nA\t10\t11\n', { tableName: 'Uurlonen' });
      expect(tablesOf(result)).toEqual({ Uurlonen: { null: { A: { '1': '10', '2': '11' } } } });
    });

    it('names a wrong cell by its periodical', () => {
      const result = parseSalaryTableCsv('tabel;schaal;0;1\nA;LG1;10;tien\nA;LG2;-1;3\n');
      expect(errorsOf(result)).toEqual([
        'Rij 2, kolom periodiek 1: Vul een geldig getal in',
        'Rij 3, kolom periodiek 0: Waarde moet groter dan 0 zijn',
      ]);
      expect(result.ok || result.errors[0]).toEqual({
        row: 2,
        column: 'periodiek 1',
        message: 'Rij 2, kolom periodiek 1: Vul een geldig getal in',
      });
    });

    it('reports a payscale row that appears twice', () => {
      const result = parseSalaryTableCsv('tabel;schaal;0\nA;LG1;10\nA;LG1;11\n');
      expect(errorsOf(result)).toEqual([
        'Rij 3: dubbele cel voor tabel A, leeftijd Alle leeftijden, schaal LG1, periodiek 0 (ook in rij 2)',
      ]);
    });

    it('refuses a value in a column without a name', () => {
      const result = parseSalaryTableCsv('tabel;schaal;0;\nA;LG1;10;\nA;LG2;10;5;6\n');
      expect(errorsOf(result)).toEqual([
        'Rij 3, kolom D: Deze kolom heeft geen naam in de kopregel',
        'Rij 3, kolom E: Deze kolom heeft geen naam in de kopregel',
      ]);
    });

    it('refuses a periodical column that appears twice', () => {
      expect(errorsOf(parseSalaryTableCsv('tabel;schaal;1;1\nA;B;1;2\n'))).toEqual([
        'Rij 1, kolom 1: Deze kolom komt twee keer voor',
      ]);
    });

    it('refuses a schaal column without periodical columns', () => {
      expect(errorsOf(parseSalaryTableCsv('tabel;schaal\nA;B\n'))).toEqual([
        'Rij 1: Geen kolommen met periodieken gevonden naast de kolom schaal',
      ]);
    });
  });

  describe('bad files', () => {
    it('says an empty file is empty', () => {
      for (const input of ['', '  \r\n\r\n', '\uFEFF', new Uint8Array([0xef, 0xbb, 0xbf])]) {
        expect(parseSalaryTableCsv(input)).toEqual({
          ok: false,
          errors: [{ row: null, column: null, message: 'Het bestand is leeg' }],
        });
      }
    });

    it('says a file with only separators is empty', () => {
      expect(errorsOf(parseSalaryTableCsv(';;;\r\n;;\r\n'))).toEqual(['Het bestand is leeg']);
    });

    it('says a file with only a header has no wages', () => {
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\r\n`))).toEqual(['Het bestand bevat geen lonen']);
    });

    it('names each missing required column', () => {
      const result = parseSalaryTableCsv('leeftijd;periodiek\n21;1\n');
      expect(result).toEqual({
        ok: false,
        errors: [
          { row: 1, column: 'tabel', message: 'Rij 1: Kolom tabel ontbreekt' },
          { row: 1, column: 'schaal', message: 'Rij 1: Kolom schaal ontbreekt' },
          { row: 1, column: 'loon', message: 'Rij 1: Kolom loon ontbreekt' },
        ],
      });
    });

    it('refuses a header column that appears twice', () => {
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER};Wage\nA;;1;1;1;1\n`))).toEqual([
        'Rij 1, kolom Wage: Deze kolom komt twee keer voor',
      ]);
    });

    it('refuses a header it cannot place', () => {
      expect(errorsOf(parseSalaryTableCsv('naam;bedrag per uur\nA;12\n'))).toEqual([
        'Rij 1: Onbekende indeling. Gebruik de kolommen tabel, leeftijd, schaal, periodiek en loon (één loon per rij), ' +
          'of tabel, leeftijd en schaal met één kolom per periodiek',
      ]);
    });

    it('refuses text, an empty cell, a negative number and zero as a wage', () => {
      const result = parseSalaryTableCsv(
        `${LONG_HEADER}\nA;;1;0;tien\nA;;1;1;\nA;;1;2;-0,01\nA;;1;3;0\nA;;1;4;0,01\n`,
      );
      expect(errorsOf(result)).toEqual([
        'Rij 2, kolom loon: Vul een geldig getal in',
        'Rij 3, kolom loon: Veld is vereist',
        'Rij 4, kolom loon: Waarde moet groter dan 0 zijn',
        'Rij 5, kolom loon: Waarde moet groter dan 0 zijn',
      ]);
    });

    it('names the column as the user wrote it', () => {
      const result = parseSalaryTableCsv('Table;Payscale;Periodical;Wage\nA;1;0;x\n');
      expect(result).toEqual({
        ok: false,
        errors: [{ row: 2, column: 'Wage', message: 'Rij 2, kolom Wage: Vul een geldig getal in' }],
      });
    });

    it('refuses empty keys and keys that are too long', () => {
      const result = parseSalaryTableCsv(
        `${LONG_HEADER}\n;;1;0;1\nA;;;0;1\nA;;1;;1\n${'T'.repeat(41)};;1;0;1\nA;;12345678901;0;1\nA;;1234567890;0;1\n`,
      );
      expect(errorsOf(result)).toEqual([
        'Rij 2, kolom tabel: Veld is vereist',
        'Rij 3, kolom schaal: Veld is vereist',
        'Rij 4, kolom periodiek: Veld is vereist',
        'Rij 5, kolom tabel: Maximaal 40 karakters',
        'Rij 6, kolom schaal: Maximaal 10 karakters',
      ]);
    });

    it('refuses an empty or too long table name in the options', () => {
      const file = 'schaal;periodiek;loon\nA;1;10\n';
      expect(parseSalaryTableCsv(file, { tableName: ' ' })).toEqual({
        ok: false,
        errors: [{ row: null, column: 'tabel', message: 'Kolom tabel: Veld is vereist' }],
      });
      expect(errorsOf(parseSalaryTableCsv(file, { tableName: 'x'.repeat(41) }))).toEqual([
        'Kolom tabel: Maximaal 40 karakters',
      ]);
    });

    it('reports a duplicate cell with the row that had it first', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\nX;;Z;P;1\nX;21;Z;P;1\nX;Alle leeftijden;Z;P;2\n`);
      expect(result).toEqual({
        ok: false,
        errors: [
          {
            row: 4,
            column: null,
            message:
              'Rij 4: dubbele cel voor tabel X, leeftijd Alle leeftijden, schaal Z, periodiek P (ook in rij 2)',
          },
        ],
      });
    });

    it('reports an unclosed quote', () => {
      expect(errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\nA;;1;0;"12\n`))).toEqual([
        'Rij 2: Aanhalingsteken wordt niet afgesloten',
      ]);
    });

    it('lists at most 100 errors and says how many more there were', () => {
      const rows = Array.from({ length: 150 }, (_, i) => `A;;1;${i};x`).join('\n');
      const errors = errorsOf(parseSalaryTableCsv(`${LONG_HEADER}\n${rows}\n`));
      expect(errors).toHaveLength(101);
      expect(errors[99]).toBe('Rij 101, kolom loon: Vul een geldig getal in');
      expect(errors[100]).toBe('en nog 50 fouten');
    });

    it('returns no tables at all when one row is wrong', () => {
      const result = parseSalaryTableCsv(`${LONG_HEADER}\nA;;1;0;10\nA;;1;1;x\n`);
      expect(result).toEqual({
        ok: false,
        errors: [{ row: 3, column: 'loon', message: 'Rij 3, kolom loon: Vul een geldig getal in' }],
      });
    });

    it('turns an unexpected failure into one Dutch error instead of throwing', () => {
      expect(parseSalaryTableCsv(42 as unknown as string)).toEqual({
        ok: false,
        errors: [
          {
            row: null,
            column: null,
            message: 'Het bestand kon niet worden gelezen door een onverwachte fout',
          },
        ],
      });
    });
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCsvFiles } from './read-csv.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('readCsvFiles', () => {
  it('reads the long form and a Dutch Excel file with decimal commas', async () => {
    const result = await readCsvFiles(root, [
      'fixtures/csv/clean-long.csv',
      'fixtures/csv/wide-excel-nl.csv',
    ]);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.cellCount).toBe(45);
    expect(Object.keys(result.files[1]?.tables ?? {})).toEqual(['Schoonmaak 1-1-2026']);
    expect(result.files[1]?.tables['Schoonmaak 1-1-2026']?.null?.LG1).toEqual({
      '1': '15.52',
      '2': '16.08',
      '3': '16.55',
      '4': '17.05',
    });
  });

  it('lists every problem of every file, file by file, in Dutch', async () => {
    const result = await readCsvFiles(root, [
      'fixtures/csv/text-in-wage.csv',
      'fixtures/csv/clean-long.csv',
      'fixtures/csv/duplicate-cell.csv',
      'fixtures/csv/bestaat-niet.csv',
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        'fixtures/csv/text-in-wage.csv: Rij 3, kolom loon: Vul een geldig getal in',
        'fixtures/csv/text-in-wage.csv: Rij 5, kolom loon: Vul een geldig getal in',
        'fixtures/csv/duplicate-cell.csv: Rij 7: dubbele cel voor tabel X, leeftijd Alle leeftijden, schaal A, periodiek 2 (ook in rij 3)',
        'fixtures/csv/bestaat-niet.csv: Het bestand bestaat niet',
      ],
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSalaryTableCsv, type ExportSalaryTableCsvOptions } from './export.js';
import { parseSalaryTableCsv, type SalaryTables } from './parse.js';

const TABLES: SalaryTables = {
  Ménage: {
    null: { LG1: { '0': '10.5', '1': '11.25' }, LG2: { '1': '12' } },
    '21': { LG1: { '0': '9.875' } },
  },
  'A;B "x"': { '17': { '=1': { P1: '2446.44' } } },
};

const ALL_OPTIONS: ExportSalaryTableCsvOptions[] = [];
for (const layout of ['long', 'wide'] as const) {
  for (const delimiter of [';', ',', '\t'] as const) {
    for (const decimalComma of [true, false]) {
      for (const bom of [true, false]) ALL_OPTIONS.push({ layout, delimiter, decimalComma, bom });
    }
  }
}

describe('exportSalaryTableCsv', () => {
  it('writes the long form for Dutch Excel by default: ; separators, decimal comma, BOM and CRLF', () => {
    const csv = exportSalaryTableCsv({ T: { null: { A: { '1': '10.5' } }, '18': { A: { '1': '9' } } } });
    expect(csv).toBe(
      '\uFEFFtabel;leeftijd;schaal;periodiek;loon\r\nT;18;A;1;9\r\nT;Alle leeftijden;A;1;10,5\r\n',
    );
  });

  it('writes the wide form with one column per periodical, leaving missing cells empty', () => {
    const csv = exportSalaryTableCsv(
      { T: { null: { A: { '1': '10.5', '2': '11' }, B: { '2': '12' } } } },
      { layout: 'wide', delimiter: ',', decimalComma: false, bom: false },
    );
    expect(csv).toBe(
      'tabel,leeftijd,schaal,1,2\r\nT,Alle leeftijden,A,10.5,11\r\nT,Alle leeftijden,B,,12\r\n',
    );
  });

  it('quotes cells holding the separator or a quote', () => {
    const csv = exportSalaryTableCsv({ 'a;b': { null: { 'x"y': { '1': '1.5' } } } }, { bom: false });
    expect(csv.split('\r\n')[1]).toBe('"a;b";Alle leeftijden;"x""y";1;1,5');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    const csv = exportSalaryTableCsv({ '=HYPERLINK("x")': { null: { '+1': { '@': '1' } } } }, { bom: false });
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";Alle leeftijden;'+1;'@;1`);
  });

  it('leaves out payscales without wages', () => {
    const csv = exportSalaryTableCsv({ T: { null: { A: {} } } }, { layout: 'wide', bom: false });
    expect(csv).toBe('tabel;leeftijd;schaal\r\n');
  });

  it('reads back to the same tables with every combination of options', () => {
    for (const options of ALL_OPTIONS) {
      const decimalMark = options.decimalComma === true ? 'comma' : 'dot';
      const result = parseSalaryTableCsv(exportSalaryTableCsv(TABLES, options), { decimalMark });
      expect(result.ok && result.tables, JSON.stringify(options)).toEqual(TABLES);
    }
  });

  it('quotes a heading that holds another separator, so the reader still finds the real one', () => {
    // The property below once found it: a tab file whose periodicals ';;;' and ';A' outnumbered the tabs.
    const tables = { A: { '13': { A: { ';;;': '1', ';A': '1' } } } };
    for (const delimiter of [';', ',', '\t'] as const) {
      const csv = exportSalaryTableCsv(tables, {
        layout: 'wide',
        delimiter,
        decimalComma: false,
        bom: false,
      });
      const result = parseSalaryTableCsv(csv, { decimalMark: 'dot' });
      expect(result.ok && result.tables, delimiter).toEqual(tables);
    }
  });

  it('reads back to the same tables for any tables (property)', { timeout: 30_000 }, () => {
    const key = (maxLength: number) =>
      fc
        .string({
          minLength: 1,
          maxLength,
          unit: fc.constantFrom('A', 'b', '1', 'é', ';', ',', '"', "'", '=', '-', ' ', '\n'),
        })
        .map((value) => value.trim())
        .filter((value) => value !== '' && value !== 'null');
    // Wages above 0, as every stored wage is (core's cell check).
    const wage = fc
      .tuple(
        fc.integer({ min: 1, max: 99999 }),
        fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }),
      )
      .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`));
    const reserved = new Set(['tabel', 'leeftijd', 'schaal', 'periodiek', 'loon', 'alle leeftijden']);
    const free = (maxLength: number) => key(maxLength).filter((value) => !reserved.has(value.toLowerCase()));
    // An age is all ages or a whole age (core's ages.ts).
    const age = fc.oneof(fc.constant('null'), fc.integer({ min: 13, max: 99 }).map(String));
    const tables = fc.dictionary(
      free(40),
      fc.dictionary(
        age,
        fc.dictionary(free(10), fc.dictionary(free(8), wage, { minKeys: 1, maxKeys: 4 }), {
          minKeys: 1,
          maxKeys: 3,
        }),
        { minKeys: 1, maxKeys: 3 },
      ),
      { minKeys: 1, maxKeys: 3 },
    );
    const options = fc.record({
      layout: fc.constantFrom('long' as const, 'wide' as const),
      delimiter: fc.constantFrom(';' as const, ',' as const, '\t' as const),
      decimalComma: fc.boolean(),
      bom: fc.boolean(),
    });
    fc.assert(
      fc.property(tables, options, (generated, exportOptions) => {
        const csv = exportSalaryTableCsv(generated, exportOptions);
        // Told the mark, the reader gets the tables back.
        const decimalMark = exportOptions.decimalComma ? 'comma' : 'dot';
        const told = parseSalaryTableCsv(csv, { decimalMark });
        expect(told.ok ? told.tables : told.errors).toEqual(generated);
        // Left to work it out, it never reads a wage wrong: the same tables, or a refusal of two-way wages
        // only. The usual pairs (';' or tab with a decimal comma, ',' with a dot) always read back.
        const guessed = parseSalaryTableCsv(csv);
        const usual = (exportOptions.delimiter === ',') === !exportOptions.decimalComma;
        if (guessed.ok || usual) expect(guessed.ok ? guessed.tables : guessed.errors).toEqual(generated);
        else {
          for (const error of guessed.errors) expect(error.message).toMatch(/is op twee manieren te lezen/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { examplePackage } from '../schemas/equivalent-package.fixtures.js';
import { CSV_MESSAGES } from './errors.js';
import { exportPackageCsv, packageCsvRows, PACKAGE_CSV_COLUMNS } from './package-export.js';
import { parseSalaryTableCsv } from './parse.js';

const HEADER =
  'Onderdeel;Status;Herkomst;Ingangsdatum;Einddatum;Gegeven;Regel;Soort;Naam;Waarde;Eenheid;Per;Betaald door;Toelichting';

/** The data rows as objects keyed by the Dutch headings, read back with a CSV reader. */
function read(csv: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    delimiter: ';',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('exportPackageCsv', () => {
  it('writes a version from before the package as eight blocks "nog niet ingevuld" and no value', () => {
    for (const empty of [undefined, null, {}]) {
      const csv = exportPackageCsv(empty);
      expect(csv).toBe(
        `\uFEFF${HEADER}\r\n` +
          [
            'Loondoorbetaling bij ziekte',
            'Verlof',
            'Pensioen',
            'Individueel keuzebudget (IKB)',
            'Duurzame inzetbaarheid',
            'Aanvullende regelingen',
            'Overige regelingen',
            'Grondslagen',
          ]
            .map((block) => `${block};nog niet ingevuld;;;;;;;;;;;;\r\n`)
            .join(''),
      );
    }
  });

  it('writes one row per value and line, with block, status, origin and dates on each, decimal commas', () => {
    const rows = read(exportPackageCsv(examplePackage()));
    const pick = (block: string) => rows.filter((row) => row.Onderdeel === block);
    // Every row of a block carries its origin and validity, so a filter keeps whole facts.
    for (const row of pick('Verlof')) {
      expect(row).toMatchObject({
        Status: 'volgens cao',
        Herkomst: 'Cao (algemeen verbindend verklaard)',
        Ingangsdatum: '01-01-2026',
        Einddatum: '31-12-2026',
      });
    }
    const brief = (block: string) =>
      pick(block).map((row) =>
        [
          row.Gegeven,
          row.Regel,
          row.Soort,
          row.Naam,
          row.Waarde,
          row.Eenheid,
          row.Per,
          row['Betaald door'],
          row.Toelichting,
        ].join('|'),
      );
    expect(brief('Loondoorbetaling bij ziekte')).toEqual([
      'Wachtdagen||||1|dagen|||',
      'Percentage per periode|1||Vanaf ziektemaand 1|100|procent|||',
      'Percentage per periode|2||Vanaf ziektemaand 13|70|procent|||',
      'Toelichting||||||||Aanvulling tot 100 % in het eerste ziektejaar',
    ]);
    expect(brief('Verlof')).toEqual([
      'Feestdagen|1||Feestdagen|3|dagen|per jaar||',
      'Bijzonder verlof|1||Huwelijk|2|dagen|per keer||',
      'Aanvullend ouderschapsverlof|1||Aanvullend geboorteverlof|16|uur|per keer||',
      'Extra verlof|1||Verjaardag|1|dagen|per jaar||',
      'Waarde van een verlofdag (% van het dagloon)||||100|procent|||',
    ]);
    expect(pick('Pensioen')[0]).toMatchObject({ Status: 'ingevuld', Herkomst: 'Eigen regeling' });
    expect(brief('Pensioen')).toEqual([
      'Pensioenfonds of -regeling|||Pensioenfonds Schoonmaak (PFS)|||||',
      'Premie werkgever (%)||||15,9|procent|||',
      'Premie werknemer (%)||||7,5|procent|||',
      'Franchise (€ per jaar)||||18475|euro|per jaar||',
    ]);
    expect(brief('Individueel keuzebudget (IKB)')).toEqual([
      'Onderdelen|1||Vakantietoeslag|8|procent|||',
      'Onderdelen|2||Eindejaarsuitkering|5|procent|||',
      'Besteden aan|1|||||||Uitbetalen in een maand naar keuze',
      'Besteden aan|2|||||||Extra verlof kopen',
    ]);
    expect(brief('Duurzame inzetbaarheid')).toEqual([
      'Regelingen|1|Opleiding|Vakopleiding schoonmaak|500|euro|per jaar||',
      'Regelingen|2|Vitaliteitsbudget|Sportabonnement|25|euro|per maand||',
    ]);
    expect(brief('Aanvullende regelingen')).toEqual([
      'Regelingen|1|PAWW (private aanvulling WW en WGA)||0,2|procent||werknemer|Private aanvulling WW',
      'Regelingen|2|Generatiepact||||||80-90-100 vanaf 60 jaar',
    ]);
    expect(brief('Overige regelingen')).toEqual([
      'Regelingen|1|Personeelskorting|Korting in de winkel|10|procent|||',
      'Regelingen|2|Tijd voor tijd|Overuren als vrije tijd|||||',
    ]);
    expect(brief('Grondslagen')).toEqual([
      'Grondslagen|1|Basisloon|Loon|ja||||',
      'Grondslagen|1|Basisloon|Vakantietoeslag|nee||||',
      'Grondslagen|1|Basisloon|Doorbetaalde verlofdagen|nee||||',
      'Grondslagen|1|Basisloon|Alle toeslagen|nee||||',
      'Grondslagen|1|Basisloon|Deze toeslagen|TU01||||',
    ]);
  });

  it('leaves the blocks not filled in as one row each, next to the filled ones', () => {
    const pension = examplePackage().pension!;
    const rows = read(exportPackageCsv({ pension: { ...pension, franchise: null } }));
    expect(rows.map((row) => [row.Onderdeel, row.Status, row.Gegeven, row.Waarde, row.Toelichting])).toEqual([
      ['Loondoorbetaling bij ziekte', 'nog niet ingevuld', '', '', ''],
      ['Verlof', 'nog niet ingevuld', '', '', ''],
      ['Pensioen', 'ingevuld', 'Pensioenfonds of -regeling', '', ''],
      ['Pensioen', 'ingevuld', 'Premie werkgever (%)', '15,9', ''],
      ['Pensioen', 'ingevuld', 'Premie werknemer (%)', '7,5', ''],
      // null franchise means none (the schema's and the form's meaning), said in words, not as 0.
      ['Pensioen', 'ingevuld', 'Franchise (€ per jaar)', '', 'geen franchise'],
      ['Individueel keuzebudget (IKB)', 'nog niet ingevuld', '', '', ''],
      ['Duurzame inzetbaarheid', 'nog niet ingevuld', '', '', ''],
      ['Aanvullende regelingen', 'nog niet ingevuld', '', '', ''],
      ['Overige regelingen', 'nog niet ingevuld', '', '', ''],
      ['Grondslagen', 'nog niet ingevuld', '', '', ''],
    ]);
  });

  it('writes the numbers exactly as saved (no rounding), dot decimals on request, without a BOM', () => {
    const pension = examplePackage().pension!;
    const csv = exportPackageCsv(
      { pension: { ...pension, employer_percentage: '15.875', franchise: '18475.50' } },
      { decimalComma: false, bom: false, delimiter: ',' },
    );
    expect(csv.startsWith('Onderdeel,Status,')).toBe(true);
    expect(csv).toContain('Pensioen,ingevuld,Eigen regeling,,,Premie werkgever (%),,,,15.875,procent,,,\r\n');
    expect(csv).toContain(',18475.50,euro,per jaar,,\r\n');
    expect(exportPackageCsv({ pension: { ...pension, franchise: '18475.50' } })).toContain(';18475,50;euro;');
  });

  it('quotes a separator, quote or line break and guards a text a spreadsheet would run as a formula', () => {
    const { other } = examplePackage();
    const csv = exportPackageCsv({
      other: {
        ...other!,
        description: 'Regel 1;\nregel "2"',
        items: [{ type: 'overig', name: '=SOM(A1)', amount: null, unit: null, per: null }],
      },
    });
    const rows = read(csv);
    expect(rows.find((row) => row.Regel === '1')?.Naam).toBe("'=SOM(A1)");
    expect(rows.find((row) => row.Gegeven === 'Toelichting')?.Toelichting).toBe('Regel 1;\nregel "2"');
  });

  it('is no salary table: the wage reader says what the file is instead of reading it', () => {
    const result = parseSalaryTableCsv(exportPackageCsv(examplePackage()));
    expect(result).toEqual({
      ok: false,
      errors: [{ row: 1, column: null, message: `Rij 1: ${CSV_MESSAGES.packageCsv}` }],
    });
    // Another header without wage columns still gets the general message.
    const other = parseSalaryTableCsv('Onderdeel;Soort\nA;B\n');
    expect(other.ok === false && other.errors[0]?.message).toMatch(/^Rij 1: Onbekende indeling/);
  });

  it('names its columns with core’s Dutch labels', () => {
    expect(packageCsvRows(null)[0]).toEqual(Object.values(PACKAGE_CSV_COLUMNS));
    expect(packageCsvRows(null)[0]?.join(';')).toBe(HEADER);
  });
});

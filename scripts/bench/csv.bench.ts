/**
 * CSV parse-plus-validate of 100,000 long-form rows (Dutch Excel: ';' and decimal commas), against a bare
 * papaparse parse of the same text in the same run. Aim from issue 2: within 3x the bare parse.
 */
import Papa from 'papaparse';
// The source itself, not '@beloning/core/csv': without the '@beloning/source' condition that would load
// core/dist, which is missing on a fresh clone and stale after an edit.
import { parseSalaryTableCsv } from '../../core/src/csv/index.js';
import { MESSAGES } from '../../core/src/base/messages.js';
import { medianMs, type Benchmark, type BenchResult } from './types.js';

const ROWS = 100_000;

/** 10 tables x 5 ages x 40 payscales x 50 periodicals = 100,000 wages, one per row. */
function longFormCsv(): string {
  const lines = ['tabel;leeftijd;schaal;periodiek;loon'];
  const ages = [MESSAGES.allAges, '18', '19', '20', '21'];
  for (let table = 1; table <= 10; table += 1) {
    for (const age of ages) {
      for (let payscale = 1; payscale <= 40; payscale += 1) {
        for (let periodical = 0; periodical < 50; periodical += 1) {
          const cents = 1000 + table * 300 + payscale * 37 + periodical * 11;
          lines.push(`Loontabel ${table};${age};S${payscale};${periodical};${Math.floor(cents / 100)},${cents % 100}`);
        }
      }
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const benchmark: Benchmark = async () => {
  const csv = longFormCsv();
  const check = parseSalaryTableCsv(csv);
  if (!check.ok || check.cellCount !== ROWS) throw new Error('the generated CSV did not parse to 100,000 wages');

  const bare = await medianMs(() => Papa.parse(csv, { delimiter: ';' }), 9, 3);
  const ours = await medianMs(() => parseSalaryTableCsv(csv), 9, 3);
  const ratio = ours / bare;
  const results: BenchResult[] = [
    { name: 'bare Papa.parse, 100.000 rijen', value: bare, unit: 'ms' },
    { name: 'parseSalaryTableCsv (parse + validate), 100.000 rijen', value: ours, unit: 'ms' },
    {
      name: 'parse + validate / bare parse',
      value: ratio,
      unit: 'ratio',
      aim: '<= 3x',
      meetsAim: ratio <= 3,
      note: `median of 9 runs after 3 warm-up runs; ${(csv.length / 1e6).toFixed(1)} MB of text`,
    },
  ];
  return results;
};

export default benchmark;

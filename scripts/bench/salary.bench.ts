/**
 * Bulk increase over 1,000,000 wages: 10 ages x 1,000 payscales x 100 periodicals, a percentage and a fixed
 * amount, rounded mathematically to 2 decimals. Aim from issue 2: under half a second.
 */
// The source itself, not '@beloning/core/salary': without the '@beloning/source' condition that would load
// core/dist, which is missing on a fresh clone and stale after an edit.
import { increaseFullTable, type IncreaseStep } from '../../core/src/salary/index.js';
import type { FullTable } from '../../core/src/schemas/salary-table.js';
import { medianMs, type Benchmark } from './types.js';

const AGES = 10;
const PAYSCALES = 1_000;
const PERIODICALS = 100;
const CELLS = AGES * PAYSCALES * PERIODICALS;
const AIM_MS = 500;

function largeTable(): FullTable {
  const table: FullTable = {};
  for (let age = 0; age < AGES; age += 1) {
    const payscales: FullTable[string] = {};
    for (let payscale = 0; payscale < PAYSCALES; payscale += 1) {
      const periodicals: Record<string, string> = {};
      for (let periodical = 0; periodical < PERIODICALS; periodical += 1) {
        const cents = 150_000 + age * 1_000 + payscale * 37 + periodical * 11;
        periodicals[String(periodical)] = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      }
      payscales[`S${payscale + 1}`] = periodicals;
    }
    table[age === 0 ? 'null' : String(age + 14)] = payscales;
  }
  return table;
}

const benchmark: Benchmark = async () => {
  const table = largeTable();
  const steps: IncreaseStep[] = [
    { type: 'percentage', value: '2.15' },
    { type: 'amount', value: '0.25' },
  ];
  const check = increaseFullTable(table, steps, { mode: 'mathematical', decimals: 2 });
  // 1500.00 x 1.0215 + 0.25 = 1532.50
  if (check.null?.S1?.['0'] !== '1532.50') throw new Error('the bulk increase gave a wrong wage');

  const ms = await medianMs(() => increaseFullTable(table, steps, { mode: 'mathematical', decimals: 2 }));
  return [
    {
      name: `increaseFullTable, ${CELLS.toLocaleString('nl-NL')} cellen`,
      value: ms,
      unit: 'ms',
      aim: `< ${AIM_MS} ms`,
      meetsAim: ms < AIM_MS,
      note: `median of 7 runs after 2 warm-up runs; ${AGES} ages x ${PAYSCALES} payscales x ${PERIODICALS} periodicals`,
    },
  ];
};

export default benchmark;

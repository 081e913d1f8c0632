import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatDutchDate } from '@beloning/core/format';
import {
  WML_DATA_MESSAGES,
  WML_PERIODS,
  nextWmlPeriodStart,
  wmlPeriodsErrors,
  type WmlPeriod,
} from '@beloning/core/salary';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WML_ADD_MESSAGES, WML_DATA_FILE, renderWmlPeriods, runWmlAdd } from '../../scripts/wml/add.js';

// npm run wml:add on a copy of core/src/salary/wml-periods.ts: the next half year is added sorted and
// formatted, or nothing is written and every reason is given in Dutch.

const MARKER = 'export const WML_PERIODS: readonly WmlPeriod[] = [';

// The half year after the last known one, with an adult rate above the last.
const last = WML_PERIODS.at(-1)!;
const per = nextWmlPeriodStart(last.from);
const PER = formatDutchDate(per);
const AFTER_PER = formatDutchDate(nextWmlPeriodStart(per));
const cents = (amount: string) => Number(amount.replace('.', ''));
const dutch = (inCents: number) => `${Math.floor(inCents / 100)},${String(inCents % 100).padStart(2, '0')}`;
const ADULT = cents(last.hourly[21]) + 54;

const NEXT = [
  ...['--per', PER, '--uur', dutch(ADULT)],
  ...['--20-jaar', '13,34', '--19-jaar', '11,44', '--18-jaar', '9,53'],
  ...['--17-jaar', '7,63', '--16-jaar', '6,10', '--15-jaar', '4,58', '--bbl-gelijk'],
  ...['--bron', 'https://www.rijksoverheid.nl/voorbeeld'],
];

let dir: string;
let file: URL;
let out: string[];
let err: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wml-add-'));
  copyFileSync(WML_DATA_FILE, join(dir, 'wml-periods.ts'));
  file = pathToFileURL(join(dir, 'wml-periods.ts'));
  out = [];
  err = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]) {
  return runWmlAdd(argv, { file, stdout: (line) => out.push(line), stderr: (line) => err.push(line) });
}

let copies = 0;

/** The periods the written file holds, imported from a copy under a new name (modules are cached by name). */
async function periodsIn(url: URL): Promise<readonly WmlPeriod[]> {
  copies += 1;
  const copy = join(dir, `gelezen-${copies}.ts`);
  copyFileSync(url, copy);
  return ((await import(pathToFileURL(copy).href)) as { WML_PERIODS: readonly WmlPeriod[] }).WML_PERIODS;
}

describe('npm run wml:add', () => {
  it('writes the data file exactly as it stands: the file is kept formatted', async () => {
    const text = readFileSync(WML_DATA_FILE, 'utf8');
    expect(await renderWmlPeriods(text.slice(0, text.indexOf(MARKER)), WML_PERIODS)).toBe(text);
  });

  it('adds the next half year after the last, with BBL as the ordinary rates, sorted and formatted', async () => {
    const before = readFileSync(file, 'utf8');
    expect(await run(NEXT)).toBe(0);
    const periods = await periodsIn(file);
    expect(periods.slice(0, -1)).toEqual(WML_PERIODS);
    expect(periods.at(-1)).toEqual({
      from: per,
      hourly: {
        21: dutch(ADULT).replace(',', '.'),
        20: '13.34',
        19: '11.44',
        18: '9.53',
        17: '7.63',
        16: '6.10',
        15: '4.58',
      },
      bbl: null,
      sources: ['https://www.rijksoverheid.nl/voorbeeld'],
      verified: true,
      note: 'Overgenomen van de genoemde bron(nen) met npm run wml:add.',
    });
    expect(wmlPeriodsErrors(periods)).toEqual([]);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith(before.slice(0, before.indexOf(MARKER)))).toBe(true);
    expect(await renderWmlPeriods(text.slice(0, text.indexOf(MARKER)), periods)).toBe(text);
    expect(out[0]).toContain(`Periode per ${PER} toegevoegd`);
    expect(err).toEqual([]);
  });

  it('takes BBL amounts, several sources and an unverified note', async () => {
    const argv = [
      ...NEXT.filter((arg) => arg !== '--bbl-gelijk'),
      ...['--bbl-20-jaar', '€ 9,38', '--bbl-19-jaar', '8,01', '--bbl-18-jaar', '6,94'],
      ...['--bron', 'https://zoek.officielebekendmakingen.nl/stcrt-voorbeeld', '--niet-gecontroleerd'],
    ];
    expect(await run(argv)).toBe(0);
    expect((await periodsIn(file)).at(-1)).toMatchObject({
      bbl: { 20: '9.38', 19: '8.01', 18: '6.94' },
      sources: [
        'https://www.rijksoverheid.nl/voorbeeld',
        'https://zoek.officielebekendmakingen.nl/stcrt-voorbeeld',
      ],
      verified: false,
      note: 'NIET GECONTROLEERD bij de uitgever; overgenomen met npm run wml:add.',
    });
  });

  it.each([
    [
      ['--uur', '1.525'],
      '--uur: 1.525 is op twee manieren te lezen, als 1525 of als 1,525: schrijf 1525 of 1,525',
    ],
    [['--uur', '15,2'], WML_ADD_MESSAGES.amount('uur', '15,2')],
    [['--uur', '15,255'], WML_ADD_MESSAGES.amount('uur', '15,255')],
    [['--uur', 'vijftien'], WML_ADD_MESSAGES.amount('uur', 'vijftien')],
    [['--per', AFTER_PER], WML_ADD_MESSAGES.notNext(AFTER_PER, PER)],
    [['--per', per], WML_ADD_MESSAGES.date(per)],
    [['--bbl-20-jaar', '9,38'], WML_ADD_MESSAGES.bblBoth],
    [['--bron', 'http://niet-veilig.nl'], WML_ADD_MESSAGES.source('http://niet-veilig.nl')],
    [['--20-jaar', dutch(ADULT + 1)], WML_DATA_MESSAGES.youthAboveOlder(PER, 20)],
    [['--uur', dutch(cents(last.hourly[21]) - 1)], WML_DATA_MESSAGES.lower(PER)],
  ])('refuses %j and writes nothing', async (change, message) => {
    const before = readFileSync(file, 'utf8');
    const argv = [...NEXT];
    for (let index = 0; index < change.length; index += 2) {
      const at = argv.indexOf(change[index]!);
      if (at >= 0 && change[index] !== '--bron' && change[index] !== '--bbl-20-jaar')
        argv[at + 1] = change[index + 1]!;
      else argv.push(change[index]!, change[index + 1]!);
    }
    if (change[0] === '--bron') argv.splice(argv.indexOf('https://www.rijksoverheid.nl/voorbeeld') - 1, 2);
    expect(await run(argv)).toBe(4);
    expect(err).toContain(`Fout: ${message}`);
    expect(err).toContain(WML_ADD_MESSAGES.refused);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('names every missing amount and the missing source and BBL choice', async () => {
    expect(await run(['--per', PER])).toBe(4);
    expect(err).toEqual(
      expect.arrayContaining([
        `Fout: ${WML_ADD_MESSAGES.missing('uur')}`,
        `Fout: ${WML_ADD_MESSAGES.missing('15-jaar')}`,
        `Fout: ${WML_ADD_MESSAGES.bblNone}`,
        `Fout: ${WML_ADD_MESSAGES.noSource}`,
      ]),
    );
  });
});

/**
 * `npm run wml:add`: adds the next half year of the statutory minimum wage (WML) to
 * core/src/salary/wml-periods.ts when it is published. Every amount is given as published ('15,25'), read
 * with core's reader of typed numbers (an ambiguous one such as '1.525' is refused), with exactly two
 * decimals; the period must be the half year after the last one; core's data check (wmlPeriodsErrors) runs
 * over the whole list before anything is written. The file is written again sorted and formatted
 * (prettier), its header comment kept. Nothing is written when anything is refused.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatDutchDate, parseDutchDate, readTypedDecimal, typedDecimalError } from '@beloning/core/format';
import {
  WML_AGES,
  WML_BBL_AGES,
  nextWmlPeriodStart,
  wmlPeriodsErrors,
  type WmlAge,
  type WmlBblAge,
  type WmlPeriod,
} from '@beloning/core/salary';
import { format, resolveConfig } from 'prettier';

export const WML_DATA_FILE = new URL('../../core/src/salary/wml-periods.ts', import.meta.url);

const MARKER = 'export const WML_PERIODS: readonly WmlPeriod[] = [';

export const WML_ADD_USAGE = [
  'Gebruik: npm run wml:add -- --per DD-MM-JJJJ --uur BEDRAG --20-jaar BEDRAG --19-jaar BEDRAG --18-jaar BEDRAG',
  '         --17-jaar BEDRAG --16-jaar BEDRAG --15-jaar BEDRAG',
  '         (--bbl-20-jaar BEDRAG --bbl-19-jaar BEDRAG --bbl-18-jaar BEDRAG | --bbl-gelijk)',
  '         --bron https://... [--bron https://...] [--toelichting TEKST] [--niet-gecontroleerd]',
  'Bedragen bruto per uur zoals gepubliceerd, met twee decimalen: 15,25.',
].join('\n');

const AGE_FLAGS: [WmlAge, string][] = WML_AGES.map((age) => [age, age === 21 ? 'uur' : `${age}-jaar`]);
const BBL_FLAGS: [WmlBblAge, string][] = WML_BBL_AGES.map((age) => [age, `bbl-${age}-jaar`]);

export const WML_ADD_MESSAGES = {
  missing: (flag: string) => `--${flag} ontbreekt`,
  twice: (flag: string) => `--${flag} is meer dan eens gegeven`,
  amount: (flag: string, text: string) =>
    `--${flag}: ${text} is geen bedrag met twee decimalen; schrijf het zoals gepubliceerd, bijvoorbeeld 15,25`,
  date: (text: string) => `--per: ${text} is geen datum DD-MM-JJJJ`,
  notNext: (per: string, expected: string) =>
    `--per: de volgende periode begint op ${expected}, niet op ${per}; perioden volgen elkaar zonder gat op`,
  bblBoth:
    'Geef óf de drie BBL-bedragen (--bbl-20-jaar, --bbl-19-jaar, --bbl-18-jaar) óf --bbl-gelijk, niet beide',
  bblNone:
    'Geef de drie BBL-bedragen (--bbl-20-jaar, --bbl-19-jaar, --bbl-18-jaar), of --bbl-gelijk als bbl-leerlingen ' +
    'in deze periode het gewone minimumloon krijgen',
  source: (text: string) => `--bron: ${text} is geen https-adres`,
  noSource: 'Geef met --bron ten minste één openbare bron (de pagina van Rijksoverheid of de Staatscourant)',
  unknown: (text: string) => `Onbekende invoer: ${text}`,
  refused: 'Niets opgeslagen.',
  added: (per: string, file: string) => `Periode per ${per} toegevoegd aan ${file}.`,
} as const;

/** A typed amount as published: one reading (core's reader of typed numbers) and exactly two decimals. */
function readAmount(flag: string, text: string): string | { error: string } {
  const typed = text.replace(/^€\s*/, '');
  const reading = readTypedDecimal(typed);
  if (!reading.ok && reading.reason === 'ambiguous')
    return { error: `--${flag}: ${typedDecimalError(typed, '') ?? ''}` };
  if (!reading.ok || !/^\d{1,3}\.\d{2}$/.test(reading.value))
    return { error: WML_ADD_MESSAGES.amount(flag, text) };
  return reading.value;
}

/** The new period from the command's arguments, or every reason it is refused, in Dutch. */
export function readWmlAddArgs(
  argv: readonly string[],
  last: WmlPeriod,
): { ok: true; period: WmlPeriod } | { ok: false; errors: string[] } {
  const amountFlags = [...AGE_FLAGS, ...BBL_FLAGS].map(([, flag]) => flag);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        per: { type: 'string', multiple: true },
        bron: { type: 'string', multiple: true },
        toelichting: { type: 'string', multiple: true },
        'bbl-gelijk': { type: 'boolean' },
        'niet-gecontroleerd': { type: 'boolean' },
        ...Object.fromEntries(amountFlags.map((flag) => [flag, { type: 'string', multiple: true }])),
      },
    });
  } catch (error) {
    return { ok: false, errors: [WML_ADD_MESSAGES.unknown((error as Error).message)] };
  }
  const values = parsed.values as Record<string, string[] | boolean | undefined>;
  const errors: string[] = [];
  const single = (flag: string): string | undefined => {
    const given = values[flag] as string[] | undefined;
    if (given === undefined || given.length === 0) return undefined;
    if (given.length > 1) errors.push(WML_ADD_MESSAGES.twice(flag));
    return given[0];
  };
  const amount = (flag: string, required: boolean): string | undefined => {
    const text = single(flag);
    if (text === undefined) {
      if (required) errors.push(WML_ADD_MESSAGES.missing(flag));
      return undefined;
    }
    const read = readAmount(flag, text);
    if (typeof read === 'string') return read;
    errors.push(read.error);
    return undefined;
  };

  const perText = single('per');
  let from: string | undefined;
  if (perText === undefined) errors.push(WML_ADD_MESSAGES.missing('per'));
  else {
    const date = parseDutchDate(perText);
    const expected = nextWmlPeriodStart(last.from);
    if (date === null) errors.push(WML_ADD_MESSAGES.date(perText));
    else if (date !== expected) errors.push(WML_ADD_MESSAGES.notNext(perText, formatDutchDate(expected)));
    else from = date;
  }
  const hourly = Object.fromEntries(AGE_FLAGS.map(([age, flag]) => [age, amount(flag, true)]));
  const bblGiven = BBL_FLAGS.some(([, flag]) => values[flag] !== undefined);
  const equal = values['bbl-gelijk'] === true;
  if (bblGiven && equal) errors.push(WML_ADD_MESSAGES.bblBoth);
  if (!bblGiven && !equal) errors.push(WML_ADD_MESSAGES.bblNone);
  const bbl = bblGiven ? Object.fromEntries(BBL_FLAGS.map(([age, flag]) => [age, amount(flag, true)])) : null;
  const sources = (values.bron as string[] | undefined) ?? [];
  if (sources.length === 0) errors.push(WML_ADD_MESSAGES.noSource);
  for (const url of sources) if (!/^https:\/\/\S+$/.test(url)) errors.push(WML_ADD_MESSAGES.source(url));
  const verified = values['niet-gecontroleerd'] !== true;
  const note =
    single('toelichting') ??
    (verified
      ? 'Overgenomen van de genoemde bron(nen) met npm run wml:add.'
      : 'NIET GECONTROLEERD bij de uitgever; overgenomen met npm run wml:add.');
  if (errors.length > 0 || from === undefined) return { ok: false, errors };
  return {
    ok: true,
    period: {
      from,
      hourly: hourly as Record<WmlAge, string>,
      bbl: bbl as Record<WmlBblAge, string> | null,
      sources,
      verified,
      note,
    },
  };
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function record(entries: [number, string][]): string {
  return `{ ${entries.map(([key, value]) => `${key}: ${quote(value)}`).join(', ')} }`;
}

/** The data file's text: its header (everything before the list) and the periods, formatted with prettier. */
export async function renderWmlPeriods(header: string, periods: readonly WmlPeriod[]): Promise<string> {
  const items = periods.map((period) =>
    [
      '{',
      `from: ${quote(period.from)},`,
      `hourly: ${record(WML_AGES.map((age) => [age, period.hourly[age]]))},`,
      `bbl: ${period.bbl === null ? 'null' : record(WML_BBL_AGES.map((age) => [age, period.bbl![age]]))},`,
      `sources: [${period.sources.map(quote).join(', ')}],`,
      `verified: ${String(period.verified)},`,
      `note: ${quote(period.note)},`,
      '},',
    ].join('\n'),
  );
  const text = `${header}${MARKER}\n${items.join('\n')}\n];\n`;
  // The repository's prettier settings, also for a copy elsewhere (the tests write one).
  const config = (await resolveConfig(WML_DATA_FILE.pathname)) ?? {};
  return format(text, { ...config, parser: 'typescript' });
}

export interface WmlAddIo {
  file: URL;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** Runs the command: 0 when the period was added, 4 when anything was refused (nothing written). */
export async function runWmlAdd(argv: readonly string[], io: WmlAddIo): Promise<number> {
  if (argv.includes('--help')) {
    io.stdout(WML_ADD_USAGE);
    return 0;
  }
  const text = readFileSync(io.file, 'utf8');
  const at = text.indexOf(MARKER);
  if (at < 0) throw new Error(`${io.file.pathname} has no line '${MARKER}'`);
  const module = (await import(`${pathToFileURL(io.file.pathname).href}?t=${Date.now()}`)) as {
    WML_PERIODS: readonly WmlPeriod[];
  };
  const periods = module.WML_PERIODS;
  const read = readWmlAddArgs(argv, periods.at(-1)!);
  const errors = read.ok ? wmlPeriodsErrors([...periods, read.period]) : read.errors;
  if (!read.ok || errors.length > 0) {
    for (const line of errors) io.stderr(`Fout: ${line}`);
    io.stderr(WML_ADD_MESSAGES.refused);
    io.stderr(WML_ADD_USAGE);
    return 4;
  }
  writeFileSync(io.file, await renderWmlPeriods(text.slice(0, at), [...periods, read.period]));
  const adult = read.period.hourly[21];
  const percent = (amount: string) => ((Number(amount) / Number(adult)) * 100).toFixed(1).replace('.', ',');
  io.stdout(WML_ADD_MESSAGES.added(formatDutchDate(read.period.from), io.file.pathname));
  io.stdout(
    `Controleer: ${WML_AGES.map((age) => `${age === 21 ? '21+' : age}: ${read.period.hourly[age].replace('.', ',')} (${percent(read.period.hourly[age])} %)`).join(', ')}` +
      (read.period.bbl === null
        ? '; BBL zoals regulier'
        : `; BBL ${WML_BBL_AGES.map((age) => `${age}: ${read.period.bbl![age].replace('.', ',')}`).join(', ')}`),
  );
  return 0;
}

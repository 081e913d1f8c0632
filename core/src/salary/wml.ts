import { formatDutchDate, isIsoDate, type IsoDate } from '../format/dates.js';
import { WML_PERIODS } from './wml-periods.js';

export { WML_PERIODS };

/** Ages with their own statutory minimum wage; 21 stands for 21 years and older. */
export type WmlAge = 15 | 16 | 17 | 18 | 19 | 20 | 21;
/** Ages with a lower minimum for a BBL (work-based) learning path. */
export type WmlBblAge = 18 | 19 | 20;

export const WML_AGES: readonly WmlAge[] = [21, 20, 19, 18, 17, 16, 15];
export const WML_BBL_AGES: readonly WmlBblAge[] = [20, 19, 18];

/**
 * The statutory minimum wage (WML) per hour, gross, for one half year: from 1 January or 1 July until the
 * next half year starts. Amounts are dot decimals with two decimals ('14.71').
 */
export interface WmlPeriod {
  from: IsoDate;
  hourly: Readonly<Record<WmlAge, string>>;
  /**
   * The lower BBL rates for 18 to 20; null when the period has none of its own (BBL then follows the ordinary
   * rates, as announced from 1-1-2027).
   */
  bbl: Readonly<Record<WmlBblAge, string>> | null;
  /** Public pages the figures were taken from (Rijksoverheid first where it was available). */
  sources: readonly string[];
  /** True when the figures were confirmed by two independent sources; `note` says what was checked. */
  verified: boolean;
  note: string;
}

/** One applicable minimum: the hourly amount, the date it took effect, and whether it is a BBL rate. */
export interface WmlRate {
  hourly: string;
  from: IsoDate;
  /** The age group it applies to: 21 means 21 and older. */
  age: WmlAge;
  bbl: boolean;
}

/** The dates the known minimum wage covers: the first period's start to the day before the next half year. */
export interface WmlCoverage {
  from: IsoDate;
  until: IsoDate;
}

/** The first day of the half year after the one starting on `from` (1 January or 1 July). */
export function nextWmlPeriodStart(from: IsoDate): IsoDate {
  const year = Number(from.slice(0, 4));
  return from.slice(5) === '01-01' ? `${year}-07-01` : `${year + 1}-01-01`;
}

/** The first and last date the periods cover (the last runs to the day before the next half year). */
export function wmlCoverage(periods: readonly WmlPeriod[] = WML_PERIODS): WmlCoverage {
  const first = periods[0]!.from;
  const last = periods.at(-1)!.from;
  return {
    from: first,
    until: last.slice(5) === '01-01' ? `${last.slice(0, 4)}-06-30` : `${last.slice(0, 4)}-12-31`,
  };
}

/**
 * The hourly WML for an age on a date: null (the all-ages row) and ages from 21 take the adult
 * rate; under 15 there is none. With `bbl`, ages 18 to 20 take the BBL rate when the period has BBL rates,
 * else the ordinary rate. Null on a date outside the known periods (wmlCoverage): before the first, and
 * after the last one's half year, where the minimum is not known; no figures are reused there.
 */
export function wmlHourly(
  age: number | null,
  date: IsoDate,
  bbl = false,
  periods: readonly WmlPeriod[] = WML_PERIODS,
): WmlRate | null {
  const group = wmlAge(age);
  if (group === null) return null;
  if (date > wmlCoverage(periods).until) return null;
  const period = periods.findLast((candidate) => candidate.from <= date);
  if (period === undefined) return null;
  const bblRate = bbl && isBblAge(group) && period.bbl !== null ? period.bbl[group] : undefined;
  if (bblRate !== undefined) return { hourly: bblRate, from: period.from, age: group, bbl: true };
  return { hourly: period.hourly[group], from: period.from, age: group, bbl: false };
}

function wmlAge(age: number | null): WmlAge | null {
  if (age === null || age >= 21) return 21;
  if (age < 15 || !Number.isInteger(age)) return null;
  return age as WmlAge;
}

function isBblAge(age: WmlAge): age is WmlBblAge {
  return age === 18 || age === 19 || age === 20;
}

const AMOUNT = /^\d{1,3}\.\d{2}$/;

function cents(amount: string): number {
  return Number(amount.replace('.', ''));
}

/** Dutch messages of the checks on the minimum-wage data (wmlPeriodsErrors). */
export const WML_DATA_MESSAGES = {
  empty: 'Er staat geen enkele periode van het wettelijk minimumloon in de gegevens',
  start: (from: string) => `Een periode begint op 1 januari of 1 juli, niet op ${from}`,
  gap: (from: string, expected: string) =>
    `De periode per ${from} volgt niet op de vorige: de volgende periode begint op ${expected}`,
  amount: (from: string, what: string, amount: string) =>
    `${what} per ${from}: ${amount} is geen bedrag met twee decimalen`,
  youthAboveOlder: (from: string, age: number) =>
    `Per ${from} is het minimumloon voor ${age} jaar hoger dan voor ${age + 1 === 21 ? '21 jaar en ouder' : `${age + 1} jaar`}`,
  bblAboveOrdinary: (from: string, age: number) =>
    `Per ${from} is het BBL-minimumloon voor ${age} jaar hoger dan het gewone minimumloon voor die leeftijd`,
  lower: (from: string) =>
    `Het minimumloon voor 21 jaar en ouder per ${from} is lager dan in de periode ervoor`,
  source: (from: string) => `De periode per ${from} noemt geen openbare bron (een https-adres)`,
  note: (from: string) => `De periode per ${from} zegt niet wat er is gecontroleerd (note)`,
} as const;

/**
 * What is wrong with a list of minimum-wage periods, in Dutch: every period starts on 1 January or 1 July,
 * directly after the one before (no gap, no repeat, sorted), has all amounts with two decimals, no youth
 * rate above the next age's, no BBL rate above the ordinary rate of its age, an adult rate not below the
 * period before, at least one https source and a note. Empty when the list is sound.
 */
export function wmlPeriodsErrors(periods: readonly WmlPeriod[]): string[] {
  if (periods.length === 0) return [WML_DATA_MESSAGES.empty];
  const errors: string[] = [];
  periods.forEach((period, index) => {
    const shown = isIsoDate(period.from) ? formatDutchDate(period.from) : period.from;
    if (!isIsoDate(period.from) || !['01-01', '07-01'].includes(period.from.slice(5)))
      errors.push(WML_DATA_MESSAGES.start(shown));
    const previous = periods[index - 1];
    if (previous !== undefined && isIsoDate(previous.from)) {
      const expected = nextWmlPeriodStart(previous.from);
      if (period.from !== expected) errors.push(WML_DATA_MESSAGES.gap(shown, formatDutchDate(expected)));
      if (AMOUNT.test(previous.hourly[21]) && AMOUNT.test(period.hourly[21]))
        if (cents(period.hourly[21]) < cents(previous.hourly[21]))
          errors.push(WML_DATA_MESSAGES.lower(shown));
    }
    const amounts: [string, string][] = [
      ...WML_AGES.map((age): [string, string] => [
        age === 21 ? '21 jaar en ouder' : `${age} jaar`,
        period.hourly[age],
      ]),
      ...(period.bbl === null
        ? []
        : WML_BBL_AGES.map((age): [string, string] => [`BBL ${age} jaar`, period.bbl![age]])),
    ];
    const bad = amounts.filter(([, amount]) => typeof amount !== 'string' || !AMOUNT.test(amount));
    for (const [what, amount] of bad) errors.push(WML_DATA_MESSAGES.amount(shown, what, String(amount)));
    if (bad.length === 0) {
      for (const age of WML_AGES.slice(1)) {
        if (cents(period.hourly[age]) > cents(period.hourly[(age + 1) as WmlAge]))
          errors.push(WML_DATA_MESSAGES.youthAboveOlder(shown, age));
      }
      for (const age of period.bbl === null ? [] : WML_BBL_AGES) {
        if (cents(period.bbl![age]) > cents(period.hourly[age]))
          errors.push(WML_DATA_MESSAGES.bblAboveOrdinary(shown, age));
      }
    }
    if (period.sources.length === 0 || period.sources.some((url) => !/^https:\/\/\S+$/.test(url)))
      errors.push(WML_DATA_MESSAGES.source(shown));
    if (period.note.trim() === '') errors.push(WML_DATA_MESSAGES.note(shown));
  });
  return errors;
}

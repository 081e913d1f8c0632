import { describe, expect, it } from 'vitest';
import {
  WML_DATA_MESSAGES,
  WML_PERIODS,
  nextWmlPeriodStart,
  wmlCoverage,
  wmlHourly,
  wmlPeriodsErrors,
  type WmlPeriod,
} from './wml.js';

// The periods known when this was written; npm run wml:add appends later ones.
const written = WML_PERIODS.slice(0, 6);

describe('WML_PERIODS', () => {
  it('holds one period per half year from 1-1-2024, with the published adult and youngest rates', () => {
    expect(written.map((period) => [period.from, period.hourly[21], period.hourly[15]])).toEqual([
      ['2024-01-01', '13.27', '3.98'],
      ['2024-07-01', '13.68', '4.10'],
      ['2025-01-01', '14.06', '4.22'],
      ['2025-07-01', '14.40', '4.32'],
      ['2026-01-01', '14.71', '4.41'],
      ['2026-07-01', '14.99', '4.50'],
    ]);
  });

  it('holds the BBL rates of every period, 1-1-2025 included', () => {
    expect(written.map((period) => period.bbl)).toEqual([
      { 20: '8.16', 19: '6.97', 18: '6.04' },
      { 20: '8.41', 19: '7.18', 18: '6.22' },
      { 20: '8.65', 19: '7.38', 18: '6.40' },
      { 20: '8.86', 19: '7.56', 18: '6.55' },
      { 20: '9.05', 19: '7.72', 18: '6.69' },
      { 20: '9.22', 19: '7.87', 18: '6.82' },
    ]);
  });

  it('agrees with reference/cao-facts.md 2.6 for 2025 and 1-1-2026', () => {
    expect(WML_PERIODS.find((period) => period.from === '2026-01-01')?.hourly).toEqual({
      21: '14.71',
      20: '11.77',
      19: '8.83',
      18: '7.36',
      17: '5.81',
      16: '5.07',
      15: '4.41',
    });
    expect(WML_PERIODS.find((period) => period.from === '2025-07-01')?.hourly).toEqual({
      21: '14.40',
      20: '11.52',
      19: '8.64',
      18: '7.20',
      17: '5.69',
      16: '4.97',
      15: '4.32',
    });
  });

  it('passes its own data checks: sorted half years without gaps, sources and notes', () => {
    expect(wmlPeriodsErrors(WML_PERIODS)).toEqual([]);
  });

  it('says plainly which period was not checked against the publisher', () => {
    expect(written.filter((period) => !period.verified).map((period) => period.from)).toEqual(['2026-07-01']);
    for (const period of WML_PERIODS.filter((candidate) => !candidate.verified))
      expect(period.note, period.from).toMatch(/^NIET GECONTROLEERD/);
  });

  it('keeps to the statutory percentages of 2024 to 2026 (80/60/50/39,5/34,5/30 %, bbl 61,5/52,5/45,5 %)', () => {
    // Half up to cents, computed in hundredths of a cent so no binary fraction is rounded.
    const percentOf = (adult: string, tenthsPercent: number) =>
      (Math.floor((Number(adult.replace('.', '')) * tenthsPercent + 500) / 1000) / 100).toFixed(2);
    // From 1-1-2027 the youth percentages rise and BBL follows the ordinary rates (Rijksoverheid, 24-04-2025).
    for (const period of written) {
      const adult = period.hourly[21];
      const youth = { 20: 800, 19: 600, 18: 500, 17: 395, 16: 345, 15: 300 } as const;
      for (const [age, tenths] of Object.entries(youth))
        expect(period.hourly[Number(age) as 20], `${period.from} ${age}`).toBe(percentOf(adult, tenths));
      const bbl = { 20: 615, 19: 525, 18: 455 } as const;
      for (const [age, tenths] of Object.entries(bbl))
        expect(period.bbl?.[Number(age) as 20], `${period.from} bbl ${age}`).toBe(percentOf(adult, tenths));
    }
  });
});

describe('wmlCoverage and nextWmlPeriodStart', () => {
  it('runs from the first period to the end of the last one’s half year', () => {
    expect(wmlCoverage(written)).toEqual({ from: '2024-01-01', until: '2026-12-31' });
    expect(wmlCoverage().until >= '2026-12-31').toBe(true);
    expect(wmlCoverage(WML_PERIODS.slice(0, 5))).toEqual({ from: '2024-01-01', until: '2026-06-30' });
  });

  it('gives the next 1 January or 1 July', () => {
    expect(nextWmlPeriodStart('2026-07-01')).toBe('2027-01-01');
    expect(nextWmlPeriodStart('2027-01-01')).toBe('2027-07-01');
  });
});

describe('wmlHourly', () => {
  it('gives the adult rate for 21 and older and for the all-ages row', () => {
    expect(wmlHourly(21, '2026-01-01')).toEqual({ hourly: '14.71', from: '2026-01-01', age: 21, bbl: false });
    expect(wmlHourly(45, '2025-08-15')?.hourly).toBe('14.40');
    expect(wmlHourly(null, '2025-03-01')?.hourly).toBe('14.06');
    expect(wmlHourly(null, '2024-03-01')?.hourly).toBe('13.27');
  });

  it('gives the youth rate per age', () => {
    expect(wmlHourly(20, '2026-01-01')?.hourly).toBe('11.77');
    expect(wmlHourly(18, '2025-07-01')?.hourly).toBe('7.20');
    expect(wmlHourly(15, '2025-06-30')?.hourly).toBe('4.22');
    expect(wmlHourly(19, '2024-12-31')?.hourly).toBe('8.21');
  });

  it('gives the BBL rate for 18 to 20, the ordinary rate at other ages', () => {
    expect(wmlHourly(19, '2026-02-01', true)).toEqual({
      hourly: '7.72',
      from: '2026-01-01',
      age: 19,
      bbl: true,
    });
    expect(wmlHourly(20, '2025-02-01', true)).toEqual({
      hourly: '8.65',
      from: '2025-01-01',
      age: 20,
      bbl: true,
    });
    expect(wmlHourly(17, '2026-02-01', true)?.bbl).toBe(false);
    expect(wmlHourly(21, '2026-02-01', true)?.hourly).toBe('14.71');
  });

  it('gives the ordinary rate to BBL ages in a period without BBL rates of its own', () => {
    const periods: WmlPeriod[] = [{ ...WML_PERIODS[0]!, bbl: null }];
    expect(wmlHourly(19, '2024-02-01', true, periods)).toEqual({
      hourly: '7.96',
      from: '2024-01-01',
      age: 19,
      bbl: false,
    });
  });

  it('has no rate after the last known half year: the last figures are not reused', () => {
    expect(wmlHourly(21, '2026-12-31')?.hourly).toBe('14.99');
    expect(wmlHourly(21, '2027-01-01', false, written)).toBeNull();
    expect(wmlHourly(21, '2026-07-01', false, WML_PERIODS.slice(0, 5))).toBeNull();
  });

  it('has no rate before 2024 or under 15', () => {
    expect(wmlHourly(21, '2023-12-31')).toBeNull();
    expect(wmlHourly(14, '2026-01-01')).toBeNull();
    expect(wmlHourly(16.5, '2026-01-01')).toBeNull();
  });
});

describe('wmlPeriodsErrors', () => {
  const base = WML_PERIODS.slice(0, 2);

  it('refuses a gap, a wrong start day and an unsorted list', () => {
    expect(wmlPeriodsErrors([base[0]!, { ...base[1]!, from: '2025-01-01' }])).toEqual([
      WML_DATA_MESSAGES.gap('01-01-2025', '01-07-2024'),
    ]);
    expect(wmlPeriodsErrors([{ ...base[0]!, from: '2024-02-01' }])).toEqual([
      WML_DATA_MESSAGES.start('01-02-2024'),
    ]);
    expect(wmlPeriodsErrors([base[1]!, base[0]!])).toContain(
      WML_DATA_MESSAGES.gap('01-01-2024', '01-01-2025'),
    );
  });

  it('refuses amounts without two decimals, youth above the next age and BBL above the ordinary rate', () => {
    const period = base[0]!;
    expect(wmlPeriodsErrors([{ ...period, hourly: { ...period.hourly, 20: '10.6' } }])).toEqual([
      WML_DATA_MESSAGES.amount('01-01-2024', '20 jaar', '10.6'),
    ]);
    expect(wmlPeriodsErrors([{ ...period, hourly: { ...period.hourly, 19: '10.63' } }])).toEqual([
      WML_DATA_MESSAGES.youthAboveOlder('01-01-2024', 19),
    ]);
    expect(wmlPeriodsErrors([{ ...period, bbl: { 20: '10.63', 19: '6.97', 18: '6.04' } }])).toEqual([
      WML_DATA_MESSAGES.bblAboveOrdinary('01-01-2024', 20),
    ]);
  });

  it('refuses a falling adult rate, a period without an https source or without a note', () => {
    expect(
      wmlPeriodsErrors([base[0]!, { ...base[1]!, hourly: { ...base[0]!.hourly, 21: '13.26' } }]),
    ).toContain(WML_DATA_MESSAGES.lower('01-07-2024'));
    expect(wmlPeriodsErrors([{ ...base[0]!, sources: ['http://example.nl'] }])).toEqual([
      WML_DATA_MESSAGES.source('01-01-2024'),
    ]);
    expect(wmlPeriodsErrors([{ ...base[0]!, note: ' ' }])).toEqual([WML_DATA_MESSAGES.note('01-01-2024')]);
  });
});

import type { IsoDate } from '../format/dates.js';

/** Ages with their own statutory minimum wage; 21 stands for 21 years and older. */
export type WmlAge = 15 | 16 | 17 | 18 | 19 | 20 | 21;
/** Ages with a lower minimum for a BBL (work-based) learning path. */
export type WmlBblAge = 18 | 19 | 20;

/** The statutory minimum wage (WML) per hour, gross, from one date until the next period starts. */
export interface WmlPeriod {
  from: IsoDate;
  hourly: Readonly<Record<WmlAge, string>>;
  /** BBL rates, where published; an empty object when they are not. */
  bbl: Readonly<Partial<Record<WmlBblAge, string>>>;
}

/**
 * The hourly WML (all working patterns; hourly since 2024), from reference/cao-facts.md section 2.6
 * (Rijksoverheid figures). Youth rates are 80/60/50/39.5/34.5/30 % for ages 20 to 15. The 1-7-2026 figures
 * were not published when this was written; add the new period here when they are.
 */
export const WML_PERIODS: readonly WmlPeriod[] = [
  {
    from: '2025-01-01',
    hourly: { 21: '14.06', 20: '11.25', 19: '8.44', 18: '7.03', 17: '5.55', 16: '4.85', 15: '4.22' },
    bbl: {},
  },
  {
    from: '2025-07-01',
    hourly: { 21: '14.40', 20: '11.52', 19: '8.64', 18: '7.20', 17: '5.69', 16: '4.97', 15: '4.32' },
    bbl: { 20: '8.86', 19: '7.56', 18: '6.55' },
  },
  {
    from: '2026-01-01',
    hourly: { 21: '14.71', 20: '11.77', 19: '8.83', 18: '7.36', 17: '5.81', 16: '5.07', 15: '4.41' },
    bbl: { 20: '9.05', 19: '7.72', 18: '6.69' },
  },
];

/** One applicable minimum: the hourly amount, the date it took effect, and whether it is a BBL rate. */
export interface WmlRate {
  hourly: string;
  from: IsoDate;
  /** The age group it applies to: 21 means 21 and older. */
  age: WmlAge;
  bbl: boolean;
}

/**
 * The hourly WML for an age on a date: null (the all-ages row) and ages from 21 take the adult
 * rate; under 15 there is none. With `bbl`, ages 18 to 20 take the BBL rate where one is published, else
 * the ordinary rate. Null before the first known period (1-1-2025). After the last known period its rate
 * is returned: the minimum may since have risen, never fallen.
 */
export function wmlHourly(age: number | null, date: IsoDate, bbl = false): WmlRate | null {
  const group = wmlAge(age);
  if (group === null) return null;
  const period = WML_PERIODS.findLast((candidate) => candidate.from <= date);
  if (period === undefined) return null;
  const bblRate = bbl && isBblAge(group) ? period.bbl[group] : undefined;
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

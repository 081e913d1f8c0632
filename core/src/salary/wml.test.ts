import { describe, expect, it } from 'vitest';
import { WML_PERIODS, wmlHourly } from './wml.js';

describe('WML_PERIODS', () => {
  it('holds the published hourly minimums of reference/cao-facts.md 2.6', () => {
    expect(WML_PERIODS.map((period) => [period.from, period.hourly[21], period.hourly[15]])).toEqual([
      ['2025-01-01', '14.06', '4.22'],
      ['2025-07-01', '14.40', '4.32'],
      ['2026-01-01', '14.71', '4.41'],
    ]);
    expect(WML_PERIODS[2]?.bbl).toEqual({ 20: '9.05', 19: '7.72', 18: '6.69' });
  });
});

describe('wmlHourly', () => {
  it('gives the adult rate for 21 and older and for the all-ages row', () => {
    expect(wmlHourly(21, '2026-01-01')).toEqual({ hourly: '14.71', from: '2026-01-01', age: 21, bbl: false });
    expect(wmlHourly(45, '2025-08-15')?.hourly).toBe('14.40');
    expect(wmlHourly(null, '2025-03-01')?.hourly).toBe('14.06');
  });

  it('gives the youth rate per age', () => {
    expect(wmlHourly(20, '2026-01-01')?.hourly).toBe('11.77');
    expect(wmlHourly(18, '2025-07-01')?.hourly).toBe('7.20');
    expect(wmlHourly(15, '2025-06-30')?.hourly).toBe('4.22');
  });

  it('gives the BBL rate for 18 to 20 where published, else the ordinary rate', () => {
    expect(wmlHourly(19, '2026-02-01', true)).toEqual({
      hourly: '7.72',
      from: '2026-01-01',
      age: 19,
      bbl: true,
    });
    expect(wmlHourly(19, '2025-02-01', true)).toEqual({
      hourly: '8.44',
      from: '2025-01-01',
      age: 19,
      bbl: false,
    });
    expect(wmlHourly(17, '2026-02-01', true)?.bbl).toBe(false);
    expect(wmlHourly(21, '2026-02-01', true)?.hourly).toBe('14.71');
  });

  it('keeps the last known rate after the last period', () => {
    expect(wmlHourly(21, '2027-01-01')?.from).toBe('2026-01-01');
  });

  it('has no rate before 2025 or under 15', () => {
    expect(wmlHourly(21, '2024-12-31')).toBeNull();
    expect(wmlHourly(14, '2026-01-01')).toBeNull();
    expect(wmlHourly(16.5, '2026-01-01')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  divisorFromWeeklyHours,
  hourlyWageFactor,
  hourlyWageOf,
  hoursPerPeriod,
  weeklyHoursOf,
  workHoursPerWeek,
  type HourlyFactorTable,
} from './hourly-factor.js';
import { roundDown } from './round-down.js';

const month36: HourlyFactorTable = { wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '36' };

describe('hoursPerPeriod', () => {
  it('is 1 for an hourly table, whatever else it says', () => {
    expect(hoursPerPeriod({ wages_per: 'hour', wages_divided_by: '1' })).toEqual({
      hours: { units: 1n, scale: 0 },
      per: 1n,
    });
  });
  it('takes a divisor above 1 before the working hours', () => {
    expect(
      hoursPerPeriod({ wages_per: 'month', wages_divided_by: '173.33', hours_in_workweek: '36' }),
    ).toEqual({ hours: { units: 17333n, scale: 2 }, per: 1n });
  });
  it('derives the hours of a week, 4 weeks, month and year from the hours per week', () => {
    const of = (wages_per: HourlyFactorTable['wages_per']) =>
      hourlyWageFactor({ wages_per, wages_divided_by: '1', hours_in_workweek: '36' });
    expect([of('week'), of('4weeks'), of('month'), of('year')]).toEqual(['36', '144', '156', '1872']);
  });
  it("falls back to the cao's normal work week when the table's own hours are missing", () => {
    expect(hourlyWageFactor({ wages_per: 'week', wages_divided_by: '1', normal_workweek: '38' })).toBe('38');
  });
  it('is unknown (null) without a divisor above 1 and without hours', () => {
    expect(hoursPerPeriod({ wages_per: 'month', wages_divided_by: '1' })).toBeNull();
    expect(hoursPerPeriod({ wages_per: 'month', wages_divided_by: '1', hours_in_workweek: null })).toBeNull();
    expect(hoursPerPeriod({ wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '0' })).toBeNull();
    expect(
      hoursPerPeriod({ wages_per: 'year', wages_divided_by: '0', hours_in_workweek: 'veel' }),
    ).toBeNull();
  });
});

describe('hourlyWageOf', () => {
  it('converts € 2.000 a month at 36 hours a week to € 12,82 an hour (rounded down), € 12,83 rounded up', () => {
    expect(hourlyWageOf(month36, '2000.00')).toBe('12.83');
    expect(hourlyWageOf(month36, '2000.00', 2, roundDown)).toBe('12.82');
  });
  it('divides by the divisor as step 4 always did, rounded up to cents', () => {
    expect(hourlyWageOf({ wages_per: 'month', wages_divided_by: '173.33' }, '2500.00')).toBe('14.43');
    expect(hourlyWageOf({ wages_per: 'hour', wages_divided_by: '1' }, '15.52')).toBe('15.52');
  });
  it('gives no hourly wage when the hours are unknown or the wage is no number', () => {
    expect(hourlyWageOf({ wages_per: 'month', wages_divided_by: '1' }, '2000.00')).toBeNull();
    expect(hourlyWageOf(month36, '2.000,00')).toBeNull();
  });
});

describe('hourlyWageFactor', () => {
  it('rounds the hours per period half up to 2 decimals', () => {
    expect(hourlyWageFactor({ wages_per: 'month', wages_divided_by: '1', hours_in_workweek: '38' })).toBe(
      '164.67',
    );
    expect(hourlyWageFactor({ wages_per: 'month', wages_divided_by: '173.333' })).toBe('173.33');
    expect(hourlyWageFactor({ wages_per: 'hour', wages_divided_by: '1' })).toBe('1');
  });
  it('is null when the hours are unknown', () => {
    expect(hourlyWageFactor({ wages_per: '4weeks', wages_divided_by: '1' })).toBeNull();
  });
});

describe('workHoursPerWeek', () => {
  it("gives the table's own hours, else the cao's normal work week", () => {
    expect(workHoursPerWeek({ ...month36, normal_workweek: '40' })).toBe('36');
    expect(workHoursPerWeek({ ...month36, hours_in_workweek: '37.50' })).toBe('37.5');
    expect(workHoursPerWeek({ wages_per: 'hour', wages_divided_by: '1', normal_workweek: '38' })).toBe('38');
  });
  it('is null when neither is given, so no one is told of a week nobody entered', () => {
    expect(workHoursPerWeek({ wages_per: 'hour', wages_divided_by: '1' })).toBeNull();
    expect(
      workHoursPerWeek({ wages_per: 'month', wages_divided_by: '156', hours_in_workweek: '' }),
    ).toBeNull();
  });
});

describe('weeklyHoursOf', () => {
  it("gives the table's own or the cao's week, else reads it back from a period's divisor", () => {
    const month = { wages_per: 'month', wages_divided_by: '173.33' } as const;
    expect(weeklyHoursOf({ ...month, hours_in_workweek: '38' })).toBe('38');
    expect(weeklyHoursOf({ ...month, normal_workweek: '37.5' })).toBe('37.5');
    expect(weeklyHoursOf(month)).toBe('40');
    expect(weeklyHoursOf({ wages_per: '4weeks', wages_divided_by: '152' })).toBe('38');
    expect(weeklyHoursOf({ wages_per: 'month', wages_divided_by: '1' })).toBeNull();
    expect(weeklyHoursOf({ wages_per: 'hour', wages_divided_by: '1' })).toBeNull();
  });
});

describe('divisorFromWeeklyHours', () => {
  it('proposes the hours of one wage period', () => {
    expect(divisorFromWeeklyHours('month', '36')).toBe('156');
    expect(divisorFromWeeklyHours('month', '40')).toBe('173.33');
    expect(divisorFromWeeklyHours('4weeks', '37.5')).toBe('150');
    expect(divisorFromWeeklyHours('hour', '36')).toBe('1');
  });
  it('proposes nothing for hours that are no positive dot decimal', () => {
    expect(divisorFromWeeklyHours('month', '')).toBeNull();
    expect(divisorFromWeeklyHours('month', '0')).toBeNull();
    expect(divisorFromWeeklyHours('month', '36,5')).toBeNull();
  });
});

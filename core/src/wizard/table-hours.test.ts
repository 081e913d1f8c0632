import { describe, expect, it } from 'vitest';
import { withHoursInWorkweek, withWagesPer } from './table-hours.js';

const ownMonth = { wagesPer: 'month' as const, wagesDividedBy: '1', hoursInWorkweek: '' };

describe('withHoursInWorkweek', () => {
  it('proposes the divisor the hours give while the divisor is still 1 or empty', () => {
    expect(withHoursInWorkweek(ownMonth, '36')).toEqual({
      ...ownMonth,
      hoursInWorkweek: '36',
      wagesDividedBy: '156',
    });
    expect(withHoursInWorkweek({ ...ownMonth, wagesDividedBy: '' }, '38')).toMatchObject({
      wagesDividedBy: '164,67',
    });
  });
  it('keeps following the hours while the divisor is the one they proposed', () => {
    const at36 = withHoursInWorkweek(ownMonth, '36');
    expect(withHoursInWorkweek(at36, '40').wagesDividedBy).toBe('173,33');
  });
  it('goes back to 1 when the hours it followed are cleared, and follows the hours typed next', () => {
    let table = ownMonth;
    for (const hours of ['7', '70', '7', '', '3', '36']) table = withHoursInWorkweek(table, hours);
    expect(table).toEqual({ ...ownMonth, hoursInWorkweek: '36', wagesDividedBy: '156' });
    expect(withHoursInWorkweek(table, '')).toEqual(ownMonth);
  });
  it("leaves a divisor the user typed differently alone (a cao's own 174)", () => {
    expect(
      withHoursInWorkweek({ ...ownMonth, wagesDividedBy: '174', hoursInWorkweek: '40' }, '38'),
    ).toMatchObject({
      hoursInWorkweek: '38',
      wagesDividedBy: '174',
    });
  });
  it('proposes nothing for hours that are no number, and 1 for hourly wages', () => {
    expect(withHoursInWorkweek(ownMonth, 'veel')).toEqual({ ...ownMonth, hoursInWorkweek: 'veel' });
    expect(
      withHoursInWorkweek({ ...ownMonth, hoursInWorkweek: '36', wagesDividedBy: '174' }, ''),
    ).toMatchObject({
      wagesDividedBy: '174',
    });
    expect(withHoursInWorkweek({ ...ownMonth, wagesPer: 'hour' }, '36').wagesDividedBy).toBe('1');
  });
});

describe('withWagesPer', () => {
  it('divides hourly wages by 1', () => {
    expect(withWagesPer({ ...ownMonth, wagesDividedBy: '156', hoursInWorkweek: '36' }, 'hour')).toMatchObject(
      {
        wagesPer: 'hour',
        wagesDividedBy: '1',
      },
    );
  });
  it('gives another period the divisor its hours give, while the divisor followed them', () => {
    const hourly = { wagesPer: 'hour' as const, wagesDividedBy: '1', hoursInWorkweek: '36' };
    expect(withWagesPer(hourly, 'month').wagesDividedBy).toBe('156');
    expect(withWagesPer({ ...hourly, wagesPer: 'month', wagesDividedBy: '156' }, 'week').wagesDividedBy).toBe(
      '36',
    );
    expect(withWagesPer({ ...hourly, wagesPer: 'month', wagesDividedBy: '170' }, 'week').wagesDividedBy).toBe(
      '170',
    );
  });
  it('keeps the divisor when there are no hours to derive one from', () => {
    expect(withWagesPer(ownMonth, 'year')).toEqual({ ...ownMonth, wagesPer: 'year' });
  });
});

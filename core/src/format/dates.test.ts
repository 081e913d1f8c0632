import { describe, expect, it } from 'vitest';
import { dutchToday, formatDutchDate, isIsoDate, nextDay, parseDutchDate, previousDay } from './dates.js';

describe('parseDutchDate', () => {
  it('turns DD-MM-YYYY into an ISO date', () => {
    expect(parseDutchDate('01-07-2024')).toBe('2024-07-01');
    expect(parseDutchDate('1-7-2024')).toBe('2024-07-01');
  });
  it('refuses dates that do not exist or are in another form', () => {
    expect(parseDutchDate('31-02-2025')).toBeNull();
    expect(parseDutchDate('29-02-2025')).toBeNull();
    expect(parseDutchDate('2025-01-01')).toBeNull();
    expect(parseDutchDate('01/01/2025')).toBeNull();
    expect(parseDutchDate('')).toBeNull();
  });
  it('accepts a leap day in a leap year', () => {
    expect(parseDutchDate('29-02-2024')).toBe('2024-02-29');
  });
});

describe('isIsoDate', () => {
  it('accepts real ISO dates only', () => {
    expect(isIsoDate('2026-01-01')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('01-01-2026')).toBe(false);
  });
});

describe('formatDutchDate', () => {
  it('shows an ISO date as DD-MM-YYYY', () => {
    expect(formatDutchDate('2026-01-01')).toBe('01-01-2026');
    expect(formatDutchDate('2026-06-30T12:00:00Z')).toBe('30-06-2026');
  });
});

describe('nextDay', () => {
  it('gives the day after, across month and year ends', () => {
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-06-30')).toBe('2025-07-01');
  });
});

describe('previousDay', () => {
  it('gives the day before, across month, leap-day and year starts', () => {
    expect(previousDay('2026-07-01')).toBe('2026-06-30');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
  });
});

describe('dutchToday', () => {
  it('is the date in the Netherlands, not in UTC, across midnight and the change to summer time', () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam (UTC+1).
    expect(dutchToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dutchToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    // Summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Amsterdam; 21:59 UTC is still 30 June.
    expect(dutchToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(dutchToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(isIsoDate(dutchToday())).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { WerksoortEntryForm } from '../schemas/forms.js';
import { addEntryAfter, emptyWerksoortEntry, nextWerksoortName, showsName } from './naming.js';

const entry = (name: string, startDate = '', amount = ''): WerksoortEntryForm => ({
  ...emptyWerksoortEntry(name),
  startDate,
  amount,
});

describe('nextWerksoortName', () => {
  it('starts at 01 when there are no entries', () => {
    expect(nextWerksoortName('OV', [])).toBe('OV01');
    expect(nextWerksoortName('TWV', [])).toBe('TWV01');
  });
  it('increments the number at the end of the last name', () => {
    expect(nextWerksoortName('OV', [entry('OV01')])).toBe('OV02');
    expect(nextWerksoortName('OV', [entry('OV01'), entry('OV05')])).toBe('OV06');
  });
  it('keeps two digits with a leading zero below 10 and goes past 9', () => {
    expect(nextWerksoortName('OV', [entry('OV08')])).toBe('OV09');
    expect(nextWerksoortName('OV', [entry('OV09')])).toBe('OV10');
    expect(nextWerksoortName('OV', [entry('OV99')])).toBe('OV100');
  });
  it('follows the last name, not the highest one', () => {
    expect(nextWerksoortName('TU', [entry('TU07'), entry('TU03')])).toBe('TU04');
  });
  it('reads a one-digit ending too', () => {
    expect(nextWerksoortName('PT', [entry('PT1')])).toBe('PT02');
  });
  it('counts the entries when the last name has no number', () => {
    expect(nextWerksoortName('OV', [entry('OV01'), entry('Overwerk zaterdag')])).toBe('OV03');
  });
});

describe('addEntryAfter', () => {
  it('inserts a later period of the base entry right after it', () => {
    const entries = [entry('OV01', '01-01-2025', '25'), entry('OV02', '01-03-2025', '50')];
    const result = addEntryAfter(entries, 0);
    expect(result.map((item) => item.name)).toEqual(['OV01', 'OV01', 'OV02']);
    expect(result[1]).toEqual({
      name: 'OV01',
      startDate: '02-01-2025',
      comment: '',
      amount: '',
      description: '',
    });
  });
  it('starts the day after the base start date across month and year ends', () => {
    expect(addEntryAfter([entry('OV01', '31-12-2025')], 0)[1]?.startDate).toBe('01-01-2026');
    expect(addEntryAfter([entry('OV01', '28-02-2024')], 0)[1]?.startDate).toBe('29-02-2024');
  });
  it('leaves the start date empty when the base has no valid date', () => {
    expect(addEntryAfter([entry('OV01', '')], 0)[1]?.startDate).toBe('');
    expect(addEntryAfter([entry('OV01', '31-02-2025')], 0)[1]?.startDate).toBe('');
  });
  it('appends after the last entry', () => {
    const result = addEntryAfter([entry('OV01'), entry('OV02', '1-5-2025')], 1);
    expect(result.map((item) => item.name)).toEqual(['OV01', 'OV02', 'OV02']);
    expect(result[2]?.startDate).toBe('02-05-2025');
  });
  it('changes nothing for an index outside the list and does not touch the input', () => {
    const entries = [entry('OV01')];
    expect(addEntryAfter(entries, 1)).toEqual(entries);
    expect(addEntryAfter(entries, -1)).toEqual(entries);
    addEntryAfter(entries, 0);
    expect(entries).toHaveLength(1);
  });
});

describe('showsName', () => {
  const entries = [entry('OV01'), entry('OV01'), entry('OV02'), entry('OV01')];
  it('shows the name on the first entry with that name only', () => {
    expect(showsName(entries, 0)).toBe(true);
    expect(showsName(entries, 1)).toBe(false);
    expect(showsName(entries, 2)).toBe(true);
    expect(showsName(entries, 3)).toBe(false);
  });
  it('is false for an index outside the list', () => {
    expect(showsName(entries, 4)).toBe(false);
    expect(showsName(entries, -1)).toBe(false);
    expect(showsName([], 0)).toBe(false);
  });
});

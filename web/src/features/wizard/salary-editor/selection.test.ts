import { salaryGridModel } from '@beloning/core/salary';
import { describe, expect, it } from 'vitest';
import {
  clipboardWage,
  fillDown,
  fillRight,
  inRect,
  rectSize,
  selectionRect,
  selectionTsv,
} from './selection';

const model = salaryGridModel({
  fullTable: {
    null: {
      A: { '1': '15.52', '2': '1234.5', '3': '16' },
      B: { '1': '16.52', '3': '18.125' },
      C: { '1': '17.52', '2': '18.52', '3': '19.52' },
    },
  },
  originalFullTable: null,
  // A weekly wage divided by 2 (an hourly table is always divided by 1), so the hourly wages differ.
  wagesDividedBy: '2',
  wagesPer: 'week',
  bbl: false,
  activePer: '01-01-2025',
});
const age = model.ages[0]!;

describe('the selection', () => {
  it('is the rectangle between anchor and focus, whichever way it was drawn', () => {
    const rect = selectionRect({ age: 'null', anchor: { row: 2, column: 2 }, focus: { row: 0, column: 1 } });
    expect(rect).toEqual({ top: 0, bottom: 2, left: 1, right: 2 });
    expect(rectSize(rect)).toBe(6);
    expect(inRect(rect, 1, 1)).toBe(true);
    expect(inRect(rect, 1, 0)).toBe(false);
  });

  it('copies as tab-separated text with decimal commas, an empty cell as nothing', () => {
    const rect = selectionRect({ age: 'null', anchor: { row: 0, column: 0 }, focus: { row: 1, column: 2 } });
    expect(selectionTsv(age, rect)).toBe('15,52\t1234,5\t16\r\n16,52\t\t18,125\r\n');
  });

  it('copies the hourly wages when the grid shows them', () => {
    const rect = { top: 0, bottom: 0, left: 0, right: 0 };
    expect(selectionTsv(age, rect, true)).toBe('7,76\r\n');
  });

  it('writes a wage without thousands separators', () => {
    expect(clipboardWage('1234.56')).toBe('1234,56');
    expect(clipboardWage(null)).toBe('');
  });

  it('fills down from the top row, or from the row above a single row', () => {
    expect(fillDown(age, { top: 0, bottom: 2, left: 0, right: 1 })).toEqual({
      start: { row: 1, column: 0 },
      text: '15,52\t1234,5\r\n15,52\t1234,5\r\n',
    });
    expect(fillDown(age, { top: 2, bottom: 2, left: 1, right: 1 })).toEqual({
      start: { row: 2, column: 1 },
      text: '\r\n',
    });
    expect(fillDown(age, { top: 0, bottom: 0, left: 0, right: 0 })).toBeNull();
  });

  it('fills right from the left column, or from the column left of a single column', () => {
    expect(fillRight(age, { top: 0, bottom: 1, left: 0, right: 2 })).toEqual({
      start: { row: 0, column: 1 },
      text: '15,52\t15,52\r\n16,52\t16,52\r\n',
    });
    expect(fillRight(age, { top: 0, bottom: 0, left: 2, right: 2 })).toEqual({
      start: { row: 0, column: 2 },
      text: '1234,5\r\n',
    });
    expect(fillRight(age, { top: 0, bottom: 0, left: 0, right: 0 })).toBeNull();
  });
});

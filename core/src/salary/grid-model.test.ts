import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAge } from './add-age.js';
import { addPayscale } from './add-payscale.js';
import { pasteBlock } from './pasted-block.js';
import { removePayscale } from './remove-payscale.js';
import { setCell } from './set-cell.js';
import { greaterThanMessage, minValueMessage } from '../base/messages.js';
import { gridAges, gridAxes, salaryGridModel, type SalaryGridTable } from './grid-model.js';
import { minimumWageNotice, minimumWageWarnings } from './minimum-wage-warnings.js';
import { wmlCoverage } from './wml.js';
import { formatDutchDate } from '../format/dates.js';

function gridTable(overrides: Partial<SalaryGridTable> = {}): SalaryGridTable {
  return {
    fullTable: {
      null: { A: { '1': '15.52', '2': '1234.5' }, B: { '1': '16' } },
      '18': { A: { '1': '12.00' } },
      '17': { A: { '1': '5.00' } },
    },
    originalFullTable: { null: { A: { '1': '15.00', '2': '1234.5' } } },
    wagesDividedBy: '1',
    wagesPer: 'hour',
    bbl: false,
    activePer: '01-01-2026',
    ...overrides,
  };
}

describe('gridAges', () => {
  it('orders the whole ages youngest first and puts the all-ages row after them, as ages.ts reads it', () => {
    expect(gridAges({ null: {}, '21': {}, '9x': {}, '18': {}, '19': {} })).toEqual([
      '18',
      '19',
      '21',
      'null',
      '9x',
    ]);
  });

  it('gives no ages for an empty table', () => {
    expect(gridAges({})).toEqual([]);
  });
});

describe('gridAxes', () => {
  it("gives the age's payscales down and its periodicals across, in table order", () => {
    const table = { '18': { B: { '2': '1', '1': '1' }, A: { '3': '1' } }, null: { C: { '9': '1' } } };
    expect(gridAxes(table, '18')).toEqual({ payscales: ['B', 'A'], periodicals: ['1', '2', '3'] });
  });

  it('gives empty axes for an age the table does not have, also one named after an Object property', () => {
    expect(gridAxes({ null: { A: { '1': '1' } } }, 'constructor')).toEqual({
      payscales: [],
      periodicals: [],
    });
  });
});

describe('salaryGridModel', () => {
  it('builds ages, rows and columns with the stored, Dutch and hourly value of each cell', () => {
    const model = salaryGridModel(gridTable());
    expect(model.ages.map((age) => [age.age, age.label])).toEqual([
      ['17', '17 jaar'],
      ['18', '18 jaar'],
      ['null', 'Alle leeftijden'],
    ]);
    const all = model.ages[2]!;
    expect(all.payscales).toEqual(['A', 'B']);
    expect(all.periodicals).toEqual(['1', '2']);
    const [a1, a2] = all.rows[0]!.cells;
    expect(a1).toMatchObject({
      stored: '15.52',
      displayed: '15,52',
      hourly: '15.52',
      hourlyDisplayed: '15,52',
    });
    expect(a2).toMatchObject({ stored: '1234.5', displayed: '1.234,50', minimum: '1234.5', error: null });
  });

  it('shows an empty cell where a payscale has no wage in a periodical of its age', () => {
    const cell = salaryGridModel(gridTable()).ages[2]!.rows[1]!.cells[1]!;
    expect(cell).toEqual({
      age: 'null',
      payscale: 'B',
      periodical: '2',
      stored: null,
      displayed: '',
      hourly: null,
      hourlyDisplayed: '',
      minimum: null,
      belowMinimumWage: null,
      error: null,
    });
  });

  it('shows every decimal a wage has, so the shown text reads back as the same wage', () => {
    const model = salaryGridModel(gridTable({ fullTable: { null: { A: { '1': '15.525', '2': '16' } } } }));
    expect(model.ages[0]!.rows[0]!.cells.map((cell) => cell.displayed)).toEqual(['15,525', '16,00']);
  });

  it('divides by wages divided by as typed with a comma, rounding the hourly wage up to cents', () => {
    const model = salaryGridModel(
      gridTable({
        fullTable: { null: { A: { '1': '2500.00' } } },
        wagesPer: 'month',
        wagesDividedBy: '173,33',
      }),
    );
    expect(model.ages[0]!.rows[0]!.cells[0]).toMatchObject({ hourly: '14.43', hourlyDisplayed: '14,43' });
  });

  it('converts a monthly wage with the hours per week when the divisor stayed 1, and shows none without them', () => {
    const table = gridTable({ fullTable: { null: { A: { '1': '2000.00' } } }, wagesPer: 'month' });
    const cell = (hoursInWorkweek: string) =>
      salaryGridModel({ ...table, hoursInWorkweek }).ages[0]!.rows[0]!.cells[0]!;
    expect(cell('36')).toMatchObject({ hourly: '12.83', hourlyDisplayed: '12,83' });
    // Not € 2.000 an hour, as it showed before the hours were asked for.
    expect(cell('')).toMatchObject({ hourly: null, hourlyDisplayed: '–' });
    const model = salaryGridModel({ ...table, hoursInWorkweek: '36' });
    expect(model.warnings.map((warning) => warning.hourlyWage)).toEqual(['12.82']);
  });

  it('shows no hourly wage for a divisor that is no number or zero, and no Dutch form for a wage that is none', () => {
    const zero = salaryGridModel(gridTable({ wagesPer: 'month', wagesDividedBy: '0' })).ages[2]!.rows[0]!
      .cells[0]!;
    expect(zero).toMatchObject({ hourly: null, hourlyDisplayed: '–', displayed: '15,52' });
    const text = salaryGridModel(
      gridTable({ fullTable: { null: { A: { '1': 'abc' } } }, wagesDividedBy: 'x' }),
    );
    expect(text.ages[0]!.rows[0]!.cells[0]).toMatchObject({
      displayed: 'abc',
      hourly: null,
      error: { code: 'numeric' },
    });
  });

  it("refuses with core's cell check a wage below the cao's original and one of zero, and passes one above", () => {
    const model = salaryGridModel(
      gridTable({
        fullTable: { null: { A: { '1': '14.99', '2': '0', '3': '15.01' } } },
        originalFullTable: { null: { A: { '1': '15.00', '3': '15.00' } } },
      }),
    );
    const cells = model.ages[0]!.rows[0]!.cells;
    expect(cells.map((cell) => cell.minimum)).toEqual(['15.00', null, '15.00']);
    expect(cells.map((cell) => cell.error?.message ?? null)).toEqual([
      minValueMessage('15'),
      greaterThanMessage(0),
      null,
    ]);
  });

  it("marks a wage below the statutory minimum wage with core's warning, and not one at it", () => {
    // 1-1-2026: 21 and older 14,71, 18 jaar 7,36, 17 jaar 5,81 per hour.
    const model = salaryGridModel(
      gridTable({
        endDate: '30-06-2026',
        fullTable: { null: { A: { '1': '14.70', '2': '14.71' } }, '17': { A: { '1': '5.81' } } },
      }),
    );
    const [below, at] = model.ages[1]!.rows[0]!.cells;
    expect(below?.belowMinimumWage?.message).toBe(
      'Loon € 14,70 ligt onder het wettelijk minimumloon van € 14,71 per uur (21 jaar en ouder, per 01-01-2026)',
    );
    expect(at?.belowMinimumWage).toBeNull();
    expect(model.ages[0]!.rows[0]!.cells[0]!.belowMinimumWage).toBeNull();
    expect(model.warnings).toHaveLength(1);
  });

  it('gives the same warnings as minimumWageWarnings on the same table, BBL and end date included', () => {
    const table = gridTable({ bbl: true, endDate: '30-06-2026' });
    const expected = minimumWageWarnings({
      full_table: table.fullTable,
      active_per: '2026-01-01',
      end_date: '2026-06-30',
      wages_per: 'hour',
      wages_divided_by: '1',
      hours_in_workweek: null,
      normal_workweek: null,
      bbl: true,
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(salaryGridModel(table).warnings).toEqual(expected);
    // The same start date as sent (YYYY-MM-DD) reads the same.
    expect(salaryGridModel({ ...table, activePer: '2026-01-01', endDate: '2026-06-30' }).warnings).toEqual(
      expected,
    );
  });

  it("gives core's minimum-wage notice for dates past the known minimum wages, and none within them", () => {
    const until = wmlCoverage().until;
    expect(salaryGridModel(gridTable({ endDate: '30-06-2026' })).wmlNotice).toBeNull();
    expect(salaryGridModel(gridTable({ endDate: '' })).wmlNotice).toBe(
      minimumWageNotice({ active_per: '2026-01-01', end_date: null }),
    );
    expect(salaryGridModel(gridTable({ endDate: '' })).wmlNotice).toContain(formatDutchDate(until));
    expect(salaryGridModel(gridTable({ activePer: '31-02-2026' })).wmlNotice).toBeNull();
  });

  it('checks no minimum wage when the start date cannot be read', () => {
    const model = salaryGridModel(gridTable({ activePer: '31-02-2026' }));
    expect(model.warnings).toEqual([]);
    expect(model.ages[0]!.rows[0]!.cells[0]!.belowMinimumWage).toBeNull();
  });
});

describe('salaryGridModel on the model before a change', () => {
  const wide = (): SalaryGridTable => {
    const rows: Record<string, Record<string, string>> = {};
    for (let payscale = 0; payscale < 6; payscale += 1) {
      rows[`S${payscale}`] = Object.fromEntries(
        Array.from({ length: 5 }, (_, periodical) => [String(periodical), `${14 + payscale}.${periodical}0`]),
      );
    }
    return gridTable({ fullTable: { null: rows, '18': { S0: { '0': '11.00' } } }, originalFullTable: null });
  };

  it('takes over the rows and ages a paste did not touch, and equals a model built from scratch', () => {
    const table = wide();
    const model = salaryGridModel(table);
    const pasted = pasteBlock(
      table.fullTable,
      { age: 'null', payscale: 'S2', periodical: '1' },
      '20,00\t21,00\r\n22,00',
    );
    if (!pasted.ok) throw new Error('refused');
    const next = { ...table, fullTable: pasted.table };
    const incremental = salaryGridModel(next, { table, model });
    expect(incremental).toEqual(salaryGridModel(next));
    const [all, before] = [incremental.ages[1]!, model.ages[1]!];
    expect(incremental.ages[0]).toBe(model.ages[0]); // 18 jaar: untouched
    expect(all.rows.map((row, index) => row === before.rows[index])).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('builds every row again when a setting every cell reads changes', () => {
    const table = wide();
    const model = salaryGridModel(table);
    const next = { ...table, wagesPer: 'month' as const, wagesDividedBy: '173,33' };
    const incremental = salaryGridModel(next, { table, model });
    expect(incremental).toEqual(salaryGridModel(next));
    expect(incremental.ages[1]!.rows[0]).not.toBe(model.ages[1]!.rows[0]);
  });

  it('equals a model built from scratch after any series of changes (property)', () => {
    const payscale = fc.constantFrom('S0', 'S1', 'S5', 'S9');
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('cell' as const),
        age: fc.constantFrom('null', '18'),
        payscale,
        periodical: fc.constantFrom('0', '3', '4'),
        value: fc.constantFrom('9,50', '15', '30,125', ''),
      }),
      fc.record({ kind: fc.constant('addPayscale' as const), payscale: fc.constantFrom('S7', 'S9', 'T1') }),
      fc.record({ kind: fc.constant('removePayscale' as const), payscale }),
      fc.record({ kind: fc.constant('addAge' as const), age: fc.constantFrom('17', '20') }),
      fc.record({ kind: fc.constant('divisor' as const), value: fc.constantFrom('1', '4', '173,33') }),
      fc.record({ kind: fc.constant('floors' as const) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        let table = wide();
        let model = salaryGridModel(table);
        for (const step of changes) {
          let next: SalaryGridTable = table;
          if (step.kind === 'divisor') next = { ...table, wagesDividedBy: step.value };
          else if (step.kind === 'floors') next = { ...table, originalFullTable: table.fullTable };
          else {
            const result =
              step.kind === 'cell'
                ? setCell(table.fullTable, step, step.value, table.originalFullTable)
                : step.kind === 'addPayscale'
                  ? addPayscale(table.fullTable, step.payscale)
                  : step.kind === 'removePayscale'
                    ? removePayscale(table.fullTable, step.payscale)
                    : addAge(table.fullTable, step.age, 'null');
            if (result.ok) next = { ...table, fullTable: result.table };
          }
          const incremental = salaryGridModel(next, { table, model });
          expect(incremental).toEqual(salaryGridModel(next));
          table = next;
          model = incremental;
        }
      }),
      { numRuns: 200 },
    );
  });
});

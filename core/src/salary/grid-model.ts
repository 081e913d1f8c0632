import { isIsoDate, parseDutchDate, type IsoDate } from '../format/dates.js';
import { formatAllDecimals, formatDecimal, normaliseDecimal } from '../format/numbers.js';
import { ALL_AGES_KEY } from '../base/constants.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import type { FullTable } from '../schemas/salary-table.js';
import { ageKeyError, ageLabel, wholeAges } from '../base/ages.js';
import type { FullTableError } from './full-table-error.js';
import { hourlyWageOf, type HourlyFactorTable } from './hourly-factor.js';
import { minimumWageNotice, minimumWageWarnings, type MinimumWageWarning } from './minimum-wage-warnings.js';
import type { CellAddress } from './set-cell.js';
import { ownValue, payscaleKeys, periodicalKeys } from './table-keys.js';
import { storedWageError } from './validate-wage.js';

/**
 * What a salary grid (the portal's AG Grid, the terminal wizard's step 4) shows of one table, worked out once
 * in core so both draw the same: the ages in order, per age the payscales down and the periodicals across,
 * and per cell the stored wage, how it reads in Dutch, its hourly wage, the cao's floor, the statutory
 * minimum-wage warning and core's cell check. The grids only draw it and read keys.
 */

/**
 * The table as a wizard keeps it (SalaryTableForm). `activePer` and `endDate` are dates as typed (DD-MM-YYYY)
 * or as sent (YYYY-MM-DD); `wagesDividedBy` as typed ('173,33'; a loaded scheme's '173.333' is made typed
 * first, toTypedDecimal), so one that reads two ways ('173.333' typed) shows no hourly wages until step 3's
 * rule has it settled. `hoursInWorkweek` (as typed) gives the hourly wage of a table not per hour whose
 * divisor is 1 (hourly-factor.ts); left out, such a table shows none. `endDate` may be left out or empty:
 * the table then runs on, and the minimum-wage check goes up to the end of the known minimum wages, with
 * the notice (minimumWageNotice) saying so.
 */
export type SalaryGridTable = Pick<
  SalaryTableForm,
  'fullTable' | 'originalFullTable' | 'wagesDividedBy' | 'wagesPer' | 'bbl' | 'activePer'
> &
  Partial<Pick<SalaryTableForm, 'endDate' | 'hoursInWorkweek'>>;

/** One cell of the grid. A payscale without a wage in a periodical its age has is an empty cell. */
export interface SalaryGridCell extends CellAddress {
  /** The wage as kept (dot decimal, '1234.5'); null for an empty cell. */
  stored: string | null;
  /**
   * The wage in Dutch with at least two decimals and every decimal it has ('1.234,50', '15,525'), so what
   * is shown reads back as the same wage when typed or pasted; '' for an empty cell, the stored text as it
   * is when it is no number.
   */
  displayed: string;
  /** The hourly wage (hourlyWageOf: wage / hours per period, rounded up to cents), dot decimal; null if none. */
  hourly: string | null;
  /** The hourly wage in Dutch ('14,43'); '' for an empty cell, '–' when it cannot be worked out. */
  hourlyDisplayed: string;
  /** The same cell of the cao's table (dot decimal): the wage may not be below it; null when there is none. */
  minimum: string | null;
  /** The statutory minimum-wage warning (minimumWageWarnings) when the wage is below the WML; else null. */
  belowMinimumWage: MinimumWageWarning | null;
  /** Why core's cell check (storedWageError) refuses the stored wage; null when it is valid or empty. */
  error: FullTableError | null;
}

/** One payscale row of an age: its cells, one per periodical of the age, in the age's column order. */
export interface SalaryGridRow {
  payscale: string;
  cells: SalaryGridCell[];
}

/** One age of the grid: its rows (payscales) and columns (periodicals). */
export interface SalaryGridAge {
  /** The full_table key: 'null' for all ages, or a whole age ('18'). */
  age: string;
  /** The title of the age: MESSAGES.allAges or '18 jaar' (ageLabel). */
  label: string;
  payscales: string[];
  periodicals: string[];
  rows: SalaryGridRow[];
}

export interface SalaryGridModel {
  ages: SalaryGridAge[];
  /** Every statutory minimum-wage warning of the table, as minimumWageWarnings gives them. */
  warnings: MinimumWageWarning[];
  /**
   * minimumWageNotice: part of the table's dates lies outside the minimum wages Beloning knows, so that part
   * was not checked; null when all of it was, or when the start date cannot be read.
   */
  wmlNotice: string | null;
}

/**
 * The ages of a grid in reading order, as ages.ts defines them: the whole ages youngest first, then the
 * 'null' row, which is for everyone older than the oldest whole age. A key that is no age key (the schema
 * refuses those) comes last as it is, so no wage is hidden.
 */
export function gridAges(fullTable: FullTable): string[] {
  const keys = Object.keys(fullTable);
  return [
    ...wholeAges(keys).map(String),
    ...keys.filter((key) => key === ALL_AGES_KEY),
    ...keys.filter((key) => key !== ALL_AGES_KEY && ageKeyError(key) !== null),
  ];
}

/** The rows (payscales, in table order) and columns (periodicals, in table order) of one age of the grid. */
export function gridAxes(fullTable: FullTable, age: string): { payscales: string[]; periodicals: string[] } {
  const only: FullTable = { [age]: ownValue(fullTable, age) ?? {} };
  return { payscales: payscaleKeys(only), periodicals: periodicalKeys(only, age) };
}

/** A table and the grid model built of it, which the next model of a changed table may build on. */
export interface SalaryGridBase {
  readonly table: SalaryGridTable;
  readonly model: SalaryGridModel;
}

/**
 * Builds the grid model of a table (see SalaryGridCell for what each cell carries). Given the model of the
 * table before a change (`previous`), rows the change did not touch are taken over as they are: a paste of
 * 1,000 wages into a 6,000-cell table builds only the rows it touched. A row is taken over only when
 * nothing it shows can differ: the same table settings (divisor, wage period, BBL, dates: the hourly wages and
 * the minimum-wage check), the same ages, payscales and periodicals, and the very same wages and cao floors
 * of the row (core's table changes copy only what they change, setCell and pasteBlock among them). The result
 * equals a model built from scratch.
 */
export function salaryGridModel(table: SalaryGridTable, previous?: SalaryGridBase): SalaryGridModel {
  const warnings = wmlWarnings(table);
  const below = new Map(warnings.map((warning) => [placeKey(warning), warning]));
  const factorTable = hourlyFactorTable(table);
  const ageKeys = gridAges(table.fullTable);
  const base =
    previous !== undefined &&
    sameSettings(previous.table, table) &&
    sameList(
      previous.model.ages.map((age) => age.age),
      ageKeys,
    )
      ? previous
      : undefined;
  const ages = ageKeys.map((age, index): SalaryGridAge => {
    const before = base?.model.ages[index];
    const wages = ownValue(table.fullTable, age) ?? {};
    const floors = table.originalFullTable === null ? undefined : ownValue(table.originalFullTable, age);
    const beforeWages = base === undefined ? undefined : ownValue(base.table.fullTable, age);
    const beforeFloors =
      base === undefined || base.table.originalFullTable === null
        ? undefined
        : ownValue(base.table.originalFullTable, age);
    // An age the change did not touch at all is the same age.
    if (before !== undefined && beforeWages === wages && beforeFloors === floors) return before;
    const { payscales, periodicals } = gridAxes(table.fullTable, age);
    const sameAxes =
      before !== undefined &&
      beforeWages !== undefined &&
      sameList(before.payscales, payscales) &&
      sameList(before.periodicals, periodicals);
    const rows = payscales.map((payscale, row): SalaryGridRow => {
      if (
        sameAxes &&
        ownValue(wages, payscale) === ownValue(beforeWages, payscale) &&
        (floors === undefined ? undefined : ownValue(floors, payscale)) ===
          (beforeFloors === undefined ? undefined : ownValue(beforeFloors, payscale))
      ) {
        return before.rows[row]!;
      }
      // The row's wages and cao floors are looked up once, not per cell.
      const rowWages = ownValue(wages, payscale);
      const rowFloors = floors === undefined ? undefined : ownValue(floors, payscale);
      return {
        payscale,
        cells: periodicals.map((periodical) =>
          gridCell(
            { age, payscale, periodical },
            (rowWages === undefined ? undefined : ownValue(rowWages, periodical)) ?? null,
            (rowFloors === undefined ? undefined : ownValue(rowFloors, periodical)) ?? null,
            factorTable,
            // Most tables have no minimum-wage warning: then no cell's place key is built.
            below.size === 0 ? null : (below.get(placeKey({ age, payscale, periodical })) ?? null),
          ),
        ),
      };
    });
    return { age, label: ageLabel(age), payscales, periodicals, rows };
  });
  return { ages, warnings, wmlNotice: wmlNoticeOf(table) };
}

/** The settings every cell's hourly wage and minimum-wage check read are the same in both tables. */
function sameSettings(a: SalaryGridTable, b: SalaryGridTable): boolean {
  return (
    a.wagesDividedBy === b.wagesDividedBy &&
    a.hoursInWorkweek === b.hoursInWorkweek &&
    a.wagesPer === b.wagesPer &&
    a.bbl === b.bbl &&
    a.activePer === b.activePer &&
    a.endDate === b.endDate
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** One cell: `stored` and `minimum` are its wage and its cao floor as kept (own keys only), null when none. */
function gridCell(
  address: CellAddress,
  stored: string | null,
  minimum: string | null,
  factorTable: HourlyFactorTable | null,
  belowMinimumWage: MinimumWageWarning | null,
): SalaryGridCell {
  // The address is copied field by field: a spread followed by more fields made V8 build every cell
  // slowly (about 15 µs a cell in node 20, a 6,000-cell model taking over 100 ms).
  const { age, payscale, periodical } = address;
  if (stored === null) {
    return {
      age,
      payscale,
      periodical,
      stored,
      displayed: '',
      hourly: null,
      hourlyDisplayed: '',
      minimum,
      belowMinimumWage: null,
      error: null,
    };
  }
  const hourly = factorTable === null ? null : hourlyWageOf(factorTable, stored);
  return {
    age,
    payscale,
    periodical,
    stored,
    displayed: displayedWage(stored),
    hourly,
    hourlyDisplayed: hourly === null ? '–' : formatDecimal(hourly),
    minimum,
    belowMinimumWage,
    error: storedWageError(stored, minimum),
  };
}

/**
 * A kept wage in Dutch, as every reader shows it: at least two decimals and all it has ('15,50', '14,829'),
 * so what is shown reads back as the same wage; the text as it is when it is no number.
 */
export function displayedWage(stored: string): string {
  return formatAllDecimals(stored, 2) ?? stored;
}

/**
 * What the hourly conversion (hourly-factor.ts) reads of the form's table, the typed numbers normalised; null
 * while the divisor reads two ways or not at all (step 3's rule has to settle it first).
 */
function hourlyFactorTable(table: SalaryGridTable): HourlyFactorTable | null {
  const divisor = normaliseDecimal(table.wagesDividedBy);
  if (divisor === null) return null;
  return {
    wages_per: table.wagesPer,
    wages_divided_by: divisor,
    hours_in_workweek: normaliseDecimal(table.hoursInWorkweek ?? ''),
  };
}

/** core's minimum-wage check on the form's table; none when its start date cannot be read. */
function wmlWarnings(table: SalaryGridTable): MinimumWageWarning[] {
  const activePer = readDate(table.activePer);
  if (activePer === null) return [];
  return minimumWageWarnings({
    full_table: table.fullTable,
    active_per: activePer,
    end_date: readDate(table.endDate ?? ''),
    wages_per: table.wagesPer,
    wages_divided_by: normaliseDecimal(table.wagesDividedBy) ?? '',
    hours_in_workweek: normaliseDecimal(table.hoursInWorkweek ?? ''),
    normal_workweek: null,
    bbl: table.bbl,
  });
}

/** core's minimum-wage notice on the form's dates; none when its start date cannot be read. */
function wmlNoticeOf(table: SalaryGridTable): string | null {
  const activePer = readDate(table.activePer);
  if (activePer === null) return null;
  return minimumWageNotice({ active_per: activePer, end_date: readDate(table.endDate ?? '') });
}

/** A date as typed (DD-MM-YYYY) or sent (YYYY-MM-DD); the two cannot be mistaken for each other. */
function readDate(text: string): IsoDate | null {
  const typed = parseDutchDate(text);
  if (typed !== null) return typed;
  return isIsoDate(text) ? text : null;
}

function placeKey(cell: CellAddress): string {
  return JSON.stringify([cell.age, cell.payscale, cell.periodical]);
}

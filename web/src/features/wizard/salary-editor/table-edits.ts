import type { FullTable } from '@beloning/core/schemas';
import {
  bulkIncreaseSchema,
  cellChanges,
  gridAxes,
  increaseFullTableByPayscale,
  increaseStepSchema,
  removePeriodical,
  storedWageError,
  type CellAddress,
  type CellChange,
  type DatedIncreaseStep,
} from '@beloning/core/salary';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { datedIncreaseForms, type DatedIncreaseFormsResult, type WizardState } from '@beloning/core/wizard';

/**
 * The salary editor's edits that take more than one of core's functions: each a pure function of the table,
 * built only from core's rules (bulkIncreaseSchema, increaseFullTableByPayscale, datedIncreaseForms,
 * storedWageError, removePeriodical).
 */

/** The wizard state with one table's full_table replaced. */
export function withFullTable(tableKey: string, fullTable: FullTable) {
  return (state: WizardState): WizardState => ({
    ...state,
    salaryTables: state.salaryTables.map((table) =>
      table.key === tableKey ? { ...table, fullTable } : table,
    ),
  });
}

/** A bulk increase as the dialog has it: text as typed. */
export interface IncreaseInput {
  readonly type: 'percentage' | 'amount';
  /** The first step; may stay empty when amounts per payscale follow. */
  readonly value: string;
  /** Then an amount per payscale (empty: none for that payscale). */
  readonly amounts?: Readonly<Record<string, string>>;
  readonly mode: 'mathematical' | 'up' | 'down';
  readonly decimals: string;
  /** The date the raise takes effect (DD-MM-JJJJ): a follow-up table instead of a change in place. */
  readonly per?: string;
  /** The end date of that follow-up (DD-MM-JJJJ); empty: that of the table it splits. */
  readonly endDate?: string;
  /** Accept wages that change by more than 20 %. */
  readonly force?: boolean;
}

export type IncreaseOutcome =
  { ok: true; table: FullTable; changes: CellChange[] } | { ok: false; errors: string[] };

function cellName(cell: CellAddress): string {
  return `schaal ${cell.payscale}, periodiek ${cell.periodical}`;
}

type ReadSteps =
  | { ok: true; steps: DatedIncreaseStep[]; rounding: { mode: IncreaseInput['mode']; decimals: number } }
  | { ok: false; errors: string[] };

/**
 * The ordered steps of the dialog read by core's schemas: the first step (percentage or amount), then the
 * amounts per payscale as one amount step (SPEC.md's increase data: percentage then amount), one rounding.
 */
export function increaseSteps(input: IncreaseInput): ReadSteps {
  const decimals = input.decimals.trim() === '' ? Number.NaN : Number(input.decimals.trim());
  const typed = Object.entries(input.amounts ?? {}).filter(([, value]) => value.trim() !== '');
  const first =
    input.value.trim() === '' && typed.length > 0 ? [] : [{ type: input.type, value: input.value }];
  const parsed = bulkIncreaseSchema.safeParse({
    steps: first.length === 0 ? [{ type: 'amount', value: '0' }] : first,
    rounding: { mode: input.mode, decimals },
  });
  if (!parsed.success)
    return { ok: false, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  const steps: DatedIncreaseStep[] = first.length === 0 ? [] : parsed.data.steps;
  const payscales: Record<string, string> = {};
  const errors: string[] = [];
  for (const [payscale, value] of typed) {
    const amount = increaseStepSchema.safeParse({ type: 'amount', value });
    if (amount.success) payscales[payscale] = amount.data.value;
    else errors.push(`schaal ${payscale}: ${amount.error.issues[0]?.message ?? ''}`);
  }
  if (errors.length > 0) return { ok: false, errors };
  if (typed.length > 0) steps.push({ type: 'amount', value: '0', payscales });
  return { ok: true, steps, rounding: parsed.data.rounding };
}

/**
 * The table with a bulk increase applied to every wage, or only to `cells` when given (a selection). The
 * input is read by core's schemas (increaseSteps); every increased wage must pass core's cell check
 * (storedWageError against the cao's original), else nothing changes and each refused cell is named.
 */
export function increasedTable(
  fullTable: FullTable,
  input: IncreaseInput,
  cells: readonly CellAddress[] | null,
  original: FullTable | null,
): IncreaseOutcome {
  const read = increaseSteps(input);
  if (!read.ok) return read;
  const source = cells === null ? fullTable : pick(fullTable, cells);
  const increased = increaseFullTableByPayscale(source, read.steps, read.rounding);
  const table = cells === null ? increased : merge(fullTable, increased);
  const changes = cellChanges(fullTable, table);
  const errors = changes.flatMap((change) => {
    if (change.new === null) return [];
    const minimum = original?.[change.age]?.[change.payscale]?.[change.periodical] ?? null;
    const error = storedWageError(change.new, minimum);
    return error === null ? [] : [`${cellName(change)}: ${error.message}`];
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, table, changes };
}

export type DatedIncreaseOutcome =
  Extract<DatedIncreaseFormsResult, { ok: true }> | { ok: false; errors: string[]; beyondBound: boolean };

/**
 * A raise per date of the series of the table at `index` (core's datedIncreaseForms, as the CLI's
 * `tables increase --per`): the tables with a follow-up from the date, and what its wages are against the
 * table it follows. Nothing changes when it is refused; every reason is given.
 */
export function datedIncreasedTables(
  tables: readonly SalaryTableForm[],
  index: number,
  input: IncreaseInput,
): DatedIncreaseOutcome {
  const read = increaseSteps(input);
  if (!read.ok) return { ...read, beyondBound: false };
  const result = datedIncreaseForms(tables, index, {
    per: input.per ?? '',
    endDate: input.endDate ?? '',
    steps: read.steps,
    rounding: read.rounding,
    force: input.force ?? false,
  });
  if (!result.ok) {
    return { ok: false, errors: result.errors, beyondBound: result.codes.includes('beyond_bound') };
  }
  return result;
}

/** Only the given cells that hold a wage. */
function pick(fullTable: FullTable, cells: readonly CellAddress[]): FullTable {
  const result: Record<string, Record<string, Record<string, string>>> = {};
  for (const cell of cells) {
    const wage = fullTable[cell.age]?.[cell.payscale]?.[cell.periodical];
    if (wage === undefined) continue;
    const ages = (result[cell.age] ??= {});
    (ages[cell.payscale] ??= {})[cell.periodical] = wage;
  }
  return result;
}

function merge(fullTable: FullTable, part: FullTable): FullTable {
  const result: Record<string, Record<string, Record<string, string>>> = {};
  for (const [age, payscales] of Object.entries(fullTable)) {
    result[age] = {};
    for (const [payscale, cells] of Object.entries(payscales)) {
      result[age][payscale] = { ...cells, ...part[age]?.[payscale] };
    }
  }
  return result;
}

export interface ClearedCells {
  readonly table: FullTable;
  /** The periodicals of the age that lose their last wage and so disappear (SPEC.md 4: ask first). */
  readonly removedPeriodicals: string[];
  readonly cleared: number;
}

/**
 * The table with the wages of `cells` (all of one age) removed, through core's removePeriodical for each
 * cell; null when none of them holds a wage.
 */
export function clearedCells(
  fullTable: FullTable,
  age: string,
  cells: readonly CellAddress[],
): ClearedCells | null {
  let table = fullTable;
  let cleared = 0;
  for (const cell of cells) {
    const result = removePeriodical(table, age, cell.periodical, cell.payscale);
    if (!result.ok) continue;
    table = result.table;
    cleared += 1;
  }
  if (cleared === 0) return null;
  const after = new Set(gridAxes(table, age).periodicals);
  const removedPeriodicals = gridAxes(fullTable, age).periodicals.filter((key) => !after.has(key));
  return { table, removedPeriodicals, cleared };
}

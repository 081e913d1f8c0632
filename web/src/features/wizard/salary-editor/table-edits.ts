import type { FullTable } from '@beloning/core/schemas';
import {
  bulkIncreaseSchema,
  cellChanges,
  gridAxes,
  increaseFullTable,
  removePeriodical,
  storedWageError,
  type CellAddress,
  type CellChange,
} from '@beloning/core/salary';
import type { WizardState } from '@beloning/core/wizard';

/**
 * The salary editor's edits that take more than one of core's functions: each a pure function of the table,
 * built only from core's rules (bulkIncreaseSchema, increaseFullTable, storedWageError, removePeriodical).
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
  readonly value: string;
  readonly mode: 'mathematical' | 'up' | 'down';
  readonly decimals: string;
}

export type IncreaseOutcome =
  { ok: true; table: FullTable; changes: CellChange[] } | { ok: false; errors: string[] };

function cellName(cell: CellAddress): string {
  return `schaal ${cell.payscale}, periodiek ${cell.periodical}`;
}

/**
 * The table with a bulk increase applied to every wage, or only to `cells` when given (a selection). The
 * input is read by core's bulkIncreaseSchema; every increased wage must pass core's cell check
 * (storedWageError against the cao's original), else nothing changes and each refused cell is named.
 */
export function increasedTable(
  fullTable: FullTable,
  input: IncreaseInput,
  cells: readonly CellAddress[] | null,
  original: FullTable | null,
): IncreaseOutcome {
  const decimals = input.decimals.trim() === '' ? Number.NaN : Number(input.decimals.trim());
  const parsed = bulkIncreaseSchema.safeParse({
    steps: [{ type: input.type, value: input.value }],
    rounding: { mode: input.mode, decimals },
  });
  if (!parsed.success)
    return { ok: false, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  const { steps, rounding } = parsed.data;
  const source = cells === null ? fullTable : pick(fullTable, cells);
  const increased = increaseFullTable(source, steps, rounding);
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

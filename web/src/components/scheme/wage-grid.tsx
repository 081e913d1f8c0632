import { formatDecimal } from '@beloning/core/format';
import type { SalaryTable } from '@beloning/core/schemas';
import {
  displayedWage,
  gridAges,
  hourlyWageOf,
  payscaleKeys,
  periodicalKeys,
  type HourlyFactorTable,
} from '@beloning/core/salary';
import { ageLabel } from './labels';

/** The value under an own key only (an age named 'constructor' never reaches Object.prototype). */
function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The wage shown in a cell: the table's own wage as core shows a kept wage (every decimal it has), or the
 * hourly wage (core's hourlyWageOf, rounded up to cents) when asked; '–' when the table's hours are unknown.
 */
function cellText(wage: string, table: HourlyFactorTable, hourly: boolean): string {
  if (!hourly) return displayedWage(wage);
  const perHour = hourlyWageOf(table, wage);
  return perHour === null ? '–' : formatDecimal(perHour, 2);
}

export interface WageGridProps {
  /** A saved table, or one about to be saved (step 8), which has no payscale order of its own yet. */
  readonly table: Pick<SalaryTable, 'full_table'> &
    HourlyFactorTable &
    Partial<Pick<SalaryTable, 'payscales'>>;
  readonly hourly: boolean;
  /** Names the grid for screen readers, e.g. the table name. */
  readonly caption: string;
}

/**
 * The wages of a table per age: payscales down, periodical steps across (SPEC.md 2.11 step 4), amounts
 * right-aligned with a decimal comma.
 */
export function WageGrid({ table, hourly, caption }: WageGridProps) {
  // Core's reading order: the youth rows youngest first, then the all-ages row (everyone older).
  const ages = gridAges(table.full_table);
  const ordered = table.payscales ?? [];
  const orderedScales = [
    ...ordered,
    ...payscaleKeys(table.full_table).filter((key) => !ordered.includes(key)),
  ];
  if (ages.length === 0) return <p className="muted">Deze loontabel bevat geen lonen.</p>;
  return (
    <div className="wage-grids">
      {ages.map((age) => {
        const payscales = ownValue(table.full_table, age) ?? {};
        const columns = periodicalKeys(table.full_table, age);
        const rows = orderedScales.filter((scale) => ownValue(payscales, scale) !== undefined);
        return (
          <div key={age} className="wage-grid">
            <div
              className="table-scroll"
              tabIndex={0}
              role="region"
              aria-label={`${caption}, ${ageLabel(age)}`}
            >
              <table className="table table--compact">
                <caption className="wage-grid__caption">{ageLabel(age)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Schaal</th>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="amount">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((scale) => {
                    const cells = ownValue(payscales, scale) ?? {};
                    return (
                      <tr key={scale}>
                        <th scope="row">{scale}</th>
                        {columns.map((column) => {
                          const wage = ownValue(cells, column);
                          return (
                            <td key={column} className="amount">
                              {wage === undefined ? '' : cellText(wage, table, hourly)}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </div>
  );
}

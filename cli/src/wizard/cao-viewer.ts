import { formatDecimal } from '@beloning/core/format';
import { hourlyWageOf, type HourlyFactorTable } from '@beloning/core/salary';
import { MESSAGES } from '@beloning/core/rules';
import type { FullTable } from '@beloning/core/schemas';

/**
 * A salary table as lines of text: per age a grid of payscales (down) and periodicals (across), wages with a
 * decimal comma, or the hourly wage (core's hourlyWageOf: the wage divided by the table's hours per wage
 * period, rounded up to cents; '–' when those are unknown) when asked.
 */
export function salaryGridLines(
  fullTable: FullTable,
  options: { hourly: boolean; table: HourlyFactorTable },
): string[] {
  const lines: string[] = [];
  for (const [age, payscales] of Object.entries(fullTable)) {
    lines.push(age === 'null' ? MESSAGES.allAges : `Leeftijd ${age}`);
    const columns = [...new Set(Object.values(payscales).flatMap((cells) => Object.keys(cells)))];
    const rows = Object.entries(payscales).map(([payscale, cells]) => [
      payscale,
      ...columns.map((column) => {
        const wage = cells[column];
        if (wage === undefined || wage.trim() === '') return '';
        try {
          if (!options.hourly) return formatDecimal(wage);
          const perHour = hourlyWageOf(options.table, wage);
          return perHour === null ? '–' : formatDecimal(perHour);
        } catch {
          return wage;
        }
      }),
    ]);
    const header = ['Schaal', ...columns];
    const widths = header.map((cell, index) =>
      Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)),
    );
    const render = (row: readonly string[]) =>
      row
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join('  ');
    lines.push(`  ${render(header)}`, ...rows.map((row) => `  ${render(row)}`));
  }
  return lines;
}

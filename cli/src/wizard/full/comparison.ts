import type { Cao } from '@beloning/core/schemas';
import { ageLabel, displayedWage, type CellChange } from '@beloning/core/salary';
import { schemeComparison, type WizardState } from '@beloning/core/wizard';

/** At most this many differing cells are listed per table; the rest are counted. */
export const MAX_CELL_LINES = 20;

/** A stored wage as the lines show it (core's displayedWage: '15,52', '14,829'), '-' where it is missing. */
function wage(value: string | null): string {
  return value === null ? '-' : displayedWage(value);
}

/** A differing cell as 'leeftijd · schaal · periodiek: oud → nieuw'. */
export function cellLine(cell: CellChange): string {
  return `${ageLabel(cell.age)} · ${cell.payscale} · ${cell.periodical}: ${wage(cell.old)} → ${wage(cell.new)}`;
}

/**
 * Step 8 of a scheme that follows a cao whose original is loaded (SPEC.md 2.11), as lines: core's
 * comparison (schemeComparison) of the original against the new version. Step 2's deviations, per table the
 * cells that differ from the cao's (a new table and a dropped cao table named as such), and the cao text
 * previewed in 15 characters.
 */
export function comparisonLines(state: WizardState, cao: Cao): string[] {
  const comparison = schemeComparison(state, cao);
  const lines = [`Vergelijking met de cao ${comparison.caoName} (origineel → nieuw)`, 'Afwijkingen:'];
  if (comparison.step2.length === 0) lines.push('  geen');
  for (const { label, before, after } of comparison.step2) {
    if (before === null) lines.push(`  ${label} toegevoegd: ${after ?? ''}`);
    else if (after === null) lines.push(`  ${label} vervallen: ${before}`);
    else lines.push(`  ${label}: ${before} → ${after}`);
  }
  lines.push('Loontabellen:');
  for (const table of comparison.tables) {
    if (table.status === 'new') lines.push(`  ${table.name}: nieuwe loontabel`);
    else if (table.status === 'same') lines.push(`  ${table.name}: gelijk aan de cao`);
    else {
      const count = table.cells.length;
      lines.push(`  ${table.name}: ${count} ${count === 1 ? 'loon wijkt' : 'lonen wijken'} af`);
      lines.push(...table.cells.slice(0, MAX_CELL_LINES).map((cell) => `    ${cellLine(cell)}`));
      if (count > MAX_CELL_LINES) lines.push(`    ... en nog ${count - MAX_CELL_LINES}`);
    }
  }
  for (const name of comparison.droppedTables) lines.push(`  ${name}: niet meer in de regeling`);
  const { before, after, same } = comparison.caoText;
  lines.push(`Cao-tekst: ${same ? `${after} (gelijk)` : `${before} → ${after}`}`);
  return lines;
}

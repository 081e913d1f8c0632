/**
 * Whether the table at `index` may be deleted as a follow-up table: only the last table, and never the
 * first (a scheme keeps at least its first table).
 */
export function canDeleteFollowUpTable(tables: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index > 0 && index === tables.length - 1;
}

/**
 * How core compares names and keys for uniqueness (a rule's 'Waarde moet uniek zijn', payscale keys, table
 * names): without surrounding spaces and case-insensitively.
 */
export function uniqueKey(value: string): string {
  return value.trim().toLocaleUpperCase('nl-NL');
}

import { exportSalaryTableCsv, type SalaryTables } from '@beloning/core/csv';
import { formatDutchDate } from '@beloning/core/format';
import type { InlenersCao } from '@beloning/core/schemas';

/**
 * The salary tables of a scheme version as core's CSV (Dutch Excel: ';', decimal comma, BOM). Tables are
 * keyed by name; a name used by several tables (successive tables) gets its start date added.
 */
export function schemeCsv(scheme: InlenersCao): string {
  const counts = new Map<string, number>();
  for (const table of scheme.salary_tables) counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
  const tables: SalaryTables = {};
  for (const table of scheme.salary_tables) {
    const name =
      (counts.get(table.name) ?? 0) > 1
        ? `${table.name} (vanaf ${formatDutchDate(table.active_per)})`
        : table.name;
    tables[name] = table.full_table;
  }
  return exportSalaryTableCsv(tables);
}

/** A file name for an export: the company and the version, without characters a file system refuses. */
export function exportFileName(scheme: InlenersCao, extension: 'json' | 'csv' | 'setu.json'): string {
  const company = scheme.company_name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `beloning-${company || 'inlener'}-v${scheme.version}.${extension}`;
}

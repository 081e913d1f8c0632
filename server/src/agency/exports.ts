import { exportPackageCsv, exportSalaryTableCsv, type SalaryTables } from '@beloning/core/csv';
import { formatDutchDate } from '@beloning/core/format';
import type { AgencyExportFormat, InlenersCao } from '@beloning/core/schemas';
import { toSetuInquiryPayEquity } from '@beloning/core/setu';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
export function exportFileName(
  scheme: InlenersCao,
  extension: 'json' | 'csv' | 'setu.json' | 'pakket.csv',
): string {
  const company = scheme.company_name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `beloning-${company || 'inlener'}-v${scheme.version}.${extension}`;
}

/**
 * Sends a scheme version as the download `format` asks for, for the hirer's own export and the agency's
 * export of a shared version alike: JSON as the detail answers it, SETU gelijkwaardige beloning v2.0 (the
 * hirer's KVK number is looked up only for it), the salary tables as CSV, or the gelijkwaardige-beloning
 * package as CSV (core's exportPackageCsv; a version without a package gives each block 'nog niet
 * ingevuld'). CSV answers text/csv, or `{filename, csv}` to a client that accepts only application/json
 * (core's API client).
 */
export async function sendSchemeExport(
  request: FastifyRequest,
  reply: FastifyReply,
  scheme: InlenersCao,
  options: { format: AgencyExportFormat; hirerKvkNr: () => Promise<string>; now: Date },
): Promise<FastifyReply> {
  const attachment = (name: string) =>
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
  if (options.format === 'json') {
    attachment(exportFileName(scheme, 'json')).type('application/json; charset=utf-8');
    return reply.send(JSON.stringify(scheme));
  }
  if (options.format === 'setu') {
    const message = toSetuInquiryPayEquity(scheme, { kvkNr: await options.hirerKvkNr() }, options.now);
    attachment(exportFileName(scheme, 'setu.json')).type('application/json; charset=utf-8');
    return reply.send(JSON.stringify(message));
  }
  const pack = options.format === 'pakket-csv';
  const csv = pack ? exportPackageCsv(scheme.equivalent_package) : schemeCsv(scheme);
  const filename = exportFileName(scheme, pack ? 'pakket.csv' : 'csv');
  const accept = request.headers.accept ?? '';
  if (accept.includes('application/json') && !accept.includes('text/csv') && !accept.includes('*/*')) {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    return reply.send(JSON.stringify({ filename, csv }));
  }
  attachment(filename).type('text/csv; charset=utf-8');
  return reply.send(csv);
}

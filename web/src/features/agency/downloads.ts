import type { ApiClient } from '@beloning/core/api';
import type { AgencyExportFormat } from '@beloning/core/schemas';

/**
 * The downloads of a shared scheme version (GET uitleners/inleners-cao/{guid}/export/). The calls need the
 * bearer token, so a plain link cannot fetch them: the file is fetched through core's client and handed to
 * the browser as a real download with a Dutch file name.
 */

export interface ExportSubject {
  readonly guid: string;
  readonly version: number;
  readonly companyName: string;
}

/** A file-name part: letters, digits and dashes only, accents dropped, at most 60 characters. */
export function fileNamePart(text: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, '');
  return part === '' ? 'inlener' : part;
}

/**
 * beloningsregeling-{bedrijf}-versie-{n}.json, loontabellen-....csv, setu-gelijkwaardige-beloning-....json,
 * pakket-gelijkwaardige-beloning-....csv
 */
export function exportFileName(subject: ExportSubject, format: AgencyExportFormat): string {
  const tail = `${fileNamePart(subject.companyName)}-versie-${subject.version}`;
  switch (format) {
    case 'json':
      return `beloningsregeling-${tail}.json`;
    case 'csv':
      return `loontabellen-${tail}.csv`;
    case 'setu':
      return `setu-gelijkwaardige-beloning-${tail}.json`;
    case 'pakket-csv':
      return `pakket-gelijkwaardige-beloning-${tail}.csv`;
  }
}

/** Fetches the export and answers with the file's text and type. */
async function exportFile(
  api: ApiClient,
  subject: ExportSubject,
  format: AgencyExportFormat,
): Promise<{ text: string; type: string }> {
  const query = { version: subject.version };
  switch (format) {
    case 'json':
      return {
        text: `${JSON.stringify(await api.agency.exportJson(subject.guid, query), null, 2)}\n`,
        type: 'application/json',
      };
    case 'setu':
      return {
        text: `${JSON.stringify(await api.agency.exportSetu(subject.guid, query), null, 2)}\n`,
        type: 'application/json',
      };
    case 'csv':
      // The server's CSV as it is: semicolons, decimal comma and a byte-order mark for Excel.
      return { text: (await api.agency.exportCsv(subject.guid, query)).csv, type: 'text/csv;charset=utf-8' };
    case 'pakket-csv':
      // Core's exportPackageCsv as the server wrote it, for Excel like the salary tables.
      return {
        text: (await api.agency.exportPackageCsv(subject.guid, query)).csv,
        type: 'text/csv;charset=utf-8',
      };
  }
}

/** Downloads the export as a file in the browser. */
export async function downloadExport(
  api: ApiClient,
  subject: ExportSubject,
  format: AgencyExportFormat,
): Promise<void> {
  const { text, type } = await exportFile(api, subject, format);
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(subject, format);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export { decodeCsvBytes, type CsvEncoding, type DecodedCsv } from './decode.js';
export { detectDelimiter, CSV_DELIMITERS, type CsvDelimiter, type CsvDialect } from './delimiter.js';
export { readWage, type DecimalMark, type WageNotation, type WageReading } from './cells.js';
export { CSV_COLUMN_NAMES, type CsvLayout } from './layout.js';
export { CSV_MESSAGES, MAX_CSV_ERRORS, type CsvError } from './errors.js';
export {
  parseSalaryTableCsv,
  type ParseSalaryTableCsvOptions,
  type SalaryTableCsvResult,
  type SalaryTables,
} from './parse.js';
export { exportSalaryTableCsv, type ExportSalaryTableCsvOptions } from './export.js';
export {
  exportPackageCsv,
  packageCsvRows,
  PACKAGE_CSV_COLUMNS,
  type ExportPackageCsvOptions,
  type PackageCsvColumn,
} from './package-export.js';

/**
 * The SETU 'gelijkwaardige beloning' v2.0 message (fixtures/setu/) made from a scheme, and read back into an
 * own scheme's save payload: the one mapping the server's exports, the agency's download and the CLI's
 * `--format setu` share (ARCHITECTURE.md), and the one import. core/README.md has the field table.
 */
export { SETU_ALLOWANCE_CODES, tableWorkHours, toSetuInquiryPayEquity } from './inquiry-pay-equity.js';
export {
  fromSetuInquiryPayEquity,
  SETU_IMPORT_MESSAGES,
  type SetuImport,
  type SetuImportError,
} from './from-inquiry-pay-equity.js';

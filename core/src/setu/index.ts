/**
 * The SETU 'gelijkwaardige beloning' v2.0 message (fixtures/setu/) made from a scheme: the one mapping the
 * server's exports, the agency's download and the CLI's `--format setu` share (ARCHITECTURE.md).
 */
export { toSetuInquiryPayEquity } from './inquiry-pay-equity.js';

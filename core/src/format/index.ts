export { parseDutchDate, isIsoDate, formatDutchDate, nextDay, type IsoDate } from './dates.js';
export { normaliseDecimal, toFixedDecimal, formatDecimal, formatEuro, formatPercentage } from './numbers.js';
export {
  TYPED_WAGE,
  WAGE_TEXT_MESSAGES,
  noteWageNotation,
  readWage,
  type DecimalMark,
  type WageNotation,
  type WageReading,
} from './wage-text.js';

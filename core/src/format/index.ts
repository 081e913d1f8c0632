export {
  parseDutchDate,
  isIsoDate,
  formatDutchDate,
  nextDay,
  previousDay,
  dutchToday,
  type IsoDate,
} from './dates.js';
export {
  normaliseDecimal,
  readTypedDecimal,
  typedDecimalError,
  toFixedDecimal,
  toTypedDecimal,
  formatAllDecimals,
  formatDecimal,
  formatEuro,
  formatPercentage,
} from './numbers.js';
export {
  TYPED_WAGE,
  WAGE_TEXT_MESSAGES,
  noteWageNotation,
  readWage,
  type DecimalMark,
  type WageNotation,
  type WageReading,
} from './wage-text.js';
export {
  CAO_TEXT_TAGS,
  CAO_TEXT_DROPPED_TAGS,
  CAO_TEXT_VOID_TAGS,
  CAO_TEXT_CELL_ATTRIBUTES,
  CAO_TEXT_PREVIEW_LENGTH,
  caoTextPlain,
  caoTextPreview,
  caoTextFromText,
  caoTextClean,
} from './cao-text.js';

export { parseDutchDate, isIsoDate, formatDutchDate, nextDay, type IsoDate } from './dates.js';
export { normaliseDecimal, toFixedDecimal, formatDecimal, formatEuro, formatPercentage } from './numbers.js';

export { SALARY_ERROR_CODES, SalaryError, type SalaryErrorCode } from './errors.js';
export { MAX_DECIMALS, decimal, parseDecimal, type Decimal, type RoundingFunction } from './decimal.js';
export { toDecimalString } from './to-decimal-string.js';
export { add } from './add.js';
export { subtract } from './subtract.js';
export { multiply } from './multiply.js';
export { divide } from './divide.js';
export { compare } from './compare.js';
export { round } from './round.js';
export { roundHalfUp } from './round-half-up.js';
export { roundUp } from './round-up.js';
export { roundDown } from './round-down.js';
export { ROUNDING_MODES, ROUNDING_FUNCTIONS, type RoundingMode } from './rounding-mode.js';
export {
  DEFAULT_INCREASE_DECIMALS,
  increaseFormula,
  type IncreaseFormula,
  type IncreaseRounding,
  type IncreaseStep,
} from './increase-formula.js';
export { applyIncrease } from './apply-increase.js';
export { increaseFullTable } from './increase-full-table.js';
export { hourlyWage } from './hourly-wage.js';
export { nextPayscaleKey } from './next-payscale-key.js';

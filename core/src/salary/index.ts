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
export {
  ROUNDING_MODES,
  ROUNDING_FUNCTIONS,
  ROUNDING_MODE_WORDS,
  readRoundingMode,
  type RoundingMode,
} from './rounding-mode.js';
export {
  DEFAULT_INCREASE_DECIMALS,
  increaseFormula,
  type IncreaseFormula,
  type IncreaseRounding,
  type IncreaseStep,
} from './increase-formula.js';
export { applyIncrease } from './apply-increase.js';
export { increaseFullTable } from './increase-full-table.js';
export {
  divisorFromWeeklyHours,
  hourlyWageFactor,
  hourlyWageOf,
  hoursPerPeriod,
  weeklyHoursOf,
  workHoursPerWeek,
  type HourlyFactorTable,
  type HoursPerPeriod,
} from './hourly-factor.js';
export { nextPayscaleKey } from './next-payscale-key.js';
export { payscaleKeyError, payscaleKeyErrors } from './payscale-key.js';
export {
  FULL_TABLE_ERROR_CODES,
  SALARY_MESSAGES,
  type FullTableError,
  type FullTableErrorCode,
  type FullTableResult,
} from './full-table-error.js';
export { payscaleKeys, periodicalKeys, sameFullTable } from './table-keys.js';
export { storedWageError, validateWage, type WageCheck } from './validate-wage.js';
export { addAge } from './add-age.js';
export {
  cellChanges,
  cellTotal,
  countCellChanges,
  drasticChange,
  type CellChange,
  type CellCounts,
  type DrasticChange,
} from './cell-changes.js';
export {
  AGE_MESSAGES,
  MAX_AGE,
  MIN_AGE,
  ageKeyError,
  ageLabel,
  ageName,
  ageRange,
  readAgeText,
  resolveOlder,
  wholeAges,
  type AgeText,
} from '../base/ages.js';
export { removeAge } from './remove-age.js';
export { addPayscale } from './add-payscale.js';
export { removePayscale } from './remove-payscale.js';
export { renamePayscale } from './rename-payscale.js';
export { addPeriodical, type NewPeriodical } from './add-periodical.js';
export { removePeriodical } from './remove-periodical.js';
export { setCell, type CellAddress } from './set-cell.js';
export {
  createFollowUpTable,
  savedSeriesTable,
  type FollowUpTableError,
  type FollowUpTableResult,
} from './create-follow-up-table.js';
export {
  canDeleteFollowUpTable,
  followUpStart,
  formSeriesTable,
  nameKey,
  newestByName,
  newestOfSeries,
  newestTable,
  seriesGaps,
  endedBefore,
  seriesKey,
  seriesOf,
  tableSeries,
  type FollowUpStart,
  type SeriesGap,
  type SeriesTable,
} from './table-series.js';
export {
  WML_AGES,
  WML_BBL_AGES,
  WML_DATA_MESSAGES,
  WML_PERIODS,
  nextWmlPeriodStart,
  wmlCoverage,
  wmlHourly,
  wmlPeriodsErrors,
  type WmlAge,
  type WmlBblAge,
  type WmlCoverage,
  type WmlPeriod,
  type WmlRate,
} from './wml.js';
export {
  MINIMUM_WAGE_NOTICES,
  minimumWageNotice,
  minimumWageWarnings,
  type MinimumWageTable,
  type MinimumWageWarning,
} from './minimum-wage-warnings.js';
export {
  displayedWage,
  gridAges,
  gridAxes,
  salaryGridModel,
  type SalaryGridAge,
  type SalaryGridBase,
  type SalaryGridCell,
  type SalaryGridModel,
  type SalaryGridRow,
  type SalaryGridTable,
} from './grid-model.js';
export {
  PASTE_MESSAGES,
  pasteBlock,
  readPastedBlock,
  type PastedBlockError,
  type PastedBlockResult,
  type PastedText,
} from './pasted-block.js';
export {
  bulkIncreaseSchema,
  increaseRoundingSchema,
  increaseStepSchema,
  type BulkIncrease,
} from './increase-schema.js';
export {
  DATED_INCREASE_MESSAGES,
  followUpName,
  increaseDirection,
  increaseFullTableByPayscale,
  increaseVerb,
  INCREASE_VERBS,
  MAX_INCREASE_PERCENTAGE,
  planDatedIncrease,
  stepsForPayscale,
  type DatedIncrease,
  type DatedIncreaseError,
  type DatedIncreaseErrorCode,
  type DatedIncreasePlan,
  type DatedIncreaseStep,
  type DatedIncreaseTable,
  type FollowUp,
  type IncreaseDirection,
} from './dated-increase.js';

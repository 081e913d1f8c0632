/** The business constants and limits of SPEC.md section 9, written once. */
export const MAX_LENGTH = {
  email: 254,
  phone: 20,
  password: 128,
  companyName: 300,
  tableName: 40,
  jobTitle: 160,
  payscaleKey: 10,
  oneOffBonusDescription: 100,
  werksoortDescription: 100,
  yearEndComment: 600,
  payTypeComment: 600,
  advComment: 255,
  hourDefinition: 255,
  initialScaling: 120,
  shiftComment: 255,
  educationDescription: 255,
  firstName: 127,
  lastName: 128,
  kvkNr: 8,
  /** Support form (SPEC.md 2.8): SPEC gives no maximum; ours, so a request stays a readable mail. */
  supportTitle: 200,
  supportText: 5000,
} as const;

export const MIN_LENGTH = {
  payTypeComment: 4,
  advComment: 4,
  hourDefinition: 4,
  initialScaling: 4,
} as const;

/**
 * Working hours per week of a salary table (step 3): at least 1, at most 60, the most the Arbeidstijdenwet
 * allows in any one week.
 */
export const WORK_WEEK_HOURS = { min: '1', max: '60' } as const;

/** Statutory vacation minimums: 20 days per year, or 144 hours per year (36-hour week, 7.2 hours a day). */
export const VACATION_MINIMUM = { days_per_year: '20', hours_per_year: '144' } as const;
/** Statutory holiday allowance minimum, in percent. */
export const VACATION_ALLOWANCE_MINIMUM = '8';

export const SCHEME_DEFAULTS = {
  vacationAmount: '20',
  vacationType: 'days_per_year',
  vacationAllowance: '8',
  yearEndBonusType: 'Geen',
  yearEndBonusAmount: '0',
} as const;

export const ROUNDING_DECIMALS = { default: 2, min: 0, max: 100 } as const;

/** The access token is refreshed this many milliseconds before it expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5000;

/** One-time link tokens (activation, invite, reset, e-mail change) expire after 3 days. */
export const LINK_TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

export const WIZARD_STEP_COUNT = 9;
export const SHORT_WIZARD_STEP_COUNT = 4;

import { add } from './add.js';
import { assertDecimals, parseDecimal, powerOfTen, type Decimal } from './decimal.js';
import { SalaryError } from './errors.js';
import { multiply } from './multiply.js';
import { ROUNDING_FUNCTIONS, type RoundingMode } from './rounding-mode.js';
import { numberRounding } from './number-rounding.js';

/** One step of a bulk increase: a percentage ('2.5' is +2,5 %) or a fixed amount added to the wage. */
export interface IncreaseStep {
  type: 'percentage' | 'amount';
  /** Dot- or comma-decimal text as typed: '2.5', '2,5', '-1' (no thousands separators). */
  value: string;
}

/** How the increased wage is rounded: mathematical (default), up or down, to 0..100 decimals (default 2). */
export interface IncreaseRounding {
  mode?: RoundingMode;
  decimals?: number;
}

/** Wages are output with 2 decimals unless asked otherwise. */
export const DEFAULT_INCREASE_DECIMALS = 2;

/**
 * The steps folded into one exact formula, new = old x factor + addend, so a table of a million wages
 * parses the steps once. Applied in order: a percentage multiplies everything before it, an amount adds.
 */
export interface IncreaseFormula {
  factor: Decimal;
  addend: Decimal;
  mode: RoundingMode;
  decimals: number;
}

const ONE: Decimal = { units: 1n, scale: 0 };
const ZERO: Decimal = { units: 0n, scale: 0 };
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Powers of ten that a double holds exactly and whose products with a cent amount stay exact. */
const NUMBER_POWERS = Array.from({ length: 16 }, (_, exponent) => 10 ** exponent);

/**
 * Folds the steps and rounding into an IncreaseFormula. Throws SalaryError 'invalid_increase_step' for a
 * step that is not a number or has an unknown type, and 'invalid_decimals' for decimals outside 0..100.
 */
export function increaseFormula(
  steps: readonly IncreaseStep[],
  rounding: IncreaseRounding = {},
): IncreaseFormula {
  const decimals = rounding.decimals ?? DEFAULT_INCREASE_DECIMALS;
  assertDecimals(decimals);
  let factor = ONE;
  let addend = ZERO;
  for (const step of steps) {
    const amount = stepValue(step);
    if (step.type === 'percentage') {
      const stepFactor = { units: powerOfTen(amount.scale + 2) + amount.units, scale: amount.scale + 2 };
      factor = trimZeros(multiply(factor, stepFactor));
      addend = trimZeros(multiply(addend, stepFactor));
    } else {
      addend = trimZeros(add(addend, amount));
    }
  }
  return { factor, addend, mode: rounding.mode ?? 'mathematical', decimals };
}

/**
 * A function that applies the formula to one dot-decimal wage and returns it with exactly `decimals`
 * decimals. Ordinary wages take a path on exact integer doubles (every intermediate is checked to stay
 * below 2^53); anything larger falls back to BigInt, so the result is always exact.
 */
export function increaseApplier(formula: IncreaseFormula): (value: string) => string {
  const { factor, addend, decimals } = formula;
  const bigRounding = ROUNDING_FUNCTIONS[formula.mode];
  const fastRounding = numberRounding(formula.mode);
  const factorUnits = Number(factor.units);
  const addendUnits = Number(addend.units);
  const numbersFit = isSafe(factor.units) && isSafe(addend.units) && decimals < NUMBER_POWERS.length;

  function slow(value: string): string {
    const parsed = parseDecimal(value);
    if (parsed === null) throw invalidWage(value);
    const product = multiply(parsed, factor);
    const scale = Math.max(product.scale, addend.scale);
    const exact = add(product, addend);
    const units =
      scale > decimals
        ? bigRounding(exact.units, powerOfTen(scale - decimals))
        : exact.units * powerOfTen(decimals - scale);
    return formatUnits(units, decimals);
  }

  return (value: string): string => {
    if (!numbersFit) return slow(value);
    const length = value.length;
    const negative = length > 0 && value.charCodeAt(0) === 45;
    let index = negative ? 1 : 0;
    let units = 0;
    let digits = 0;
    let scale = -1;
    for (; index < length; index += 1) {
      const code = value.charCodeAt(index);
      if (code >= 48 && code <= 57) {
        units = units * 10 + (code - 48);
        digits += 1;
        if (scale >= 0) scale += 1;
      } else if (code === 46 && scale === -1 && digits > 0) {
        scale = 0;
      } else {
        throw invalidWage(value);
      }
    }
    if (digits === 0 || scale === 0) throw invalidWage(value);
    if (scale === -1) scale = 0;
    if (digits > 15) return slow(value);
    if (negative) units = -units;

    const productScale = scale + factor.scale;
    const commonScale = productScale > addend.scale ? productScale : addend.scale;
    const productShift = NUMBER_POWERS[commonScale - productScale];
    const addendShift = NUMBER_POWERS[commonScale - addend.scale];
    if (productShift === undefined || addendShift === undefined) return slow(value);
    const product = units * factorUnits * productShift;
    const shiftedAddend = addendUnits * addendShift;
    if (product > MAX_SAFE || product < -MAX_SAFE || shiftedAddend > MAX_SAFE || shiftedAddend < -MAX_SAFE) {
      return slow(value);
    }
    const exact = product + shiftedAddend;
    if (exact > MAX_SAFE || exact < -MAX_SAFE) return slow(value);
    let result: number;
    if (commonScale > decimals) {
      const divisor = NUMBER_POWERS[commonScale - decimals];
      if (divisor === undefined) return slow(value);
      result = fastRounding(exact, divisor);
    } else {
      result = exact * NUMBER_POWERS[decimals - commonScale]!;
    }
    if (result > MAX_SAFE || result < -MAX_SAFE) return slow(value);
    return formatNumberUnits(result, decimals);
  };
}

function stepValue(step: IncreaseStep): Decimal {
  if (step.type !== 'percentage' && step.type !== 'amount') {
    throw new SalaryError('invalid_increase_step', `Unknown increase step type: '${String(step.type)}'`);
  }
  // A dot is always the decimal point here: '0.005' is five thousandths, never Dutch thousands grouping. What a
  // person typed is read before it comes here (increaseStepSchema refuses '1.250', which reads two ways).
  const text = typeof step.value === 'string' ? step.value.trim().replace(',', '.') : '';
  const parsed = parseDecimal(text);
  if (parsed === null) {
    throw new SalaryError('invalid_increase_step', `Increase step is not a number: '${String(step.value)}'`);
  }
  return parsed;
}

/** Drops trailing zero decimals ('1.0300' to '1.03') so chained steps keep the numbers small. */
function trimZeros(value: Decimal): Decimal {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return { units, scale };
}

function isSafe(value: bigint): boolean {
  return value <= BigInt(MAX_SAFE) && value >= -BigInt(MAX_SAFE);
}

function invalidWage(value: string): SalaryError {
  return new SalaryError('invalid_decimal', `Not a decimal number: '${value}'`);
}

function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  return withPoint((negative ? -units : units).toString(), negative, decimals);
}

/** '00' to '99': the cents of a wage without a second number-to-text conversion. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

function formatNumberUnits(units: number, decimals: number): string {
  const negative = units < 0;
  const magnitude = negative ? -units : units;
  if (decimals === 2) {
    const whole = Math.trunc(magnitude / 100);
    return `${negative ? '-' : ''}${whole}.${TWO_DIGITS[magnitude - whole * 100]!}`;
  }
  return withPoint(String(magnitude), negative, decimals);
}

function withPoint(digits: string, negative: boolean, decimals: number): string {
  const sign = negative ? '-' : '';
  if (decimals === 0) return sign + digits;
  const padded = digits.length > decimals ? digits : digits.padStart(decimals + 1, '0');
  const point = padded.length - decimals;
  return `${sign}${padded.slice(0, point)}.${padded.slice(point)}`;
}

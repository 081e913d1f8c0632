import {
  NOT_A_DOT_DECIMAL,
  dotDecimalDot,
  dotDecimalNegative,
  dotDecimalNonZero,
  scanDotDecimal,
} from '../format/dot-decimal.js';
import { SalaryError } from './errors.js';

/**
 * An exact decimal number: `units / 10^scale`. '1234.5' is { units: 12345n, scale: 1 }. Money never passes
 * through a binary float; every operation works on these scaled BigInts.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/**
 * A rounding rule: the integer `numerator / denominator` rounded by the rule. The denominator is always
 * positive. Pass one of roundHalfUp, roundUp or roundDown (or your own) to divide and round.
 */
export type RoundingFunction = (numerator: bigint, denominator: bigint) => bigint;

/** Highest number of decimals a rounding may ask for (SPEC.md: rounding decimals 0 to 100). */
export const MAX_DECIMALS = 100;

const POWERS_OF_TEN: bigint[] = [1n];

/** 10^exponent as a BigInt, cached because every rescale needs one. */
export function powerOfTen(exponent: number): bigint {
  for (let i = POWERS_OF_TEN.length; i <= exponent; i += 1) POWERS_OF_TEN.push(POWERS_OF_TEN[i - 1]! * 10n);
  return POWERS_OF_TEN[exponent]!;
}

/**
 * Reads a dot-decimal string ('1234.5', '-0.125', '7') into a Decimal, or null when the text is not one.
 * No thousands separators, no decimal comma: normalise what users type with normaliseDecimal first.
 */
export function parseDecimal(text: string): Decimal | null {
  const scan = scanDotDecimal(text);
  if (scan === NOT_A_DOT_DECIMAL) return null;
  const negative = dotDecimalNegative(scan);
  const start = negative ? 1 : 0;
  const dot = dotDecimalDot(scan);
  const digits = dot === -1 ? text.slice(start) : text.slice(start, dot) + text.slice(dot + 1);
  const magnitude = BigInt(digits);
  return { units: negative ? -magnitude : magnitude, scale: dot === -1 ? 0 : text.length - dot - 1 };
}

/**
 * The sign of a dot-decimal string as parseDecimal reads it (1, 0 or -1; '-0.00' is 0), or null when the text
 * is not one, worked out on the characters without making a BigInt: a salary grid asks it of every cell.
 */
export function decimalSign(text: string): -1 | 0 | 1 | null {
  const scan = scanDotDecimal(text);
  if (scan === NOT_A_DOT_DECIMAL) return null;
  if (!dotDecimalNonZero(scan)) return 0;
  return dotDecimalNegative(scan) ? -1 : 1;
}

/** Reads a dot-decimal string into a Decimal; throws SalaryError 'invalid_decimal' when it is not one. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (parsed === null) throw new SalaryError('invalid_decimal', `Not a decimal number: '${text}'`);
  return parsed;
}

/** The same number with more decimals (scale must not be below the current one). */
export function rescaleUp(value: Decimal, scale: number): bigint {
  return scale === value.scale ? value.units : value.units * powerOfTen(scale - value.scale);
}

/** Throws SalaryError 'invalid_decimals' unless decimals is a whole number from 0 to 100. */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new SalaryError('invalid_decimals', `Decimals must be a whole number from 0 to ${MAX_DECIMALS}`);
  }
}

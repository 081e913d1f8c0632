import type { RoundingMode } from './rounding-mode.js';

/**
 * The rules of roundHalfUp, roundUp and roundDown on doubles that hold integers below 2^53, for the hot
 * loop of a bulk increase. The caller guarantees both numbers are exact integers and the denominator is
 * positive.
 */
export function numberRounding(mode: RoundingMode): (numerator: number, denominator: number) => number {
  if (mode === 'up') {
    return (n, d) => {
      const quotient = truncated(n, d);
      return n - quotient * d > 0 ? quotient + 1 : quotient;
    };
  }
  if (mode === 'down') {
    return (n, d) => {
      const quotient = truncated(n, d);
      return n - quotient * d < 0 ? quotient - 1 : quotient;
    };
  }
  return (n, d) => {
    const quotient = truncated(n, d);
    const remainder = n - quotient * d;
    if ((remainder < 0 ? -remainder : remainder) * 2 < d) return quotient;
    return n < 0 ? quotient - 1 : quotient + 1;
  };
}

/**
 * The integer quotient truncated towards zero. A double division can land one off near an integer, so the
 * remainder (exact, as all values stay below 2^53) corrects it.
 */
function truncated(n: number, d: number): number {
  const quotient = Math.trunc(n / d);
  const remainder = n - quotient * d;
  if (n >= 0) {
    if (remainder < 0) return quotient - 1;
    if (remainder >= d) return quotient + 1;
  } else {
    if (remainder > 0) return quotient + 1;
    if (remainder <= -d) return quotient - 1;
  }
  return quotient;
}

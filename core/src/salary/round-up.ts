/**
 * Rounding up ('naar boven'): towards plus infinity (the ceiling), so 2.01 becomes 3 and -2.99 becomes -2.
 * For a wage, which is positive, that is always the next higher amount: rounding up never lowers a value.
 * The denominator must be positive.
 */
export function roundUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator > 0n ? quotient + 1n : quotient;
}

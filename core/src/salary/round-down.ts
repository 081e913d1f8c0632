/**
 * Rounding down ('naar beneden'): towards minus infinity (the floor), so 2.99 becomes 2 and -2.01 becomes
 * -3. Rounding down never raises a value. The denominator must be positive.
 */
export function roundDown(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
}

/**
 * Mathematical rounding ('wiskundig', SPEC.md 'mathematical'): to the nearest integer; a tie (exactly half)
 * goes away from zero, so 2.5 becomes 3 and -2.5 becomes -3. The denominator must be positive.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = remainder < 0n ? -remainder * 2n : remainder * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

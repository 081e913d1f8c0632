/**
 * Exact comparison of dot-decimal strings ('144', '7.20', '-0.5') on their digits, so no binary float decides
 * whether a vacation amount meets a minimum. Returns -1, 0 or 1.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [scaledA, scaledB] = toCommonScale(a, b);
  if (scaledA === scaledB) return 0;
  return scaledA < scaledB ? -1 : 1;
}

/** The larger of two dot-decimal strings (the first when they are equal). */
export function maxDecimal(a: string, b: string): string {
  return compareDecimals(a, b) >= 0 ? a : b;
}

function toCommonScale(a: string, b: string): [bigint, bigint] {
  const fractionDigits = Math.max(fractionLength(a), fractionLength(b));
  return [scale(a, fractionDigits), scale(b, fractionDigits)];
}

function fractionLength(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

function scale(value: string, fractionDigits: number): bigint {
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const digits = BigInt(`${integer}${fraction.padEnd(fractionDigits, '0')}`);
  return negative ? -digits : digits;
}

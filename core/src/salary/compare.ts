import { rescaleUp, type Decimal } from './decimal.js';

/** -1 when a < b, 0 when they are equal in value ('1.50' equals '1.5'), 1 when a > b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = rescaleUp(a, scale);
  const right = rescaleUp(b, scale);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

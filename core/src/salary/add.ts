import { rescaleUp, type Decimal } from './decimal.js';

/** The exact sum; its scale is the larger of the two scales. */
export function add(augend: Decimal, addend: Decimal): Decimal {
  const scale = Math.max(augend.scale, addend.scale);
  return { units: rescaleUp(augend, scale) + rescaleUp(addend, scale), scale };
}

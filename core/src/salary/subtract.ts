import { rescaleUp, type Decimal } from './decimal.js';

/** The exact difference; its scale is the larger of the two scales. */
export function subtract(minuend: Decimal, subtrahend: Decimal): Decimal {
  const scale = Math.max(minuend.scale, subtrahend.scale);
  return { units: rescaleUp(minuend, scale) - rescaleUp(subtrahend, scale), scale };
}

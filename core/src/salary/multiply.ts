import type { Decimal } from './decimal.js';

/** The exact product; its scale is the sum of the two scales ('1.5' x '0.25' is '0.375'). */
export function multiply(multiplicand: Decimal, multiplier: Decimal): Decimal {
  return { units: multiplicand.units * multiplier.units, scale: multiplicand.scale + multiplier.scale };
}

import { displayedWage } from '@beloning/core/salary';

/**
 * An amount in a message, the Dutch way: '€ 12,70', '€ 1.234,56'; a wage keeps the decimals it has ('€
 * 14,829'), through core's displayedWage, so a message never hides a third decimal.
 */
export function euroAmount(value: string): string {
  const shown = displayedWage(value);
  return shown.startsWith('-') ? `€ -${shown.slice(1)}` : `€ ${shown}`;
}

import type { RoundingFunction } from './decimal.js';
import { roundDown } from './round-down.js';
import { roundHalfUp } from './round-half-up.js';
import { roundUp } from './round-up.js';

/** The rounding choices of the bulk increase (SPEC.md: mathematical, up, down). */
export const ROUNDING_MODES = ['mathematical', 'up', 'down'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** The named rounding function behind each mode: mathematical is roundHalfUp. */
export const ROUNDING_FUNCTIONS: Readonly<Record<RoundingMode, RoundingFunction>> = {
  mathematical: roundHalfUp,
  up: roundUp,
  down: roundDown,
};

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

/**
 * The Dutch words for the modes, as the CLI accepts them beside the English ones (`--round omhoog`) and the
 * terminal wizard names them: wiskundig (half up), omhoog, omlaag. (The portal's dialog says 'Naar boven' and
 * 'Naar beneden'.)
 */
export const ROUNDING_MODE_WORDS: Readonly<Record<string, RoundingMode>> = {
  wiskundig: 'mathematical',
  omhoog: 'up',
  omlaag: 'down',
};

/** The mode a typed word names, English or Dutch, case and surrounding spaces ignored; null for any other. */
export function readRoundingMode(text: string): RoundingMode | null {
  const word = text.trim().toLowerCase();
  if ((ROUNDING_MODES as readonly string[]).includes(word)) return word as RoundingMode;
  return ROUNDING_MODE_WORDS[word] ?? null;
}

/** The shells `beloning completion` writes a script for (apart from completion.ts, so --help loads neither). */
export const SHELLS = ['bash', 'zsh'] as const;
export type Shell = (typeof SHELLS)[number];

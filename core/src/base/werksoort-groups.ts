/**
 * The pay types (werksoorten) of step 6, grouped by the code their name starts with (SPEC.md section 3).
 * Multi-entry groups hold a list of entries (name, start date, amount, description, comment); single-entry
 * groups hold one comment.
 */
export const MULTI_WERKSOORT_CODES = ['OV', 'TU', 'PT', 'RV', 'TWV'] as const;
export const SINGLE_WERKSOORT_CODES = ['RU', 'OW', 'IC', 'BT', 'BS', 'ETC'] as const;

export type MultiWerksoortCode = (typeof MULTI_WERKSOORT_CODES)[number];
export type SingleWerksoortCode = (typeof SINGLE_WERKSOORT_CODES)[number];
export type WerksoortCode = MultiWerksoortCode | SingleWerksoortCode;

export interface WerksoortGroup {
  readonly code: WerksoortCode;
  readonly kind: 'multi' | 'single';
  /** Dutch description shown above the group's section in step 6. */
  readonly description: string;
}

export const WERKSOORT_GROUPS: readonly WerksoortGroup[] = [
  { code: 'OV', kind: 'multi', description: 'Overwerk' },
  { code: 'TU', kind: 'multi', description: 'Onregelmatigheid en verschoven uren' },
  { code: 'PT', kind: 'multi', description: 'Ploegentoeslag' },
  {
    code: 'RV',
    kind: 'multi',
    description: 'Reiskosten: woon-werkverkeer, openbaar vervoer en zakelijke reizen',
  },
  { code: 'TWV', kind: 'multi', description: 'Thuiswerkvergoeding' },
  { code: 'RU', kind: 'single', description: 'Reisuren' },
  { code: 'OW', kind: 'single', description: 'Onwerkbaar weer' },
  { code: 'IC', kind: 'single', description: 'Inconveniënten' },
  { code: 'BT', kind: 'single', description: 'Bereikbaarheid en beschikbaarheid' },
  { code: 'BS', kind: 'single', description: 'Bedrijfssluiting' },
  { code: 'ETC', kind: 'single', description: 'Overig' },
];

/** Pay types whose value is an amount in euros instead of a percentage. */
const AMOUNT_CODES: ReadonlySet<WerksoortCode> = new Set<WerksoortCode>(['TWV', 'RV']);

/** Longest codes first, so 'TWV01' is matched as TWV before anything shorter is tried. */
const CODES_LONGEST_FIRST = [...WERKSOORT_GROUPS].sort((a, b) => b.code.length - a.code.length);

/** True for the codes of the multi-entry groups (OV, TU, PT, RV, TWV). */
export function isMultiWerksoortCode(code: string): code is MultiWerksoortCode {
  return (MULTI_WERKSOORT_CODES as readonly string[]).includes(code);
}

/** True for the codes of the single-entry groups (RU, OW, IC, BT, BS, ETC). */
export function isSingleWerksoortCode(code: string): code is SingleWerksoortCode {
  return (SINGLE_WERKSOORT_CODES as readonly string[]).includes(code);
}

/**
 * The group a werksoort belongs to, read from the code its name starts with (case-insensitive). The code
 * must be followed by a non-letter or the end of the name, so 'TWV01' is TWV and never TU, and 'OVERIG'
 * is not OV. Returns null when no group matches.
 */
export function werksoortGroup(name: string): WerksoortGroup | null {
  const upper = name.trim().toUpperCase();
  for (const group of CODES_LONGEST_FIRST) {
    if (!upper.startsWith(group.code)) continue;
    const following = upper.charAt(group.code.length);
    if (following === '' || !/[A-Z]/.test(following)) return group;
  }
  return null;
}

/** True when the pay type's value is an amount in euros (TWV and RV); the others are percentages. */
export function isAmountType(code: WerksoortCode): boolean {
  return AMOUNT_CODES.has(code);
}

/** The heading of the value column in step 6: 'Bedrag' for TWV and RV, 'Percentage' otherwise. */
export function columnHeading(code: WerksoortCode): 'Bedrag' | 'Percentage' {
  return isAmountType(code) ? 'Bedrag' : 'Percentage';
}

/** The wire type of a werksoort of this group: 'bedrag' for TWV and RV, 'percentage' otherwise. */
export function werksoortType(code: WerksoortCode): 'bedrag' | 'percentage' {
  return isAmountType(code) ? 'bedrag' : 'percentage';
}

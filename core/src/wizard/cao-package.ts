import { PACKAGE_BLOCKS, type EquivalentPackage, type PackageBlock } from '../schemas/equivalent-package.js';
import { PACKAGE_BLOCK_LABELS } from '../schemas/package-labels.js';
import { packageChanges } from '../schemas/package-completeness.js';
import {
  isBlockEmpty,
  packageFormFromPackage,
  packageFromForm,
  type PackageBlockForm,
  type PackageForm,
} from './package-form.js';
import type { WizardState } from './state.js';

/**
 * The cao's gelijkwaardige-beloning package in the wizard (issue 21, 'sensible defaults from the cao where the
 * cao data has them'). A cao version may carry the blocks its text gives (cao_versions.equivalent_package,
 * the cao API's `equivalent_package`); nothing else is ever filled in for the user.
 *
 * - A new scheme on a cao (caoPackageDefaults): when step 6 opens, every block the cao has and the form has
 *   nothing in yet starts as the cao's, origin 'volgens cao'. A block the cao does not have stays 'nog niet
 *   ingevuld'. It is offered once per cao: a block the user then clears stays empty. When the user picks
 *   another cao in step 2, a block still exactly as the earlier cao offered it follows the new cao (or goes
 *   when the new cao lacks it); a block the user changed is kept.
 * - A saved scheme (an edit, a new cao version, an agency's proposal for a change) keeps what its version
 *   holds, and an empty block stays empty: nothing changes without the user. Step 6 shows per block how it
 *   stands against the cao (packageBlockCaoStatus) and offers the cao's block on request (takeCaoBlock).
 * - Step 8 lists the blocks that differ from the cao (packageCaoComparison).
 */

/** What the wizard reads of a cao: the API's Cao is one. */
export interface CaoPackageSource {
  readonly id: number;
  readonly equivalent_package?: EquivalentPackage | null | undefined;
}

/** The cao's block with its origin 'volgens cao': 'cao' unless the cao file says generally binding. */
function caoBlock<K extends PackageBlock>(cao: CaoPackageSource, block: K): EquivalentPackage[K] {
  const value = cao.equivalent_package?.[block];
  if (value === undefined) return undefined;
  return { ...value, origin: value.origin === 'cao_avv' ? 'cao_avv' : 'cao' } as EquivalentPackage[K];
}

/** The cao's block as the user would have typed it; undefined when the cao does not have it. */
export function caoBlockForm(cao: CaoPackageSource, block: PackageBlock): PackageBlockForm | undefined {
  const value = caoBlock(cao, block);
  if (value === undefined) return undefined;
  return packageFormFromPackage({ [block]: value } as EquivalentPackage)?.[block];
}

function sameForm(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys)
    if (!sameForm((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

/** Whether the cao's blocks are offered to this state: a new scheme on this cao, not offered before. */
function offersTo(state: WizardState, cao: CaoPackageSource): boolean {
  return (
    state.step1?.usesCao === 1 &&
    state.inlenerCaoId === null &&
    state.step2?.caoId === cao.id &&
    state.packageCaoOffer?.caoId !== cao.id
  );
}

/**
 * The wizard with the cao's blocks as the starting point of step 6's 'Gelijkwaardige beloning' (see the top
 * of this file for when). Returns the same state when nothing is offered, so calling it again changes nothing.
 */
export function caoPackageDefaults(state: WizardState, cao: CaoPackageSource): WizardState {
  if (!offersTo(state, cao)) return state;
  const earlier = state.packageCaoOffer?.blocks ?? {};
  const form: PackageForm = { ...(state.packageForm ?? {}) };
  const offered: PackageForm = {};
  let changed = false;
  for (const block of PACKAGE_BLOCKS) {
    const current = form[block];
    const asOffered = earlier[block] !== undefined && sameForm(current, earlier[block]);
    if (current !== undefined && !isBlockEmpty(current) && !asOffered) continue;
    const fromCao = caoBlockForm(cao, block);
    if (fromCao !== undefined) {
      form[block] = fromCao;
      offered[block] = fromCao;
      changed = true;
    } else if (asOffered) {
      // The earlier cao's block, untouched: it does not hold for this cao.
      delete form[block];
      changed = true;
    }
  }
  return {
    ...state,
    packageForm: changed ? form : state.packageForm,
    packageCaoOffer: { caoId: cao.id, blocks: offered },
  };
}

/** The wizard with `block` set to the cao's, at the user's request; unchanged when the cao lacks it. */
export function takeCaoBlock(state: WizardState, cao: CaoPackageSource, block: PackageBlock): WizardState {
  const fromCao = caoBlockForm(cao, block);
  if (fromCao === undefined) return state;
  return { ...state, packageForm: { ...(state.packageForm ?? {}), [block]: fromCao } };
}

/**
 * How a block of step 6 stands against the cao: 'geen' when the cao does not have it, 'leeg' when the cao has
 * it and nothing is filled in, 'gelijk' when it holds exactly the cao's, 'afwijkend' otherwise (another value,
 * another origin, or something that cannot be read yet).
 */
export type BlockCaoStatus = 'geen' | 'leeg' | 'gelijk' | 'afwijkend';

export function packageBlockCaoStatus(
  form: PackageForm | null,
  cao: CaoPackageSource,
  block: PackageBlock,
): BlockCaoStatus {
  const fromCao = caoBlock(cao, block);
  if (fromCao === undefined) return 'geen';
  const current = form?.[block];
  if (current === undefined || isBlockEmpty(current)) return 'leeg';
  const read = packageFromForm({ [block]: current });
  if (read.issues.length > 0 || read.ambiguous !== null) return 'afwijkend';
  const same = packageChanges({ [block]: fromCao }, read.equivalentPackage).length === 0;
  return same ? 'gelijk' : 'afwijkend';
}

/**
 * The Dutch words around the cao's package, shared by the portal and the terminal wizard: the notice above
 * step 6's blocks, per block how it stands against the cao (packageBlockCaoStatus) and the action that takes
 * the cao's block (takeCaoBlock), and step 8's 'Vergeleken met de cao' (packageCaoComparison).
 */
export const PACKAGE_CAO_TEXTS = {
  /** A new scheme got the cao's blocks (caoPackageDefaults offered them). */
  offered: (cao: string, blocks: readonly string[]) =>
    `De cao (${cao}) geeft waarden voor: ${blocks.join(', ')}. Die staan hieronder alvast ingevuld, met als herkomst de cao (volgens cao). Controleer ze en pas ze aan waar uw regeling afwijkt. De andere onderdelen noemt de cao niet: die vult u zelf in of laat u leeg.`,
  /** A saved scheme keeps its blocks; the cao's are there on request. */
  kept: (cao: string, blocks: readonly string[]) =>
    `De cao (${cao}) geeft waarden voor: ${blocks.join(', ')}. Wat in uw opgeslagen regeling staat, blijft zoals het is. Is een van die onderdelen leeg of wijkt het af van de cao, dan kunt u bij dat onderdeel de waarden van de cao overnemen.`,
  /** Per block of step 6 (packageBlockCaoStatus; 'geen' says nothing). */
  status: {
    leeg: 'De cao geeft waarden voor dit onderdeel; het is nog niet ingevuld.',
    gelijk: 'Gelijk aan de cao.',
    afwijkend: 'Dit onderdeel wijkt af van de cao. In stap 8 ziet u wat de cao zegt en wat u invult.',
  } satisfies Record<Exclude<BlockCaoStatus, 'geen'>, string>,
  /** Beside a block's name when it differs. */
  differsShort: 'wijkt af van de cao',
  /** The action that takes the cao's block (takeCaoBlock): 'Verlof: waarden van de cao overnemen'. */
  takeFromCao: (block: string) => `${block}: waarden van de cao overnemen`,
  /** Step 8's heading of packageCaoComparison. */
  comparisonTitle: 'Vergeleken met de cao',
  /** What the cao says and what the scheme holds, per difference. */
  cao: 'Cao',
  scheme: 'Uw regeling',
  /** No block differs. */
  sameAsCao: 'De onderdelen van de gelijkwaardige beloning zijn gelijk aan wat de cao ervan zegt.',
  /** The cao gives no package (`count` the differences: the blocks the scheme has). */
  caoHasNone: (count: number) =>
    count === 0
      ? 'De cao geeft geen waarden voor de gelijkwaardige beloning, dus er is niets mee te vergelijken.'
      : 'De cao geeft geen waarden voor de gelijkwaardige beloning: wat u hieronder invult, komt niet uit de cao.',
} as const;

/** How a block of the scheme differs from the cao's. */
export type PackageCaoDifferenceKind = 'afwijkend' | 'niet_in_cao' | 'niet_overgenomen';

export const PACKAGE_CAO_DIFFERENCE_LABELS: Record<PackageCaoDifferenceKind, string> = {
  afwijkend: 'Wijkt af van de cao',
  niet_in_cao: 'Niet in de cao',
  niet_overgenomen: 'Niet overgenomen uit de cao',
};

export interface PackageCaoDifference {
  readonly block: PackageBlock;
  readonly label: string;
  readonly kind: PackageCaoDifferenceKind;
  /** The kind in Dutch. */
  readonly kindLabel: string;
  /** What the cao has, in Dutch ('Cao: Extra verlof: ...'), or 'nog niet ingevuld'. */
  readonly cao: string;
  /** What the scheme has, in the same words. */
  readonly scheme: string;
}

export interface PackageCaoComparison {
  /** False when the cao gives no block at all: then there is nothing to compare with. */
  readonly caoHasPackage: boolean;
  /** The blocks that differ, in block order; empty when the package follows the cao. */
  readonly differences: readonly PackageCaoDifference[];
}

/**
 * Step 8's comparison of the scheme's package with the cao's (core's packageChanges from the cao to the
 * scheme): a block both have but not alike 'wijkt af', a block only the scheme has is 'niet in de cao', a block
 * only the cao has is 'niet overgenomen'. The cao's blocks count with their origin 'volgens cao', as step 6
 * offers them.
 */
export function packageCaoComparison(
  cao: CaoPackageSource,
  scheme: EquivalentPackage | null | undefined,
): PackageCaoComparison {
  const caoPackage: Record<string, unknown> = {};
  for (const block of PACKAGE_BLOCKS) {
    const value = caoBlock(cao, block);
    if (value !== undefined) caoPackage[block] = value;
  }
  const kinds = {
    gewijzigd: 'afwijkend',
    toegevoegd: 'niet_in_cao',
    verwijderd: 'niet_overgenomen',
  } as const;
  const differences = packageChanges(caoPackage as EquivalentPackage, scheme).map((change) => {
    const kind = kinds[change.kind];
    return {
      block: change.block,
      label: PACKAGE_BLOCK_LABELS[change.block],
      kind,
      kindLabel: PACKAGE_CAO_DIFFERENCE_LABELS[kind],
      cao: change.before,
      scheme: change.after,
    };
  });
  return { caoHasPackage: Object.keys(caoPackage).length > 0, differences };
}

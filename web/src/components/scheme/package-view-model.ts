import {
  PACKAGE_CHANGE_KIND_LABELS,
  PACKAGE_CHANGE_TEXTS,
  type CompletenessStatus,
  type PackageCompleteness,
} from '@beloning/core/schemas';
import { PACKAGE_CAO_TEXTS } from '@beloning/core/wizard';

/**
 * The words around core's completeness view and version diff of the gelijkwaardige-beloning package
 * (packageCompleteness, packageChanges) as the portal shows them: the hirer's detail page, the agency's
 * shared scheme and step 8 of the wizard. What is filled and what changed is core's; this only words it.
 */
export const PACKAGE_VIEW_TEXTS = {
  title: 'Gelijkwaardige beloning',
  intro:
    'Per onderdeel van de gelijkwaardige beloning: wat is ingevuld, wat volgens de cao geldt en wat nog niet is ingevuld.',
  table: 'Onderdelen van de gelijkwaardige beloning',
  element: 'Onderdeel',
  status: 'Status',
  origin: 'Herkomst',
  content: 'Inhoud',
  none: '–',
  complete: 'Alle onderdelen zijn ingevuld.',
  changesTable: PACKAGE_CHANGE_TEXTS.changesTable,
  changedSince: (version: number) => `Gewijzigd ten opzichte van versie ${version}`,
  noChanges: PACKAGE_CHANGE_TEXTS.noChanges,
  change: PACKAGE_CHANGE_TEXTS.change,
  before: PACKAGE_CHANGE_TEXTS.before,
  after: PACKAGE_CHANGE_TEXTS.after,
  againstCao: PACKAGE_CAO_TEXTS.comparisonTitle,
  caoTable: 'Verschillen in de gelijkwaardige beloning met de cao',
  difference: 'Verschil',
  cao: PACKAGE_CAO_TEXTS.cao,
  yours: PACKAGE_CAO_TEXTS.scheme,
  sameAsCao: PACKAGE_CAO_TEXTS.sameAsCao,
  caoHasNone: PACKAGE_CAO_TEXTS.caoHasNone,
  firstVersion: PACKAGE_CHANGE_TEXTS.firstVersion,
  previousFailed: (version: number) =>
    `Versie ${version} kon niet worden geladen, dus de wijzigingen worden niet getoond. Probeer het later opnieuw.`,
} as const;

/** The counts of the completeness view in one line: '3 ingevuld, 2 volgens cao, 7 nog niet ingevuld'. */
export function completenessCountsText(counts: PackageCompleteness['counts']): string {
  return `${counts.ingevuld} ingevuld, ${counts.volgens_cao} volgens cao, ${counts.nog_niet_ingevuld} nog niet ingevuld`;
}

/** The badge class of a status: 'nog niet ingevuld' stands out, 'volgens cao' is quiet. */
export function statusBadgeClass(status: CompletenessStatus): string {
  if (status === 'nog_niet_ingevuld') return 'badge badge--warning';
  if (status === 'volgens_cao') return 'badge badge--muted';
  return 'badge';
}

export const CHANGE_KIND_LABELS = PACKAGE_CHANGE_KIND_LABELS;

export { previousVersion } from '@beloning/core/schemas';

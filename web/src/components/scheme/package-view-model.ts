import type { CompletenessStatus, PackageChangeKind, PackageCompleteness } from '@beloning/core/schemas';
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
  changesTable: (version: number) =>
    `Wijzigingen in de gelijkwaardige beloning ten opzichte van versie ${version}`,
  changedSince: (version: number) => `Gewijzigd ten opzichte van versie ${version}`,
  noChanges: (version: number) =>
    `De onderdelen van de gelijkwaardige beloning zijn gelijk aan versie ${version}.`,
  change: 'Wijziging',
  before: 'Was',
  after: 'Wordt',
  againstCao: PACKAGE_CAO_TEXTS.comparisonTitle,
  caoTable: 'Verschillen in de gelijkwaardige beloning met de cao',
  difference: 'Verschil',
  cao: PACKAGE_CAO_TEXTS.cao,
  yours: PACKAGE_CAO_TEXTS.scheme,
  sameAsCao: PACKAGE_CAO_TEXTS.sameAsCao,
  caoHasNone: PACKAGE_CAO_TEXTS.caoHasNone,
  firstVersion: 'Dit is de eerste versie: er is geen eerdere versie om mee te vergelijken.',
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

export const CHANGE_KIND_LABELS: Record<PackageChangeKind, string> = {
  toegevoegd: 'Toegevoegd',
  gewijzigd: 'Gewijzigd',
  verwijderd: 'Verwijderd',
};

/**
 * The version a version is compared with: the newest of the scheme's versions before the shown one, or null
 * for the first version (or a list without an earlier one).
 */
export function previousVersion(scheme: {
  readonly version: number;
  readonly versions: readonly { readonly version: number }[];
}): number | null {
  const earlier = scheme.versions.map((entry) => entry.version).filter((version) => version < scheme.version);
  return earlier.length === 0 ? null : Math.max(...earlier);
}

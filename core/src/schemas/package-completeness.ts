import { canonicalDecimal, formatEuro, formatPercentage } from '../format/numbers.js';
import {
  PACKAGE_BLOCKS,
  type EquivalentPackage,
  type LeaveLine,
  type PackageBlock,
  type PackageOrigin,
} from './equivalent-package.js';
import {
  AMOUNT_PER_LABELS,
  BASE_TYPE_LABELS,
  CONTRIBUTOR_LABELS,
  LEAVE_PER_LABELS,
  LEAVE_UNIT_LABELS,
  OTHER_TYPE_LABELS,
  PACKAGE_BLOCK_LABELS,
  PACKAGE_FIELD_LABELS,
  PACKAGE_ORIGIN_LABELS,
  SUPPLEMENTARY_TYPE_LABELS,
  SUSTAINABILITY_TYPE_LABELS,
} from './package-labels.js';
import type { InlenersCao } from './scheme.js';

/**
 * The completeness view of a scheme version's gelijkwaardige-beloning package (issue 21): per element
 * whether it is filled in, filled in 'volgens cao' (its origin is the cao, generally binding or not), or
 * not filled in yet. The one function the portal, the agency view, the CLI and the exports use.
 *
 * The elements the scheme has always held (pay, vacation and holiday allowance, allowances, ADV) are filled
 * in by every saved version, since the wizard requires them; pay is 'volgens cao' when every table is the
 * cao's. The package's blocks are filled when the version has them: a version saved before the package
 * existed has none, and each is 'nog niet ingevuld', never an invented value.
 */

export const COMPLETENESS_STATUSES = ['ingevuld', 'volgens_cao', 'nog_niet_ingevuld'] as const;
export type CompletenessStatus = (typeof COMPLETENESS_STATUSES)[number];

export const COMPLETENESS_STATUS_LABELS: Record<CompletenessStatus, string> = {
  ingevuld: 'ingevuld',
  volgens_cao: 'volgens cao',
  nog_niet_ingevuld: 'nog niet ingevuld',
};

/** The elements the scheme held before the package, answered by the wizard's steps 2, 3 and 6. */
export const SCHEME_ELEMENTS = ['loon', 'vakantie', 'toeslagen', 'adv'] as const;
export type SchemeElement = (typeof SCHEME_ELEMENTS)[number];

export const SCHEME_ELEMENT_LABELS: Record<SchemeElement, string> = {
  loon: 'Loon (loontabellen)',
  vakantie: 'Vakantie en vakantietoeslag',
  toeslagen: 'Toeslagen en vergoedingen',
  adv: 'ADV/ATV',
};

export interface CompletenessElement {
  readonly key: SchemeElement | PackageBlock;
  readonly label: string;
  readonly status: CompletenessStatus;
  /** The status in Dutch: 'ingevuld', 'volgens cao' or 'nog niet ingevuld'. */
  readonly statusLabel: string;
  /** The block's origin; null for the scheme's own elements and for a block not filled in. */
  readonly origin: PackageOrigin | null;
  /** What was filled in, in Dutch ('2 wachtdagen; vanaf maand 1: 100 %'); '' when nothing. */
  readonly summary: string;
}

export interface PackageCompleteness {
  readonly elements: readonly CompletenessElement[];
  readonly counts: Readonly<Record<CompletenessStatus, number>>;
  /** True when no element is 'nog niet ingevuld'. */
  readonly complete: boolean;
}

/** What the completeness view reads of a scheme version: a full InlenersCao is one. */
export type CompletenessSource = Pick<InlenersCao, 'vacation_time_amount' | 'vacation_allowance'> & {
  readonly salary_tables: readonly Pick<InlenersCao['salary_tables'][number], 'conform' | 'adv_type'>[];
  readonly werksoorts: readonly unknown[];
  readonly equivalent_package?: EquivalentPackage | null | undefined;
};

function percent(value: string): string {
  return formatPercentage(value);
}

/** 'dag' for exactly one day ('1 dag per jaar'); the label otherwise ('2 dagen', '1,5 dagen', '8 uur'). */
function leaveUnit(amount: string, unit: LeaveLine['unit']): string {
  return unit === 'dagen' && amount === '1' ? 'dag' : LEAVE_UNIT_LABELS[unit];
}

function leaveLine(line: LeaveLine): string {
  const amount = canonicalDecimal(line.amount);
  return `${line.name}: ${amount.replace('.', ',')} ${leaveUnit(amount, line.unit)} ${LEAVE_PER_LABELS[line.per]}`;
}

function amountText(item: {
  amount: string | null;
  unit: 'euro' | 'procent' | null;
  per: 'jaar' | 'maand' | 'keer' | null;
}): string {
  if (item.amount === null || item.unit === null) return '';
  const value = item.unit === 'euro' ? formatEuro(item.amount) : percent(item.amount);
  return item.per === null ? value : `${value} ${AMOUNT_PER_LABELS[item.per]}`;
}

function join(parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join('; ');
}

/** What a filled block holds, in Dutch, for a list or a terminal line. */
export function packageBlockSummary<K extends PackageBlock>(
  block: K,
  value: NonNullable<EquivalentPackage[K]>,
): string {
  const v = value as NonNullable<EquivalentPackage[PackageBlock]>;
  switch (block) {
    case 'sick_pay': {
      const sick = v as NonNullable<EquivalentPackage['sick_pay']>;
      return join([
        `${sick.waiting_days} ${sick.waiting_days === 1 ? 'wachtdag' : 'wachtdagen'}`,
        ...sick.periods.map((period) => `vanaf maand ${period.from_month}: ${percent(period.percentage)}`),
      ]);
    }
    case 'leave': {
      const leave = v as NonNullable<EquivalentPackage['leave']>;
      const groups = (['public_holidays', 'special_leave', 'parental_leave', 'extra_leave'] as const).map(
        (key) =>
          (leave[key]?.length ?? 0) > 0
            ? `${PACKAGE_FIELD_LABELS[key]}: ${leave[key]!.map(leaveLine).join(', ')}`
            : '',
      );
      const day =
        leave.leave_day_value === null || leave.leave_day_value === undefined
          ? ''
          : `waarde verlofdag ${percent(leave.leave_day_value)} van het dagloon`;
      return join([...groups, day]);
    }
    case 'pension': {
      const pension = v as NonNullable<EquivalentPackage['pension']>;
      return join([
        pension.name,
        `werkgever ${percent(pension.employer_percentage)}`,
        `werknemer ${percent(pension.employee_percentage)}`,
        pension.franchise === null ? 'geen franchise' : `franchise ${formatEuro(pension.franchise)} per jaar`,
      ]);
    }
    case 'ikb': {
      const ikb = v as NonNullable<EquivalentPackage['ikb']>;
      return join([
        ikb.parts.map((part) => `${part.name} ${percent(part.percentage)}`).join(', '),
        ikb.spending.length > 0
          ? `te besteden aan: ${ikb.spending.map((option) => option.description).join(', ')}`
          : '',
      ]);
    }
    case 'sustainable_employability': {
      const items = (v as NonNullable<EquivalentPackage['sustainable_employability']>).items;
      return join(
        items.map((item) =>
          join([`${SUSTAINABILITY_TYPE_LABELS[item.type]}: ${item.name}`, amountText(item)]),
        ),
      );
    }
    case 'supplementary': {
      const items = (v as NonNullable<EquivalentPackage['supplementary']>).items;
      return join(
        items.map(
          (item) =>
            `${SUPPLEMENTARY_TYPE_LABELS[item.type]}${
              item.percentage === null || item.paid_by === null
                ? ''
                : ` (${percent(item.percentage)}, ${CONTRIBUTOR_LABELS[item.paid_by]})`
            }`,
        ),
      );
    }
    case 'other': {
      const items = (v as NonNullable<EquivalentPackage['other']>).items;
      return join(
        items.map((item) => join([`${OTHER_TYPE_LABELS[item.type]}: ${item.name}`, amountText(item)])),
      );
    }
    case 'base_definitions': {
      const bases = (v as NonNullable<EquivalentPackage['base_definitions']>).bases;
      return join(
        bases.map((base) => {
          const parts = [
            base.wage ? 'loon' : '',
            base.holiday_allowance ? 'vakantietoeslag' : '',
            base.leave_days ? 'verlofdagen' : '',
            base.all_allowances ? 'alle toeslagen' : (base.allowances ?? []).join(', '),
          ].filter((part) => part !== '');
          return `${BASE_TYPE_LABELS[base.base]} = ${parts.length > 0 ? parts.join(' + ') : 'niets'}`;
        }),
      );
    }
  }
  return '';
}

function element(
  key: SchemeElement | PackageBlock,
  label: string,
  status: CompletenessStatus,
  origin: PackageOrigin | null,
  summary: string,
): CompletenessElement {
  return { key, label, status, statusLabel: COMPLETENESS_STATUS_LABELS[status], origin, summary };
}

/** A block's status: 'volgens cao' when it comes from the cao (generally binding or not), else 'ingevuld'; not there: 'nog niet ingevuld'. */
export function packageBlockStatus(
  block: { readonly origin: PackageOrigin } | undefined,
): CompletenessStatus {
  if (block === undefined) return 'nog_niet_ingevuld';
  return block.origin === 'cao' || block.origin === 'cao_avv' ? 'volgens_cao' : 'ingevuld';
}

/** The completeness view of one scheme version (see the top of this file). */
export function packageCompleteness(scheme: CompletenessSource): PackageCompleteness {
  const tables = scheme.salary_tables;
  const allCao = tables.length > 0 && tables.every((table) => table.conform === 'CAO');
  const withAdv = tables.filter((table) => table.adv_type !== null).length;
  const own: CompletenessElement[] = [
    element(
      'loon',
      SCHEME_ELEMENT_LABELS.loon,
      allCao ? 'volgens_cao' : 'ingevuld',
      null,
      `${tables.length} ${tables.length === 1 ? 'loontabel' : 'loontabellen'}`,
    ),
    element(
      'vakantie',
      SCHEME_ELEMENT_LABELS.vakantie,
      'ingevuld',
      null,
      `vakantietoeslag ${percent(scheme.vacation_allowance)}`,
    ),
    element(
      'toeslagen',
      SCHEME_ELEMENT_LABELS.toeslagen,
      'ingevuld',
      null,
      scheme.werksoorts.length === 0
        ? 'geen'
        : `${scheme.werksoorts.length} ${scheme.werksoorts.length === 1 ? 'werksoort' : 'werksoorten'}`,
    ),
    element(
      'adv',
      SCHEME_ELEMENT_LABELS.adv,
      'ingevuld',
      null,
      withAdv === 0 ? 'geen ADV in de loontabellen' : `ADV in ${withAdv} van ${tables.length} loontabellen`,
    ),
  ];
  const pack = scheme.equivalent_package ?? {};
  const blocks = PACKAGE_BLOCKS.map((key) => {
    const value = pack[key];
    const status = packageBlockStatus(value);
    if (value === undefined) return element(key, PACKAGE_BLOCK_LABELS[key], status, null, '');
    return element(key, PACKAGE_BLOCK_LABELS[key], status, value.origin, packageBlockSummary(key, value));
  });
  const elements = [...own, ...blocks];
  const counts = { ingevuld: 0, volgens_cao: 0, nog_niet_ingevuld: 0 };
  for (const entry of elements) counts[entry.status] += 1;
  return { elements, counts, complete: counts.nog_niet_ingevuld === 0 };
}

/** How a block differs between two versions. */
export type PackageChangeKind = 'toegevoegd' | 'gewijzigd' | 'verwijderd';

export interface PackageChange {
  readonly block: PackageBlock;
  readonly label: string;
  readonly kind: PackageChangeKind;
  readonly before: string;
  readonly after: string;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** How a block changed between two versions, as the portal and the CLI name it. */
export const PACKAGE_CHANGE_KIND_LABELS: Record<PackageChangeKind, string> = {
  toegevoegd: 'Toegevoegd',
  gewijzigd: 'Gewijzigd',
  verwijderd: 'Verwijderd',
};

/** The words around `packageChanges` that the portal's detail page and `beloning schemes show` share. */
export const PACKAGE_CHANGE_TEXTS = {
  changesTable: (version: number) =>
    `Wijzigingen in de gelijkwaardige beloning ten opzichte van versie ${version}`,
  noChanges: (version: number) =>
    `De onderdelen van de gelijkwaardige beloning zijn gelijk aan versie ${version}.`,
  firstVersion: 'Dit is de eerste versie: er is geen eerdere versie om mee te vergelijken.',
  change: 'Wijziging',
  before: 'Was',
  after: 'Wordt',
} as const;

/**
 * The version a version is compared with: the newest of the scheme's versions before the shown one, or null
 * for the first version (or a list without an earlier one). The list must be whole (core's
 * `withAllVersions`): the detail carries only the newest versions.
 */
export function previousVersion(scheme: {
  readonly version: number;
  readonly versions: readonly { readonly version: number }[];
}): number | null {
  const earlier = scheme.versions.map((entry) => entry.version).filter((version) => version < scheme.version);
  return earlier.length === 0 ? null : Math.max(...earlier);
}

/**
 * The package blocks that differ between two versions (the older first), in block order, with what each
 * held before and after in Dutch; a block neither version has is not listed.
 */
export function packageChanges(
  before: EquivalentPackage | null | undefined,
  after: EquivalentPackage | null | undefined,
): PackageChange[] {
  const changes: PackageChange[] = [];
  for (const block of PACKAGE_BLOCKS) {
    const old = before?.[block];
    const now = after?.[block];
    if (sameJson(old, now)) continue;
    const kind: PackageChangeKind =
      old === undefined ? 'toegevoegd' : now === undefined ? 'verwijderd' : 'gewijzigd';
    const text = (value: typeof old) =>
      value === undefined
        ? COMPLETENESS_STATUS_LABELS.nog_niet_ingevuld
        : `${PACKAGE_ORIGIN_LABELS[value.origin]}: ${packageBlockSummary(block, value)}`;
    changes.push({ block, label: PACKAGE_BLOCK_LABELS[block], kind, before: text(old), after: text(now) });
  }
  return changes;
}

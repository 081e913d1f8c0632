import { withAllVersions, type ListOptions } from '@beloning/core/api';
import { formatPercentage } from '@beloning/core/format';
import { cellTotal } from '@beloning/core/salary';
import {
  packageChanges,
  packageCompleteness,
  previousVersion,
  PACKAGE_CHANGE_KIND_LABELS,
  PACKAGE_CHANGE_TEXTS,
  PACKAGE_ORIGIN_LABELS,
  type InlenersCao,
  type PackageChange,
  type PackageCompleteness,
  type SchemeVersion,
} from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { describeVacation, describeWagesPer } from '../caos/describe.js';
import {
  describeBasedOn,
  describeDates,
  describeNewCaoVersion,
  describeSchemeYearEndBonus,
  describeTimestamp,
  parseSchemeGuid,
  parseVersion,
} from './describe.js';

export function schemeFields(scheme: InlenersCao): [string, string][] {
  const newest = Math.max(scheme.version, ...scheme.versions.map((version) => version.version));
  return [
    ['GUID', scheme.guid],
    ['Regeling', scheme.full_name],
    ['Versie', `${scheme.version} van ${newest}`],
    ['Gebaseerd op', describeBasedOn(scheme)],
    ['Looptijd', describeDates(scheme.duration_start, scheme.duration_end)],
    ['Vakantie', describeVacation(scheme.vacation_time_type, scheme.vacation_time_amount)],
    ['Vakantietoeslag', formatPercentage(scheme.vacation_allowance)],
    ['Eindejaarsuitkering', describeSchemeYearEndBonus(scheme)],
    ['Bedrijf', scheme.company_name],
    ['Ondertekend door', scheme.signed_fullname],
    ['Gewijzigd', describeTimestamp(scheme.updated_at)],
    ['Nieuwe cao-versie', describeNewCaoVersion(scheme)],
  ];
}

export function schemeTableRows(scheme: InlenersCao): string[][] {
  return scheme.salary_tables.map((table) => [
    table.name,
    describeDates(table.active_per, table.end_date),
    describeWagesPer(table.wages_per),
    Object.values(table.full_table)
      .flatMap((payscales) => Object.keys(payscales))
      .filter((key, index, keys) => keys.indexOf(key) === index)
      .join(', '),
    String(cellTotal(table.full_table)),
  ]);
}

/** The rows of the completeness view (core's packageCompleteness): element, status, origin, what it holds. */
export function completenessRows(view: PackageCompleteness): string[][] {
  return view.elements.map((element) => [
    element.label,
    element.statusLabel,
    element.origin === null ? '' : PACKAGE_ORIGIN_LABELS[element.origin],
    element.summary,
  ]);
}

/**
 * What the shown version changed in the package since the version before it (core's packageChanges), as the
 * portal's detail page shows it: `since` is null for the first version.
 */
export interface PackageSince {
  readonly since: number | null;
  readonly changes: readonly PackageChange[];
}

/**
 * The package changes of a version since the one before it: the versions are read whole (the detail holds
 * only the newest; core's withAllVersions), then the previous version itself.
 */
export async function packageSince(
  scheme: InlenersCao,
  listVersions: (options: ListOptions) => Promise<SchemeVersion[]>,
  getVersion: (version: number) => Promise<InlenersCao>,
): Promise<PackageSince> {
  const since = previousVersion(await withAllVersions(scheme, listVersions));
  if (since === null) return { since, changes: [] };
  const before = await getVersion(since);
  return { since, changes: packageChanges(before.equivalent_package, scheme.equivalent_package) };
}

/**
 * A scheme version as `schemes show` and `shared show` print it: its terms, its salary tables, the
 * completeness of the gelijkwaardige-beloning package and what changed in it since the previous version;
 * with --json the answer of the server with the completeness view added as `completeness` and the changes
 * as `package_changes`.
 */
export function printScheme(ctx: Context, scheme: InlenersCao, since: PackageSince): void {
  const completeness = packageCompleteness(scheme);
  if (ctx.out.json) return ctx.out.printJson({ ...scheme, completeness, package_changes: since });
  ctx.out.fields(schemeFields(scheme));
  ctx.out.line('');
  ctx.out.table(
    [
      { heading: 'Loontabel' },
      { heading: 'Geldig' },
      { heading: 'Loon per' },
      { heading: 'Schalen' },
      { heading: 'Lonen', alignRight: true },
    ],
    schemeTableRows(scheme),
  );
  ctx.out.line('');
  ctx.out.line(
    `Gelijkwaardige beloning: ${completeness.counts.ingevuld} ingevuld, ${completeness.counts.volgens_cao} volgens cao, ${completeness.counts.nog_niet_ingevuld} nog niet ingevuld`,
  );
  ctx.out.table(
    [{ heading: 'Onderdeel' }, { heading: 'Status' }, { heading: 'Herkomst' }, { heading: 'Inhoud' }],
    completenessRows(completeness),
  );
  ctx.out.line('');
  if (since.since === null) return ctx.out.line(PACKAGE_CHANGE_TEXTS.firstVersion);
  if (since.changes.length === 0) return ctx.out.line(PACKAGE_CHANGE_TEXTS.noChanges(since.since));
  ctx.out.line(`${PACKAGE_CHANGE_TEXTS.changesTable(since.since)}:`);
  ctx.out.table(
    [
      { heading: 'Onderdeel' },
      { heading: PACKAGE_CHANGE_TEXTS.change },
      { heading: PACKAGE_CHANGE_TEXTS.before },
      { heading: PACKAGE_CHANGE_TEXTS.after },
    ],
    since.changes.map((change) => [
      change.label,
      PACKAGE_CHANGE_KIND_LABELS[change.kind],
      change.before,
      change.after,
    ]),
  );
}

/**
 * `beloning schemes show <guid> [--version N]`: the scheme's terms, salary tables, package completeness and
 * the package's changes since the previous version.
 */
export async function schemesShow(
  ctx: Context,
  guidText: string,
  options: { version?: string },
): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid, version === undefined ? {} : { version });
  const since = await packageSince(
    scheme,
    (list) => client.schemes.versions(guid, list),
    (earlier) => client.schemes.get(guid, { version: earlier }),
  );
  printScheme(ctx, scheme, since);
}

import { formatPercentage } from '@beloning/core/format';
import { cellTotal } from '@beloning/core/salary';
import {
  packageCompleteness,
  PACKAGE_ORIGIN_LABELS,
  type InlenersCao,
  type PackageCompleteness,
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
 * A scheme version as `schemes show` and `shared show` print it: its terms, its salary tables and the
 * completeness of the gelijkwaardige-beloning package; with --json the answer of the server with the
 * completeness view added as `completeness`.
 */
export function printScheme(ctx: Context, scheme: InlenersCao): void {
  const completeness = packageCompleteness(scheme);
  if (ctx.out.json) return ctx.out.printJson({ ...scheme, completeness });
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
}

/** `beloning schemes show <guid> [--version N]`: the scheme's terms, salary tables and package completeness. */
export async function schemesShow(
  ctx: Context,
  guidText: string,
  options: { version?: string },
): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid, version === undefined ? {} : { version });
  printScheme(ctx, scheme);
}

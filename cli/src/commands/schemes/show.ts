import { formatPercentage } from '@beloning/core/format';
import { cellTotal } from '@beloning/core/salary';
import type { InlenersCao } from '@beloning/core/schemas';
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

/** `beloning schemes show <guid> [--version N]`: the scheme's terms and its salary tables. */
export async function schemesShow(
  ctx: Context,
  guidText: string,
  options: { version?: string },
): Promise<void> {
  const guid = parseSchemeGuid(guidText);
  const version = options.version === undefined ? undefined : parseVersion(options.version);
  const { client } = await connect(ctx, { requireLogin: true });
  const scheme = await client.schemes.get(guid, version === undefined ? {} : { version });
  if (ctx.out.json) return ctx.out.printJson(scheme);
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
}

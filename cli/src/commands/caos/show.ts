import { formatPercentage } from '@beloning/core/format';
import type { Cao } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';
import { connect } from '../../http.js';
import { describePeriod, describeVacation, describeWagesPer, describeYearEndBonus } from './describe.js';

/** A cao id as typed: a positive whole number, else a usage error. */
export function parseCaoId(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) {
    throw new CliError(`Ongeldig cao-id '${text}': geef een positief geheel getal.`, EXIT.usage);
  }
  return Number(text);
}

export function caoFields(cao: Cao): [string, string][] {
  return [
    ['ID', String(cao.id)],
    ['Cao', cao.full_name],
    ['Code', `${cao.code} (versie ${cao.version})`],
    ['Looptijd', describePeriod(cao.duration_start, cao.duration_end)],
    ['Vakantie', describeVacation(cao.vacation_time_type, cao.vacation_time_amount)],
    ['Vakantietoeslag', formatPercentage(cao.vacation_allowance)],
    ['Eindejaarsuitkering', describeYearEndBonus(cao)],
    ['Algemeen verbindend', cao.avv ? 'ja' : 'nee'],
    ['Werksoorten', String(cao.werksoorts.length)],
    ['Bron', `${cao.source.description}${cao.source.verified ? '' : ' (niet gecontroleerd)'}`],
  ];
}

export function salaryTableRows(cao: Cao): string[][] {
  return cao.salary_tables.map((table) => [
    table.name,
    describePeriod(table.active_per, table.end_date),
    describeWagesPer(table.wages_per),
    table.payscales.join(', '),
  ]);
}

/** `beloning caos show <id>`: the cao's terms and its salary tables. */
export async function caosShow(ctx: Context, idText: string): Promise<void> {
  const id = parseCaoId(idText);
  const { client } = await connect(ctx, { requireLogin: true });
  const cao = await client.caos.get(id);
  if (ctx.out.json) return ctx.out.printJson(cao);
  ctx.out.fields(caoFields(cao));
  ctx.out.line('');
  ctx.out.table(
    [{ heading: 'Loontabel' }, { heading: 'Geldig' }, { heading: 'Loon per' }, { heading: 'Schalen' }],
    salaryTableRows(cao),
  );
}

import { formatPercentage } from '@beloning/core/format';
import type { CaoOption } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { connect } from '../../http.js';
import { parseLimit, type LimitOption } from '../../list-limit.js';
import { describeVacation } from './describe.js';

export interface CaosListOptions extends LimitOption {
  /** Only the latest version of each cao (GET /inleners/caos-list/latest/). */
  latest?: boolean;
}

/** The rows of `caos list`: id, name, vacation, vacation allowance, year-end bonus. */
export function caoRows(caos: readonly CaoOption[]): string[][] {
  return caos.map((cao) => [
    String(cao.cao_id),
    cao.full_name,
    describeVacation(cao.vacation_time_type, cao.vacation_time_amount),
    formatPercentage(cao.vacation_allowance),
    formatPercentage(cao.year_end_bonus_amount),
  ]);
}

/** `beloning caos list [--latest] [--limit N]`: every page of the list, or the first N cao versions. */
export async function caosList(ctx: Context, options: CaosListOptions): Promise<void> {
  const limit = { limit: parseLimit(options.limit) };
  const { client } = await connect(ctx, { requireLogin: true });
  const caos = options.latest ? await client.caos.listLatest(limit) : await client.caos.list(limit);
  if (ctx.out.json) return ctx.out.printJson(caos);
  if (caos.length === 0) return ctx.out.info("Geen cao's gevonden.");
  ctx.out.table(
    [
      { heading: 'ID', alignRight: true },
      { heading: 'Cao' },
      { heading: 'Vakantie' },
      { heading: 'Vakantietoeslag', alignRight: true },
      { heading: 'Eindejaarsuitkering', alignRight: true },
    ],
    caoRows(caos),
  );
}

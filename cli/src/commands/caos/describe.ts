import { formatDecimal, formatDutchDate, formatPercentage } from '@beloning/core/format';
import type { Cao, CaoOption } from '@beloning/core/schemas';

/** Dutch wording of cao values for the terminal, shared by `caos list` and `caos show`. */

/** '24 dagen per jaar', '197,6 uur per jaar' */
export function describeVacation(type: CaoOption['vacation_time_type'], amount: string): string {
  const decimals = amount.includes('.') ? Math.min(2, amount.split('.')[1]?.length ?? 0) : 0;
  return `${formatDecimal(amount, decimals)} ${type === 'days_per_year' ? 'dagen' : 'uur'} per jaar`;
}

/** '1-7-2024 t/m 30-6-2026' as DD-MM-YYYY; an open end is 'onbepaald'. */
export function describePeriod(start: string, end: string | null): string {
  return `${formatDutchDate(start)} t/m ${end === null ? 'onbepaald' : formatDutchDate(end)}`;
}

const WAGES_PER: Record<Cao['salary_tables'][number]['wages_per'], string> = {
  hour: 'uur',
  week: 'week',
  '4weeks': '4 weken',
  month: 'maand',
  year: 'jaar',
};

export function describeWagesPer(value: Cao['salary_tables'][number]['wages_per']): string {
  return WAGES_PER[value];
}

/** 'Geen', '2 %' or '€ 1.000,00'. */
export function describeYearEndBonus(cao: Cao): string {
  if (cao.year_end_bonus_type === 'Geen') return 'Geen';
  return cao.year_end_bonus_type === 'percentage'
    ? formatPercentage(cao.year_end_bonus_amount)
    : `€ ${formatDecimal(cao.year_end_bonus_amount)}`;
}

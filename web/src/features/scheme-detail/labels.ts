import type { InlenersCao, SalaryTable } from '@beloning/core/schemas';

/**
 * Dutch words for the coded values a scheme carries. SPEC.md section 3 lists the codes and says their
 * display labels are not shown; these are ours.
 */
export const WAGES_PER_LABELS: Record<SalaryTable['wages_per'], string> = {
  hour: 'per uur',
  week: 'per week',
  '4weeks': 'per 4 weken',
  month: 'per maand',
  year: 'per jaar',
};

export const ADV_TYPE_LABELS: Record<NonNullable<SalaryTable['adv_type']>, string> = {
  percentage: 'procent',
  hours_per_week: 'uur per week',
  hours_per_year: 'uur per jaar',
  days_per_year: 'dagen per jaar',
};

export const VACATION_TYPE_LABELS: Record<InlenersCao['vacation_time_type'], string> = {
  days_per_year: 'dagen per jaar',
  hours_per_year: 'uur per jaar',
};

export const BONUS_COMBINATION_LABELS: Record<
  NonNullable<InlenersCao['timesheet_overtime_interaction']>,
  string
> = {
  Geen: 'Geen regeling voor samenloop',
  add: 'De toeslagen worden bij elkaar opgeteld',
  multiply: 'De toeslagen worden met elkaar vermenigvuldigd',
  highest: 'Alleen de hoogste toeslag geldt',
  lowest: 'Alleen de laagste toeslag geldt',
  overtime: 'De overwerktoeslag gaat voor',
  timesheet: 'De onregelmatigheidstoeslag gaat voor',
};

export const PERIODIC_TYPE_LABELS: Record<string, string> = {
  max_salary_table: 'Tot het maximum van de schaal',
  mandatory_periodical: 'Verplichte periodiek',
  optional_periodical: 'Periodiek naar beoordeling',
  other: 'Anders',
};

export const REQUIRED_TIME_TYPE_LABELS: Record<string, string> = {
  months: 'maanden',
  weeks: 'weken',
  hours: 'uur',
};

export const MEASUREMENT_TYPE_LABELS: Record<string, string> = {
  cumulative: 'cumulatief',
  calendar: 'kalender',
};

/** The row label of an age key of full_table (core's ageLabel: the all-ages text or '18 jaar'). */
export { ageLabel } from '@beloning/core/salary';

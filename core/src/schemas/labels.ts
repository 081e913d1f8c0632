import type { InlenersCao } from './scheme.js';
import type { PeriodicIncrease, SalaryTable } from './salary-table.js';

/**
 * The one Dutch vocabulary for the coded values a scheme carries, used by the portal, the CLI and the
 * exports alike. SPEC.md section 3 lists the codes and says their display labels are not shown; these are
 * ours. Words that go inside a sentence are lower case; a list of choices capitalises the first letter.
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

/** Step 6's question on allowances that coincide, and its tooltip (SPEC.md 2.11). */
export const BONUS_COMBINATION_QUESTION =
  'Wat geldt er volgens uw cao of beloningsregeling bij samenloop van toeslagen?';
export const BONUS_COMBINATION_HINT =
  'Bijvoorbeeld welke toeslag geldt wanneer onregelmatigheidstoeslag en overwerk gelijktijdig plaatsvinden.';

/** What applies when allowances coincide ('samenloop', step 6). */
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

export const PERIODIC_TYPE_LABELS: Record<PeriodicIncrease['type'], string> = {
  max_salary_table: 'Tot het maximum van de schaal',
  mandatory_periodical: 'Verplichte periodiek',
  optional_periodical: 'Periodiek naar beoordeling',
  other: 'Anders',
};

export const PERIODIC_INTERACTION_LABELS: Record<
  NonNullable<PeriodicIncrease['date_required_time_interaction']>,
  string
> = {
  both: 'Peildatum én diensttijd',
  any: 'Peildatum óf diensttijd',
  trigger_date: 'Alleen peildatum',
  required_time: 'Alleen diensttijd',
};

export const REQUIRED_TIME_TYPE_LABELS: Record<
  NonNullable<PeriodicIncrease['required_time_type']>,
  string
> = {
  months: 'maanden',
  weeks: 'weken',
  hours: 'uur',
};

export const MEASUREMENT_TYPE_LABELS: Record<NonNullable<PeriodicIncrease['measurement_type']>, string> = {
  cumulative: 'cumulatief',
  calendar: 'kalender',
};

/** A label as a choice in a list: its first letter capitalised ('kalender' -> 'Kalender'). */
export function asChoice(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Step 6's field labels, shown on the fields and naming them in the list under the wizard. */
export const STEP6_FIELD_LABELS = {
  bonusCombination: 'Samenloop van toeslagen',
  startDate: 'Ingangsdatum',
  description: 'Omschrijving',
  comment: 'Toelichting',
  education: (index: number) => `Opleiding ${index + 1}`,
  educationJobs: 'Voor de functies',
} as const;

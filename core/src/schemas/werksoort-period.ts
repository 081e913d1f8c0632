import { z } from 'zod';

/**
 * What a werksoort may record beyond its amount, both optional so every saved version stays valid:
 *
 * - `periods`: when an irregular-hours (TU) or shift (PT) allowance applies, as weekdays (and 'feestdag' for
 *   public holidays) with a time window in Dutch wall-clock time. A window whose end is before its start runs
 *   past midnight ('21:00' to '05:00'); '24:00' is the end of the day. Without periods the times are only in
 *   the werksoort's description.
 * - `per`: what an amount in euros is paid per (per km for a travel allowance, per day for a home-working
 *   allowance). A percentage is always of the hourly wage, per hour; it has no `per`.
 */

export const WEEKDAYS = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
  'feestdag',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WERKSOORT_UNITS = ['uur', 'km', 'dag', 'week', 'maand', 'jaar', 'keer'] as const;
export type WerksoortUnit = (typeof WERKSOORT_UNITS)[number];

/** The most time windows one werksoort may have. */
export const MAX_WERKSOORT_PERIODS = 20;

/** The werksoort groups whose entries may have periods. */
export const PERIOD_GROUPS = ['TU', 'PT'] as const;

export const WERKSOORT_PERIOD_MESSAGES = {
  weekday: `Kies een dag uit: ${WEEKDAYS.join(', ')}`,
  noWeekday: 'Kies ten minste één dag',
  from: 'Schrijf de begintijd als uu:mm, van 00:00 tot en met 23:59 (bijvoorbeeld 21:30)',
  to: 'Schrijf de eindtijd als uu:mm, van 00:01 tot en met 24:00 (bijvoorbeeld 06:00)',
  empty: 'Begin- en eindtijd zijn gelijk: geef een tijdvak van ten minste één minuut',
  unit: `Kies een eenheid uit: ${WERKSOORT_UNITS.join(', ')}`,
  periodsOnlyTimeBound:
    'Tijdvakken horen alleen bij onregelmatigheid (TU) en ploegentoeslag (PT); zet de tijden van deze werksoort in de omschrijving',
  unitOnlyAmount: 'Een eenheid hoort alleen bij een bedrag; een percentage geldt per uur',
} as const;

const FROM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TO = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** One time window of a TU or PT werksoort: the days it applies on, from and to (Dutch wall-clock time). */
export const werksoortPeriodSchema = z
  .strictObject({
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: WERKSOORT_PERIOD_MESSAGES.weekday }), {
        error: WERKSOORT_PERIOD_MESSAGES.noWeekday,
      })
      .min(1, { error: WERKSOORT_PERIOD_MESSAGES.noWeekday }),
    from: z
      .string({ error: WERKSOORT_PERIOD_MESSAGES.from })
      .regex(FROM, { error: WERKSOORT_PERIOD_MESSAGES.from }),
    to: z.string({ error: WERKSOORT_PERIOD_MESSAGES.to }).regex(TO, { error: WERKSOORT_PERIOD_MESSAGES.to }),
  })
  .refine((period) => period.from !== period.to, {
    error: WERKSOORT_PERIOD_MESSAGES.empty,
    path: ['to'],
  });
export type WerksoortPeriod = z.infer<typeof werksoortPeriodSchema>;

export const werksoortUnitSchema = z.enum(WERKSOORT_UNITS, { error: WERKSOORT_PERIOD_MESSAGES.unit });

/**
 * Why a werksoort's periods or unit do not fit it, as [field, message] pairs: periods only on TU and PT,
 * a unit only with an amount in euros. `group` is the werksoort's group code (werksoortGroup), or null.
 */
export function werksoortExtrasErrors(
  werksoort: {
    type: 'bedrag' | 'percentage';
    periods?: readonly WerksoortPeriod[] | undefined;
    per?: WerksoortUnit | undefined;
  },
  group: string | null,
): Array<['periods' | 'per', string]> {
  const errors: Array<['periods' | 'per', string]> = [];
  if (
    werksoort.periods !== undefined &&
    werksoort.periods.length > 0 &&
    !(PERIOD_GROUPS as readonly (string | null)[]).includes(group)
  ) {
    errors.push(['periods', WERKSOORT_PERIOD_MESSAGES.periodsOnlyTimeBound]);
  }
  if (werksoort.per !== undefined && werksoort.type !== 'bedrag') {
    errors.push(['per', WERKSOORT_PERIOD_MESSAGES.unitOnlyAmount]);
  }
  return errors;
}

import { z } from 'zod';
import { equivalentPackageSchema } from './equivalent-package.js';
import { decimalStringSchema, isoDateSchema } from './common.js';
import { salaryTableSchema } from './salary-table.js';
import { werksoortPeriodSchema, werksoortUnitSchema } from './werksoort-period.js';

export const VACATION_TIME_TYPES = ['days_per_year', 'hours_per_year'] as const;
export const vacationTimeTypeSchema = z.enum(VACATION_TIME_TYPES);

export const YEAR_END_BONUS_TYPES = ['Geen', 'percentage', 'amount'] as const;
export const yearEndBonusTypeSchema = z.enum(YEAR_END_BONUS_TYPES);

/** How allowances combine when they coincide ('Samenloop toeslagen', step 6 bonusCombination). */
export const BONUS_COMBINATIONS = [
  'Geen',
  'add',
  'multiply',
  'highest',
  'lowest',
  'overtime',
  'timesheet',
] as const;
export const bonusCombinationSchema = z.enum(BONUS_COMBINATIONS);

export const ONE_OFF_BONUS_TYPES = ['percentage', 'amount'] as const;
export const oneOffBonusSchema = z.object({
  description: z.string(),
  bonus_date: isoDateSchema,
  bonus_type: z.enum(ONE_OFF_BONUS_TYPES),
  amount: decimalStringSchema,
});
export type OneOffBonus = z.infer<typeof oneOffBonusSchema>;

/** An allowance (toeslag or vergoeding) of a cao or scheme; its code prefix says its group (OV, TU, ...). */
export const werksoortSchema = z.object({
  name: z.string(),
  amount: decimalStringSchema.nullable(),
  start_date: isoDateSchema.nullable(),
  end_date: isoDateSchema.nullable(),
  description: z.string(),
  type: z.enum(['bedrag', 'percentage']),
  comment: z.string(),
  /** When a TU or PT allowance applies (werksoort-period.ts); absent when only the description says it. */
  periods: z.array(werksoortPeriodSchema).optional(),
  /** What an amount in euros is paid per (werksoort-period.ts); absent when not recorded. */
  per: werksoortUnitSchema.optional(),
});
export type Werksoort = z.infer<typeof werksoortSchema>;

/** Where cao data comes from and whether it was checked against the publisher. */
export const caoSourceSchema = z.object({
  description: z.string(),
  url: z.string().nullable(),
  verified: z.boolean(),
});

/** A cao version with everything the wizard starts from (SPEC.md section 3, 'Cao'). */
export const caoSchema = z.object({
  id: z.number().int().positive(),
  /** Stable key shared by all versions of the same cao. */
  code: z.string().min(1),
  version: z.number().int().positive(),
  full_name: z.string().min(1),
  duration_start: isoDateSchema,
  duration_end: isoDateSchema.nullable(),
  vacation_time_type: vacationTimeTypeSchema,
  vacation_time_amount: decimalStringSchema,
  vacation_allowance: decimalStringSchema,
  year_end_bonus_type: yearEndBonusTypeSchema,
  year_end_bonus_amount: decimalStringSchema,
  cao_text: z.string(),
  one_off_bonuses: z.array(oneOffBonusSchema),
  salary_tables: z.array(salaryTableSchema),
  werksoorts: z.array(werksoortSchema),
  timesheet_overtime_interaction: bonusCombinationSchema.nullable(),
  avv: z.boolean(),
  source: caoSourceSchema,
  /**
   * What the cao itself says of the gelijkwaardige-beloning package (equivalent-package.ts), where its
   * text gives it; each block names its source in its description. Stored with the cao version
   * (cao_versions.equivalent_package) and absent when the cao gives none.
   */
  equivalent_package: equivalentPackageSchema.optional(),
});
export type Cao = z.infer<typeof caoSchema>;

/** An entry of caos-list (SPEC.md section 3, 'Cao option'). */
export const caoOptionSchema = z.object({
  cao_id: z.number().int().positive(),
  full_name: z.string(),
  vacation_time_type: vacationTimeTypeSchema,
  vacation_time_amount: decimalStringSchema,
  vacation_allowance: decimalStringSchema,
  year_end_bonus_amount: decimalStringSchema,
});
export type CaoOption = z.infer<typeof caoOptionSchema>;

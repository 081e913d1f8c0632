import { z } from 'zod';
import { decimalStringSchema, isoDateSchema, timestampSchema } from './common.js';
import {
  bonusCombinationSchema,
  oneOffBonusSchema,
  vacationTimeTypeSchema,
  werksoortSchema,
  yearEndBonusTypeSchema,
} from './cao.js';
import { koppelingSchema } from './koppeling.js';
import { salaryTableSchema } from './salary-table.js';
import { equivalentPackageSchema } from './equivalent-package.js';

/** One saved version of a scheme; every change makes a new numbered version. */
export const schemeVersionSchema = z.object({
  version: z.number().int().positive(),
  created_at: timestampSchema,
});
export type SchemeVersion = z.infer<typeof schemeVersionSchema>;

/** An education arrangement of step 6: a description and the jobs it applies to. */
export const educationSchema = z.object({
  description: z.string(),
  inleners_jobs: z.array(z.string()),
});
export type Education = z.infer<typeof educationSchema>;

/**
 * The cao a newer version of the scheme's cao exists for: empty when the scheme is up to date, otherwise
 * the new cao's id first (SPEC.md section 3), then its full name.
 */
export const newCaoVersionSchema = z.union([
  z.tuple([]),
  z.tuple([z.number().int().positive()], z.union([z.string(), z.number()])),
]);
export type NewCaoVersion = z.infer<typeof newCaoVersionSchema>;

/** A hirer's pay scheme, one version of it (SPEC.md section 3, 'Scheme (inlenersCao)'). */
export const inlenersCaoSchema = z.object({
  id: z.number().int().positive(),
  guid: z.string(),
  /** Null for an own pay scheme that follows no cao. */
  cao_id: z.number().int().positive().nullable(),
  full_name: z.string(),
  version: z.number().int().positive(),
  /**
   * The scheme's versions, oldest first: all of them, or only the newest DETAIL_VERSIONS (a page of
   * GET inleners-cao/{guid}/versions/) when `versions_after` names where the older ones continue.
   */
  versions: z.array(schemeVersionSchema),
  /**
   * The `after` for GET inleners-cao/{guid}/versions/ (or the agency's uitleners/inleners-cao/{guid}/versions/)
   * that continues with the versions older than those in `versions` (for a hirer's proposal: the versions
   * route with the proposal's guid); null or absent (an agency's own proposal, an export saved before it
   * existed) when `versions` has them all. Core's withAllVersions follows it.
   */
  versions_after: z.string().nullable().optional(),
  /** The full name of the cao the scheme is based on, or null for an own scheme. */
  based_on: z.string().nullable(),
  /** The agency (its KVK number) that made this version as a proposal, or null. */
  proposal_by: z.string().nullable(),
  proposal_by_company: z.string().nullable(),
  rejected_proposal: z.boolean(),
  rejected_proposal_date: timestampSchema.nullable(),
  company_name: z.string(),
  signed_fullname: z.string(),
  /** Whether the scheme follows the cao's future salary tables (step 9, Ja/Nee); null for an own scheme. */
  follow_salary_tables: z.boolean().nullable(),
  duration_start: isoDateSchema,
  duration_end: isoDateSchema.nullable(),
  vacation_time_type: vacationTimeTypeSchema,
  vacation_time_amount: decimalStringSchema,
  vacation_allowance: decimalStringSchema,
  year_end_bonus_type: yearEndBonusTypeSchema,
  /** Null when the year-end bonus type is Geen. */
  year_end_bonus_amount: decimalStringSchema.nullable(),
  year_end_bonus_comment: z.string().nullable(),
  one_off_bonuses: z.array(oneOffBonusSchema),
  updated_at: timestampSchema,
  koppelingen: z.array(koppelingSchema),
  /** The scheme's tables, grouped per table name and in date order within a name. */
  salary_tables: z.array(salaryTableSchema),
  /** Newer salary tables of the cao that the scheme's tables are based on; empty when none. */
  new_based_on_tables: z.array(salaryTableSchema),
  werksoorts: z.array(werksoortSchema),
  educations: z.array(educationSchema),
  /** 'Samenloop toeslagen': how allowances combine (step 6 bonusCombination). */
  timesheet_overtime_interaction: bonusCombinationSchema.nullable(),
  /** HTML from the step-7 editor. */
  cao_text: z.string(),
  /** Whether the cao is declared generally binding (algemeen verbindend verklaard). */
  avv: z.boolean(),
  new_cao_version: newCaoVersionSchema,
  has_new_based_on_tables: z.boolean(),
  /**
   * The gelijkwaardige-beloning package of this version (equivalent-package.ts); a block left out is not
   * filled in yet. A version saved before the package existed is answered with an empty package.
   */
  equivalent_package: equivalentPackageSchema.optional(),
});
export type InlenersCao = z.infer<typeof inlenersCaoSchema>;

/** A scheme as GET inleners/inleners-cao-list/ lists it. */
export const inlenersCaoListItemSchema = inlenersCaoSchema.pick({
  id: true,
  guid: true,
  cao_id: true,
  full_name: true,
  version: true,
  based_on: true,
  proposal_by: true,
  proposal_by_company: true,
  rejected_proposal: true,
  rejected_proposal_date: true,
  company_name: true,
  signed_fullname: true,
  updated_at: true,
  koppelingen: true,
  new_cao_version: true,
  has_new_based_on_tables: true,
});
export type InlenersCaoListItem = z.infer<typeof inlenersCaoListItemSchema>;

import { z } from 'zod';
import { werksoortPeriodSchema, werksoortUnitSchema } from './werksoort-period.js';
import {
  bonusCombinationSchema,
  ONE_OFF_BONUS_TYPES,
  vacationTimeTypeSchema,
  yearEndBonusTypeSchema,
} from './cao.js';
import {
  advTypeSchema,
  conformSchema,
  periodicIncreaseSchema,
  wagesPerSchema,
  fullTableSchema,
} from './salary-table.js';

/**
 * The client-side wizard forms as they are kept in local storage (SPEC.md section 3). Values are what the
 * user typed: dates as DD-MM-YYYY text, numbers as text with an optional decimal comma. These schemas check
 * the stored shape only; the rules module validates the values with the Dutch messages.
 */

/** Step 1: own pay scheme (usesCao 0) or a cao with own additions (usesCao 1). */
export const step1FormSchema = z.object({
  usesCao: z.union([z.literal(0), z.literal(1)]).nullable(),
  withEmployersOrganisation: z.boolean(),
});
export type Step1Form = z.infer<typeof step1FormSchema>;

export const oneOffBonusFormSchema = z.object({
  description: z.string(),
  bonusDate: z.string(),
  bonusType: z.enum(ONE_OFF_BONUS_TYPES),
  amount: z.string(),
});
export type OneOffBonusForm = z.infer<typeof oneOffBonusFormSchema>;

/** Step 2: the cao and the hirer's deviations from it. */
export const step2FormSchema = z.object({
  caoId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  vacationType: vacationTimeTypeSchema,
  vacationAmount: z.string(),
  vacationAllowance: z.string(),
  yearEndBonusType: yearEndBonusTypeSchema,
  yearEndBonusAmount: z.string(),
  yearEndBonusComment: z.string(),
  oneOffBonuses: z.array(oneOffBonusFormSchema),
});
export type Step2Form = z.infer<typeof step2FormSchema>;

/** Step 3/4/5: one salary table as the wizard edits it (SPEC.md section 3, 'Salary table wrapper'). */
export const salaryTableFormSchema = z.object({
  /** Client-side key of the table tab. */
  key: z.string(),
  salaryTableId: z.number().int().nullable(),
  originalSalaryTableId: z.number().int().nullable(),
  name: z.string(),
  activePer: z.string(),
  endDate: z.string(),
  conform: conformSchema,
  wagesPer: wagesPerSchema,
  wagesDividedBy: z.string(),
  /**
   * Working hours per week as typed ('36', '37,5'); empty when not given. A draft kept before step 3 asked
   * for them reads back as empty.
   */
  hoursInWorkweek: z.string().default(''),
  hourDefinition: z.string(),
  /** Three parts joined by INITIAL_SCALING_SEPARATOR. */
  initialScaling: z.string(),
  advComment: z.string(),
  advType: advTypeSchema.nullable(),
  advAmount: z.string(),
  bbl: z.boolean(),
  /** 1 when the table has periodic increases; then periodiekVerhogingen needs at least one entry. */
  hasPeriodiekVerhogingen: z.union([z.literal(0), z.literal(1)]).nullable(),
  periodiekVerhogingen: z.array(periodicIncreaseSchema),
  shiftWorkComment: z.string(),
  fullTable: fullTableSchema,
  /** The cao's wages the table started from; a cell may not go below its original value. */
  originalFullTable: fullTableSchema.nullable(),
  jobs: z.array(
    z.object({
      jobId: z.union([z.number().int(), z.string()]).nullable(),
      name: z.string(),
      minimalPayscale: z.string(),
      aard: z.string().nullable(),
    }),
  ),
});
export type SalaryTableForm = z.infer<typeof salaryTableFormSchema>;

export { INITIAL_SCALING_SEPARATOR } from '../base/constants.js';

export const werksoortEntryFormSchema = z.object({
  name: z.string(),
  startDate: z.string(),
  comment: z.string(),
  /** Percentage, or for TWV and RV an amount. */
  amount: z.string(),
  description: z.string(),
  /**
   * The entry's saved time windows and unit (werksoort-period.ts), carried unchanged through an edit: the
   * wizards do not show them yet, and a save must not lose them.
   */
  periods: z.array(werksoortPeriodSchema).optional(),
  per: werksoortUnitSchema.optional(),
});
export type WerksoortEntryForm = z.infer<typeof werksoortEntryFormSchema>;

/** Step 6: allowances, the way they combine, and educations. */
export const step6FormSchema = z.object({
  bonusCombination: bonusCombinationSchema.nullable(),
  /** Multi-entry groups keyed by code (OV, TU, PT, RV, TWV); an empty list means No. */
  werksoorten: z.record(z.string(), z.array(werksoortEntryFormSchema)),
  /** Single-entry groups keyed by code (RU, OW, IC, BT, BS, ETC); null means No. */
  singleWerksoorten: z.record(z.string(), z.object({ comment: z.string() }).nullable()),
  educations: z.array(z.object({ description: z.string(), inleners_jobs: z.array(z.string()) })),
});
export type Step6Form = z.infer<typeof step6FormSchema>;

/** Step 7: the cao text (HTML from the rich-text editor). */
export const step7FormSchema = z.object({ caoText: z.string(), originalCaoText: z.string().nullable() });
export type Step7Form = z.infer<typeof step7FormSchema>;

/** Step 9: signing. followSalaryTables is 1 (Ja) or 0 (Nee). */
export const step9FormSchema = z.object({
  agreedToTerms: z.boolean(),
  followSalaryTables: z.union([z.literal(0), z.literal(1)]).nullable(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Step9Form = z.infer<typeof step9FormSchema>;

export const startWizardJobFormSchema = z.object({
  job_id: z.union([z.number().int(), z.string()]).nullable(),
  name: z.string(),
  aard: z.string().nullable(),
  salary_table_id: z.number().int().nullable(),
  minimal_payscale: z.string().nullable(),
});

/** The short (cao compliance) wizard form, stored locally. */
export const startWizardFormSchema = z.object({
  caoId: z.number().int().nullable(),
  selected: z.union([z.literal(1), z.literal(2)]).nullable(),
  hasJobsOption: z.union([z.literal(1), z.literal(2)]).nullable(),
  withEmployersOrganisation: z.boolean(),
  askForHelp: z.union([z.literal(1), z.literal(2)]).nullable(),
  helpUitlenersSubscription: z.number().int().nullable(),
  agreedToTerms: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  jobs: z.array(startWizardJobFormSchema),
});
export type StartWizardForm = z.infer<typeof startWizardFormSchema>;

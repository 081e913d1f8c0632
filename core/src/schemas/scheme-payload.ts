import { parseDutchDate } from '../format/dates.js';
import { MESSAGES } from '../base/messages.js';
import { step6FormToWerksoorten } from './werksoort-wire.js';
import { SchemePayloadError, typedToWireDecimal } from './scheme-payload-error.js';
import type { CaoCompliancePayload } from './cao-compliance-api.js';
import type {
  SalaryTableForm,
  StartWizardForm,
  Step1Form,
  Step2Form,
  Step6Form,
  Step7Form,
  Step9Form,
} from './forms.js';
import type { InlenersCaoPayload, SalaryTablePayload } from './scheme-payload-schema.js';
import type { InlenersCao } from './scheme.js';
import type { EquivalentPackage } from './equivalent-package.js';
import type { SalaryTable, Job } from './salary-table.js';

export { SchemePayloadError, type SchemePayloadErrorCode } from './scheme-payload-error.js';
/**
 * The mapping from the wizard forms (what the user typed: DD-MM-YYYY dates, decimal commas) to the save
 * payloads of SPEC.md 7.2, and back from a saved scheme to the forms for editing (scheme-forms.ts).
 */

/** Everything the full wizard saves: the filled step forms and what is being edited. */
export interface SchemeForms {
  step1: Step1Form;
  step2: Step2Form;
  salaryTables: SalaryTableForm[];
  step6: Step6Form;
  step7: Step7Form;
  step9: Step9Form;
  /** The hirer an agency prepares a proposal for; null for the hirer's own work. */
  proposalInlenerId: number | null;
  /** The saved scheme being edited; null for a new scheme. */
  inlenerCaoId: number | null;
  /** The version the edit started from, so a stale save is refused; null for a new scheme. */
  expectedVersion: number | null;
  /**
   * The gelijkwaardige-beloning package, carried as saved (no wizard step edits it yet), so that a save
   * from the wizard keeps the blocks of the version it edits; left out or null: none.
   */
  equivalentPackage?: EquivalentPackage | null | undefined;
}

/**
 * A typed date as sent: DD-MM-YYYY becomes YYYY-MM-DD. Text that is no date is sent as typed, so the
 * payload schema reports it under its field ('Geldige datum vereist (DD-MM-YYYY)').
 */
function wireDate(typed: string): string {
  return parseDutchDate(typed) ?? typed.trim();
}

/** Empty text means 'not given' (null); anything else is converted. */
function optionalWire(typed: string, convert: (typed: string) => string): string | null {
  return typed.trim() === '' ? null : convert(typed);
}

/** The name the hirer signs with: first and last name joined by a space. */
export function signedFullname(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

function salaryTablePayload(table: SalaryTableForm): SalaryTablePayload {
  return {
    salary_table_id: table.salaryTableId,
    original_salary_table_id: table.originalSalaryTableId,
    name: table.name.trim(),
    active_per: wireDate(table.activePer),
    end_date: optionalWire(table.endDate, wireDate),
    conform: table.conform,
    wages_per: table.wagesPer,
    wages_divided_by: typedToWireDecimal(table.wagesDividedBy),
    hours_in_workweek: optionalWire(table.hoursInWorkweek, typedToWireDecimal),
    hour_definition: table.hourDefinition.trim(),
    initial_scaling: table.initialScaling,
    adv_comment: table.advComment.trim(),
    adv_type: table.advType,
    adv_amount: optionalWire(table.advAmount, typedToWireDecimal),
    bbl: table.bbl,
    periodiek_verhogingen: table.hasPeriodiekVerhogingen === 1 ? table.periodiekVerhogingen : [],
    shift_work_comment: table.shiftWorkComment.trim(),
    full_table: table.fullTable,
    inleners_jobs: table.jobs.map((job) => ({
      job_id: job.jobId,
      name: job.name.trim(),
      minimal_payscale: job.minimalPayscale,
      aard: job.aard,
    })),
  };
}

/**
 * The POST/PUT inleners-cao payload of the wizard forms (SPEC.md 7.2). bonus_combination is left out for
 * Geen; year_end_bonus_amount and year_end_bonus_comment are sent only when the type is not Geen;
 * inlener_cao_id and expected_version only when editing; duration_end only when an end date was typed.
 * Dates become YYYY-MM-DD and decimal commas dots. Throws SchemePayloadError 'ambiguous_number' for a
 * number typed two ways ('1.250'), and 'cao_missing' when step 1 says a cao is used and step 2 names none.
 */
export function toInlenersCaoPayload(forms: SchemeForms): InlenersCaoPayload {
  const { step1, step2, step6, step9 } = forms;
  const usesCao = step1.usesCao === 1;
  if (usesCao && step2.caoId === null) throw new SchemePayloadError('cao_missing', MESSAGES.caoMissing);
  const bonusCombination = step6.bonusCombination;
  const endDate = optionalWire(step2.endDate, wireDate);
  return {
    proposal_inlener_id: forms.proposalInlenerId,
    follow_salary_tables: step9.followSalaryTables === null ? null : step9.followSalaryTables === 1,
    signed_fullname: signedFullname(step9.firstName, step9.lastName),
    terms_accepted: step9.agreedToTerms,
    cao_id: usesCao ? step2.caoId : null,
    cao_text: forms.step7.caoText,
    duration_start: wireDate(step2.startDate),
    ...(endDate === null ? {} : { duration_end: endDate }),
    vacation_amount: typedToWireDecimal(step2.vacationAmount),
    vacation_allowance: typedToWireDecimal(step2.vacationAllowance),
    vacation_time_type: step2.vacationType,
    salary_tables: forms.salaryTables.map(salaryTablePayload),
    werksoorten: step6FormToWerksoorten(step6),
    educations: step6.educations.map((education) => ({
      description: education.description.trim(),
      inleners_jobs: education.inleners_jobs,
    })),
    one_off_bonuses: step2.oneOffBonuses.map((bonus) => ({
      description: bonus.description.trim(),
      bonus_date: wireDate(bonus.bonusDate),
      bonus_type: bonus.bonusType,
      amount: typedToWireDecimal(bonus.amount),
    })),
    ...(forms.inlenerCaoId === null ? {} : { inlener_cao_id: forms.inlenerCaoId }),
    ...(forms.inlenerCaoId === null || forms.expectedVersion === null
      ? {}
      : { expected_version: forms.expectedVersion }),
    ...(bonusCombination === null || bonusCombination === 'Geen'
      ? {}
      : { bonus_combination: bonusCombination }),
    year_end_bonus_type: step2.yearEndBonusType,
    ...(step2.yearEndBonusType === 'Geen'
      ? {}
      : {
          year_end_bonus_amount: typedToWireDecimal(step2.yearEndBonusAmount),
          year_end_bonus_comment: step2.yearEndBonusComment.trim(),
        }),
    // A package without blocks says nothing: it is left out, as by a version saved before it existed.
    ...(forms.equivalentPackage === null ||
    forms.equivalentPackage === undefined ||
    Object.keys(forms.equivalentPackage).length === 0
      ? {}
      : { equivalent_package: forms.equivalentPackage }),
  };
}

/** The fields of a saved salary table that the wizard edits. */
export type SalaryTableSource = Pick<
  SalaryTable,
  | 'salary_table_id'
  | 'original_salary_table_id'
  | 'name'
  | 'active_per'
  | 'end_date'
  | 'conform'
  | 'wages_per'
  | 'wages_divided_by'
  | 'hour_definition'
  | 'initial_scaling'
  | 'adv_comment'
  | 'adv_type'
  | 'adv_amount'
  | 'bbl'
  | 'periodiek_verhogingen'
  | 'shift_work_comment'
  | 'full_table'
> & {
  /** Working hours per week; left out by versions saved before step 3 asked for them. */
  hours_in_workweek?: string | null | undefined;
  /** A cao table's normal work week, the hours a table copied from it starts with. */
  normal_workweek?: string | null | undefined;
  inleners_jobs: readonly Pick<Job, 'job_id' | 'name' | 'minimal_payscale' | 'aard'>[];
};

/** The fields of a saved scheme that the wizard edits; a full InlenersCao is one. */
export type SchemeFormSource = Pick<
  InlenersCao,
  | 'id'
  | 'version'
  | 'cao_id'
  | 'signed_fullname'
  | 'follow_salary_tables'
  | 'duration_start'
  | 'duration_end'
  | 'vacation_time_type'
  | 'vacation_time_amount'
  | 'vacation_allowance'
  | 'year_end_bonus_type'
  | 'year_end_bonus_amount'
  | 'year_end_bonus_comment'
  | 'one_off_bonuses'
  | 'werksoorts'
  | 'educations'
  | 'timesheet_overtime_interaction'
  | 'cao_text'
> & {
  salary_tables: readonly SalaryTableSource[];
  /** The package; left out by versions saved before it existed and by sources that have none (a cao). */
  equivalent_package?: EquivalentPackage | undefined;
};

/** What a scheme holds apart from which scheme and version it is. */
export type SchemeContent = Omit<SchemeFormSource, 'id' | 'version'>;

/**
 * What a scheme saved from this payload holds, as the server answers it: vacation_amount is stored as
 * vacation_time_amount, werksoorten as werksoorts, bonus_combination as timesheet_overtime_interaction
 * (Geen when left out), and left-out conditional fields as null.
 */
export function schemeContentFromPayload(
  payload: InlenersCaoPayload,
  saved: { id: number; version: number },
): SchemeFormSource {
  return { id: saved.id, version: saved.version, ...schemeContent(payload) };
}

/** schemeContentFromPayload without the id and version: what a scheme about to be saved will hold. */
export function schemeContent(payload: InlenersCaoPayload): SchemeContent {
  return {
    cao_id: payload.cao_id,
    signed_fullname: payload.signed_fullname,
    follow_salary_tables: payload.follow_salary_tables,
    duration_start: payload.duration_start,
    duration_end: payload.duration_end ?? null,
    vacation_time_type: payload.vacation_time_type,
    vacation_time_amount: payload.vacation_amount,
    vacation_allowance: payload.vacation_allowance,
    year_end_bonus_type: payload.year_end_bonus_type,
    year_end_bonus_amount: payload.year_end_bonus_amount ?? null,
    year_end_bonus_comment: payload.year_end_bonus_comment ?? null,
    one_off_bonuses: payload.one_off_bonuses,
    werksoorts: payload.werksoorten,
    educations: payload.educations,
    timesheet_overtime_interaction: payload.bonus_combination ?? 'Geen',
    cao_text: payload.cao_text,
    salary_tables: payload.salary_tables,
    ...(payload.equivalent_package === undefined ? {} : { equivalent_package: payload.equivalent_package }),
  };
}

/**
 * The POST inleners/cao-compliance/ payload of the short wizard: signed_fullname is first and last name
 * joined by a space; jobs only when hasJobsOption is 1 (jobs not in or deviating from the cao), otherwise
 * none. Throws SchemePayloadError 'cao_missing' without a cao, and 'incomplete_job' for a job without table
 * or minimum scale (the step-2 rules require both).
 */
export function toCaoCompliancePayload(form: StartWizardForm): CaoCompliancePayload {
  if (form.caoId === null) throw new SchemePayloadError('cao_missing', MESSAGES.caoMissing);
  const jobs =
    form.hasJobsOption === 1
      ? form.jobs.map((job) => {
          if (job.salary_table_id === null || job.minimal_payscale === null) {
            throw new SchemePayloadError('incomplete_job', MESSAGES.required);
          }
          return {
            job_id: job.job_id,
            name: job.name.trim(),
            aard: job.aard,
            salary_table_id: job.salary_table_id,
            minimal_payscale: job.minimal_payscale,
          };
        })
      : [];
  return { cao_id: form.caoId, signed_fullname: signedFullname(form.firstName, form.lastName), jobs };
}

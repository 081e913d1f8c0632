import { formatDutchDate } from '../format/dates.js';
import { toTypedDecimal } from '../format/numbers.js';
import { werksoortenToStep6Form } from './werksoort-wire.js';
import type { SalaryTableForm } from './forms.js';
import type { SalaryTableSource, SchemeForms, SchemeFormSource } from './scheme-payload.js';

/** A dot decimal from the wire as the user would type it: '8.33' becomes '8,33'. */
const formDecimal = toTypedDecimal;

/** The client-side key of the n-th table tab of an edited scheme. */
export function salaryTableKey(index: number): string {
  return `tabel-${index + 1}`;
}

/** The working hours as typed: the table's own, else the cao's normal work week, else empty. */
function typedHours(table: SalaryTableSource): string {
  const hours = table.hours_in_workweek ?? table.normal_workweek ?? null;
  return hours === null ? '' : formDecimal(hours);
}

function salaryTableForm(table: SalaryTableSource, index: number): SalaryTableForm {
  return {
    key: salaryTableKey(index),
    salaryTableId: table.salary_table_id,
    originalSalaryTableId: table.original_salary_table_id,
    name: table.name,
    activePer: formatDutchDate(table.active_per),
    endDate: table.end_date === null ? '' : formatDutchDate(table.end_date),
    conform: table.conform,
    wagesPer: table.wages_per,
    wagesDividedBy: formDecimal(table.wages_divided_by),
    hoursInWorkweek: typedHours(table),
    hourDefinition: table.hour_definition,
    initialScaling: table.initial_scaling,
    advComment: table.adv_comment,
    advType: table.adv_type,
    advAmount: table.adv_amount === null ? '' : formDecimal(table.adv_amount),
    bbl: table.bbl,
    hasPeriodiekVerhogingen: table.periodiek_verhogingen.length > 0 ? 1 : 0,
    periodiekVerhogingen: table.periodiek_verhogingen,
    shiftWorkComment: table.shift_work_comment,
    fullTable: table.full_table,
    originalFullTable: null,
    jobs: table.inleners_jobs.map((job) => ({
      jobId: job.job_id,
      name: job.name,
      minimalPayscale: job.minimal_payscale ?? '',
      aard: job.aard,
    })),
  };
}

/** Splits the signed name at its first space: the first word is the first name, the rest the last name. */
function splitFullname(fullname: string): { firstName: string; lastName: string } {
  const trimmed = fullname.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/**
 * The wizard forms for editing a saved scheme (the inverse of toInlenersCaoPayload): dates as DD-MM-YYYY,
 * decimals with a comma, the scheme's id and version as what is edited. What the scheme does not keep
 * starts afresh: employers'-organisation membership unticked, the terms to be agreed again, no original
 * cao text or wages (the web loads those from the cao), a year-end bonus of Geen as amount '0' without
 * comment, and table tabs keyed by position. The signed name splits at its first space.
 */
export function fromInlenersCao(scheme: SchemeFormSource): SchemeForms {
  const { werksoorten, singleWerksoorten } = werksoortenToStep6Form(scheme.werksoorts);
  const hasYearEndBonus = scheme.year_end_bonus_type !== 'Geen';
  return {
    step1: { usesCao: scheme.cao_id === null ? 0 : 1, withEmployersOrganisation: false },
    step2: {
      caoId: scheme.cao_id,
      startDate: formatDutchDate(scheme.duration_start),
      endDate: scheme.duration_end === null ? '' : formatDutchDate(scheme.duration_end),
      vacationType: scheme.vacation_time_type,
      vacationAmount: formDecimal(scheme.vacation_time_amount),
      vacationAllowance: formDecimal(scheme.vacation_allowance),
      yearEndBonusType: scheme.year_end_bonus_type,
      yearEndBonusAmount:
        hasYearEndBonus && scheme.year_end_bonus_amount !== null
          ? formDecimal(scheme.year_end_bonus_amount)
          : '0',
      yearEndBonusComment: hasYearEndBonus ? (scheme.year_end_bonus_comment ?? '') : '',
      oneOffBonuses: scheme.one_off_bonuses.map((bonus) => ({
        description: bonus.description,
        bonusDate: formatDutchDate(bonus.bonus_date),
        bonusType: bonus.bonus_type,
        amount: formDecimal(bonus.amount),
      })),
    },
    salaryTables: scheme.salary_tables.map(salaryTableForm),
    step6: {
      bonusCombination: scheme.timesheet_overtime_interaction,
      werksoorten,
      singleWerksoorten,
      educations: scheme.educations.map((education) => ({
        description: education.description,
        inleners_jobs: [...education.inleners_jobs],
      })),
    },
    step7: { caoText: scheme.cao_text, originalCaoText: null },
    step9: {
      agreedToTerms: false,
      followSalaryTables: scheme.follow_salary_tables === null ? null : scheme.follow_salary_tables ? 1 : 0,
      ...splitFullname(scheme.signed_fullname),
    },
    proposalInlenerId: null,
    inlenerCaoId: scheme.id,
    expectedVersion: scheme.version,
    // Kept as saved, so that a save from the wizard keeps the package (no step edits it yet).
    ...(scheme.equivalent_package === undefined ? {} : { equivalentPackage: scheme.equivalent_package }),
  };
}

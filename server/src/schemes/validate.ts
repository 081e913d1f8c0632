import { MESSAGES, validateStep2, type CaoMinimums, type StepIssue } from '@beloning/core/rules';
import {
  fromInlenersCao,
  salaryTableKey,
  schemeContentFromPayload,
  type FullTable,
  type InlenersCaoPayload,
} from '@beloning/core/schemas';
import { isMultiWerksoortCode, werksoortGroup } from '@beloning/core/werksoorten';
import { emptyWizardState, stepIssues } from '@beloning/core/wizard';
import { eq, inArray } from 'drizzle-orm';
import { deepFreeze, LruCache, perDatabase } from '../db/cache.js';
import type { Database } from '../db/database.js';
import { caoSalaryTables, caoVersions } from '../db/schema.js';
import type { FieldErrors } from '../http/validation.js';

/**
 * The rules of the wizard (core's step rules, SPEC.md 5.2) applied to a saved inleners-cao payload, with the
 * cao data they need from the database: the chosen cao's minimums (vacation, holiday allowance, year-end
 * bonus) and the original wages of the cao tables the scheme's tables start from. The payload has already
 * passed core's inlenersCaoPayloadSchema. Messages are reported under the payload's own field names
 * ('salary_tables.0.end_date', 'werksoorten.3.comment'), exactly as core's rules word them.
 */

/** What the cao of a payload is, as far as a save needs it. */
export interface SchemeCaoContext {
  /** The cao version the payload names (null for an own pay scheme). */
  caoVersion: (CaoMinimums & { id: number; caoId: number }) | null;
  /** The full tables of the cao salary tables the payload's tables name as original_salary_table_id. */
  originals: ReadonlyMap<number, FullTable>;
}

export type SchemeValidation = { ok: true; context: SchemeCaoContext } | { ok: false; errors: FieldErrors };

/** A cao salary table as a save checks against it: its cao and its cells. */
interface OriginalTable {
  caoId: number;
  fullTable: FullTable;
}

/**
 * The cao data a save reads, kept per database: cao versions and their salary tables never change once
 * imported (an import adds a version; only `is_latest` moves, which a save does not read), so what was read
 * once holds. Bounded all the same; the objects are frozen, as every save shares them.
 */
const caoData = perDatabase(() => ({
  versions: new LruCache<number, NonNullable<SchemeCaoContext['caoVersion']>>(4 * 1024 * 1024),
  tables: new LruCache<number, OriginalTable>(32 * 1024 * 1024),
}));

async function caoVersionOf(db: Database, id: number): Promise<SchemeCaoContext['caoVersion']> {
  const { versions } = caoData(db);
  const cached = versions.get(id);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select({
      id: caoVersions.id,
      caoId: caoVersions.caoId,
      vacation_time_type: caoVersions.vacationTimeType,
      vacation_time_amount: caoVersions.vacationTimeAmount,
      vacation_allowance: caoVersions.vacationAllowance,
      year_end_bonus_amount: caoVersions.yearEndBonusAmount,
    })
    .from(caoVersions)
    .where(eq(caoVersions.id, id));
  if (row === undefined) return null;
  const version = Object.freeze({
    ...row,
    vacation_time_type: row.vacation_time_type === 'hours_per_year' ? 'hours_per_year' : 'days_per_year',
  } as const);
  versions.set(id, version, 256);
  return version;
}

async function originalTables(db: Database, ids: readonly number[]): Promise<Map<number, OriginalTable>> {
  const { tables } = caoData(db);
  const found = new Map<number, OriginalTable>();
  for (const id of ids) {
    const table = tables.get(id);
    if (table !== undefined) found.set(id, table);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({ id: caoSalaryTables.id, caoId: caoVersions.caoId, fullTable: caoSalaryTables.fullTable })
      .from(caoSalaryTables)
      .innerJoin(caoVersions, eq(caoVersions.id, caoSalaryTables.versionId))
      .where(inArray(caoSalaryTables.id, missing));
    for (const row of rows) {
      const table = deepFreeze({ caoId: row.caoId, fullTable: row.fullTable as FullTable });
      tables.set(row.id, table, JSON.stringify(row.fullTable).length);
      found.set(row.id, table);
    }
  }
  return found;
}

/** Reads the cao data a payload refers to; an unknown cao or foreign original table is a field error. */
async function loadCaoContext(
  db: Database,
  payload: InlenersCaoPayload,
): Promise<{ context: SchemeCaoContext; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const caoVersion = payload.cao_id === null ? null : await caoVersionOf(db, payload.cao_id);
  if (payload.cao_id !== null && caoVersion === null) errors['cao_id'] = [MESSAGES.invalidValue];
  const originalIds = [
    ...new Set(payload.salary_tables.flatMap((table) => table.original_salary_table_id ?? [])),
  ];
  const found = await originalTables(db, originalIds);
  const originals = new Map<number, FullTable>();
  for (const [id, table] of found) {
    // A table of another cao than the chosen one is no original of this scheme.
    if (caoVersion === null || table.caoId === caoVersion.caoId) originals.set(id, table.fullTable);
  }
  payload.salary_tables.forEach((table, index) => {
    const id = table.original_salary_table_id;
    if (id !== null && !originals.has(id) && errors['cao_id'] === undefined) {
      errors[`salary_tables.${index}.original_salary_table_id`] = [MESSAGES.invalidValue];
    }
  });
  return { context: { caoVersion, originals }, errors };
}

const STEP2_FIELDS: Readonly<Record<string, string>> = {
  caoId: 'cao_id',
  startDate: 'duration_start',
  endDate: 'duration_end',
  vacationType: 'vacation_time_type',
  vacationAmount: 'vacation_amount',
  vacationAllowance: 'vacation_allowance',
  yearEndBonusType: 'year_end_bonus_type',
  yearEndBonusAmount: 'year_end_bonus_amount',
  yearEndBonusComment: 'year_end_bonus_comment',
};

const ONE_OFF_BONUS_FIELDS: Readonly<Record<string, string>> = {
  description: 'description',
  bonusDate: 'bonus_date',
  bonusType: 'bonus_type',
  amount: 'amount',
};

const TABLE_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  activePer: 'active_per',
  endDate: 'end_date',
  conform: 'conform',
  wagesPer: 'wages_per',
  wagesDividedBy: 'wages_divided_by',
  hoursInWorkweek: 'hours_in_workweek',
  hourDefinition: 'hour_definition',
  initialScaling: 'initial_scaling',
  advComment: 'adv_comment',
  advType: 'adv_type',
  advAmount: 'adv_amount',
  shiftWorkComment: 'shift_work_comment',
  periodiekVerhogingen: 'periodiek_verhogingen',
};

const JOB_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  minimalPayscale: 'minimal_payscale',
  jobId: 'job_id',
  aard: 'aard',
};

/** The payload field of a step-2 form field ('oneOffBonuses.0.bonusDate' -> 'one_off_bonuses.0.bonus_date'). */
function step2Field(field: string): string {
  const bonus = /^oneOffBonuses\.(\d+)\.(\w+)$/.exec(field);
  if (bonus !== null)
    return `one_off_bonuses.${bonus[1]}.${ONE_OFF_BONUS_FIELDS[bonus[2] ?? ''] ?? bonus[2]}`;
  return STEP2_FIELDS[field] ?? field;
}

/** The payload field of a table issue: 'salary_tables.{index}.{field}'. */
function tableField(issue: StepIssue, tableIndexByKey: ReadonlyMap<string, number>): string {
  const index = issue.tableKey === undefined ? undefined : tableIndexByKey.get(issue.tableKey);
  if (index === undefined) return 'salary_tables';
  const prefix = `salary_tables.${index}`;
  const field = issue.field;
  if (field === undefined) return prefix;
  if (field.startsWith('fullTable')) return `${prefix}.full_table${field.slice('fullTable'.length)}`;
  const job = /^jobs\.(\d+)\.(\w+)$/.exec(field);
  if (job !== null) return `${prefix}.inleners_jobs.${job[1]}.${JOB_FIELDS[job[2] ?? ''] ?? job[2]}`;
  return `${prefix}.${TABLE_FIELDS[field] ?? field}`;
}

/**
 * Where each werksoort of the payload went in the step-6 form: 'OV.0' (the first OV entry) or 'RU' (a
 * single-entry group) to its index in the payload's werksoorten list. Names without a known code, and a
 * second entry of a single-entry group, are returned as unplaced indexes.
 */
function werksoortPositions(payload: InlenersCaoPayload): {
  byFormKey: Map<string, number>;
  unplaced: number[];
} {
  const byFormKey = new Map<string, number>();
  const counts = new Map<string, number>();
  const unplaced: number[] = [];
  payload.werksoorten.forEach((werksoort, index) => {
    const group = werksoortGroup(werksoort.name);
    if (group === null) {
      unplaced.push(index);
    } else if (isMultiWerksoortCode(group.code)) {
      const position = counts.get(group.code) ?? 0;
      counts.set(group.code, position + 1);
      byFormKey.set(`${group.code}.${position}`, index);
    } else if (byFormKey.has(group.code)) {
      unplaced.push(index);
    } else {
      byFormKey.set(group.code, index);
    }
  });
  return { byFormKey, unplaced };
}

/** The payload field of a step-6 form field. */
function step6Field(field: string, werksoorten: ReadonlyMap<string, number>): string {
  if (field === 'bonusCombination') return 'bonus_combination';
  const multi = /^werksoorten\.(\w+)\.(\d+)\.(\w+)$/.exec(field);
  if (multi !== null) {
    const index = werksoorten.get(`${multi[1]}.${multi[2]}`);
    return index === undefined ? 'werksoorten' : `werksoorten.${index}.${multi[3]}`;
  }
  const single = /^singleWerksoorten\.(\w+)\.(\w+)$/.exec(field);
  if (single !== null) {
    const index = werksoorten.get(single[1] ?? '');
    return index === undefined ? 'werksoorten' : `werksoorten.${index}.${single[2]}`;
  }
  return field;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** Runs core's step rules on the payload with the given cao context; an empty object means valid. */
export function schemeRuleErrors(payload: InlenersCaoPayload, context: SchemeCaoContext): FieldErrors {
  const errors: FieldErrors = {};
  const forms = fromInlenersCao(schemeContentFromPayload(payload, { id: 1, version: 1 }));
  const tables = forms.salaryTables.map((table, index) => {
    const originalId = payload.salary_tables[index]?.original_salary_table_id ?? null;
    return {
      ...table,
      originalFullTable: originalId === null ? null : (context.originals.get(originalId) ?? null),
    };
  });

  const step2 = validateStep2(forms.step2, { cao: context.caoVersion, usesCao: payload.cao_id !== null });
  for (const [field, messages] of Object.entries(step2)) {
    for (const message of messages) {
      // duration_end may be left out of the payload (core's schema); the wizard always sends it.
      if (field === 'endDate' && payload.duration_end === undefined && message === MESSAGES.required)
        continue;
      addError(errors, step2Field(field), message);
    }
  }

  // Steps 3 to 6 and the step-9 answer on following the cao's tables: core's own step checks (stepIssues),
  // the ones the wizard runs on 'Volgende'. Step 9's names and terms are the payload schema's
  // (signed_fullname, terms_accepted).
  const state = {
    ...emptyWizardState(),
    step1: forms.step1,
    step2: forms.step2,
    salaryTables: tables,
    step6: forms.step6,
    step7: forms.step7,
    step9: forms.step9,
    proposalInlenerId: payload.proposal_inlener_id,
  };
  const tableIndexByKey = new Map(tables.map((_, index) => [salaryTableKey(index), index]));
  for (const step of [3, 4, 5] as const) {
    for (const issue of stepIssues(state, step, { cao: null })) {
      addError(errors, tableField(issue, tableIndexByKey), issue.message);
    }
  }

  const { byFormKey, unplaced } = werksoortPositions(payload);
  for (const issue of stepIssues(state, 6, { cao: null })) {
    addError(
      errors,
      issue.field === undefined ? 'werksoorten' : step6Field(issue.field, byFormKey),
      issue.message,
    );
  }
  for (const index of unplaced) addError(errors, `werksoorten.${index}.name`, MESSAGES.invalidValue);

  for (const issue of stepIssues(state, 9, { cao: null })) {
    if (issue.field === 'followSalaryTables') addError(errors, 'follow_salary_tables', issue.message);
  }
  return errors;
}

/**
 * Checks a payload (already valid for core's schema) against the cao data and core's step rules. Gives the
 * cao context for the save, or the field errors of the 400.
 */
export async function validateSchemePayload(
  db: Database,
  payload: InlenersCaoPayload,
): Promise<SchemeValidation> {
  const { context, errors } = await loadCaoContext(db, payload);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const ruleErrors = schemeRuleErrors(payload, context);
  if (Object.keys(ruleErrors).length > 0) return { ok: false, errors: ruleErrors };
  return { ok: true, context };
}

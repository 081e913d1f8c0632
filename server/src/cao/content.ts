import { createHash } from 'node:crypto';
import { formatDutchDate } from '@beloning/core/format';
import { MESSAGES, tableAgeNeedsWageMessage } from '@beloning/core/rules';
import { seriesKey } from '@beloning/core/salary';
import { caoSchema, dutchErrorMap, type Cao, type SalaryTable } from '@beloning/core/schemas';
import { safeParse } from 'zod/v4/core';

/** One problem of an import file: where (a dotted path, '' for the whole file) and the Dutch message. */
export interface CaoFileProblem {
  path: string;
  message: string;
}

export type ParsedCaoFile = { ok: true; cao: Cao } | { ok: false; problems: CaoFileProblem[] };

/**
 * Reads the text of a cao file (one cao version as `GET inleners/caos/{id}` sends it) and checks it with
 * core's `caoSchema` plus the rules an import needs beyond the wire format. Every problem is listed, not
 * only the first; an empty list means the file can be imported.
 */
export function parseCaoFile(text: string): ParsedCaoFile {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ path: '', message: `Geen geldige JSON (${reason})` }] };
  }
  const result = safeParse(caoSchema, json, { error: dutchErrorMap });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, problems };
  }
  const problems = checkCao(result.data);
  return problems.length === 0 ? { ok: true, cao: result.data } : { ok: false, problems };
}

/** The rules a valid-looking file must also meet: dates in order, wages present, tables identifiable. */
function checkCao(cao: Cao): CaoFileProblem[] {
  const problems: CaoFileProblem[] = [];
  if (cao.duration_end !== null && cao.duration_end < cao.duration_start) {
    problems.push({ path: 'duration_end', message: MESSAGES.dateAfter });
  }
  if (cao.salary_tables.length === 0) {
    problems.push({ path: 'salary_tables', message: MESSAGES.atLeastOneTable });
  }
  const seenIds = new Set<number>();
  const seenIdentities = new Map<string, number>();
  cao.salary_tables.forEach((table, index) => {
    const at = `salary_tables.${index}`;
    if (table.name.trim() === '') problems.push({ path: `${at}.name`, message: MESSAGES.required });
    if (table.end_date !== null && table.end_date < table.active_per) {
      problems.push({ path: `${at}.end_date`, message: MESSAGES.dateAfter });
    }
    if (table.id !== null) {
      if (seenIds.has(table.id)) problems.push({ path: `${at}.id`, message: MESSAGES.unique });
      seenIds.add(table.id);
    }
    const identity = `${seriesKey(table.name)}|${table.active_per}`;
    const earlier = seenIdentities.get(identity);
    if (earlier !== undefined) {
      problems.push({
        path: `${at}.name`,
        message:
          `${MESSAGES.unique}: loontabel ${earlier + 1} heeft dezelfde naam (zonder datum) en begint ook ` +
          `op ${formatDutchDate(table.active_per)}`,
      });
    } else {
      seenIdentities.set(identity, index);
    }
    const ages = Object.entries(table.full_table);
    if (ages.length === 0) {
      problems.push({ path: `${at}.full_table`, message: tableAgeNeedsWageMessage(table.name, null) });
    }
    for (const [age, payscales] of ages) {
      const wages = Object.values(payscales).flatMap((periodicals) => Object.values(periodicals));
      if (wages.length === 0) {
        problems.push({
          path: `${at}.full_table.${age}`,
          message: tableAgeNeedsWageMessage(table.name, age),
        });
      }
    }
  });
  return problems;
}

/** The problems as the import command prints them, one per line: 'salary_tables.0.end_date: ...'. */
export function formatProblems(problems: readonly CaoFileProblem[]): string[] {
  return problems.map((problem) =>
    problem.path === '' ? problem.message : `${problem.path}: ${problem.message}`,
  );
}

/** The fields of a salary table that are ids of this database (or of the file), not content. */
type TableIdField = 'id' | 'salary_table_id' | 'original_salary_table_id' | 'cao_id' | 'created_at';

/** A salary table without its ids, as hashed and stored. */
export function tableContent(table: SalaryTable): Omit<SalaryTable, TableIdField> {
  const {
    id: _id,
    salary_table_id: _salaryTableId,
    original_salary_table_id: _originalId,
    cao_id: _caoId,
    created_at: _createdAt,
    ...content
  } = table;
  return content;
}

/** SHA-256 (hex) of a salary table's content: equal for tables that differ only in their ids. */
export function tableHash(table: SalaryTable): string {
  return sha256(canonicalJson(tableContent(table)));
}

/** SHA-256 (hex) of a cao version's content without ids and version number: the same file hashes the same. */
export function caoHash(cao: Cao): string {
  const { id: _id, version: _version, salary_tables: tables, ...rest } = cao;
  return sha256(canonicalJson({ ...rest, salary_tables: tables.map(tableContent) }));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with the keys of every object sorted, so equal content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

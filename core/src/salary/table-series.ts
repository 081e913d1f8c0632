import { nextDay, parseDutchDate, type IsoDate } from '../format/dates.js';
import { uniqueKey } from '../base/unique-key.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import { SALARY_MESSAGES } from './full-table-error.js';

/**
 * Salary tables in series: the one home of the rule, used by the wizards (step 3's order and end dates,
 * follow-up tables, which table may be deleted), the CLI (which table an import or a raise continues), the
 * fixture check and the server (which cao tables are the same across cao versions).
 *
 * A series is the tables of one name without its dates: 'Basisuurlonen 1-7-2024' and 'Basisuurlonen
 * 1-1-2025' are one series, as are 'Loontabel' and 'LOONTABEL'. Within a series the tables run in order of
 * their start dates: each is followed the day after its end date by the next, and only the newest may be
 * open-ended. A table is still known by its whole name (an import replaces the table of that name); the
 * series says what comes before and after it.
 */

/** What the series rules need of a table: its name and its dates as ISO dates (null: none, or not valid). */
export interface SeriesTable {
  name: string;
  start: IsoDate | null;
  end: IsoDate | null;
}

/** A wizard table (Dutch dates) as the series rules see it. */
export function formSeriesTable(table: Pick<SalaryTableForm, 'name' | 'activePer' | 'endDate'>): SeriesTable {
  return { name: table.name, start: parseDutchDate(table.activePer), end: parseDutchDate(table.endDate) };
}

/**
 * True when the table ended before `day` (its end date lies before it): its wages were for a period that is
 * over, and may have been paid. A change of them in place rewrites that period (a raise belongs in a
 * follow-up table from a date: planDatedIncrease). A table without a (valid) end date has not ended.
 */
export function endedBefore(table: SeriesTable, day: IsoDate): boolean {
  return table.end !== null && table.end < day;
}

/**
 * The key under which two table names are the same series: the name without dates (1-7-2024, 01-07-2024,
 * 2024-07-01, a lone year) and a trailing 'per', 'vanaf' or 'm.i.v.', in lower case with single spaces. A name
 * that is nothing but dates is its own series.
 */
export function seriesKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/\b\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b/g, ' ')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ')
    .replace(/\b(19|20)\d{2}\b/g, ' ')
    .replace(/\b(per|vanaf|m\.i\.v\.)\s*$/g, ' ')
    .replace(/[\s\-–:,()]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return key === '' ? name.trim().toLowerCase() : key;
}

/** Start dates compare as text; a table without a valid start comes after every dated one of its series. */
const NO_START = '9999-99-99';

/**
 * The tables' series: per series the indexes of its tables, oldest first (by start date; equal or missing
 * starts keep the order of the list). The series come in the order their first table appears in the list.
 */
export function tableSeries(tables: readonly SeriesTable[]): number[][] {
  const byKey = new Map<string, number[]>();
  tables.forEach((table, index) => {
    const key = seriesKey(table.name);
    byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  const startOf = (index: number) => tables[index]?.start ?? NO_START;
  return [...byKey.values()].map((indexes) =>
    [...indexes].sort((a, b) => startOf(a).localeCompare(startOf(b)) || a - b),
  );
}

/** The indexes of the series of the table at `index`, oldest first; empty when there is no such table. */
export function seriesOf(tables: readonly SeriesTable[], index: number): number[] {
  const table = tables[index];
  if (table === undefined) return [];
  return tableSeries(tables).find((series) => series.includes(index)) ?? [];
}

/** The index of the newest table of the series named `name` (any name of the series), or undefined. */
export function newestOfSeries(tables: readonly SeriesTable[], name: string): number | undefined {
  const key = seriesKey(name);
  return tableSeries(tables)
    .find((series) => series.some((index) => seriesKey(tables[index]!.name) === key))
    ?.at(-1);
}

/**
 * The index of the newest table of each whole name (trimmed, case-insensitive), keyed by that name's
 * uniqueness key, in the order the names first appear: the table an import or a raise by name changes.
 */
export function newestByName(tables: readonly SeriesTable[]): Map<string, number> {
  const newest = new Map<string, number>();
  tables.forEach((table, index) => {
    const key = nameKey(table.name);
    const current = newest.get(key);
    const start = table.start ?? NO_START;
    if (current === undefined || start >= (tables[current]?.start ?? NO_START)) newest.set(key, index);
  });
  return newest;
}

/** The index of the newest table of the whole list (latest start; of equal starts the last listed), or -1. */
export function newestTable(tables: readonly SeriesTable[]): number {
  let found = -1;
  tables.forEach((table, index) => {
    if (found === -1 || (table.start ?? NO_START) >= (tables[found]?.start ?? NO_START)) found = index;
  });
  return found;
}

/** How two whole table names are the same table name: as core's rules compare values (uniqueKey). */
export function nameKey(name: string): string {
  return uniqueKey(name);
}

export type FollowUpStart =
  | { ok: true; from: number; start: IsoDate }
  | { ok: false; code: 'no_tables' | 'no_end_date'; message: string };

/**
 * Where a follow-up of the series of the table at `index` starts: the day after the end date of the newest
 * table of that series, which must have one ('Geef de laatste tabel eerst een einddatum'). `from` is that
 * newest table, whose content the follow-up copies.
 */
export function followUpStart(tables: readonly SeriesTable[], index: number): FollowUpStart {
  const from = seriesOf(tables, index).at(-1);
  if (from === undefined) return { ok: false, code: 'no_tables', message: SALARY_MESSAGES.noTables };
  const end = tables[from]!.end;
  if (end === null) return { ok: false, code: 'no_end_date', message: SALARY_MESSAGES.lastTableNeedsEndDate };
  return { ok: true, from, start: nextDay(end) };
}

/**
 * Whether the table at `index` may be deleted as a follow-up table (SPEC.md 4): only the newest table of its
 * series, and never the first of it, so every series keeps its first table.
 */
export function canDeleteFollowUpTable(tables: readonly SeriesTable[], index: number): boolean {
  const series = seriesOf(tables, index);
  return series.length > 1 && series.at(-1) === index;
}

/** A table whose end date breaks its series: missing before a successor, or not followed the next day. */
export interface SeriesGap {
  index: number;
  problem: 'no_end_date' | 'not_followed';
}

/**
 * Where each table's series breaks its order: per series, a table (not the newest) without an end date, and
 * a table whose successor does not start the day after its end. Gives the index of the table whose end date
 * is wrong and which of the two it is.
 */
export function seriesGaps(tables: readonly SeriesTable[]): SeriesGap[] {
  return tableSeries(tables).flatMap((series) =>
    series.flatMap((index, position): SeriesGap[] => {
      const next = series[position + 1];
      if (next === undefined) return [];
      const end = tables[index]!.end;
      if (end === null) return [{ index, problem: 'no_end_date' }];
      const nextStart = tables[next]!.start;
      if (nextStart === null || nextStart === nextDay(end)) return [];
      return [{ index, problem: 'not_followed' }];
    }),
  );
}

import { uniqueKey } from '../base/unique-key.js';
import { formatDutchDate, nextDay, parseDutchDate, previousDay, type IsoDate } from '../format/dates.js';
import type { FullTable } from '../schemas/salary-table.js';
import { cellChanges, type CellChange } from './cell-changes.js';
import { compare } from './compare.js';
import { SalaryError } from './errors.js';
import { displayedWage } from './grid-model.js';
import { parseDecimal } from './decimal.js';
import { MAX_LENGTH } from '../base/limits.js';
import {
  increaseApplier,
  increaseFormula,
  type IncreaseRounding,
  type IncreaseStep,
} from './increase-formula.js';
import { multiply } from './multiply.js';
import { subtract } from './subtract.js';
import { seriesKey, tableSeries, type SeriesTable } from './table-series.js';

/**
 * A raise that starts on a date (SPEC.md's increase data: an ordered list of percentages and amounts, one
 * rounding at the end; SPEC.md 4: a follow-up table starts the day after the previous one ends). The one home
 * of the rule for the CLI's `tables increase --per` and the portal's bulk increase: per series of tables
 * (table-series.ts), the newest table that runs on the date, or ends the day before it, gets a follow-up from
 * the date with the raised wages, and a table running past the date ends the day before. Tables that ended
 * earlier are never touched. Pure: the given tables are not changed.
 */

/** One step: a percentage or an amount; an amount may differ per payscale. */
export interface DatedIncreaseStep extends IncreaseStep {
  /**
   * Amount steps only: the amount per payscale key (compared as core compares keys: 'lg1' is 'LG1'); payscales
   * not named get `value` ('0' for none).
   */
  payscales?: Readonly<Record<string, string>>;
}

/** A table as the dated increase sees it: its series fields and its wages. */
export interface DatedIncreaseTable extends SeriesTable {
  fullTable: FullTable;
}

export interface DatedIncrease {
  /** The date the raise takes effect. */
  per: IsoDate;
  /** The end date of the follow-ups; default the end date of the table they follow when it runs past `per`. */
  endDate?: IsoDate | null;
  steps: readonly DatedIncreaseStep[];
  rounding?: IncreaseRounding;
  /** Only the series of the table of this name; default every series. */
  table?: string | null;
  /** Accept wages that change by more than MAX_INCREASE_PERCENTAGE. */
  force?: boolean;
}

/** Which way the wages of a table go: the Dutch verb of a raise follows it (INCREASE_VERBS). */
export type IncreaseDirection = 'up' | 'down' | 'mixed' | 'none';

export const INCREASE_VERBS: Readonly<Record<IncreaseDirection, string>> = {
  up: 'verhoogd',
  down: 'verlaagd',
  mixed: 'gewijzigd',
  none: 'ongewijzigd',
};

/** A new table from `per`: a copy of the table at `from` with the raised wages. */
export interface FollowUp {
  from: number;
  name: string;
  start: IsoDate;
  end: IsoDate | null;
  fullTable: FullTable;
  /** Every wage that differs from the table it follows. */
  changes: CellChange[];
  direction: IncreaseDirection;
}

export type DatedIncreaseErrorCode =
  | 'no_steps'
  | 'unknown_table'
  | 'unknown_payscale'
  | 'no_start'
  | 'not_after_start'
  | 'starts_on_date'
  | 'no_end_date'
  | 'end_before_start'
  | 'nothing_current'
  | 'beyond_bound'
  | 'invalid_step';

export interface DatedIncreaseError {
  code: DatedIncreaseErrorCode;
  message: string;
}

export type DatedIncreasePlan =
  | {
      ok: true;
      /** Tables that run past `per` and now end the day before it. */
      ended: { index: number; end: IsoDate }[];
      followUps: FollowUp[];
      /** Series (their newest table) that ended before `per - 1` and stay as they are. */
      untouched: number[];
    }
  | { ok: false; errors: DatedIncreaseError[] };

/** A wage that changes by more than this percentage (up or down) is refused unless forced. */
export const MAX_INCREASE_PERCENTAGE = 20;

export const DATED_INCREASE_MESSAGES = {
  noSteps: 'Geef ten minste één stap: een percentage of een bedrag.',
  unknownTable: (name: string, known: readonly string[]) =>
    `Loontabel '${name}' staat niet in deze regeling (loontabellen: ${known.join(', ')}).`,
  unknownPayscale: (key: string, known: readonly string[]) =>
    `Schaal '${key}' staat in geen van de loontabellen die verhoogd worden (schalen: ${known.join(', ')}).`,
  noStart: (name: string) => `Loontabel '${name}' heeft geen geldige ingangsdatum.`,
  notAfterStart: (per: IsoDate, name: string, start: IsoDate) =>
    `${formatDutchDate(per)} ligt niet na de ingangsdatum van loontabel '${name}' (${formatDutchDate(start)}): ` +
    'een verhoging per datum begint een vervolgtabel na de nieuwste tabel van een reeks. Kies een latere datum.',
  startsOnDate: (per: IsoDate, name: string) =>
    `Loontabel '${name}' begint al op ${formatDutchDate(per)}: is deze verhoging al gedaan? Een verhoging per ` +
    'datum maakt een vervolgtabel en wijzigt geen bestaande tabel. Pas de lonen van die tabel zelf aan, of kies ' +
    'een latere datum.',
  noEndDate: (name: string, per: IsoDate) =>
    `De vervolgtabel van '${name}' per ${formatDutchDate(per)} heeft een einddatum nodig ` +
    '(elke loontabel heeft er een): geef de einddatum van de vervolgtabellen op.',
  endBeforeStart: (end: IsoDate, per: IsoDate) =>
    `De einddatum ${formatDutchDate(end)} ligt vóór de ingangsdatum ${formatDutchDate(per)}.`,
  nothingCurrent: (per: IsoDate) =>
    `Geen loontabel loopt op ${formatDutchDate(per)} of tot de dag ervoor; er is niets te verhogen.`,
  beyondBound: (count: number, example: string) =>
    `${count === 1 ? 'Eén loon verandert' : `${count} lonen veranderen`} met meer dan ${MAX_INCREASE_PERCENTAGE} % ` +
    `(${example}). Controleer de stappen, of bevestig dat dit klopt.`,
} as const;

/** How a raise moves the wages: all up, all down, both, or not at all. */
export function increaseDirection(changes: readonly CellChange[]): IncreaseDirection {
  let up = false;
  let down = false;
  for (const change of changes) {
    if (change.old === null || change.new === null) continue;
    const before = parseDecimal(change.old);
    const after = parseDecimal(change.new);
    if (before === null || after === null) continue;
    const order = compare(after, before);
    if (order > 0) up = true;
    else if (order < 0) down = true;
  }
  if (up && down) return 'mixed';
  if (up) return 'up';
  if (down) return 'down';
  return 'none';
}

/** The Dutch verb of a raise by its changes: 'verhoogd', 'verlaagd' or 'gewijzigd' (both ways). */
export function increaseVerb(changes: readonly CellChange[]): string {
  return INCREASE_VERBS[increaseDirection(changes)];
}

/** The steps for one payscale: an amount step takes that payscale's amount, or its `value` for the others. */
export function stepsForPayscale(steps: readonly DatedIncreaseStep[], payscale: string): IncreaseStep[] {
  const key = uniqueKey(payscale);
  return steps.map(({ type, value, payscales }) => {
    if (type !== 'amount' || payscales === undefined) return { type, value };
    const named = Object.entries(payscales).find(([name]) => uniqueKey(name) === key);
    return { type, value: named === undefined ? value : named[1] };
  });
}

/**
 * Applies ordered steps to every wage of a full_table, each payscale with its own amounts (stepsForPayscale),
 * and rounds each wage once at the end (core's increaseFormula, exact decimals). The input is not changed.
 */
export function increaseFullTableByPayscale(
  fullTable: FullTable,
  steps: readonly DatedIncreaseStep[],
  rounding: IncreaseRounding = {},
): FullTable {
  const appliers = new Map<string, (value: string) => string>();
  const applierFor = (payscale: string) => {
    const key = uniqueKey(payscale);
    let apply = appliers.get(key);
    if (apply === undefined) {
      apply = increaseApplier(increaseFormula(stepsForPayscale(steps, payscale), rounding));
      appliers.set(key, apply);
    }
    return apply;
  };
  const increased: FullTable = {};
  for (const [age, payscales] of Object.entries(fullTable)) {
    const row: FullTable[string] = {};
    for (const [payscale, cells] of Object.entries(payscales)) {
      const apply = applierFor(payscale);
      row[payscale] = Object.fromEntries(
        Object.entries(cells).map(([column, wage]) => [column, apply(wage)]),
      );
    }
    increased[age] = row;
  }
  return increased;
}

const DUTCH_DATE_IN_NAME = /\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g;

/**
 * The name of a follow-up: the name of the table it follows with that table's start date (as '1-1-2026' or
 * '01-01-2026') replaced by the new start in the same style, so 'Basisuurlonen 1-1-2026' is followed by
 * 'Basisuurlonen 1-7-2026'. A name without that date, or one that would grow past the maximum, stays as it is.
 */
export function followUpName(name: string, from: IsoDate | null, start: IsoDate): string {
  if (from === null) return name;
  const [year, month, day] = start.split('-') as [string, string, string];
  const renamed = name.replace(DUTCH_DATE_IN_NAME, (match, d: string, m: string) => {
    if (parseDutchDate(match) !== from) return match;
    const dayText = d.length === 1 ? String(Number(day)) : day;
    const monthText = m.length === 1 ? String(Number(month)) : month;
    return `${dayText}-${monthText}-${year}`;
  });
  return renamed.length > MAX_LENGTH.tableName ? name : renamed;
}

/** Whether a wage moves by more than MAX_INCREASE_PERCENTAGE of its old value, up or down (exact). */
function beyondBound(change: CellChange): boolean {
  if (change.old === null || change.new === null) return false;
  const before = parseDecimal(change.old);
  const after = parseDecimal(change.new);
  if (before === null || after === null) return false;
  const difference = subtract(after, before);
  const size = difference.units < 0n ? { ...difference, units: -difference.units } : difference;
  const base = before.units < 0n ? { ...before, units: -before.units } : before;
  const limit = multiply(base, { units: BigInt(MAX_INCREASE_PERCENTAGE), scale: 2 });
  return compare(size, limit) > 0;
}

/**
 * The plan of a dated raise, or every reason it cannot be made (nothing is half-done: the caller saves all of
 * it or nothing). Per series (only that of `table` when given), its newest table N:
 * - N without a start date, or `per` not after N's start: refused (a raise per date never rewrites a table).
 *   N starting on `per` itself is refused too, with its own reason: it is most often the follow-up an earlier
 *   run of the same raise made (a script run twice), and raising it in place would raise those wages twice;
 * - N ended before the day before `per`: untouched;
 * - otherwise a follow-up from `per` with N's wages raised, ending on `endDate`, or on N's end date when N runs
 *   past `per` (N then ends the day before `per`); without either it is refused (every table has an end date).
 * Amounts for payscales none of the raised tables has are refused, and so is a wage that moves by more than
 * MAX_INCREASE_PERCENTAGE unless `force`.
 */
export function planDatedIncrease(
  tables: readonly DatedIncreaseTable[],
  increase: DatedIncrease,
): DatedIncreasePlan {
  const { per, steps } = increase;
  const errors: DatedIncreaseError[] = [];
  const fail = (code: DatedIncreaseErrorCode, message: string) => errors.push({ code, message });
  if (steps.length === 0) fail('no_steps', DATED_INCREASE_MESSAGES.noSteps);
  const endDate = increase.endDate ?? null;
  if (endDate !== null && endDate < per)
    fail('end_before_start', DATED_INCREASE_MESSAGES.endBeforeStart(endDate, per));

  let series = tableSeries(tables);
  if (increase.table !== undefined && increase.table !== null) {
    const key = seriesKey(increase.table);
    series = series.filter((indexes) => indexes.some((index) => seriesKey(tables[index]!.name) === key));
    if (series.length === 0) {
      const known = tableSeries(tables).map((indexes) => tables[indexes.at(-1)!]!.name);
      fail('unknown_table', DATED_INCREASE_MESSAGES.unknownTable(increase.table, known));
    }
  }

  const ended: { index: number; end: IsoDate }[] = [];
  const sources: { from: number; end: IsoDate | null }[] = [];
  const untouched: number[] = [];
  for (const indexes of series) {
    const index = indexes.at(-1)!;
    const newest = tables[index]!;
    if (newest.start === null) {
      fail('no_start', DATED_INCREASE_MESSAGES.noStart(newest.name));
      continue;
    }
    if (per === newest.start) {
      fail('starts_on_date', DATED_INCREASE_MESSAGES.startsOnDate(per, newest.name));
      continue;
    }
    if (per < newest.start) {
      fail('not_after_start', DATED_INCREASE_MESSAGES.notAfterStart(per, newest.name, newest.start));
      continue;
    }
    if (newest.end !== null && nextDay(newest.end) < per) {
      untouched.push(index);
      continue;
    }
    const runsPast = newest.end !== null && newest.end >= per;
    const end = endDate ?? (runsPast ? newest.end : null);
    if (end === null) fail('no_end_date', DATED_INCREASE_MESSAGES.noEndDate(newest.name, per));
    if (runsPast) ended.push({ index, end: previousDay(per) });
    sources.push({ from: index, end });
  }
  if (errors.length === 0 && sources.length === 0) {
    fail('nothing_current', DATED_INCREASE_MESSAGES.nothingCurrent(per));
  }

  const payscaleKeys = new Map<string, string>();
  for (const { from } of sources) {
    for (const payscales of Object.values(tables[from]!.fullTable)) {
      for (const payscale of Object.keys(payscales)) payscaleKeys.set(uniqueKey(payscale), payscale);
    }
  }
  for (const step of steps) {
    for (const key of Object.keys(step.payscales ?? {})) {
      if (sources.length > 0 && !payscaleKeys.has(uniqueKey(key))) {
        fail('unknown_payscale', DATED_INCREASE_MESSAGES.unknownPayscale(key, [...payscaleKeys.values()]));
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  let followUps: FollowUp[];
  try {
    followUps = sources.map(({ from, end }) => followUp(tables, from, end, increase));
  } catch (error) {
    if (!(error instanceof SalaryError)) throw error;
    fail('invalid_step', error.message);
    return { ok: false, errors };
  }

  if (increase.force !== true) {
    const beyond = followUps.flatMap((followUp) =>
      followUp.changes.filter(beyondBound).map((change) => ({ followUp, change })),
    );
    const first = beyond[0];
    if (first !== undefined) {
      const { followUp, change } = first;
      const example = `bijvoorbeeld '${followUp.name}', schaal ${change.payscale}: ${displayedWage(change.old ?? '')} naar ${displayedWage(change.new ?? '')}`;
      fail('beyond_bound', DATED_INCREASE_MESSAGES.beyondBound(beyond.length, example));
      return { ok: false, errors };
    }
  }
  return { ok: true, ended, followUps, untouched };
}

function followUp(
  tables: readonly DatedIncreaseTable[],
  from: number,
  end: IsoDate | null,
  increase: DatedIncrease,
): FollowUp {
  const source = tables[from]!;
  const fullTable = increaseFullTableByPayscale(source.fullTable, increase.steps, increase.rounding);
  const changes = cellChanges(source.fullTable, fullTable);
  return {
    from,
    name: followUpName(source.name, source.start, increase.per),
    start: increase.per,
    end,
    fullTable,
    changes,
    direction: increaseDirection(changes),
  };
}

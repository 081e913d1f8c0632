import type { WerksoortEntryForm } from '../schemas/forms.js';
import { formatDutchDate, nextDay, parseDutchDate } from '../format/dates.js';

const TRAILING_NUMBER = /(\d+)$/;

/**
 * The name of a new entry of a group: the code plus a two-digit running number, one higher than the number
 * at the end of the last existing name (OV01 -> OV02, OV09 -> OV10, OV99 -> OV100). Without entries the
 * first name is the code plus 01. When the last name ends without digits, the number follows the count of
 * entries instead, so the new name still moves forward.
 */
export function nextWerksoortName(
  code: string,
  entries: readonly Pick<WerksoortEntryForm, 'name'>[],
): string {
  const last = entries.at(-1);
  const match = last === undefined ? null : TRAILING_NUMBER.exec(last.name.trim());
  const next = match?.[1] === undefined ? entries.length + 1 : Number(match[1]) + 1;
  return `${code}${String(next).padStart(2, '0')}`;
}

/** An entry with nothing filled in yet. */
export function emptyWerksoortEntry(name: string): WerksoortEntryForm {
  return { name, startDate: '', comment: '', amount: '', description: '' };
}

/**
 * Inserts a new entry right after the entry at `index`: a later period of the same werksoort. The new entry
 * takes the base entry's name and starts the day after the base entry's start date (DD-MM-YYYY); when the
 * base has no valid start date the new start date stays empty for the user to fill. Amount, description and
 * comment start empty. An index outside the list changes nothing.
 */
export function addEntryAfter(entries: readonly WerksoortEntryForm[], index: number): WerksoortEntryForm[] {
  const base = entries[index];
  if (base === undefined || index < 0) return [...entries];
  const baseDate = parseDutchDate(base.startDate);
  const added: WerksoortEntryForm = {
    ...emptyWerksoortEntry(base.name),
    startDate: baseDate === null ? '' : formatDutchDate(nextDay(baseDate)),
  };
  return [...entries.slice(0, index + 1), added, ...entries.slice(index + 1)];
}

/**
 * Whether the entry at `index` shows its name: only the first entry with a given name does, later periods of
 * the same werksoort leave the name cell empty.
 */
export function showsName(entries: readonly Pick<WerksoortEntryForm, 'name'>[], index: number): boolean {
  const entry = entries[index];
  if (entry === undefined || index < 0) return false;
  return entries.findIndex((other) => other.name === entry.name) === index;
}

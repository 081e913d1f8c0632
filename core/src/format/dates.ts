/** ISO calendar date as stored and sent on the wire: YYYY-MM-DD. */
export type IsoDate = string;

const DUTCH_DATE = /^(\d{1,2})-(\d{1,2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/**
 * Parses a date as a Dutch user types it (DD-MM-YYYY, day and month may have one digit)
 * into an ISO date. Returns null when the text is not a real calendar date.
 */
export function parseDutchDate(text: string): IsoDate | null {
  const match = DUTCH_DATE.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (!isRealDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** True when the text is a real calendar date in ISO form (YYYY-MM-DD). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Shows an ISO date the Dutch way: 2026-01-01 becomes 01-01-2026. Invalid input is returned unchanged. */
export function formatDutchDate(iso: IsoDate): string {
  const match = ISO_DATE.exec(iso.slice(0, 10));
  if (!match) return iso;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** The ISO date of the day after the given ISO date (used for follow-up salary tables). */
export function nextDay(iso: IsoDate): IsoDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1, 2)}-${pad(next.getUTCDate(), 2)}`;
}

/** The ISO date of the day before the given ISO date (a table that a follow-up replaces ends then). */
export function previousDay(iso: IsoDate): IsoDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(year, month - 1, day - 1));
  return `${pad(previous.getUTCFullYear(), 4)}-${pad(previous.getUTCMonth() + 1, 2)}-${pad(previous.getUTCDate(), 2)}`;
}

/** Today in the Netherlands (Europe/Amsterdam) as an ISO date: the day a payroll administrator means. */
export function dutchToday(now: Date = new Date()): IsoDate {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

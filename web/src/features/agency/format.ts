import { formatDutchDate } from '@beloning/core/format';

/** A server timestamp as the Dutch date of the browser's day: DD-MM-YYYY. */
export function dutchDateOf(timestamp: string): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return formatDutchDate(timestamp);
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatDutchDate(`${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`);
}

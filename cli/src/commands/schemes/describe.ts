import { formatDecimal, formatDutchDate, formatPercentage } from '@beloning/core/format';
import type { InlenersCao, InlenersCaoListItem } from '@beloning/core/schemas';
import { CliError } from '../../errors.js';
import { EXIT } from '../../exit-codes.js';

/** Dutch wording of scheme values for the terminal, shared by the schemes and tables commands. */

/** A scheme's guid as typed: not empty, at most 64 characters, no slash (it is one path segment). */
export function parseSchemeGuid(text: string): string {
  const guid = text.trim();
  if (guid === '' || guid.length > 64 || /[/\\?#\s]/.test(guid)) {
    throw new CliError(`Ongeldige regeling '${text}': geef de GUID uit beloning schemes list.`, EXIT.usage);
  }
  return guid;
}

/** A version number as typed: a positive whole number, else a usage error. */
export function parseVersion(text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) {
    throw new CliError(`Ongeldige versie '${text}': geef een positief geheel getal.`, EXIT.usage);
  }
  return Number(text);
}

/** '23-11-2026 16:17' in Dutch time, as the portal shows it; with `dateOnly` '23-11-2026'. */
export function describeTimestamp(timestamp: string, { dateOnly = false } = {}): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}-${part('month')}-${part('year')}`;
  return dateOnly ? day : `${day} ${part('hour')}:${part('minute')}`;
}

/** 'Cao Schoonmaak ... ' or 'eigen regeling' for a scheme without cao. */
export function describeBasedOn(scheme: Pick<InlenersCaoListItem, 'based_on'>): string {
  return scheme.based_on ?? 'eigen regeling (geen cao)';
}

/** 'ja: <name> (id 7)' when the scheme's cao has a newer version, otherwise 'nee'. */
export function describeNewCaoVersion(scheme: Pick<InlenersCaoListItem, 'new_cao_version'>): string {
  const [id, name] = scheme.new_cao_version;
  return id === undefined ? 'nee' : `ja: ${String(name ?? '')} (id ${id})`;
}

/** 'Geen', '8,33 %' or '€ 1.000,00'. */
export function describeSchemeYearEndBonus(scheme: InlenersCao): string {
  const amount = scheme.year_end_bonus_amount;
  if (scheme.year_end_bonus_type === 'Geen' || amount === null) return 'Geen';
  return scheme.year_end_bonus_type === 'percentage'
    ? formatPercentage(amount)
    : `€ ${formatDecimal(amount)}`;
}

/** '1-7-2025 t/m 31-12-2025'; an open end is 'onbepaald'. */
export function describeDates(start: string, end: string | null): string {
  return `${formatDutchDate(start)} t/m ${end === null ? 'onbepaald' : formatDutchDate(end)}`;
}

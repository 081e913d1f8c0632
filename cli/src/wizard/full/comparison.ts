import type { Cao } from '@beloning/core/api';
import { VACATION_TYPE_LABELS, type FullTable, type Step2Form } from '@beloning/core/schemas';
import { ageName, compare, parseDecimal } from '@beloning/core/salary';
import { step2FromCao, type WizardState } from '@beloning/core/wizard';
import { plainText } from './cao-text.js';

/** At most this many differing cells are listed per table; the rest are counted. */
export const MAX_CELL_LINES = 20;

/** SPEC.md 2.11 step 8: the cao text is previewed in 15 characters. */
export function caoTextPreview(html: string): string {
  const text = plainText(html);
  return text.length > 15 ? `${text.slice(0, 15)}...` : text;
}

/** Equal as numbers ('8' and '8,00'), or as text when one is no number. */
function same(a: string, b: string): boolean {
  const left = parseDecimal(a.trim().replace(',', '.'));
  const right = parseDecimal(b.trim().replace(',', '.'));
  return left !== null && right !== null ? compare(left, right) === 0 : a.trim() === b.trim();
}

function vacation(form: Step2Form): string {
  return `${form.vacationAmount} ${VACATION_TYPE_LABELS[form.vacationType]}`;
}

function yearEndBonus(form: Step2Form): string {
  if (form.yearEndBonusType === 'Geen') return 'Geen';
  return form.yearEndBonusType === 'percentage'
    ? `${form.yearEndBonusAmount} %`
    : `${form.yearEndBonusAmount} (bedrag)`;
}

function bonus(entry: Step2Form['oneOffBonuses'][number]): string {
  const amount = entry.bonusType === 'percentage' ? `${entry.amount} %` : `${entry.amount} (bedrag)`;
  return `${entry.bonusDate}, ${amount}, ${entry.description}`;
}

/** The step-2 deviations from the cao: vacation, holiday allowance, year-end bonus, one-off payments. */
export function step2Differences(form: Step2Form, cao: Cao): string[] {
  const original = step2FromCao(cao);
  const lines: string[] = [];
  if (form.vacationType !== original.vacationType || !same(form.vacationAmount, original.vacationAmount))
    lines.push(`Vakantie: ${vacation(original)} → ${vacation(form)}`);
  if (!same(form.vacationAllowance, original.vacationAllowance))
    lines.push(`Vakantietoeslag: ${original.vacationAllowance} % → ${form.vacationAllowance} %`);
  if (
    form.yearEndBonusType !== original.yearEndBonusType ||
    (form.yearEndBonusType !== 'Geen' && !same(form.yearEndBonusAmount, original.yearEndBonusAmount))
  )
    lines.push(`Eindejaarsuitkering: ${yearEndBonus(original)} → ${yearEndBonus(form)}`);
  const originals = original.oneOffBonuses.map(bonus);
  const news = form.oneOffBonuses.map(bonus);
  for (const entry of originals.filter((text) => !news.includes(text)))
    lines.push(`Eenmalige uitkering vervallen: ${entry}`);
  for (const entry of news.filter((text) => !originals.includes(text)))
    lines.push(`Eenmalige uitkering toegevoegd: ${entry}`);
  return lines;
}

function ageLabel(age: string): string {
  return ageName(age);
}

/** Each cell that differs from the original ('-' where a cell is missing), as 'leeftijd · schaal · periodiek'. */
export function cellDifferences(original: FullTable, changed: FullTable): string[] {
  const lines: string[] = [];
  const keys = (a: object | undefined, b: object | undefined) => [
    ...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]),
  ];
  for (const age of keys(original, changed))
    for (const payscale of keys(original[age], changed[age]))
      for (const periodical of keys(original[age]?.[payscale], changed[age]?.[payscale])) {
        const before = original[age]?.[payscale]?.[periodical];
        const after = changed[age]?.[payscale]?.[periodical];
        if (before !== undefined && after !== undefined && same(before, after)) continue;
        lines.push(
          `${ageLabel(age)} · ${payscale} · ${periodical}: ${before?.replace('.', ',') ?? '-'} → ${after?.replace('.', ',') ?? '-'}`,
        );
      }
  return lines;
}

/**
 * Step 8 of a scheme that follows a cao whose original is loaded (SPEC.md 2.11): the original against the new
 * version. Step 2's deviations, per table the cells that differ from the cao's (a new table and a dropped cao
 * table named as such), and the cao text previewed in 15 characters.
 */
export function comparisonLines(state: WizardState, cao: Cao): string[] {
  const lines = [`Vergelijking met de cao ${cao.full_name} (origineel → nieuw)`];
  const step2 = state.step2 === null ? [] : step2Differences(state.step2, cao);
  lines.push('Afwijkingen:', ...(step2.length === 0 ? ['  geen'] : step2.map((line) => `  ${line}`)));
  lines.push('Loontabellen:');
  const used = new Set<number>();
  for (const table of state.salaryTables) {
    const original = cao.salary_tables.find(
      (candidate) => candidate.id !== null && candidate.id === table.originalSalaryTableId,
    );
    if (original === undefined || table.originalFullTable === null) {
      lines.push(`  ${table.name}: nieuwe loontabel`);
      continue;
    }
    if (original.id !== null) used.add(original.id);
    const cells = cellDifferences(table.originalFullTable, table.fullTable);
    if (cells.length === 0) {
      lines.push(`  ${table.name}: gelijk aan de cao`);
      continue;
    }
    lines.push(`  ${table.name}: ${cells.length} ${cells.length === 1 ? 'loon wijkt' : 'lonen wijken'} af`);
    lines.push(...cells.slice(0, MAX_CELL_LINES).map((line) => `    ${line}`));
    if (cells.length > MAX_CELL_LINES) lines.push(`    ... en nog ${cells.length - MAX_CELL_LINES}`);
  }
  for (const table of cao.salary_tables)
    if (table.id !== null && !used.has(table.id)) lines.push(`  ${table.name}: niet meer in de regeling`);
  const before = caoTextPreview(cao.cao_text ?? '');
  const after = caoTextPreview(state.step7?.caoText ?? '');
  lines.push(`Cao-tekst: ${before === after ? `${after} (gelijk)` : `${before} → ${after}`}`);
  return lines;
}

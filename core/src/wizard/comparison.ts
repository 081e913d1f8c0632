import { caoTextPreview } from '../format/cao-text.js';
import { formatEuro, formatPercentage, normaliseDecimal } from '../format/numbers.js';
import { compareDecimalStrings } from '../rules/decimal.js';
import { cellChanges, type CellChange } from '../salary/cell-changes.js';
import type { Cao } from '../schemas/cao.js';
import type { Step2Form } from '../schemas/forms.js';
import { VACATION_TYPE_LABELS } from '../schemas/labels.js';
import type { WizardState } from './state.js';
import { step2FromCao } from './transitions.js';

/**
 * Step 8 of a scheme that follows a loaded cao (SPEC.md 2.11), as data: the original against the new
 * version. Every client renders it in its own way (the portal as a table, the terminal as lines).
 */

/** A step-2 value that differs from the cao's, in Dutch as the user typed it; null where there is none. */
export interface Step2Deviation {
  readonly label: 'Vakantie' | 'Vakantietoeslag' | 'Eindejaarsuitkering' | 'Eenmalige uitkering';
  readonly before: string | null;
  readonly after: string | null;
}

/** A table of the scheme against the cao table it starts from. */
export interface TableComparison {
  readonly key: string;
  readonly name: string;
  /** 'new': no cao table behind it; 'same': every wage as the cao's; 'changed': `cells` differ. */
  readonly status: 'new' | 'same' | 'changed';
  /** Each wage that differs from the cao's (core's cellChanges; dot decimals), dropped cells last. */
  readonly cells: readonly CellChange[];
}

export interface SchemeComparison {
  readonly caoName: string;
  readonly step2: readonly Step2Deviation[];
  readonly tables: readonly TableComparison[];
  /** Names of the cao's tables that the scheme no longer has. */
  readonly droppedTables: readonly string[];
  /** The cao text previewed in 15 characters, before and after. */
  readonly caoText: { readonly before: string; readonly after: string; readonly same: boolean };
}

/** Equal as numbers ('8' and '8,00'), or as text when one is no number. */
function sameNumber(a: string, b: string): boolean {
  const left = normaliseDecimal(a.trim());
  const right = normaliseDecimal(b.trim());
  return left !== null && right !== null ? compareDecimalStrings(left, right) === 0 : a.trim() === b.trim();
}

function vacation(form: Step2Form): string {
  return `${form.vacationAmount} ${VACATION_TYPE_LABELS[form.vacationType]}`;
}

/** A typed amount as the user reads amounts ('1000' gives '€ 1.000,00'); what reads no one way stays as typed. */
function euro(typed: string): string {
  const value = normaliseDecimal(typed.trim());
  return value === null ? typed : formatEuro(value);
}

/** A typed percentage as the user reads them ('8,0' gives '8 %'); what reads no one way stays as typed. */
function percentage(typed: string): string {
  const value = normaliseDecimal(typed.trim());
  return value === null ? `${typed} %` : formatPercentage(value);
}

function yearEndBonus(form: Step2Form): string {
  if (form.yearEndBonusType === 'Geen') return 'Geen';
  return form.yearEndBonusType === 'percentage'
    ? percentage(form.yearEndBonusAmount)
    : euro(form.yearEndBonusAmount);
}

function bonus(entry: Step2Form['oneOffBonuses'][number]): string {
  const amount = entry.bonusType === 'percentage' ? percentage(entry.amount) : euro(entry.amount);
  return `${entry.bonusDate}, ${amount}, ${entry.description}`;
}

/** The step-2 deviations from the cao: vacation, holiday allowance, year-end bonus, one-off payments. */
export function step2Deviations(form: Step2Form, cao: Parameters<typeof step2FromCao>[0]): Step2Deviation[] {
  const original = step2FromCao(cao);
  const found: Step2Deviation[] = [];
  if (
    form.vacationType !== original.vacationType ||
    !sameNumber(form.vacationAmount, original.vacationAmount)
  )
    found.push({ label: 'Vakantie', before: vacation(original), after: vacation(form) });
  if (!sameNumber(form.vacationAllowance, original.vacationAllowance))
    found.push({
      label: 'Vakantietoeslag',
      before: percentage(original.vacationAllowance),
      after: percentage(form.vacationAllowance),
    });
  if (
    form.yearEndBonusType !== original.yearEndBonusType ||
    (form.yearEndBonusType !== 'Geen' && !sameNumber(form.yearEndBonusAmount, original.yearEndBonusAmount))
  )
    found.push({ label: 'Eindejaarsuitkering', before: yearEndBonus(original), after: yearEndBonus(form) });
  const originals = original.oneOffBonuses.map(bonus);
  const news = form.oneOffBonuses.map(bonus);
  for (const entry of originals.filter((text) => !news.includes(text)))
    found.push({ label: 'Eenmalige uitkering', before: entry, after: null });
  for (const entry of news.filter((text) => !originals.includes(text)))
    found.push({ label: 'Eenmalige uitkering', before: null, after: entry });
  return found;
}

/** The step-8 comparison of the wizard's scheme with the cao it follows. */
export function schemeComparison(
  state: Pick<WizardState, 'step2' | 'salaryTables' | 'step7'>,
  cao: Cao,
): SchemeComparison {
  const used = new Set<number>();
  const tables = state.salaryTables.map((table): TableComparison => {
    const original = cao.salary_tables.find(
      (candidate) => candidate.id !== null && candidate.id === table.originalSalaryTableId,
    );
    if (original === undefined || table.originalFullTable === null)
      return { key: table.key, name: table.name, status: 'new', cells: [] };
    if (original.id !== null) used.add(original.id);
    const cells = cellChanges(table.originalFullTable, table.fullTable);
    return { key: table.key, name: table.name, status: cells.length === 0 ? 'same' : 'changed', cells };
  });
  const before = caoTextPreview(cao.cao_text);
  const after = caoTextPreview(state.step7?.caoText ?? '');
  return {
    caoName: cao.full_name,
    step2: state.step2 === null ? [] : step2Deviations(state.step2, cao),
    tables,
    droppedTables: cao.salary_tables
      .filter((table) => table.id !== null && !used.has(table.id))
      .map((table) => table.name),
    caoText: { before, after, same: before === after },
  };
}

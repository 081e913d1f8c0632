import { normaliseDecimal } from '../format/numbers.js';
import { hasErrors, validateForm } from '../rules/engine.js';
import { periodicIncreaseRuleSets, type PeriodicIncreaseAnswers } from '../rules/wizard-forms.js';
import type { SalaryTableForm } from '../schemas/forms.js';
import type { PeriodicIncrease } from '../schemas/salary-table.js';

/**
 * The periodic-increase dialog of step 3 (SPEC.md 2.11 and 5.2): its answers as the user fills them in, read
 * from a saved rule to edit it, and turned back into the rule a salary table saves. Validate the answers
 * with periodicIncreaseRuleSets first.
 */

/** The dialog's answers: choices as their codes (null until picked), the trigger date and quantity as typed. */
export interface PeriodicIncreaseDialogAnswers extends PeriodicIncreaseAnswers {
  readonly type: PeriodicIncrease['type'] | null;
  readonly trigger_date: string;
  readonly required_time: string;
  readonly required_time_type: PeriodicIncrease['required_time_type'];
  readonly measurement_type: PeriodicIncrease['measurement_type'];
  readonly date_required_time_interaction: PeriodicIncrease['date_required_time_interaction'];
}

/** A new rule: nothing answered yet. */
export function emptyPeriodicIncreaseAnswers(): PeriodicIncreaseDialogAnswers {
  return {
    type: null,
    trigger_date: '',
    required_time: '',
    required_time_type: null,
    measurement_type: null,
    date_required_time_interaction: null,
  };
}

/** A saved rule as the dialog's answers, to edit it. */
export function periodicIncreaseAnswers(rule: PeriodicIncrease): PeriodicIncreaseDialogAnswers {
  return {
    type: rule.type,
    trigger_date: rule.trigger_date ?? '',
    required_time: rule.required_time === null ? '' : String(rule.required_time),
    required_time_type: rule.required_time_type,
    measurement_type: rule.measurement_type,
    date_required_time_interaction: rule.date_required_time_interaction,
  };
}

/**
 * The rule the answers describe. What the chosen interaction does not use is saved as null: no trigger date
 * when only the required time counts, no quantity or unit when only the trigger date counts. Returns null
 * when the type is not answered or the quantity is not a whole number (the rules report both).
 */
export function toPeriodicIncrease(answers: PeriodicIncreaseDialogAnswers): PeriodicIncrease | null {
  if (answers.type === null) return null;
  const interaction = answers.date_required_time_interaction;
  const usesDate = interaction !== 'required_time';
  const usesTime = interaction !== 'trigger_date';
  let requiredTime: number | null = null;
  if (usesTime && answers.required_time.trim() !== '') {
    const decimal = normaliseDecimal(answers.required_time);
    const quantity = decimal === null ? Number.NaN : Number(decimal);
    if (!Number.isInteger(quantity) || quantity < 0) return null;
    requiredTime = quantity;
  }
  return {
    type: answers.type,
    trigger_date: usesDate && answers.trigger_date.trim() !== '' ? answers.trigger_date.trim() : null,
    required_time: requiredTime,
    required_time_type: usesTime ? answers.required_time_type : null,
    measurement_type: answers.measurement_type,
    date_required_time_interaction: interaction,
  };
}

/**
 * Saves the dialog's answers as rule `index` of the table with key `tableKey` (a new rule when index is null):
 * the new tables, or null when the answers do not pass periodicIncreaseRuleSets (the dialog then shows its
 * messages and nothing changes).
 */
export function savePeriodicIncrease(
  tables: readonly SalaryTableForm[],
  tableKey: string,
  index: number | null,
  answers: PeriodicIncreaseDialogAnswers,
): SalaryTableForm[] | null {
  const rule = toPeriodicIncrease(answers);
  if (rule === null || hasErrors(validateForm(periodicIncreaseRuleSets, answers))) return null;
  return tables.map((table) => {
    if (table.key !== tableKey) return table;
    const rules =
      index === null
        ? [...table.periodiekVerhogingen, rule]
        : table.periodiekVerhogingen.map((old, at) => (at === index ? rule : old));
    return { ...table, periodiekVerhogingen: rules };
  });
}

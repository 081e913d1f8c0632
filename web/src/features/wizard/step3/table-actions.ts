import type { Cao, SalaryTableForm } from '@beloning/core/schemas';
import {
  addFollowUpTable,
  caoTableForms,
  deleteFollowUpTable,
  newTableForm,
  savePeriodicIncrease,
  withHoursInWorkweek,
  withWagesPer,
  type PeriodicIncreaseDialogAnswers,
} from '@beloning/core/wizard';
import type { WizardAction } from '../store';

/**
 * Step 3's changes as actions on the wizard state: each applies one of core's table functions (or stores one
 * typed value) to the newest salary tables, so two quick changes never overwrite each other.
 */

function onTables(update: (tables: readonly SalaryTableForm[]) => SalaryTableForm[] | null): WizardAction {
  return (state) => {
    const tables = update(state.salaryTables);
    return tables === null ? state : { ...state, salaryTables: tables };
  };
}

/** Changes one table of the newest state (steps 3 and 5). */
export function onTable(key: string, update: (table: SalaryTableForm) => SalaryTableForm): WizardAction {
  return onTables((tables) => tables.map((table) => (table.key === key ? update(table) : table)));
}

/** Stores a typed or chosen value of a table's setting. */
export function setTableValue<K extends keyof SalaryTableForm>(
  key: string,
  field: K,
  value: SalaryTableForm[K],
): WizardAction {
  return onTable(key, (table) => ({ ...table, [field]: value }));
}

/** Wages per (core's withWagesPer): hourly wages are divided by 1, another period by the hours it has. */
export function setWagesPer(key: string, wagesPer: SalaryTableForm['wagesPer']): WizardAction {
  return onTable(key, (table) => withWagesPer(table, wagesPer));
}

/** Hours per week as typed (core's withHoursInWorkweek): the divisor follows while it is the proposed one. */
export function setHoursInWorkweek(key: string, hours: string): WizardAction {
  return onTable(key, (table) => withHoursInWorkweek(table, hours));
}

/** ADV type: 'Geen' (null) also empties the amount, which then no longer applies. */
export function setAdvType(key: string, advType: SalaryTableForm['advType']): WizardAction {
  return onTable(key, (table) => ({
    ...table,
    advType,
    advAmount: advType === null ? '' : table.advAmount,
  }));
}

/** Periodic increases Ja/Nee: answering Nee clears the table's rules (SPEC.md 4). */
export function setHasPeriodicIncreases(key: string, answer: 0 | 1): WizardAction {
  return onTable(key, (table) => ({
    ...table,
    hasPeriodiekVerhogingen: answer,
    periodiekVerhogingen: answer === 0 ? [] : table.periodiekVerhogingen,
  }));
}

/** Removes the periodic increase at `index` of the table. */
export function removePeriodicIncrease(key: string, index: number): WizardAction {
  return onTable(key, (table) => ({
    ...table,
    periodiekVerhogingen: table.periodiekVerhogingen.filter((_, at) => at !== index),
  }));
}

/** Core's savePeriodicIncrease on the newest tables (nothing changes when the answers do not pass). */
export function storePeriodicIncrease(
  key: string,
  index: number | null,
  answers: PeriodicIncreaseDialogAnswers,
): WizardAction {
  return onTables((tables) => savePeriodicIncrease(tables, key, index, answers));
}

/** Adds `table` (made by core's newTableForm or addFollowUpTable) after the others. */
export function appendTable(table: SalaryTableForm): WizardAction {
  return onTables((tables) => (tables.some((found) => found.key === table.key) ? null : [...tables, table]));
}

/** Core's newTableForm under the typed name. */
export function newTable(name: string, tables: readonly SalaryTableForm[]): SalaryTableForm {
  return newTableForm(name, tables);
}

/** Core's addFollowUpTable on the newest tables. */
export function followUpTable(index: number): WizardAction {
  return onTables((tables) => {
    const result = addFollowUpTable(tables, index);
    return result.ok ? result.tables : null;
  });
}

/** Core's deleteFollowUpTable on the newest tables (nothing changes when core does not allow it). */
export function deleteTable(index: number): WizardAction {
  return onTables((tables) => deleteFollowUpTable(tables, index)?.tables ?? null);
}

/** Back to the cao's own tables (core's caoTableForms). */
export function resetToCao(cao: Cao): WizardAction {
  return onTables(() => caoTableForms(cao));
}

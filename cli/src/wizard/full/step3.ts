import { salaryTableRuleSets, validateForm } from '@beloning/core/rules';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { choice, note, select, type Field } from '../fields.js';
import { firstError } from '../form-errors.js';
import { navButtons, textField, type NavActions } from './step1-2.js';

export interface Step3Input {
  tables: readonly SalaryTableForm[];
  /** The table shown (its key). */
  current: string | null;
  newTableName: string;
  csvPath: string;
  /** What the last CSV import said (added, replaced, or its errors). */
  csvMessages: readonly string[];
}

export interface Step3Actions extends NavActions {
  show: (key: string) => void;
  changeTable: (table: SalaryTableForm) => void;
  setNewTableName: (name: string) => void;
  addTable: () => void;
  setCsvPath: (path: string) => void;
  importCsv: () => void;
  resetToCao: (() => void) | null;
}

/** '1. Schoonmaak (1-7-2025)': a tab of step 3. */
export function tableTabLabel(table: SalaryTableForm, index: number): string {
  return `${index + 1}. ${table.name}${table.activePer === '' ? '' : ` (${table.activePer})`}`;
}

/**
 * Step 3 'Loontabellen': the tables as a list to pick from, the fields of the shown table with core's rules,
 * a new table by name, a CSV file to fill the wages from, and reset to the cao's tables.
 */
export function step3Fields(input: Step3Input, actions: Step3Actions): Field[] {
  const table = input.tables.find((candidate) => candidate.key === input.current) ?? input.tables[0];
  const fields: Field[] = [
    select<string>({
      id: 'table',
      label: 'Loontabel',
      value: table?.key ?? null,
      options: input.tables.map((candidate, index) => ({
        value: candidate.key,
        label: tableTabLabel(candidate, index),
      })),
      onChange: actions.show,
      placeholder: 'Nog geen loontabellen',
    }),
  ];
  if (table !== undefined) {
    const errors = validateForm(salaryTableRuleSets, table);
    const set =
      <K extends keyof SalaryTableForm>(key: K) =>
      (value: SalaryTableForm[K]) =>
        actions.changeTable({ ...table, [key]: value });
    const id = (field: string) => `${table.key}.${field}`;
    fields.push(
      textField(
        id('activePer'),
        'Ingangsdatum',
        table.activePer,
        set('activePer'),
        firstError(errors, 'activePer'),
        true,
        'DD-MM-JJJJ',
      ),
      textField(
        id('endDate'),
        'Einddatum',
        table.endDate,
        set('endDate'),
        firstError(errors, 'endDate'),
        false,
        'DD-MM-JJJJ',
      ),
      choice({
        id: id('conform'),
        label: 'Conform',
        value: table.conform,
        options: [
          { value: 'CAO' as const, label: 'CAO' },
          { value: 'Eigen regeling' as const, label: 'Eigen regeling' },
          { value: 'Niet indeelbaar' as const, label: 'Niet indeelbaar' },
        ],
        onChange: set('conform'),
        required: true,
      }),
      choice({
        id: id('wagesPer'),
        label: 'Lonen per',
        value: table.wagesPer,
        options: [
          { value: 'hour' as const, label: 'uur' },
          { value: 'week' as const, label: 'week' },
          { value: '4weeks' as const, label: '4 weken' },
          { value: 'month' as const, label: 'maand' },
          { value: 'year' as const, label: 'jaar' },
        ],
        // Hourly wages are always divided by 1.
        onChange: (wagesPer) =>
          actions.changeTable({
            ...table,
            wagesPer,
            wagesDividedBy: wagesPer === 'hour' ? '1' : table.wagesDividedBy,
          }),
        required: true,
      }),
      textField(
        id('wagesDividedBy'),
        'Lonen gedeeld door',
        table.wagesDividedBy,
        set('wagesDividedBy'),
        firstError(errors, 'wagesDividedBy'),
        true,
      ),
      textField(
        id('hourDefinition'),
        'Uurdefinitie',
        table.hourDefinition,
        set('hourDefinition'),
        firstError(errors, 'hourDefinition'),
        true,
      ),
      textField(
        id('advComment'),
        'ADV',
        table.advComment,
        set('advComment'),
        firstError(errors, 'advComment'),
        true,
      ),
      textField(
        id('shiftWorkComment'),
        'Ploegendienst',
        table.shiftWorkComment,
        set('shiftWorkComment'),
        firstError(errors, 'shiftWorkComment'),
        false,
      ),
      { kind: 'checkbox', id: id('bbl'), label: 'BBL', value: table.bbl, onChange: set('bbl') },
      choice<0 | 1>({
        id: id('hasPeriodiekVerhogingen'),
        label: 'Periodieke verhogingen',
        value: table.hasPeriodiekVerhogingen,
        options: [
          { value: 1, label: 'Ja' },
          { value: 0, label: 'Nee' },
        ],
        onChange: set('hasPeriodiekVerhogingen'),
        error: firstError(errors, 'periodiekVerhogingen'),
      }),
    );
  }
  fields.push(
    note('new-table', 'Nieuwe loontabel', 'heading'),
    textField('newTableName', 'Naam', input.newTableName, actions.setNewTableName, null, false),
    { kind: 'button', id: 'add-table', label: 'Loontabel toevoegen', onPress: actions.addTable },
    note('csv', 'Lonen uit een CSV-bestand (ook een Nederlandse Excel-export)', 'heading'),
    textField('csvPath', 'Bestand', input.csvPath, actions.setCsvPath, null, false, 'pad/naar/lonen.csv'),
    { kind: 'button', id: 'import-csv', label: 'Inlezen', onPress: actions.importCsv },
  );
  if (input.csvMessages.length > 0)
    fields.push(note('csv-messages', input.csvMessages.join('\n'), 'warning'));
  if (actions.resetToCao !== null) {
    fields.push({ kind: 'button', id: 'reset', label: 'Terug naar de cao', onPress: actions.resetToCao });
  }
  return [...fields, ...navButtons(actions)];
}

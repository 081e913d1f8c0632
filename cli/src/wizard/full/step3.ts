import { isRequired, salaryTableRuleSets, validateForm } from '@beloning/core/rules';
import { withHoursInWorkweek, withWagesPer } from '@beloning/core/wizard';
import {
  ADV_TYPES,
  ADV_TYPE_LABELS,
  INITIAL_SCALING_SEPARATOR,
  type SalaryTableForm,
} from '@beloning/core/schemas';
import { choice, note, select, type Field } from '../fields.js';
import { firstError } from '../form-errors.js';
import { describePeriodicIncrease } from './periodic-increase-form.js';
import { navButtons, textField, type NavActions } from './step1-2.js';

export interface Step3Input {
  tables: readonly SalaryTableForm[];
  /** The table shown (its key). */
  current: string | null;
  newTableName: string;
  /** Core's message for the new table's name, after 'Loontabel toevoegen' was pressed; else null. */
  newTableNameError: string | null;
  /** A message about the tables themselves (a follow-up that cannot be made), or null. */
  tableMessage: string | null;
  csvPath: string;
  /** What the last CSV import said (added, replaced, or its errors). */
  csvMessages: readonly string[];
}

/** Changes the table with this key, starting from its newest form (see Update). */
export type ChangeTable = (key: string, update: (table: SalaryTableForm) => SalaryTableForm) => void;

export interface Step3Actions extends NavActions {
  show: (key: string) => void;
  changeTable: ChangeTable;
  setNewTableName: (name: string) => void;
  addTable: () => void;
  setCsvPath: (path: string) => void;
  importCsv: () => void;
  resetToCao: (() => void) | null;
  /** Picking 'Niet indeelbaar' first asks for confirmation; cancelling keeps the old answer. */
  confirmNotClassifiable: (tableKey: string) => void;
  /** Opens the periodic-increase subform for a new rule (index null) or the rule at `index`. */
  editPeriodicIncrease: (table: SalaryTableForm, index: number | null) => void;
  /** A follow-up of the shown table's series (core's rule: only after an end date). */
  addFollowUp: (table: SalaryTableForm) => void;
  /** Deletes the shown table when it is the last and not the first; null when it may not be deleted. */
  deleteTable: (() => void) | null;
}

/** Core's ADV words (core/src/schemas/labels.ts), after 'Geen'. */
const ADV_TYPE_OPTIONS: { value: SalaryTableForm['advType'] | 'none'; label: string }[] = [
  { value: 'none', label: 'Geen' },
  ...ADV_TYPES.map((value) => ({ value, label: ADV_TYPE_LABELS[value] })),
];

/** The parts of initialScaling (three, joined by '|'); a cao's plain text is the first part. */
function scalingParts(value: string): [string, string, string] {
  const [first = '', second = '', third = ''] = value.split(INITIAL_SCALING_SEPARATOR);
  return [first, second, third];
}

/** '1. Schoonmaak (1-7-2025)': a tab of step 3. */
export function tableTabLabel(table: SalaryTableForm, index: number): string {
  return `${index + 1}. ${table.name}${table.activePer === '' ? '' : ` (${table.activePer})`}`;
}

/**
 * Step 3 'Loontabellen': the tables as a list to pick from, the fields of the shown table with core's rules
 * (with its periodic increases, a follow-up table and deleting the last follow-up), a new table by name, a
 * CSV file to fill the wages from, and reset to the cao's tables.
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
        actions.changeTable(table.key, (table) => ({ ...table, [key]: value }));
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
        onChange: (conform) =>
          conform === 'Niet indeelbaar'
            ? actions.confirmNotClassifiable(table.key)
            : actions.changeTable(table.key, (table) => ({ ...table, conform })),
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
        // Core's withWagesPer: hourly wages are divided by 1, another period by the hours it has.
        onChange: (wagesPer) => actions.changeTable(table.key, (table) => withWagesPer(table, wagesPer)),
        required: true,
      }),
      textField(
        id('hoursInWorkweek'),
        'Uren per week',
        table.hoursInWorkweek,
        // Core's withHoursInWorkweek: the divisor follows the hours while it is the one they proposed.
        (hours) => actions.changeTable(table.key, (table) => withHoursInWorkweek(table, hours)),
        firstError(errors, 'hoursInWorkweek'),
        isRequired(salaryTableRuleSets.hoursInWorkweek!, table),
      ),
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
        id('initialScaling.0'),
        'Inschaling',
        scalingParts(table.initialScaling)[0],
        (text) =>
          actions.changeTable(table.key, (table) => {
            const [, second, third] = scalingParts(table.initialScaling);
            return { ...table, initialScaling: [text, second, third].join(INITIAL_SCALING_SEPARATOR) };
          }),
        null,
        false,
      ),
      textField(
        id('initialScaling.2'),
        'Inschaling, eigen tekst',
        scalingParts(table.initialScaling)[2],
        (text) =>
          actions.changeTable(table.key, (table) => {
            const [first, second] = scalingParts(table.initialScaling);
            return { ...table, initialScaling: [first, second, text].join(INITIAL_SCALING_SEPARATOR) };
          }),
        firstError(errors, 'initialScaling'),
        false,
      ),
      textField(
        id('advComment'),
        'ADV',
        table.advComment,
        set('advComment'),
        firstError(errors, 'advComment'),
        true,
      ),
      choice<SalaryTableForm['advType'] | 'none'>({
        id: id('advType'),
        label: 'ADV-soort',
        value: table.advType ?? 'none',
        options: ADV_TYPE_OPTIONS,
        onChange: (advType) =>
          actions.changeTable(table.key, (table) => ({
            ...table,
            advType: advType === 'none' ? null : advType,
            advAmount: advType === 'none' ? '' : table.advAmount,
          })),
      }),
    );
    if (table.advType !== null) {
      fields.push(
        textField(
          id('advAmount'),
          'ADV-hoeveelheid',
          table.advAmount,
          set('advAmount'),
          firstError(errors, 'advAmount'),
          false,
        ),
      );
    }
    fields.push(
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
        // Answering Nee clears the table's rules (SPEC.md 4: 'no' clears related data).
        onChange: (answer) =>
          actions.changeTable(table.key, (table) => ({
            ...table,
            hasPeriodiekVerhogingen: answer,
            periodiekVerhogingen: answer === 0 ? [] : table.periodiekVerhogingen,
          })),
        error: firstError(errors, 'periodiekVerhogingen'),
      }),
    );
    if (table.hasPeriodiekVerhogingen === 1) {
      table.periodiekVerhogingen.forEach((rule, index) => {
        fields.push(
          note(id(`pv.${index}`), `  ${index + 1}. ${describePeriodicIncrease(rule)}`),
          {
            kind: 'button',
            id: id(`pv.${index}.edit`),
            label: 'Wijzigen',
            onPress: () => actions.editPeriodicIncrease(table, index),
          },
          {
            kind: 'button',
            id: id(`pv.${index}.remove`),
            label: 'Verwijderen',
            onPress: () =>
              actions.changeTable(table.key, (table) => ({
                ...table,
                periodiekVerhogingen: table.periodiekVerhogingen.filter((_, at) => at !== index),
              })),
          },
        );
      });
      fields.push({
        kind: 'button',
        id: id('pv.add'),
        label: 'Periodiekverhoging toevoegen',
        onPress: () => actions.editPeriodicIncrease(table, null),
      });
    }
    fields.push({
      kind: 'button',
      id: id('follow-up'),
      label: 'Opvolgende loontabel',
      onPress: () => actions.addFollowUp(table),
    });
    if (actions.deleteTable !== null) {
      fields.push({
        kind: 'button',
        id: id('delete'),
        label: 'Loontabel verwijderen',
        onPress: actions.deleteTable,
      });
    }
  }
  if (input.tableMessage !== null) fields.push(note('table-message', input.tableMessage, 'warning'));
  fields.push(
    note('new-table', 'Nieuwe loontabel', 'heading'),
    textField(
      'newTableName',
      'Naam',
      input.newTableName,
      actions.setNewTableName,
      input.newTableNameError,
      false,
    ),
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

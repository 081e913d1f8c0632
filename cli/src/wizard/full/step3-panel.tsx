import { validateField, newTableNameRuleSet } from '@beloning/core/rules';
import type { Cao, SalaryTableForm } from '@beloning/core/schemas';
import {
  addFollowUpTable,
  caoTableForms,
  deleteFollowUpTable,
  canDeleteTable,
  emptyPeriodicIncreaseAnswers,
  importCsvTables,
  newTableForm,
  periodicIncreaseAnswers,
  savePeriodicIncrease,
  type PeriodicIncreaseDialogAnswers,
  type ReplacedTable,
} from '@beloning/core/wizard';
import { useState } from 'react';
import { ConfirmDialog, dialogLines } from '../frame.js';
import { useTerminalSize } from '../viewport.js';
import { FormView } from '../form-view.js';
import { useLatestState } from '../use-latest.js';
import { periodicIncreaseFields } from './periodic-increase-form.js';
import { step3Fields, type ChangeTable } from './step3.js';

/** SPEC.md 4: picking 'Niet indeelbaar' asks confirmation (SPEC.md 2.14's default title). */
export const NOT_CLASSIFIABLE_QUESTION =
  "Zeker weten? De loontabel wordt 'Niet indeelbaar'. (j/n; n houdt de oude keuze)";

/** The question before a CSV file replaces wages that drop or change drastically (core's drasticChange). */
export function csvDropQuestion(replaced: readonly ReplacedTable[]): string {
  const lines = replaced
    .filter((table) => table.drastic.length > 0)
    .map((table) => {
      const dropped = table.drastic.filter((change) => change.new === null).length;
      const changed = table.drastic.length - dropped;
      const parts = [
        ...(dropped > 0 ? [`${dropped} ${dropped === 1 ? 'loon vervalt' : 'lonen vervallen'}`] : []),
        ...(changed > 0
          ? [`${changed} ${changed === 1 ? 'loon verandert' : 'lonen veranderen'} meer dan een factor 2`]
          : []),
      ];
      return `Loontabel ${table.name}: ${parts.join(', ')}.`;
    });
  return `${lines.join(' ')} Toch inlezen? (j/n)`;
}

/** The periodic-increase subform: which table, which rule (null: a new one), the answers. */
interface PeriodicEdit {
  tableKey: string;
  index: number | null;
  answers: PeriodicIncreaseDialogAnswers;
  showAll: boolean;
}

type Question = { kind: 'conform'; tableKey: string } | { kind: 'csv'; text: string; apply: () => void };

export interface Step3PanelProps {
  tables: readonly SalaryTableForm[];
  /** Applies a change to the newest tables. */
  changeTables: (update: (tables: readonly SalaryTableForm[]) => SalaryTableForm[]) => void;
  /** The cao the scheme follows, loaded; null for an own scheme ('reset to the cao' needs it). */
  cao: Cao | null;
  showAllErrors: boolean;
  active: boolean;
  /** Lines the wizard draws under the step (its dialog), which the fields leave free. */
  reservedLines?: number;
  readFile: (path: string) => Promise<Uint8Array>;
  onPrevious: () => void;
  onNext: () => void;
  onEscape: () => void;
}

/**
 * Step 3 'Loontabellen' in the terminal: the fields of step3Fields, with core's table operations behind
 * them (new table, follow-up, deleting a follow-up, CSV tables, reset to the cao, periodic increases).
 */
export function Step3Panel(props: Step3PanelProps) {
  const { tables, changeTables } = props;
  const [current, setCurrent] = useState<string | null>(null);
  const [newTableName, setNewTableName, latestNewTableName] = useLatestState('');
  const [newTableNameError, setNewTableNameError] = useState<string | null>(null);
  const [tableMessage, setTableMessage] = useState<string | null>(null);
  const [csvPath, setCsvPath, latestCsvPath] = useLatestState('');
  const [csvMessages, setCsvMessages] = useState<readonly string[]>([]);
  const [periodic, setPeriodic] = useState<PeriodicEdit | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  /** The field to focus when the step's form comes back (after the subform). */
  const [returnFocus, setReturnFocus] = useState<string | undefined>(undefined);

  const changeTable: ChangeTable = (key, update) =>
    changeTables((old) => old.map((table) => (table.key === key ? update(table) : table)));
  const closePeriodic = (tableKey: string) => {
    setReturnFocus(`${tableKey}.pv.add`);
    setPeriodic(null);
  };
  const shownIndex = Math.max(
    0,
    tables.findIndex((table) => table.key === current),
  );

  const importCsv = () => {
    const path = latestCsvPath().trim();
    if (path === '') return setCsvMessages(['Geef het pad van een bestand.']);
    props.readFile(path).then(
      (bytes) => {
        const result = importCsvTables(tables, bytes, latestNewTableName());
        if (!result.ok) return setCsvMessages(result.errors);
        const apply = () => {
          changeTables(() => result.tables);
          setCsvMessages([
            ...result.replaced.map((table) => `Lonen vervangen: ${table.name}`),
            ...result.added.map((name) => `Loontabel toegevoegd: ${name}`),
          ]);
        };
        if (result.needsConfirmation)
          setQuestion({ kind: 'csv', text: csvDropQuestion(result.replaced), apply });
        else apply();
      },
      () => setCsvMessages([`Kan '${path}' niet lezen.`]),
    );
  };

  const { columns } = useTerminalSize();
  const questionText =
    question === null ? null : question.kind === 'conform' ? NOT_CLASSIFIABLE_QUESTION : question.text;
  // The fields leave the rows of the wizard's dialog and of this step's question free.
  const reservedLines =
    questionText === null
      ? props.reservedLines
      : (props.reservedLines ?? 0) + dialogLines(questionText, columns);
  const reserved = reservedLines === undefined ? {} : { reservedLines };

  let form;
  if (periodic !== null) {
    const table = tables.find((candidate) => candidate.key === periodic.tableKey);
    const title =
      periodic.index === null ? 'Nieuwe periodiekverhoging' : `Periodiekverhoging ${periodic.index + 1}`;
    form = (
      <FormView
        key="periodic"
        fields={periodicIncreaseFields(`${title} van ${table?.name ?? ''}`, periodic.answers, {
          change: (update) =>
            setPeriodic((old) => (old === null ? old : { ...old, answers: update(old.answers) })),
          save: () => {
            const saved = savePeriodicIncrease(tables, periodic.tableKey, periodic.index, periodic.answers);
            if (saved === null) return setPeriodic({ ...periodic, showAll: true });
            changeTables(() => saved);
            closePeriodic(periodic.tableKey);
          },
          cancel: () => closePeriodic(periodic.tableKey),
        })}
        showAllErrors={periodic.showAll}
        active={props.active && question === null}
        onEscape={() => closePeriodic(periodic.tableKey)}
        {...reserved}
      />
    );
  } else {
    const fields = step3Fields(
      { tables, current, newTableName, newTableNameError, tableMessage, csvPath, csvMessages },
      {
        show: (key) => {
          setTableMessage(null);
          setCurrent(key);
        },
        changeTable,
        setNewTableName: (name) => {
          setNewTableName(name);
          setNewTableNameError(null);
        },
        confirmNotClassifiable: (tableKey) => setQuestion({ kind: 'conform', tableKey }),
        editPeriodicIncrease: (table, index) => {
          const rule = index === null ? undefined : table.periodiekVerhogingen[index];
          setPeriodic({
            tableKey: table.key,
            index,
            answers: rule === undefined ? emptyPeriodicIncreaseAnswers() : periodicIncreaseAnswers(rule),
            showAll: false,
          });
        },
        addFollowUp: (table) => {
          const result = addFollowUpTable(
            tables,
            tables.findIndex((candidate) => candidate.key === table.key),
          );
          if (!result.ok) return setTableMessage(result.message);
          changeTables(() => result.tables);
          setCurrent(result.table.key);
          setTableMessage(`Opvolgende loontabel toegevoegd vanaf ${result.table.activePer}.`);
        },
        deleteTable: canDeleteTable(tables, shownIndex)
          ? () => {
              const deleted = deleteFollowUpTable(tables, shownIndex);
              if (deleted === null) return;
              changeTables(() => deleted.tables);
              setCurrent(deleted.show);
            }
          : null,
        addTable: () => {
          const typed = latestNewTableName();
          const problem = validateField(newTableNameRuleSet, typed, {});
          if (problem !== null) return setNewTableNameError(problem);
          const table = newTableForm(typed, tables);
          changeTables((old) => [...old, table]);
          setCurrent(table.key);
          setNewTableName('');
        },
        setCsvPath,
        importCsv,
        resetToCao: props.cao === null ? null : () => changeTables(() => caoTableForms(props.cao!)),
        previous: props.onPrevious,
        next: props.onNext,
      },
    );
    form = (
      <FormView
        key={`form-${returnFocus ?? ''}`}
        fields={fields}
        showAllErrors={props.showAllErrors}
        active={props.active && question === null}
        onEscape={props.onEscape}
        {...reserved}
        {...(returnFocus === undefined ? {} : { initialFocus: returnFocus })}
      />
    );
  }

  return (
    <>
      {form}
      {question === null ? null : (
        <ConfirmDialog
          text={questionText ?? ''}
          onAnswer={(yes) => {
            if (yes && question.kind === 'conform')
              changeTable(question.tableKey, (table) => ({ ...table, conform: 'Niet indeelbaar' }));
            if (yes && question.kind === 'csv') question.apply();
            if (!yes && question.kind === 'csv')
              setCsvMessages(['Niet ingelezen; de lonen zijn niet veranderd.']);
            setQuestion(null);
          }}
        />
      )}
    </>
  );
}

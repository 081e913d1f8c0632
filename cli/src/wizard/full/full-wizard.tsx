import { isApiError, saveFailureLines, type Cao } from '@beloning/core/api';
import {
  hasErrors,
  newTableNameRuleSet,
  periodicIncreaseIssues,
  periodicIncreaseRuleSets,
  step1RuleSets,
  step3Issues,
  step4Issues,
  step5Issues,
  step6Issues,
  step9RuleSets,
  validateForm,
  validateField,
  validateStep2,
  wizardErrorList,
  type StepIssue,
} from '@beloning/core/rules';
import { toInlenersCaoPayload } from '@beloning/core/schemas';
import { canDeleteFollowUpTable, formSeriesTable, seriesOf } from '@beloning/core/salary';
import { emptyStep6Form } from '@beloning/core/werksoorten';
import {
  WIZARD_STEPS,
  changeUsesCao,
  chooseCao,
  chooseOwnScheme,
  completeTableStep,
  emptyPeriodicIncreaseAnswers,
  periodicIncreaseAnswers,
  showsCaoTextIntroduction,
  toPeriodicIncrease,
  wizardStep,
  type PeriodicIncreaseDialogAnswers,
  type WizardState,
  type WizardStepNumber,
} from '@beloning/core/wizard';
import { Text, useInput, useStdin, type Key } from 'ink';
import { useRef, useState } from 'react';
import { MESSAGES as CLI_MESSAGES } from '../../errors.js';
import { note, type Field } from '../fields.js';
import { ConfirmDialog, MessageDialog, WizardFrame, stepJumpAction } from '../frame.js';
import { FormView } from '../form-view.js';
import type { WizardOutcome } from '../outcome.js';
import { CLOSE_QUESTION, FULL_KEYS_HELP, LOADING, SUPPORT_EMAIL } from '../texts.js';
import { useLatestState } from '../use-latest.js';
import { loadedOr, useLoad, type DescribeError } from '../use-load.js';
import type { WizardApi } from '../wizard-api.js';
import { SalaryGrid } from './salary-grid.js';
import { navButtons, ownSchemeStep2, step1Fields, step2Fields, textField } from './step1-2.js';
import { periodicIncreaseFields } from './periodic-increase-form.js';
import { step3Fields, type ChangeTable } from './step3.js';
import { step5Fields, step9Fields } from './step5-9.js';
import { educationJobOptions, step6Fields } from './step6.js';
import { comparisonLines } from './comparison.js';
import { summaryLines } from './summary.js';
import { caoTableForms, followUpTableForm, importCsvTables, newTableForm } from './tables.js';
import { caoTextFromFile, plainText } from './cao-text.js';
import { NO_EDITOR_MESSAGE, editInEditor, editorCommand } from './external-editor.js';

export interface FullWizardProps {
  api: WizardApi;
  describeError: DescribeError;
  initialState: WizardState;
  /** The version an edit started from (expected_version); null for a new scheme. */
  expectedVersion: number | null;
  /** Reads a file the user names (CSV, cao text); relative to the working directory. */
  readFile: (path: string) => Promise<Uint8Array>;
  /** Where step 7 finds $VISUAL or $EDITOR; process.env unless given. */
  env?: Readonly<Record<string, string | undefined>>;
  onDone: (outcome: WizardOutcome) => void;
}

/** The step-7 introduction (SPEC.md 2.11). */
export const CAO_TEXT_INTRODUCTION =
  "De tekst hieronder komt uit de standaard-cao. Wijkt u af van de cao, pas de tekst dan zelf aan. Onderaan staat 'Volgende'.";

/** SPEC.md 4: picking 'Niet indeelbaar' asks confirmation (SPEC.md 2.14's default title). */
export const NOT_CLASSIFIABLE_QUESTION =
  "Zeker weten? De loontabel wordt 'Niet indeelbaar'. (j/n; n houdt de oude keuze)";

type Dialog =
  | { kind: 'close' }
  | { kind: 'intro' }
  | { kind: 'conform'; tableKey: string }
  | { kind: 'jump'; selected: number };

/** The periodic-increase subform of step 3: which table, which rule (null: a new one), the answers. */
interface PeriodicEdit {
  tableKey: string;
  index: number | null;
  answers: PeriodicIncreaseDialogAnswers;
  showAll: boolean;
}

/** The full wizard: 9 steps, then POST or PUT inleners-cao. */
export function FullWizard({
  api,
  describeError,
  initialState,
  expectedVersion,
  readFile,
  env = process.env,
  onDone,
}: FullWizardProps) {
  const { stdin } = useStdin();
  const [state, setState] = useState<WizardState>(initialState);
  const [step, setStep] = useState<WizardStepNumber>(1);
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [stepErrors, setStepErrors] = useState<readonly string[]>([]);
  const [currentTable, setCurrentTable] = useState<string | null>(null);
  const [newTableName, setNewTableName, latestNewTableName] = useLatestState('');
  const [filePath, setFilePath, latestFilePath] = useLatestState('');
  const [fileMessages, setFileMessages] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [cao, setCao] = useState<Cao | null>(null);
  const [newTableNameError, setNewTableNameError] = useState<string | null>(null);
  const [tableMessage, setTableMessage] = useState<string | null>(null);
  const [periodic, setPeriodic] = useState<PeriodicEdit | null>(null);
  /** The field to focus when a step's form comes back (after the subform). */
  const [returnFocus, setReturnFocus] = useState<string | undefined>(undefined);

  const step1 = state.step1 ?? { usesCao: null, withEmployersOrganisation: false };
  const usesCao = step1.usesCao === 1;
  const latest = step1.withEmployersOrganisation;
  const caoOptions = useLoad(
    usesCao ? (latest ? 'latest' : 'all') : null,
    () => api.caoOptions(latest),
    describeError,
  );
  const aardTypes = useLoad('aard', () => api.aardTypes(), describeError);
  const caoId = state.step2?.caoId ?? null;
  const loadedCao = useLoad(caoId === null ? null : `cao-${caoId}`, () => api.cao(caoId ?? 0), describeError);
  const currentCao = cao?.id === caoId ? cao : loadedOr(loadedCao, null);

  const goTo = (next: WizardStepNumber, options: { fromStep8?: boolean } = {}) => {
    setShowAll(false);
    setStepErrors([]);
    setFileMessages([]);
    setFilePath('');
    setNewTableNameError(null);
    setTableMessage(null);
    setPeriodic(null);
    setReturnFocus(undefined);
    setStep(next);
    if (next === 7 && showsCaoTextIntroduction(options.fromStep8 ? 'true' : null))
      setDialog({ kind: 'intro' });
  };
  const refuse = (issues: readonly StepIssue[]): boolean => {
    setShowAll(true);
    setStepErrors(wizardErrorList(issues).messages);
    return issues.length > 0;
  };
  // Ctrl+T picks a breadcrumb: the current or a passed step (SPEC.md 2.11); what was typed stays in the state.
  // Always listening, through a ref to the newest handler (ink re-subscribes only after a render's effects, so
  // a key typed right after a change would otherwise meet the old state).
  const jumpKeys = useRef<(input: string, key: Key) => void>(() => undefined);
  useInput((input, key) => jumpKeys.current(input, key));
  jumpKeys.current = (input, key) => {
    if (dialog === null && !saving && key.ctrl && input === 't')
      return setDialog({ kind: 'jump', selected: step });
    if (dialog?.kind !== 'jump') return;
    const action = stepJumpAction(input, key, step, dialog.selected);
    if (action === null) return;
    if (action.kind === 'select') return setDialog({ kind: 'jump', selected: action.step });
    setDialog(null);
    if (action.kind === 'jump' && action.step !== step)
      goTo(action.step as WizardStepNumber, { fromStep8: step >= 8 });
  };

  const savePeriodic = () => {
    if (periodic === null) return;
    const rule = toPeriodicIncrease(periodic.answers);
    if (hasErrors(validateForm(periodicIncreaseRuleSets, periodic.answers)) || rule === null)
      return setPeriodic({ ...periodic, showAll: true });
    setState((old) => ({
      ...old,
      salaryTables: old.salaryTables.map((table) => {
        if (table.key !== periodic.tableKey) return table;
        const rules =
          periodic.index === null
            ? [...table.periodiekVerhogingen, rule]
            : table.periodiekVerhogingen.map((old, at) => (at === periodic.index ? rule : old));
        return { ...table, periodiekVerhogingen: rules };
      }),
    }));
    setReturnFocus(`${periodic.tableKey}.pv.add`);
    setPeriodic(null);
  };

  const changeTable: ChangeTable = (key, update) =>
    setState((old) => ({
      ...old,
      salaryTables: old.salaryTables.map((table) => (table.key === key ? update(table) : table)),
    }));

  const step2 = state.step2 ?? ownSchemeStep2();
  const caoOption = loadedOr(caoOptions, []).find((option) => option.cao_id === step2.caoId) ?? null;
  const step6 = state.step6 ?? emptyStep6Form();
  const step7 = state.step7 ?? {
    caoText: currentCao?.cao_text ?? '',
    originalCaoText: currentCao?.cao_text ?? null,
  };
  const step9 = state.step9 ?? {
    agreedToTerms: false,
    followSalaryTables: null,
    firstName: '',
    lastName: '',
  };
  const step9Context = {
    basedOnCao: usesCao,
    isProposal: state.proposalInlenerId !== null,
    saving,
    koppelingen: state.koppelingen.map((link) => link.handelsnaam),
  };

  const save = () => {
    setShowAll(true);
    if (saving || hasErrors(validateForm(step9RuleSets(step9Context), step9))) return;
    const forms = {
      step1,
      step2,
      salaryTables: state.salaryTables,
      step6,
      step7,
      step9,
      proposalInlenerId: state.proposalInlenerId,
      inlenerCaoId: state.inlenerCaoId,
      expectedVersion,
    };
    setSaving(true);
    setStepErrors([]);
    Promise.resolve()
      .then(() => {
        // Core's payload names the edited scheme and its version (inlener_cao_id, expected_version) itself.
        const { expected_version: version, inlener_cao_id: id, ...payload } = toInlenersCaoPayload(forms);
        return id === undefined
          ? api.createScheme(payload)
          : api.updateScheme({
              ...payload,
              inlener_cao_id: id,
              ...(version === undefined ? {} : { expected_version: version }),
            });
      })
      .then(
        (saved) =>
          onDone({
            kind: 'scheme-saved',
            guid: saved.guid,
            version: saved.version,
            created: state.inlenerCaoId === null,
          }),
        (error: unknown) => {
          setSaving(false);
          setStepErrors(
            isApiError(error) && error.status === 412
              ? [CLI_MESSAGES.conflict]
              : saveFailureLines(error, SUPPORT_EMAIL),
          );
        },
      );
  };

  const readInto = (use: (bytes: Uint8Array) => void) => {
    const path = latestFilePath().trim();
    if (path === '') return setFileMessages(['Geef het pad van een bestand.']);
    readFile(path).then(use, () => setFileMessages([`Kan '${path}' niet lezen.`]));
  };

  let body: React.ReactNode = null;
  let fields: Field[] | null = null;
  switch (step) {
    case 1:
      fields = step1Fields(step1, {
        setUsesCao: (value) =>
          setState((old) => (value === 0 ? chooseOwnScheme(old) : changeUsesCao(old, 1))),
        setMember: (member) =>
          setState((old) => ({
            ...old,
            step1: { usesCao: old.step1?.usesCao ?? null, withEmployersOrganisation: member },
          })),
        next: () => {
          setShowAll(true);
          if (hasErrors(validateForm(step1RuleSets, step1))) return;
          setState((old) => ({ ...old, step2: old.step2 ?? ownSchemeStep2() }));
          goTo(2);
        },
      });
      break;
    case 2:
      fields = step2Fields(
        { form: step2, usesCao, caoOptions: loadedOr(caoOptions, []), cao: caoOption },
        {
          change: (update) => setState((old) => ({ ...old, step2: update(old.step2 ?? ownSchemeStep2()) })),
          chooseCao: (id) =>
            api.cao(id).then(
              (chosen) => {
                setCao(chosen);
                setState((old) => chooseCao(old, chosen));
              },
              (error: unknown) => setStepErrors([describeError(error)]),
            ),
          previous: () => goTo(1),
          next: () => {
            setShowAll(true);
            if (hasErrors(validateStep2(step2, { cao: caoOption, usesCao }))) return;
            if (usesCao && state.salaryTables.length === 0 && currentCao !== null) {
              setState((old) => ({ ...old, salaryTables: caoTableForms(currentCao) }));
            }
            goTo(3);
          },
        },
      );
      break;
    case 3: {
      if (periodic !== null) {
        const table = state.salaryTables.find((candidate) => candidate.key === periodic.tableKey);
        fields = periodicIncreaseFields(
          `${periodic.index === null ? 'Nieuwe periodiekverhoging' : `Periodiekverhoging ${periodic.index + 1}`} van ${table?.name ?? ''}`,
          periodic.answers,
          {
            change: (update) =>
              setPeriodic((old) => (old === null ? old : { ...old, answers: update(old.answers) })),
            save: savePeriodic,
            cancel: () => {
              setReturnFocus(`${periodic.tableKey}.pv.add`);
              setPeriodic(null);
            },
          },
        );
        break;
      }
      const shownIndex = Math.max(
        0,
        state.salaryTables.findIndex((table) => table.key === currentTable),
      );
      fields = step3Fields(
        {
          tables: state.salaryTables,
          current: currentTable,
          newTableName,
          newTableNameError,
          tableMessage,
          csvPath: filePath,
          csvMessages: fileMessages,
        },
        {
          show: (key) => {
            setTableMessage(null);
            setCurrentTable(key);
          },
          changeTable,
          setNewTableName: (name) => {
            setNewTableName(name);
            setNewTableNameError(null);
          },
          confirmNotClassifiable: (tableKey) => setDialog({ kind: 'conform', tableKey }),
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
            const result = followUpTableForm(
              state.salaryTables,
              state.salaryTables.findIndex((candidate) => candidate.key === table.key),
            );
            if (!result.ok) return setTableMessage(result.message);
            setState((old) => ({ ...old, salaryTables: [...old.salaryTables, result.table] }));
            setCurrentTable(result.table.key);
            setTableMessage(`Opvolgende loontabel toegevoegd vanaf ${result.table.activePer}.`);
          },
          deleteTable: canDeleteFollowUpTable(state.salaryTables.map(formSeriesTable), shownIndex)
            ? () => {
                setState((old) => ({
                  ...old,
                  salaryTables: old.salaryTables.filter((_, at) => at !== shownIndex),
                }));
                // The table before it in its series is shown next.
                const previous = seriesOf(state.salaryTables.map(formSeriesTable), shownIndex).at(-2);
                setCurrentTable(previous === undefined ? null : (state.salaryTables[previous]?.key ?? null));
              }
            : null,
          addTable: () => {
            const typed = latestNewTableName();
            const problem = validateField(newTableNameRuleSet, typed, {});
            if (problem !== null) return setNewTableNameError(problem);
            const name = typed.trim();
            const table = newTableForm(name, state.salaryTables);
            setState((old) => ({ ...old, salaryTables: [...old.salaryTables, table] }));
            setCurrentTable(table.key);
            setNewTableName('');
          },
          setCsvPath: setFilePath,
          importCsv: () =>
            readInto((bytes) => {
              const result = importCsvTables(state.salaryTables, bytes, latestNewTableName());
              if (!result.ok) return setFileMessages(result.errors);
              setState((old) => ({ ...old, salaryTables: result.tables }));
              setFileMessages([
                ...result.replaced.map((name) => `Lonen vervangen: ${name}`),
                ...result.added.map((name) => `Loontabel toegevoegd: ${name}`),
              ]);
            }),
          resetToCao:
            usesCao && currentCao !== null
              ? () => setState((old) => ({ ...old, salaryTables: caoTableForms(currentCao) }))
              : null,
          previous: () => goTo(2),
          next: () => {
            const tables = state.salaryTables;
            if (refuse([...step3Issues(tables), ...periodicIncreaseIssues(tables)])) return;
            setState((old) => completeTableStep(old, 3));
            goTo(4);
          },
        },
      );
      break;
    }
    case 4:
      body = (
        <SalaryGrid
          tables={state.salaryTables}
          onChangeTable={changeTable}
          onPrevious={() => goTo(3)}
          onNext={() => {
            if (refuse(step4Issues(state.salaryTables))) return;
            setState((old) => completeTableStep(old, 4));
            goTo(5);
          }}
          onEscape={() => setDialog({ kind: 'close' })}
          active={dialog === null}
        />
      );
      break;
    case 5:
      fields = step5Fields(state.salaryTables, currentTable, loadedOr(aardTypes, []), {
        show: setCurrentTable,
        changeTable,
        previous: () => goTo(4),
        next: () => {
          if (refuse(step5Issues(state.salaryTables))) return;
          setState((old) => completeTableStep(old, 5));
          goTo(6);
        },
      });
      break;
    case 6:
      fields = step6Fields(step6, educationJobOptions(state.salaryTables), {
        change: (update) => setState((old) => ({ ...old, step6: update(old.step6 ?? emptyStep6Form()) })),
        previous: () => goTo(5),
        next: () => {
          if (refuse(step6Issues(step6))) return;
          setState((old) => ({ ...old, step6: old.step6 ?? step6 }));
          goTo(7);
        },
      });
      break;
    case 7:
      fields = [
        note('cao-text', plainText(step7.caoText) || '(geen tekst)'),
        textField(
          'file',
          'Tekst uit bestand (HTML of tekst)',
          filePath,
          setFilePath,
          null,
          false,
          'pad/naar/cao.html',
        ),
        {
          kind: 'button',
          id: 'read',
          label: 'Inlezen',
          onPress: () =>
            readInto((bytes) => {
              setState((old) => ({
                ...old,
                step7: { ...(old.step7 ?? step7), caoText: caoTextFromFile(bytes) },
              }));
              setFileMessages(['Tekst ingelezen.']);
            }),
        },
        {
          kind: 'button',
          id: 'editor',
          label: 'Bewerken in editor',
          onPress: () => {
            const command = editorCommand(env);
            if (command === null) return setFileMessages([NO_EDITOR_MESSAGE]);
            const result = editInEditor(step7.caoText, command, stdin);
            if (!result.ok) return setFileMessages([result.message]);
            const text = caoTextFromFile(result.bytes);
            setState((old) => ({ ...old, step7: { ...(old.step7 ?? step7), caoText: text } }));
            setFileMessages(['Tekst bijgewerkt in de editor.']);
          },
        },
        ...(fileMessages.length > 0 ? [note('file-messages', fileMessages.join('\n'), 'warning')] : []),
        ...(step7.originalCaoText === null
          ? []
          : [
              {
                kind: 'button' as const,
                id: 'reset',
                label: 'Reset',
                onPress: () =>
                  setState((old) => {
                    const form = old.step7 ?? step7;
                    return { ...old, step7: { ...form, caoText: form.originalCaoText ?? '' } };
                  }),
              },
            ]),
        ...navButtons({
          previous: () => goTo(6),
          next: () => {
            setState((old) => ({ ...old, step7: old.step7 ?? step7 }));
            goTo(8);
          },
        }),
      ];
      break;
    case 8:
      fields = [
        note(
          'summary',
          // A scheme that follows a loaded cao: the original against the new version; else the full detail.
          (usesCao && currentCao !== null
            ? comparisonLines({ ...state, step2, step6, step7 }, currentCao)
            : summaryLines({ ...state, step2, step6, step7 }, currentCao)
          ).join('\n'),
        ),
        ...navButtons({ previous: () => goTo(7, { fromStep8: true }), next: () => goTo(9) }),
      ];
      break;
    case 9:
      fields = step9Fields(step9, step9Context, {
        change: (update) => setState((old) => ({ ...old, step9: update(old.step9 ?? step9) })),
        previous: () => goTo(8),
        next: save,
      });
      break;
  }

  const waiting = usesCao && step <= 2 && caoOptions.status === 'loading';
  return (
    <WizardFrame
      title={state.inlenerCaoId === null ? 'Nieuwe beloningsregeling' : 'Beloningsregeling wijzigen'}
      steps={WIZARD_STEPS}
      current={step}
      hint={wizardStep(step).hint}
      errors={stepErrors}
      jumpTo={dialog?.kind === 'jump' ? dialog.selected : null}
      keysHelp={FULL_KEYS_HELP}
    >
      {waiting ? <Text dimColor>{LOADING}</Text> : null}
      {caoOptions.status === 'error' ? <Text color="red">{caoOptions.message}</Text> : null}
      {body}
      {fields === null ? null : (
        <FormView
          key={`${step}-${periodic === null ? `form-${returnFocus ?? ''}` : 'periodic'}`}
          fields={fields}
          showAllErrors={periodic === null ? showAll : periodic.showAll}
          active={dialog === null}
          onEscape={() => {
            if (periodic === null) return setDialog({ kind: 'close' });
            setReturnFocus(`${periodic.tableKey}.pv.add`);
            setPeriodic(null);
          }}
          {...(returnFocus === undefined ? {} : { initialFocus: returnFocus })}
        />
      )}
      {dialog?.kind === 'close' ? (
        <ConfirmDialog
          text={CLOSE_QUESTION}
          onAnswer={(yes) => (yes ? onDone({ kind: 'closed' }) : setDialog(null))}
        />
      ) : null}
      {dialog?.kind === 'conform' ? (
        <ConfirmDialog
          text={NOT_CLASSIFIABLE_QUESTION}
          onAnswer={(yes) => {
            if (yes) changeTable(dialog.tableKey, (table) => ({ ...table, conform: 'Niet indeelbaar' }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'intro' ? (
        <MessageDialog text={`${CAO_TEXT_INTRODUCTION} (Akkoord)`} onClose={() => setDialog(null)} />
      ) : null}
    </WizardFrame>
  );
}

import type { Cao } from '@beloning/core/api';
import { wizardErrorList, type StepIssue } from '@beloning/core/rules';
import {
  WIZARD_STEPS,
  caoPackageDefaults,
  changeUsesCao,
  chooseCao,
  chooseOwnScheme,
  completeStep,
  packageFromForm,
  showsCaoTextIntroduction,
  takeCaoBlock,
  wizardForms,
  wizardStep,
  type WizardState,
  type WizardStepNumber,
} from '@beloning/core/wizard';
import { educationJobs } from '@beloning/core/werksoorten';
import { Text, type Key } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { note, type Field } from '../fields.js';
import { ConfirmDialog, MessageDialog, WizardFrame, dialogLines, stepJumpAction } from '../frame.js';
import { FormView } from '../form-view.js';
import type { WizardOutcome } from '../outcome.js';
import { useWizardInput } from '../paste.js';
import { CLOSE_QUESTION, FULL_KEYS_HELP, LOADING } from '../texts.js';
import { useLatestState } from '../use-latest.js';
import { loadedOr, useLoad, type DescribeError } from '../use-load.js';
import { useTerminalSize, wrappedLines } from '../viewport.js';
import type { WizardApi } from '../wizard-api.js';
import { comparisonLines } from './comparison.js';
import { SalaryGrid } from './salary-grid.js';
import { saveErrorLines, saveWizard } from './save.js';
import { navButtons, step1Fields, step2Fields } from './step1-2.js';
import { Step3Panel } from './step3-panel.js';
import { step5Fields, step9Fields } from './step5-9.js';
import { step6Fields } from './step6.js';
import {
  caoOffered,
  packageCaoComparisonLines,
  packageFields,
  packageSummaryLines,
} from './package-fields.js';
import { CAO_TEXT_INTRODUCTION, Step7Panel } from './step7-panel.js';
import { summaryLines } from './summary.js';

export interface FullWizardProps {
  api: WizardApi;
  describeError: DescribeError;
  /** Empty for a new scheme; core's wizardStateFromScheme for a saved one (with its expected version). */
  initialState: WizardState;
  /** Reads a file the user names (CSV, cao text); relative to the working directory. */
  readFile: (path: string) => Promise<Uint8Array>;
  /** Where step 7 finds $VISUAL or $EDITOR; process.env unless given. */
  env?: Readonly<Record<string, string | undefined>>;
  onDone: (outcome: WizardOutcome) => void;
}

type Dialog = { kind: 'close' } | { kind: 'intro' } | { kind: 'jump'; selected: number };

/**
 * The full wizard in the terminal: 9 steps, then POST or PUT inleners-cao. A dispatcher over core's wizard
 * (@beloning/core/wizard): each step's 'Volgende' is core's completeStep, which checks the step and says
 * where to go; the steps' fields and panels only show the state and hand changes to core's operations.
 */
export function FullWizard({
  api,
  describeError,
  initialState,
  readFile,
  env = process.env,
  onDone,
}: FullWizardProps) {
  // The newest state is read at once (latestState): a 'Volgende' pressed right after typing sees the typing.
  const [state, setState, latestState] = useLatestState<WizardState>(initialState);
  const [step, setStep] = useState<WizardStepNumber>(1);
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [stepErrors, setStepErrors] = useState<readonly string[]>([]);
  const [currentTable, setCurrentTable] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [chosenCao, setChosenCao] = useState<Cao | null>(null);
  const { columns } = useTerminalSize();

  const usesCao = state.step1?.usesCao === 1;
  const latest = state.step1?.withEmployersOrganisation ?? false;
  const caoOptions = useLoad(
    usesCao ? (latest ? 'latest' : 'all') : null,
    () => api.caoOptions(latest),
    describeError,
  );
  const aardTypes = useLoad('aard', () => api.aardTypes(), describeError);
  const caoId = state.step2?.caoId ?? null;
  const loadedCao = useLoad(caoId === null ? null : `cao-${caoId}`, () => api.cao(caoId ?? 0), describeError);
  const cao = chosenCao?.id === caoId ? chosenCao : loadedOr(loadedCao, null);
  const context = { cao: usesCao ? cao : null };
  const forms = wizardForms(state, context);

  const goTo = (next: WizardStepNumber, options: { fromStep8?: boolean } = {}) => {
    setShowAll(false);
    setStepErrors([]);
    setStep(next);
    if (next === 7 && showsCaoTextIntroduction(options.fromStep8 ? 'true' : null))
      setDialog({ kind: 'intro' });
  };
  const refuse = (issues: readonly StepIssue[]) => {
    setShowAll(true);
    setStepErrors(wizardErrorList(issues).messages);
  };
  const save = (completed: WizardState) => {
    if (saving) return;
    setSaving(true);
    setStepErrors([]);
    saveWizard(api, completed, context).then(
      ({ guid, version }) =>
        onDone({ kind: 'scheme-saved', guid, version, created: completed.inlenerCaoId === null }),
      (error: unknown) => {
        setSaving(false);
        setStepErrors(saveErrorLines(error));
      },
    );
  };
  /**
   * 'Volgende': core's completeStep decides, from the newest state (step 6 with the package section's issues,
   * core's packageFromForm over the state's packageForm, which the save sends).
   */
  const next = () => {
    const done = completeStep(latestState(), step, context);
    if (!done.ok) return refuse(done.issues);
    setState(done.state);
    if (done.destination === 'save') {
      setShowAll(true);
      return save(done.state);
    }
    goTo(done.destination);
  };
  const update = (change: (old: WizardState) => WizardState) => setState(change(latestState()));
  // Step 6 of a new scheme on a cao starts from the cao's package blocks: core's caoPackageDefaults decides
  // (once per cao, never over what the user filled or cleared) and answers the same state when it offers none.
  const packageCao = step === 6 && usesCao ? cao : null;
  const offering = packageCao !== null && caoPackageDefaults(state, packageCao) !== state;
  useEffect(() => {
    if (packageCao !== null) update((old) => caoPackageDefaults(old, packageCao));
    // `update` reads the newest state; only a new step or cao asks core again.
  }, [step, packageCao]);

  // Ctrl+T picks a breadcrumb: the current or a passed step (SPEC.md 2.11); what was typed stays in the state.
  // Always listening, through a ref to the newest handler (ink re-subscribes only after a render's effects, so
  // a key typed right after a change would otherwise meet the old state).
  const jumpKeys = useRef<(input: string, key: Key) => void>(() => undefined);
  useWizardInput((input, key) => jumpKeys.current(input, key));
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

  const active = dialog === null;
  const close = () => setDialog({ kind: 'close' });
  const previous =
    (to: WizardStepNumber, fromStep8 = false) =>
    () =>
      goTo(to, { fromStep8 });
  const changeTables = (change: (tables: WizardState['salaryTables']) => WizardState['salaryTables']) =>
    update((old) => ({ ...old, salaryTables: change(old.salaryTables) }));
  const changeTable = (key: string, change: (table: WizardState['salaryTables'][number]) => typeof table) =>
    changeTables((tables) => tables.map((table) => (table.key === key ? change(table) : table)));

  const waiting = usesCao && step <= 2 && caoOptions.status === 'loading';
  const introText = `${CAO_TEXT_INTRODUCTION} (Akkoord)`;
  // What the step's fields share the frame's rows with: the loading line and a dialog under them.
  const reservedLines =
    (waiting ? 1 : 0) +
    (caoOptions.status === 'error' ? wrappedLines(caoOptions.message, columns) : 0) +
    (dialog?.kind === 'close' ? dialogLines(CLOSE_QUESTION, columns) : 0) +
    (dialog?.kind === 'intro' ? dialogLines(introText, columns, true) : 0);

  let body: React.ReactNode = null;
  let fields: Field[] | null = null;
  switch (step) {
    case 1:
      fields = step1Fields(forms.step1, {
        setUsesCao: (value) => update((old) => (value === 0 ? chooseOwnScheme(old) : changeUsesCao(old, 1))),
        setMember: (member) =>
          update((old) => ({
            ...old,
            step1: { usesCao: old.step1?.usesCao ?? null, withEmployersOrganisation: member },
          })),
        next,
      });
      break;
    case 2: {
      const options = loadedOr(caoOptions, []);
      fields = step2Fields(
        {
          form: forms.step2,
          usesCao,
          caoOptions: options,
          cao: options.find((option) => option.cao_id === forms.step2.caoId) ?? null,
        },
        {
          change: (change) => update((old) => ({ ...old, step2: change(wizardForms(old, context).step2) })),
          chooseCao: (id) =>
            api.cao(id).then(
              (picked) => {
                setChosenCao(picked);
                update((old) => chooseCao(old, picked));
              },
              (error: unknown) => setStepErrors([describeError(error)]),
            ),
          previous: previous(1),
          next,
        },
      );
      break;
    }
    case 3:
      body = (
        <Step3Panel
          tables={state.salaryTables}
          changeTables={changeTables}
          cao={usesCao ? cao : null}
          showAllErrors={showAll}
          active={active}
          reservedLines={reservedLines}
          readFile={readFile}
          onPrevious={previous(2)}
          onNext={next}
          onEscape={close}
        />
      );
      break;
    case 4:
      body = (
        <SalaryGrid
          tables={state.salaryTables}
          onChangeTable={changeTable}
          onPrevious={previous(3)}
          onNext={next}
          onEscape={close}
          active={active}
          reservedLines={reservedLines}
        />
      );
      break;
    case 5:
      fields = step5Fields(state.salaryTables, currentTable, loadedOr(aardTypes, []), {
        show: setCurrentTable,
        changeTable,
        previous: previous(4),
        next,
      });
      break;
    case 6:
      fields = step6Fields(
        forms.step6,
        educationJobs(state.salaryTables),
        {
          change: (change) => update((old) => ({ ...old, step6: change(wizardForms(old, context).step6) })),
          previous: previous(5),
          next,
        },
        // While the cao is loading or its blocks are being offered, the section waits (as the portal's does).
        usesCao && caoId !== null && (cao === null ? loadedCao.status === 'loading' : offering)
          ? [note('package.loading', LOADING, 'dim')]
          : packageFields(
              state.packageForm,
              packageFromForm(state.packageForm).issues,
              (change) => update((old) => ({ ...old, packageForm: change(old.packageForm) })),
              showAll,
              packageCao === null
                ? null
                : {
                    cao: packageCao,
                    offered: caoOffered(state, packageCao),
                    take: (block) => update((old) => takeCaoBlock(old, packageCao, block)),
                  },
            ),
      );
      break;
    case 7:
      body = (
        <Step7Panel
          form={forms.step7}
          change={(change) => update((old) => ({ ...old, step7: change(wizardForms(old, context).step7) }))}
          env={env}
          readFile={readFile}
          active={active}
          reservedLines={reservedLines}
          onPrevious={previous(6)}
          onNext={next}
          onEscape={close}
        />
      );
      break;
    case 8: {
      // A scheme that follows a loaded cao: the original against the new version; else the full detail.
      const shown = { ...state, ...forms };
      // What the save sends: the section as typed, or the package the edit started from when untouched.
      const pkg =
        state.packageForm === null
          ? state.equivalentPackage
          : packageFromForm(state.packageForm).equivalentPackage;
      const lines = [
        ...(usesCao && cao !== null ? comparisonLines(shown, cao) : summaryLines(shown, cao)),
        ...packageSummaryLines(pkg),
        // On a cao: the blocks that differ from the cao's (core's packageCaoComparison), as the portal lists them.
        ...(usesCao && cao !== null ? packageCaoComparisonLines(cao, pkg) : []),
      ];
      fields = [note('summary', lines.join('\n')), ...navButtons({ previous: previous(7, true), next })];
      break;
    }
    case 9:
      fields = step9Fields(
        forms.step9,
        {
          basedOnCao: usesCao,
          isProposal: state.proposalInlenerId !== null,
          saving,
          koppelingen: state.koppelingen.map((link) => link.handelsnaam),
        },
        {
          change: (change) => update((old) => ({ ...old, step9: change(wizardForms(old, context).step9) })),
          previous: previous(8),
          next,
        },
      );
      break;
  }

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
          key={step}
          fields={fields}
          showAllErrors={showAll}
          active={active}
          onEscape={close}
          reservedLines={reservedLines}
        />
      )}
      {dialog?.kind === 'close' ? (
        <ConfirmDialog
          text={CLOSE_QUESTION}
          onAnswer={(yes) => (yes ? onDone({ kind: 'closed' }) : setDialog(null))}
        />
      ) : null}
      {dialog?.kind === 'intro' ? <MessageDialog text={introText} onClose={() => setDialog(null)} /> : null}
    </WizardFrame>
  );
}

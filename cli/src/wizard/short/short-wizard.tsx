import { saveFailureLines } from '@beloning/core/api';
import {
  hasErrors,
  startStep1RuleSets,
  startStep4RuleSets,
  validateForm,
  validateStartStep2,
} from '@beloning/core/rules';
import { toCaoCompliancePayload, type StartWizardForm } from '@beloning/core/schemas';
import {
  SHORT_WIZARD_STEPS,
  SHORT_WIZARD_TEXTS,
  changeShortWizardCao,
  chooseOwnFilling,
  chosenHelpAgency,
  emptyStartWizardForm,
  helpRequestFailed,
  helpRequestSent,
  helpingAgencies as agenciesOfferingHelp,
  setShortWizardEmployersOrganisation,
  shortWizardStep,
  shortWizardStep1Outcome,
  type ShortWizardStepNumber,
  type WizardState,
} from '@beloning/core/wizard';
import { Text } from 'ink';
import { useState } from 'react';
import type { Field, Update } from '../fields.js';
import { ConfirmDialog, MessageDialog, WizardFrame, dialogLines } from '../frame.js';
import { FormView } from '../form-view.js';
import { CLOSE_QUESTION, LOADING, SUPPORT_EMAIL } from '../texts.js';
import { loadedOr, useLoad, type DescribeError, type Loaded } from '../use-load.js';
import { useTerminalSize } from '../viewport.js';
import type { WizardApi } from '../wizard-api.js';
import type { WizardOutcome } from '../outcome.js';
import { shortStep1Fields } from './step1.js';
import { shortStep2Fields } from './step2.js';
import { shortStep3Fields, type ShortStep3View } from './step3.js';
import { shortStep4Fields } from './step4.js';

export interface ShortWizardProps {
  api: WizardApi;
  describeError: DescribeError;
  initialState: WizardState;
  onDone: (outcome: WizardOutcome) => void;
  /** Option 2, filling in themselves: go on to the full wizard with this state. */
  onOwnFilling: (state: WizardState) => void;
}

/** Core's confirmation of a help request, asked as the terminal's yes/no question. */
const HELP_REQUEST_QUESTION = `${SHORT_WIZARD_TEXTS.helpRequestConfirm} Opslaan? (j/n)`;

type Dialog =
  { kind: 'close' } | { kind: 'help' } | { kind: 'message'; text: string; outcome: WizardOutcome };

/** The short (cao compliance) wizard: 4 steps, then POST inleners/cao-compliance/. */
export function ShortWizard({ api, describeError, initialState, onDone, onOwnFilling }: ShortWizardProps) {
  const [state, setState] = useState<WizardState>(initialState);
  const [step, setStep] = useState<ShortWizardStepNumber>(1);
  const [showAll, setShowAll] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [view, setView] = useState<ShortStep3View>({ hourly: false, tableId: null });
  const { columns } = useTerminalSize();

  const form = state.startWizard ?? emptyStartWizardForm();
  const change: Update<StartWizardForm> = (update) =>
    setState((old) => ({ ...old, startWizard: update(old.startWizard ?? emptyStartWizardForm()) }));

  const latest = form.withEmployersOrganisation;
  const caoOptions = useLoad(latest ? 'latest' : 'all', () => api.caoOptions(latest), describeError);
  const invites = useLoad('invites', () => api.invites(), describeError);
  const aardTypes = useLoad('aard', () => api.aardTypes(), describeError);
  const user = useLoad('user', () => api.user(), describeError);
  const caoId = form.caoId;
  const cao = useLoad(caoId === null ? null : `cao-${caoId}`, () => api.cao(caoId ?? 0), describeError);

  const helpingAgencies = agenciesOfferingHelp(loadedOr(invites, []));

  const goTo = (next: ShortWizardStepNumber) => {
    setShowAll(false);
    setSaveErrors([]);
    setStep(next);
  };

  const nextFromStep1 = () => {
    setShowAll(true);
    const errors = validateForm(startStep1RuleSets({ helpingAgencies: helpingAgencies.length }), form);
    if (hasErrors(errors)) return;
    const outcome = shortWizardStep1Outcome(form, helpingAgencies.length > 0);
    if (outcome.kind === 'next') return goTo(2);
    if (outcome.kind === 'confirm-help-request') return setDialog({ kind: 'help' });
    if (outcome.kind === 'own-filling') return onOwnFilling(chooseOwnFilling(state).state);
  };

  const askForHelp = () => {
    const agency = chosenHelpAgency(form, helpingAgencies);
    if (agency === undefined) return setDialog(null);
    api.askForHelp(agency.subscription).then(
      () =>
        setDialog({
          kind: 'message',
          text: helpRequestSent(agency.company_name),
          outcome: { kind: 'help-requested', company: agency.company_name },
        }),
      () =>
        setDialog({
          kind: 'message',
          text: helpRequestFailed(agency.email),
          outcome: { kind: 'closed' },
        }),
    );
  };

  const save = () => {
    setShowAll(true);
    if (hasErrors(validateForm(startStep4RuleSets, form)) || saving) return;
    setSaving(true);
    setSaveErrors([]);
    Promise.resolve()
      .then(() => api.createCompliance(toCaoCompliancePayload(form)))
      .then(
        (saved) => onDone({ kind: 'compliance-saved', id: saved.id }),
        (error: unknown) => {
          setSaving(false);
          setSaveErrors(saveFailureLines(error, SUPPORT_EMAIL));
        },
      );
  };

  let fields: Field[] | null = null;
  let waiting: Loaded<unknown> = { status: 'ok', data: null };
  if (step === 1) {
    waiting = [caoOptions, invites].find((loaded) => loaded.status !== 'ok') ?? waiting;
    fields = shortStep1Fields(
      form,
      { caoOptions: loadedOr(caoOptions, []), helpingAgencies },
      {
        change,
        setEmployersOrganisation: (ticked) =>
          change((form) => setShortWizardEmployersOrganisation(form, ticked)),
        setCao: (id) => change((form) => changeShortWizardCao(form, id)),
        next: nextFromStep1,
      },
    );
  } else if (cao.status !== 'ok' || aardTypes.status !== 'ok') {
    waiting = cao.status !== 'ok' ? cao : aardTypes;
  } else if (step === 2) {
    fields = shortStep2Fields(form, cao.data, aardTypes.data, {
      change,
      previous: () => goTo(1),
      next: () => {
        setShowAll(true);
        if (!hasErrors(validateStartStep2(form))) goTo(3);
      },
    });
  } else if (step === 3) {
    if (user.status !== 'ok') waiting = user;
    const company = loadedOr(user, null)?.company_name ?? '';
    fields = shortStep3Fields(form, cao.data, aardTypes.data, company, view, {
      setView,
      previous: () => goTo(2),
      next: () => goTo(4),
    });
  } else {
    fields = shortStep4Fields(form, saving, { change, previous: () => goTo(3), save });
  }

  const info = shortWizardStep(step);
  // What the step's fields share the frame's rows with: the loading line and a dialog under them.
  const reservedLines =
    (waiting.status === 'loading' ? 1 : 0) +
    (dialog?.kind === 'close' ? dialogLines(CLOSE_QUESTION, columns) : 0) +
    (dialog?.kind === 'help' ? dialogLines(HELP_REQUEST_QUESTION, columns) : 0) +
    (dialog?.kind === 'message' ? dialogLines(dialog.text, columns, true) : 0);
  return (
    <WizardFrame
      title="Cao-naleving vastleggen"
      steps={SHORT_WIZARD_STEPS}
      current={step}
      hint={info.hint}
      errors={saveErrors}
    >
      {waiting.status === 'loading' ? <Text dimColor>{LOADING}</Text> : null}
      {waiting.status === 'error' ? <Text color="red">{waiting.message}</Text> : null}
      {fields !== null && waiting.status !== 'error' ? (
        <FormView
          key={step}
          fields={fields}
          showAllErrors={showAll}
          active={dialog === null}
          onEscape={() => setDialog({ kind: 'close' })}
          reservedLines={reservedLines}
        />
      ) : null}
      {waiting.status === 'error' && dialog === null ? (
        <EscapeToClose onClose={() => setDialog({ kind: 'close' })} />
      ) : null}
      {dialog?.kind === 'close' ? (
        <ConfirmDialog
          text={CLOSE_QUESTION}
          onAnswer={(yes) => (yes ? onDone({ kind: 'closed' }) : setDialog(null))}
        />
      ) : null}
      {dialog?.kind === 'help' ? (
        <ConfirmDialog
          text={HELP_REQUEST_QUESTION}
          onAnswer={(yes) => (yes ? askForHelp() : setDialog(null))}
        />
      ) : null}
      {dialog?.kind === 'message' ? (
        <MessageDialog text={dialog.text} onClose={() => onDone(dialog.outcome)} />
      ) : null}
    </WizardFrame>
  );
}

/** When a load failed there are no fields; Esc still closes. */
function EscapeToClose({ onClose }: { onClose: () => void }) {
  return <FormView fields={[]} showAllErrors={false} onEscape={onClose} />;
}

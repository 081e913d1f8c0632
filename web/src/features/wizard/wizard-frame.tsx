import {
  exitDestination,
  previousStep,
  WIZARD_STEPS,
  wizardStep,
  type WizardDestination,
  type WizardStepInfo,
  type WizardStepNumber,
} from '@beloning/core/wizard';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { routeInfo } from '../../lib/routes';
import { useWizard } from './store';
import type { StepSubmit } from './use-step';
import { destinationPath, StepHeader } from './wizard-shell';
import { CLOSE_CONFIRMATION, CLOSE_LABEL } from './wizard-texts';
import './wizard-shell.css';
import './wizard.css';

/** The id of a step's form; Enter in one of its fields does what 'Volgende' does. */
export const STEP_FORM_ID = 'wizard-step-form';

export interface WizardFrameProps {
  readonly step: WizardStepNumber;
  readonly submit: StepSubmit;
  readonly children: ReactNode;
  /** The label of the submit button: 'Volgende', or 'Opslaan' on step 9. */
  readonly nextLabel?: string;
}

/** The button that submits a step: 'Volgende', or 'Opslaan' on the last step. */
export interface NextButton {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly busy?: boolean;
}

/**
 * What both wizards' frames show (SPEC.md 2.11): the wizard's name and 'Sluiten' with confirmation, the
 * steps as breadcrumbs with the step's title, hint and manual chapter, the step's content, its messages
 * under it, and 'Vorige' and the submit button.
 */
export function WizardLayout({
  title,
  steps,
  current,
  exitPath,
  previous,
  next,
  messages,
  children,
}: {
  readonly title: string;
  readonly steps: readonly WizardStepInfo[];
  readonly current: WizardStepInfo;
  /** Where 'Sluiten' goes after confirmation. */
  readonly exitPath: string;
  /** Core's 'Vorige' destination; null on the first step. */
  readonly previous: WizardDestination | null;
  readonly next: NextButton;
  readonly messages: readonly string[];
  readonly children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="page wizard wizard-shell">
      <div className="wizard-shell__head">
        <p className="wizard-shell__eyebrow">{title}</p>
        <ConfirmButton
          variant="secondary"
          confirmText={CLOSE_CONFIRMATION}
          onConfirmed={() => void navigate(exitPath)}
        >
          {CLOSE_LABEL}
        </ConfirmButton>
      </div>
      <StepHeader steps={steps} current={current} />
      {children}
      <StepMessages messages={messages} />
      <div className="wizard-shell__buttons">
        {previous === null ? (
          <span />
        ) : (
          // Core's destination: step 8 goes back to step 7 with fromStep8, so step 7 skips its arrival dialog.
          <Link className="button button--secondary" to={destinationPath(previous)}>
            Vorige
          </Link>
        )}
        {/* Not tied to the step's form: it works while the step's chunk is still loading too. */}
        <Button
          data-submits="true"
          disabled={next.disabled ?? false}
          busy={next.busy ?? false}
          onClick={next.onClick}
        >
          {next.label}
        </Button>
      </div>
    </div>
  );
}

/**
 * The full wizard's frame: the shared layout with the full wizard's steps, its messages after a refused
 * 'Volgende' (core's wizardErrorList, each once, 'In loontabel ...') and 'Sluiten' to core's exit
 * destination. The step's own form sits in between.
 */
export function WizardFrame({ step, submit, children, nextLabel = 'Volgende' }: WizardFrameProps) {
  const state = useWizard();
  return (
    <WizardLayout
      title={routeInfo('wizard').title}
      steps={WIZARD_STEPS}
      current={wizardStep(step)}
      exitPath={destinationPath(exitDestination(state))}
      previous={previousStep(step)}
      next={{ label: nextLabel, onClick: () => submit.onSubmit() }}
      messages={submit.messages}
    >
      {children}
    </WizardLayout>
  );
}

/** A step's fields: Enter in a field and the frame's 'Volgende' both submit it to core's completeStep. */
export function StepForm({
  submit,
  children,
  label,
}: {
  readonly submit: StepSubmit;
  readonly children: ReactNode;
  /** Names the form for screen readers. */
  readonly label: string;
}) {
  return (
    <form
      id={STEP_FORM_ID}
      className="wizard__form"
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => submit.onSubmit(event)}
      onKeyDown={(event) => {
        // Enter in a text field does what 'Volgende' does: a form without a submit button of its own would
        // not submit on Enter once it has more than one field.
        const target = event.target as HTMLElement;
        if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
        if (!(target instanceof HTMLInputElement) || target.closest('[role="dialog"]') !== null) return;
        if (target.type === 'checkbox' || target.type === 'radio' || target.type === 'file') return;
        event.preventDefault();
        submit.onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A step's messages under the wizard (SPEC.md 5.2; a refused save), each once, announced as an alert. */
export function StepMessages({ messages }: { readonly messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="notice notice--error wizard__errors" role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

import {
  exitDestination,
  previousStep,
  WIZARD_STEPS,
  wizardStep,
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

/**
 * The full wizard's frame (SPEC.md 2.11): the steps as breadcrumbs (the current and passed steps are
 * links), the step's title, hint and manual chapter, the step's messages under the wizard after a refused
 * 'Volgende' (core's wizardErrorList, each once, 'In loontabel ...'), 'Vorige' and 'Volgende', and 'Sluiten'
 * with confirmation. The step's own form sits in between.
 */
export function WizardFrame({ step, submit, children, nextLabel = 'Volgende' }: WizardFrameProps) {
  const navigate = useNavigate();
  const state = useWizard();
  const current = wizardStep(step);
  const previous = previousStep(step);
  return (
    <div className="page wizard wizard-shell">
      <div className="wizard-shell__head">
        <p className="wizard-shell__eyebrow">{routeInfo('wizard').title}</p>
        <ConfirmButton
          variant="secondary"
          confirmText={CLOSE_CONFIRMATION}
          onConfirmed={() => void navigate(destinationPath(exitDestination(state)))}
        >
          {CLOSE_LABEL}
        </ConfirmButton>
      </div>
      <StepHeader steps={WIZARD_STEPS} current={current} />
      {children}
      <StepMessages messages={submit.messages} />
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
        <Button data-submits="true" onClick={() => submit.onSubmit()}>
          {nextLabel}
        </Button>
      </div>
    </div>
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

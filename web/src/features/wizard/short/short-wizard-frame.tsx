import {
  SHORT_WIZARD_STEPS,
  shortPreviousStep,
  shortWizardStep,
  type ShortWizardStepNumber,
} from '@beloning/core/wizard';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ConfirmButton } from '../../../components/confirm-button';
import { pathFor, routeInfo } from '../../../lib/routes';
import { StepForm, StepMessages } from '../wizard-frame';
import { destinationPath, StepHeader } from '../wizard-shell';
import { CLOSE_CONFIRMATION, CLOSE_LABEL } from '../wizard-texts';
import '../wizard-shell.css';
import '../wizard.css';

export interface ShortWizardFrameProps {
  readonly step: ShortWizardStepNumber;
  /** 'Volgende' (or 'Opslaan'), also Enter in a text field of the step. */
  readonly onNext: () => void;
  readonly nextLabel?: string;
  readonly nextDisabled?: boolean;
  readonly nextBusy?: boolean;
  /** Messages under the step (a refused save), each on its own line. */
  readonly messages?: readonly string[];
  readonly children: ReactNode;
}

/**
 * The short wizard's frame (SPEC.md 2.11 and 2.12): its four steps as breadcrumbs, the step's title, hint and
 * manual chapter, the step's form, 'Vorige' and 'Volgende' by core's navigation, and 'Sluiten' with
 * confirmation back to the overview.
 */
export function ShortWizardFrame({
  step,
  onNext,
  nextLabel = 'Volgende',
  nextDisabled = false,
  nextBusy = false,
  messages = [],
  children,
}: ShortWizardFrameProps) {
  const navigate = useNavigate();
  const current = shortWizardStep(step);
  const previous = shortPreviousStep(step);
  return (
    <div className="page wizard wizard-shell">
      <div className="wizard-shell__head">
        <p className="wizard-shell__eyebrow">{routeInfo('start-wizard').title}</p>
        <ConfirmButton
          variant="secondary"
          confirmText={CLOSE_CONFIRMATION}
          onConfirmed={() => void navigate(pathFor('overview'))}
        >
          {CLOSE_LABEL}
        </ConfirmButton>
      </div>
      <StepHeader steps={SHORT_WIZARD_STEPS} current={current} />
      <StepForm
        submit={{ onSubmit: (event) => (event?.preventDefault(), onNext()), messages: [], invalidTabs: [] }}
        label={`Stap ${step}: ${current.label}`}
      >
        {children}
      </StepForm>
      <StepMessages messages={messages} />
      <div className="wizard-shell__buttons">
        {previous === null ? (
          <span />
        ) : (
          <Link className="button button--secondary" to={destinationPath(previous)}>
            Vorige
          </Link>
        )}
        <Button data-submits="true" disabled={nextDisabled} busy={nextBusy} onClick={onNext}>
          {nextLabel}
        </Button>
      </div>
    </div>
  );
}

/** After React drew the messages of a refused step: the focus goes to the first field that has one. */
export function focusFirstInvalid(): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('.wizard [aria-invalid="true"]')?.focus();
  });
}

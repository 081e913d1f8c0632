import {
  SHORT_WIZARD_STEPS,
  shortPreviousStep,
  shortWizardStep,
  type ShortWizardStepNumber,
} from '@beloning/core/wizard';
import type { ReactNode } from 'react';
import { pathFor, routeInfo } from '../../../lib/routes';
import { StepForm, WizardLayout } from '../wizard-frame';

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
  const current = shortWizardStep(step);
  return (
    <WizardLayout
      title={routeInfo('start-wizard').title}
      steps={SHORT_WIZARD_STEPS}
      current={current}
      exitPath={pathFor('overview')}
      previous={shortPreviousStep(step)}
      next={{ label: nextLabel, onClick: onNext, disabled: nextDisabled, busy: nextBusy }}
      messages={messages}
    >
      <StepForm
        submit={{ onSubmit: (event) => (event?.preventDefault(), onNext()), messages: [], invalidTabs: [] }}
        label={`Stap ${step}: ${current.label}`}
      >
        {children}
      </StepForm>
    </WizardLayout>
  );
}

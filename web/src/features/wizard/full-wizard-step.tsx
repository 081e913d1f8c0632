import type { WizardStepNumber } from '@beloning/core/wizard';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader } from '../../components/loader';
import { useClearWizardAfterSave, useSaveScheme, useSaveStatus } from './use-save-scheme';
import { useStepSubmit, type StepSubmit } from './use-step';
import { WizardFrame } from './wizard-frame';

/** What every step's body gets from the frame. */
export interface StepBodyProps {
  readonly submit: StepSubmit;
}

type StepBody = LazyExoticComponent<ComponentType<StepBodyProps>>;

/**
 * One lazily loaded chunk per step: AG Grid is downloaded only with steps 3 and 4 (and tiptap only with
 * step 7), never with step 1. Steps without a form here still show the shell (wizard-shell.tsx).
 */
const STEP_BODIES: Partial<Record<WizardStepNumber, StepBody>> = {
  1: lazy(() => import('./steps/step1')),
  2: lazy(() => import('./steps/step2')),
  3: lazy(() => import('./steps/step3')),
  4: lazy(() => import('./steps/step4')),
  5: lazy(() => import('./steps/step5')),
  6: lazy(() => import('./steps/step6')),
  7: lazy(() => import('./steps/step7')),
  8: lazy(() => import('./steps/step8')),
  9: lazy(() => import('./steps/step9')),
};

/** Whether the step has its form in the portal yet. */
export function hasStepForm(step: WizardStepNumber): boolean {
  return STEP_BODIES[step] !== undefined;
}

/** A step of the full wizard: the frame with its lazily loaded form, 'Volgende' by core's completeStep. */
export function FullWizardStep({ step }: { readonly step: WizardStepNumber }) {
  const save = useSaveScheme();
  const status = useSaveStatus();
  useClearWizardAfterSave();
  // Step 9's 'Opslaan' saves the scheme (use-save-scheme.ts) once core's completeStep accepts the step.
  const submit = useStepSubmit(step, step === 9 ? save : undefined);
  const Body = STEP_BODIES[step];
  const busy = status.kind === 'saving' || status.kind === 'saved';
  const label = step !== 9 ? {} : { nextLabel: busy ? 'Opslaan...' : 'Opslaan' };
  return (
    <WizardFrame step={step} submit={submit} {...label}>
      {Body === undefined ? null : (
        <Suspense fallback={<PageLoader />}>
          <Body submit={submit} />
        </Suspense>
      )}
    </WizardFrame>
  );
}

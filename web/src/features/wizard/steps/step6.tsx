import { StepForm } from '../wizard-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { Step6Allowances } from '../step6/step6-allowances';

/** Step 6 'Toeslagen' (SPEC.md 2.11): samenloop, the pay types and the educations. */
export default function Step6({ submit }: StepBodyProps) {
  return (
    <StepForm submit={submit} label="Stap 6: Toeslagen">
      <Step6Allowances />
    </StepForm>
  );
}

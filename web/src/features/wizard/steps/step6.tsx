import { StepForm } from '../wizard-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { Step6Allowances } from '../step6/step6-allowances';
import { PackageSection } from '../package/package-section';

/** Step 6 'Toeslagen' (SPEC.md 2.11): samenloop, the pay types and the educations, then
 * the section 'Gelijkwaardige beloning' (issue 21). */
export default function Step6({ submit }: StepBodyProps) {
  return (
    <StepForm submit={submit} label="Stap 6: Toeslagen">
      <Step6Allowances />
      <PackageSection />
    </StepForm>
  );
}

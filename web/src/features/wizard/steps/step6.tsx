import { caoPackageDefaults, usesCao } from '@beloning/core/wizard';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/loader';
import { StepForm } from '../wizard-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { Step6Allowances } from '../step6/step6-allowances';
import { PackageSection } from '../package/package-section';
import { useWizard, useWizardAction } from '../store';
import { useCao } from '../use-cao';

/** Step 6 'Toeslagen' (SPEC.md 2.11): samenloop, the pay types and the educations, then
 * the section 'Gelijkwaardige beloning' (issue 21). For a new scheme on a cao, the section starts from the
 * cao's blocks (core's caoPackageDefaults), applied before the section shows. */
export default function Step6({ submit }: StepBodyProps) {
  const state = useWizard();
  const apply = useWizardAction();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  const cao = load.status === 'ready' ? load.cao : null;
  // Core decides whether the cao's blocks are offered; the same state back means there is nothing to do.
  const offering = cao !== null && caoPackageDefaults(state, cao) !== state;
  useEffect(() => {
    if (cao !== null) apply((current) => caoPackageDefaults(current, cao));
  }, [cao, apply]);
  if (load.status === 'loading') return <PageLoader />;
  return (
    <StepForm submit={submit} label="Stap 6: Toeslagen">
      <Step6Allowances />
      {offering ? null : <PackageSection cao={cao} />}
    </StepForm>
  );
}

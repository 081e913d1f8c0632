import { usesCao } from '@beloning/core/wizard';
import { StepForm } from '../wizard-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { Step5Jobs } from '../step5/step5-jobs';
import { useWizard } from '../store';
import { useCao } from '../use-cao';

/** Step 5 'Functies' (SPEC.md 2.11): per table its jobs, with the cao's jobs for reference. */
export default function Step5({ submit }: StepBodyProps) {
  const state = useWizard();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  return (
    <StepForm submit={submit} label="Stap 5: Functies">
      <Step5Jobs
        tables={state.salaryTables}
        cao={load.status === 'ready' ? load.cao : null}
        invalidTabs={submit.invalidTabs}
      />
    </StepForm>
  );
}

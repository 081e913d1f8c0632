import { usesCao } from '@beloning/core/wizard';
import { StepForm } from '../wizard-frame';
import type { StepBodyProps } from '../full-wizard-step';
import { Step3Tables } from '../step3/step3-tables';
import { useWizard } from '../store';
import { useCao } from '../use-cao';

/** Step 3 'Loontabellen' (SPEC.md 2.11): the salary tables as tabs, each with its settings. */
export default function Step3({ submit }: StepBodyProps) {
  const state = useWizard();
  const caoId = usesCao(state) ? (state.step2?.caoId ?? null) : null;
  const load = useCao(caoId);
  return (
    <StepForm submit={submit} label="Stap 3: Loontabellen">
      <Step3Tables
        tables={state.salaryTables}
        cao={load.status === 'ready' ? load.cao : null}
        invalidTabs={submit.invalidTabs}
      />
    </StepForm>
  );
}

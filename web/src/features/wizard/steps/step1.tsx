import { changeUsesCao, chooseOwnScheme } from '@beloning/core/wizard';
import type { StepBodyProps } from '../full-wizard-step';
import { BoundCheckbox, BoundRadioGroup } from '../fields';
import { StepForm } from '../wizard-frame';
import {
  EMPLOYERS_ORGANISATION_HINT,
  EMPLOYERS_ORGANISATION_LABEL,
  USES_CAO_LABEL,
  USES_CAO_OPTIONS,
} from '../wizard-step-texts';
import { useWizard } from '../store';

const start = () => ({ usesCao: null, withEmployersOrganisation: false });

/**
 * Step 1 'Beloningsregeling' (SPEC.md 2.11): a cao with own additions or an own scheme, and membership of
 * an employers' organisation (only with a cao). Another answer clears steps 2 to 9 (core's changeUsesCao,
 * chooseOwnScheme).
 */
export default function Step1({ submit }: StepBodyProps) {
  const state = useWizard();
  return (
    <StepForm submit={submit} label="Beloningsregeling">
      <BoundRadioGroup
        step={1}
        form="step1"
        field="usesCao"
        label={USES_CAO_LABEL}
        required
        start={start}
        options={USES_CAO_OPTIONS}
        onChange={(value) => (old) => (value === 0 ? chooseOwnScheme(old) : changeUsesCao(old, 1))}
      />
      {state.step1?.usesCao === 1 ? (
        <BoundCheckbox
          step={1}
          form="step1"
          field="withEmployersOrganisation"
          label={EMPLOYERS_ORGANISATION_LABEL}
          hint={EMPLOYERS_ORGANISATION_HINT}
          start={start}
        />
      ) : null}
    </StepForm>
  );
}

import type { ShortWizardStepNumber } from '@beloning/core/wizard';
import { ShortStep1 } from './step1';
import { ShortStep2 } from './step2';
import { ShortStep3 } from './step3';
import { ShortStep4 } from './step4';

/** A step of the short wizard: its form in the short wizard's frame. */
export function ShortWizardStep({ step }: { readonly step: ShortWizardStepNumber }) {
  switch (step) {
    case 1:
      return <ShortStep1 />;
    case 2:
      return <ShortStep2 />;
    case 3:
      return <ShortStep3 />;
    case 4:
      return <ShortStep4 />;
  }
}

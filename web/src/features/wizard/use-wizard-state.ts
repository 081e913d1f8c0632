import type { WizardState } from '@beloning/core/wizard';
import { useWizard } from './store';

/**
 * The stored wizard forms (lib/wizard-storage: one object of core's wizardStateSchema), through the
 * wizard's store (store.ts), so the route guards and the steps' forms read the same state.
 */
export function useWizardState(): WizardState {
  return useWizard();
}

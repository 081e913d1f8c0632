import type { StartWizardForm } from '../schemas/forms.js';
import { canEditSchemes, toRoute, type WizardDestination } from './destination.js';
import type { WizardState } from './state.js';
import { shortWizardStep, type ShortWizardStepNumber } from './steps.js';

/**
 * The short (cao compliance) wizard at /start-wizard (SPEC.md sections 2.12 and 4). Every function returns
 * a new form or state and leaves the given one untouched.
 */

/** A short-wizard form with nothing filled in. */
export function emptyStartWizardForm(): StartWizardForm {
  return {
    caoId: null,
    selected: null,
    hasJobsOption: null,
    withEmployersOrganisation: false,
    askForHelp: null,
    helpUitlenersSubscription: null,
    agreedToTerms: false,
    firstName: '',
    lastName: '',
    jobs: [],
  };
}

/** Picks the cao of option 1. Another cao than before empties the job list, which belonged to the old cao. */
export function changeShortWizardCao(form: StartWizardForm, caoId: number | null): StartWizardForm {
  if (form.caoId === caoId) return form;
  return { ...form, caoId, jobs: [] };
}

/**
 * The employers'-organisation checkbox. Ticking it resets the chosen cao (and so the jobs), because only the
 * most recent caos can then be picked; unticking widens the choice and keeps the cao.
 */
export function setShortWizardEmployersOrganisation(form: StartWizardForm, ticked: boolean): StartWizardForm {
  if (!ticked) return { ...form, withEmployersOrganisation: false };
  return { ...changeShortWizardCao(form, null), withEmployersOrganisation: true };
}

/**
 * Option 2, filling in themselves: the short-wizard form and the salary tables are cleared and the user goes
 * on to the full wizard.
 */
export function chooseOwnFilling(state: WizardState): { state: WizardState; destination: WizardDestination } {
  return {
    state: {
      ...state,
      startWizard: null,
      salaryTables: [],
      step3Done: false,
      step4Done: false,
      step5Done: false,
    },
    destination: toRoute('wizard'),
  };
}

/** What 'Volgende' on step 1 of the short wizard does. */
export type ShortWizardStep1Outcome =
  /** Option 1 with a cao: store the form and go to step 2. */
  | { kind: 'next'; destination: WizardDestination }
  /** Option 2 asking an agency for a proposal: show the confirmation dialog, then send the request. */
  | { kind: 'confirm-help-request' }
  /** Option 2 filling in themselves: apply chooseOwnFilling. */
  | { kind: 'own-filling' }
  /** An answer is missing; the step-1 rules say which ('Kies een cao', 'Veld is vereist'). */
  | { kind: 'incomplete' };

/**
 * Decides step 1 of the short wizard. `helpOffered` is true when agencies offered help (proposals enabled);
 * without it option 2 always means filling in themselves. Asking for help needs the agency chosen (with one
 * agency the web picks it automatically).
 */
export function shortWizardStep1Outcome(
  form: StartWizardForm,
  helpOffered: boolean,
): ShortWizardStep1Outcome {
  if (form.selected === 1) {
    return form.caoId === null
      ? { kind: 'incomplete' }
      : { kind: 'next', destination: toRoute(shortWizardStep(2).routeName) };
  }
  if (form.selected !== 2) return { kind: 'incomplete' };
  if (!helpOffered || form.askForHelp === 2) return { kind: 'own-filling' };
  if (form.askForHelp === 1 && form.helpUitlenersSubscription !== null)
    return { kind: 'confirm-help-request' };
  return { kind: 'incomplete' };
}

/**
 * The route guard of the short wizard: users without the permission inleners.create_inlenerscao go to the
 * overview; any step beyond step 1 needs a chosen cao, otherwise step 1 is shown. Requests beyond step 4
 * show step 4.
 */
export function shortWizardGuard(
  form: Pick<StartWizardForm, 'caoId'> | null,
  permissions: readonly string[],
  requested: number,
): WizardDestination {
  if (!canEditSchemes(permissions)) return toRoute('overview');
  return toRoute(shortWizardStep(allowedShortStep(form?.caoId ?? null, requested)).routeName);
}

function allowedShortStep(caoId: number | null, requested: number): ShortWizardStepNumber {
  if (!Number.isInteger(requested) || requested <= 1 || caoId === null) return 1;
  return requested >= 4 ? 4 : (requested as ShortWizardStepNumber);
}

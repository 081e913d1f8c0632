import { toRoute, type WizardDestination } from './destination.js';
import type { WizardState } from './state.js';
import { shortWizardStep, wizardStep, type ShortWizardStepNumber, type WizardStepNumber } from './steps.js';

/**
 * The 'Vorige' and 'Volgende' buttons, the breadcrumbs, the close button and what happens after saving
 * (SPEC.md sections 2.11, 2.12 and 4).
 */

/** 'Volgende' on a step of the full wizard; null on step 9, where 'Opslaan' saves instead. */
export function nextStep(step: WizardStepNumber): WizardDestination | null {
  if (step === 9) return null;
  return toRoute(wizardStep((step + 1) as WizardStepNumber).routeName);
}

/**
 * 'Vorige' on a step of the full wizard; null on step 1. From step 8 it goes to step 7 with fromStep8=true,
 * so step 7 does not show its introduction dialog again.
 */
export function previousStep(step: WizardStepNumber): WizardDestination | null {
  if (step === 1) return null;
  const target = wizardStep((step - 1) as WizardStepNumber).routeName;
  return step === 8 ? toRoute(target, {}, { fromStep8: 'true' }) : toRoute(target);
}

/** Step 7 explains where its cao text comes from on arrival, unless the user came back from step 8. */
export function showsCaoTextIntroduction(fromStep8: string | null | undefined): boolean {
  return fromStep8 !== 'true';
}

/** In the wizard header only the current and passed steps are clickable. */
export function isBreadcrumbClickable(step: number, currentStep: number): boolean {
  return step <= currentStep;
}

/** The close button (after confirmation): back to the agency for a proposal, otherwise to the overview. */
export function exitDestination(state: Pick<WizardState, 'proposalInlenerId'>): WizardDestination {
  return state.proposalInlenerId === null
    ? toRoute('overview')
    : { kind: 'agency-subscription', inlenersId: state.proposalInlenerId };
}

export interface AfterSaveInput {
  /** Set when the scheme was made for an agency proposal. */
  proposalInlenerId: number | null;
  /** Whether the scheme already has links to agencies. */
  hasKoppelingen: boolean;
  /** The guid from the save response. */
  guid: string;
}

/**
 * Where the user goes after saving in step 9: for an agency proposal back to the agency's page for the
 * hirer; otherwise to the overview when links to agencies exist, or to the links page with its invites
 * (inleners-cao-koppelingen, showInvites=true) when none exist yet.
 */
export function afterSaveDestination(input: AfterSaveInput): WizardDestination {
  if (input.proposalInlenerId !== null)
    return { kind: 'agency-subscription', inlenersId: input.proposalInlenerId };
  if (input.hasKoppelingen) return toRoute('overview');
  return toRoute('inleners-cao-koppelingen', { guid: input.guid }, { showInvites: 'true' });
}

/** 'Volgende' in the short wizard; null on step 4, where 'Opslaan' saves instead. */
export function shortNextStep(step: ShortWizardStepNumber): WizardDestination | null {
  if (step === 4) return null;
  return toRoute(shortWizardStep((step + 1) as ShortWizardStepNumber).routeName);
}

/** 'Vorige' in the short wizard goes back one step; null on step 1. */
export function shortPreviousStep(step: ShortWizardStepNumber): WizardDestination | null {
  if (step === 1) return null;
  return toRoute(shortWizardStep((step - 1) as ShortWizardStepNumber).routeName);
}

/** After a successful save of the short wizard: the new cao compliance's links page with its invites. */
export function afterShortSaveDestination(caoComplianceId: number): WizardDestination {
  return toRoute('cao-compliance-koppelingen', { id: String(caoComplianceId) }, { showInvites: 'true' });
}

import {
  proposalWizardGuard,
  shortWizardGuard,
  shortWizardStepByRouteName,
  wizardGuard,
  wizardStepByRouteName,
  type WizardDestination,
  type WizardStepInfo,
} from '@beloning/core/wizard';
import { Navigate, useMatches } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { useUser } from '../../lib/session';
import { useSessionKind } from '../../lib/session-kind';
import { NO_WIZARD_PERMISSION } from './wizard-texts';
import { destinationPath } from './wizard-shell';
import { useWizardState } from './use-wizard-state';
import { FullWizardStep } from './full-wizard-step';
import { ShortWizardStep } from './short/short-wizard-step';

/** What the overview shows after a wizard sent the user back (RedirectNotice reads it). */
export interface WizardRedirectState {
  readonly notice: string;
}

/** The route name of the deepest matched route: the step this page is. */
function useCurrentRouteName(): string {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return (last?.handle as { name?: string } | undefined)?.name ?? '';
}

/**
 * Follows a guard's answer: the overview with a Dutch notice for users without the permission, another step
 * when the requested one is not reachable, or null to show the requested step.
 */
function guardRedirect(destination: WizardDestination, current: WizardStepInfo) {
  if (destination.kind === 'route' && destination.name === 'overview') {
    const state: WizardRedirectState = { notice: NO_WIZARD_PERMISSION };
    return <Navigate to={pathFor('overview')} state={state} replace />;
  }
  if (destination.kind === 'route' && destination.name === current.routeName) return null;
  return <Navigate to={destinationPath(destination)} replace />;
}

/**
 * A step of the full wizard /inleners-wizard (SPEC.md 2.3, 2.11 and 4): core's wizardGuard on the stored
 * wizard state decides permission and reachability; 'Volgende' is open only when core calls the next step
 * reachable.
 */
export function FullWizardStepPage() {
  const step = wizardStepByRouteName(useCurrentRouteName());
  const state = useWizardState();
  const permissions = useUser()?.permissions ?? [];
  const agency = useSessionKind() === 'uitlener';
  if (step === null) return <Navigate to={pathFor('wizard')} replace />;
  // An agency is here only to make a proposal (core's proposalWizardGuard); a hirer needs the permission.
  const destination = agency
    ? proposalWizardGuard(state, step.number)
    : wizardGuard(state, permissions, step.number);
  const redirect = guardRedirect(destination, step);
  if (redirect !== null) return redirect;
  return <FullWizardStep key={step.number} step={step.number} />;
}

/**
 * A step of the short wizard /start-wizard (SPEC.md 2.3, 2.12 and 4): core's shortWizardGuard decides
 * permission and whether a step beyond step 1 may open (it needs the chosen cao).
 */
export function ShortWizardStepPage() {
  const step = shortWizardStepByRouteName(useCurrentRouteName());
  const state = useWizardState();
  const permissions = useUser()?.permissions ?? [];
  if (step === null) return <Navigate to={pathFor('start-wizard')} replace />;
  const redirect = guardRedirect(shortWizardGuard(state.startWizard, permissions, step.number), step);
  if (redirect !== null) return redirect;
  return <ShortWizardStep key={step.number} step={step.number} />;
}

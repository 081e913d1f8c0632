import type { InlenersCao } from '../schemas/scheme.js';
import { toRoute, type WizardDestination } from './destination.js';
import { wizardStateFromScheme } from './load-scheme.js';
import { emptyWizardState, hasDraft, reachableStep, type WizardState } from './state.js';
import { wizardStep } from './steps.js';

/**
 * An agency's proposal (SPEC.md 2.13 and 2.11): the full wizard for a hirer, saved as a proposal the hirer
 * accepts or rejects. The agency never sees the hirer's links, and signs with its own name in step 9.
 */

/**
 * 'Voorstel maken' for hirer `inlenersId`: an empty wizard, or for a proposal to change a scheme the hirer
 * shared with the agency, that scheme's version as the agency reads it (its content, its id and version, so a
 * save against a newer version is refused), without the hirer's links and signature. Opens at step 1.
 */
export function proposalWizardState(inlenersId: number, scheme?: InlenersCao): WizardState {
  const base = scheme === undefined ? emptyWizardState() : wizardStateFromScheme(scheme).state;
  return { ...base, proposalInlenerId: inlenersId, koppelingen: [], step9: null };
}

/** An unfinished proposal for this hirer is stored: the screen offers to go on with it or start a new one. */
export function hasProposalDraft(state: WizardState, inlenersId: number): boolean {
  return state.proposalInlenerId === inlenersId && hasDraft(state);
}

/**
 * The full wizard's guard for an agency session: a proposal goes to the requested step or the last allowed
 * one; without a proposal the agency has nothing to do in the wizard and goes to its own area.
 */
export function proposalWizardGuard(state: WizardState, requested: number): WizardDestination {
  if (state.proposalInlenerId === null) return toRoute('uitlenersportaal');
  return toRoute(wizardStep(reachableStep(state, requested)).routeName);
}

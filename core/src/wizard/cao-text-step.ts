import { caoTextClean } from '../format/cao-text.js';
import { wizardForms, type StepContext } from './complete-step.js';
import type { WizardState } from './state.js';

/**
 * Step 7 'Samenvatting' (SPEC.md 2.11): the cao text, in the portal's editor or the terminal's. Both change it
 * through these actions, so what is kept is within the cao-text contract (caoTextClean).
 */

/** What step 7 says on arrival, unless the user came back from step 8 (showsCaoTextIntroduction). */
export const CAO_TEXT_INTRODUCTION =
  "De tekst hieronder komt uit de standaard-cao. Wijkt u af van de cao, pas de tekst dan zelf aan. Onderaan staat 'Volgende'.";

/** The cao text as typed, pasted or read from a file, kept within the contract; the original stays. */
export function withCaoText(state: WizardState, context: StepContext, html: string): WizardState {
  const form = wizardForms(state, context).step7;
  return { ...state, step7: { ...form, caoText: caoTextClean(html) } };
}

/** 'Reset': the original cao text back; nothing changes when there is none (the button is not shown then). */
export function withOriginalCaoText(state: WizardState, context: StepContext): WizardState {
  const form = wizardForms(state, context).step7;
  if (form.originalCaoText === null) return state;
  return { ...state, step7: { ...form, caoText: form.originalCaoText } };
}

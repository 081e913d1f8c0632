import { SCHEME_DEFAULTS } from '../base/limits.js';
import { validateForm } from '../rules/engine.js';
import {
  periodicIncreaseIssues,
  step3Issues,
  step4Issues,
  step5Issues,
  step6Issues,
} from '../rules/step-rules.js';
import { issue, issuesFromErrors, type StepIssue } from '../rules/wizard-errors.js';
import { step1RuleSets, step9RuleSets, validateStep2 } from '../rules/wizard-forms.js';
import type { Cao } from '../schemas/cao.js';
import type { Step1Form, Step2Form, Step6Form, Step7Form, Step9Form } from '../schemas/forms.js';
import type { InlenersCaoPayload } from '../schemas/scheme-payload-schema.js';
import {
  SchemePayloadError,
  schemeContent,
  toInlenersCaoPayload,
  type SchemeContent,
} from '../schemas/scheme-payload.js';
import type { EquivalentPackage } from '../schemas/equivalent-package.js';
import { emptyStep6Form } from '../werksoorten/answers.js';
import type { WizardState } from './state.js';
import type { WizardStepNumber } from './steps.js';
import { caoTableForms } from './tables.js';
import { completeTableStep } from './transitions.js';
import { packageFromForm } from './package-form.js';

/**
 * The full wizard's middle layer (SPEC.md 2.11, 4 and 5), one for every client as TanStack Query keeps its
 * logic in query-core: per step one list of checks (stepIssues) and one completion (completeStep) that gives
 * the new state and where to go, or the Dutch issues. The portal, the terminal wizard and the server's save
 * all run these checks, so they agree exactly.
 */

/** What the steps need besides the state. */
export interface StepContext {
  /**
   * The cao chosen in step 2, loaded in full (its minimums raise step 2's, its tables seed step 3, its text
   * starts step 7); null for an own scheme or while it loads.
   */
  readonly cao: Cao | null;
}

/** Shown when 'Volgende' is pressed while the chosen cao is still being loaded. */
export const CAO_LOADING_MESSAGE = 'De gegevens van de cao worden nog geladen. Probeer het zo opnieuw.';

/** Step 2 of an own scheme, or of a cao scheme before a cao is picked: the statutory defaults. */
export function emptyStep2Form(): Step2Form {
  return {
    caoId: null,
    startDate: '',
    endDate: '',
    vacationType: SCHEME_DEFAULTS.vacationType,
    vacationAmount: SCHEME_DEFAULTS.vacationAmount,
    vacationAllowance: SCHEME_DEFAULTS.vacationAllowance,
    yearEndBonusType: SCHEME_DEFAULTS.yearEndBonusType,
    yearEndBonusAmount: SCHEME_DEFAULTS.yearEndBonusAmount,
    yearEndBonusComment: '',
    oneOffBonuses: [],
  };
}

/** Step 9 before anything is filled in. */
export function emptyStep9Form(): Step9Form {
  return { agreedToTerms: false, followSalaryTables: null, firstName: '', lastName: '' };
}

/** The forms of every step as the user sees them: what is stored, or the step's starting values. */
export interface WizardForms {
  readonly step1: Step1Form;
  readonly step2: Step2Form;
  readonly step6: Step6Form;
  readonly step7: Step7Form;
  readonly step9: Step9Form;
}

/**
 * The forms a step shows: the stored form, or its start (step 7 starts from the cao's text, which is also
 * its original for 'Reset').
 */
export function wizardForms(state: WizardState, context: StepContext): WizardForms {
  const caoText = context.cao?.id === state.step2?.caoId ? (context.cao?.cao_text ?? null) : null;
  return {
    step1: state.step1 ?? { usesCao: null, withEmployersOrganisation: false },
    step2: state.step2 ?? emptyStep2Form(),
    step6: state.step6 ?? emptyStep6Form(),
    step7: state.step7 ?? { caoText: caoText ?? '', originalCaoText: caoText },
    step9: state.step9 ?? emptyStep9Form(),
  };
}

/** Whether the scheme follows a cao (step 1 answered 'yes'). */
export function usesCao(state: WizardState): boolean {
  return state.step1?.usesCao === 1;
}

/** Step 9's context: Ja/Nee on following the cao's tables only for a cao scheme that is no proposal. */
function step9Context(state: WizardState) {
  return { basedOnCao: usesCao(state), isProposal: state.proposalInlenerId !== null };
}

/** The chosen cao when it is loaded, else null. */
function chosenCao(state: WizardState, context: StepContext): Cao | null {
  const caoId = state.step2?.caoId ?? null;
  return caoId !== null && context.cao?.id === caoId ? context.cao : null;
}

/**
 * Every problem that keeps the user on `step`, in Dutch, each with its field (form path such as
 * 'oneOffBonuses.0.amount') and, for table steps, its table. Steps 7 and 8 have none.
 */
export function stepIssues(state: WizardState, step: WizardStepNumber, context: StepContext): StepIssue[] {
  const forms = wizardForms(state, context);
  switch (step) {
    case 1:
      return issuesFromErrors(validateForm(step1RuleSets, forms.step1));
    case 2: {
      const cao = usesCao(state) ? chosenCao(state, context) : null;
      const issues = issuesFromErrors(validateStep2(forms.step2, { cao, usesCao: usesCao(state) }));
      if (usesCao(state) && forms.step2.caoId !== null && cao === null)
        return [...issues, issue(CAO_LOADING_MESSAGE)];
      return issues;
    }
    case 3:
      return [...step3Issues(state.salaryTables), ...periodicIncreaseIssues(state.salaryTables)];
    case 4:
      return step4Issues(state.salaryTables);
    case 5:
      return step5Issues(state.salaryTables);
    case 6:
      return [...step6Issues(forms.step6), ...packageFromForm(state.packageForm).issues];
    case 7:
    case 8:
      return [];
    case 9:
      return issuesFromErrors(validateForm(step9RuleSets(step9Context(state)), forms.step9));
  }
}

export type StepCompletion =
  | { readonly ok: true; readonly state: WizardState; readonly destination: WizardStepNumber | 'save' }
  | { readonly ok: false; readonly issues: readonly StepIssue[] };

/**
 * 'Volgende' on `step`: the step's checks, then the state with the step completed and where to go. Step 1
 * starts step 2 from the defaults; step 2 of a cao scheme without tables seeds the cao's tables; steps 3 to
 * 5 record that they were completed; steps 6 and 7 keep what the user saw; step 9 goes to the save.
 */
export function completeStep(
  state: WizardState,
  step: WizardStepNumber,
  context: StepContext,
): StepCompletion {
  const issues = stepIssues(state, step, context);
  if (issues.length > 0) return { ok: false, issues };
  const forms = wizardForms(state, context);
  switch (step) {
    case 1:
      return { ok: true, state: { ...state, step1: forms.step1, step2: forms.step2 }, destination: 2 };
    case 2: {
      const cao = chosenCao(state, context);
      const seed = usesCao(state) && state.salaryTables.length === 0 && cao !== null;
      return {
        ok: true,
        state: { ...state, step2: forms.step2, ...(seed ? { salaryTables: caoTableForms(cao) } : {}) },
        destination: 3,
      };
    }
    case 3:
    case 4:
    case 5:
      return { ok: true, state: completeTableStep(state, step), destination: (step + 1) as 4 | 5 | 6 };
    case 6:
      return { ok: true, state: { ...state, step6: forms.step6 }, destination: 7 };
    case 7:
      return { ok: true, state: { ...state, step7: forms.step7 }, destination: 8 };
    case 8:
      return { ok: true, state, destination: 9 };
    case 9:
      return { ok: true, state: { ...state, step9: forms.step9 }, destination: 'save' };
  }
}

/**
 * The POST or PUT inleners-cao payload of a completed wizard (core's toInlenersCaoPayload over the forms
 * the user sees), with inlener_cao_id and expected_version when a saved scheme is edited.
 */
export function wizardPayload(state: WizardState, context: StepContext): InlenersCaoPayload {
  const forms = wizardForms(state, context);
  return toInlenersCaoPayload({
    ...forms,
    salaryTables: state.salaryTables,
    proposalInlenerId: state.proposalInlenerId,
    inlenerCaoId: state.inlenerCaoId,
    expectedVersion: state.expectedVersion,
    equivalentPackage: wizardPackage(state),
  });
}

/**
 * The package the save sends: step 6's form once the user (or the load of a saved scheme) filled it, else the
 * package the edit started from. A block with issues goes as typed, so the server refuses it, never dropped;
 * a number that reads two ways ('1.250') throws SchemePayloadError 'ambiguous_number', as everywhere else in
 * the payload, since sent as typed it would be read as a dot decimal.
 */
export function wizardPackage(state: WizardState): EquivalentPackage | null {
  if (state.packageForm === null) return state.equivalentPackage;
  const read = packageFromForm(state.packageForm);
  if (read.ambiguous !== null) throw new SchemePayloadError('ambiguous_number', read.ambiguous);
  return read.equivalentPackage;
}

/**
 * Step 8's full detail of a scheme that is compared with no cao (SPEC.md 2.11): what the scheme will hold once
 * saved, as the detail page shows a saved one, read from the same payload 'Opslaan' sends (wizardPayload). Step
 * 9 is not filled in yet, so it holds no signer. Throws as wizardPayload does (SchemePayloadError) when an
 * earlier step is not complete.
 */
export function wizardSchemeContent(state: WizardState, context: StepContext): SchemeContent {
  return schemeContent(wizardPayload(state, context));
}

import { z } from 'zod';
import {
  salaryTableFormSchema,
  startWizardFormSchema,
  step1FormSchema,
  step2FormSchema,
  step6FormSchema,
  step7FormSchema,
  step9FormSchema,
} from '../schemas/forms.js';
import { equivalentPackageSchema } from '../schemas/equivalent-package.js';
import { packageFormSchema } from './package-form.js';
import { canEditSchemes, toRoute, type WizardDestination } from './destination.js';
import { wizardStep, type WizardStepNumber } from './steps.js';

/** An agency link made while editing a scheme, shared on save (step 9 'shared agency contacts'). */
export const wizardKoppelingSchema = z.object({
  kvk_nr: z.string(),
  handelsnaam: z.string(),
  contact_email: z.string(),
});
export type WizardKoppeling = z.infer<typeof wizardKoppelingSchema>;

/**
 * Everything both wizards keep in local storage (SPEC.md section 3); parse what is read back with this
 * schema. A step form is null until the user leaves that step with 'Volgende'. Steps 3, 4 and 5 all edit the
 * salary tables, so each records with a flag that the user completed it.
 */
export const wizardStateSchema = z.object({
  step1: step1FormSchema.nullable(),
  step2: step2FormSchema.nullable(),
  salaryTables: z.array(salaryTableFormSchema),
  step3Done: z.boolean(),
  step4Done: z.boolean(),
  step5Done: z.boolean(),
  step6: step6FormSchema.nullable(),
  step7: step7FormSchema.nullable(),
  step9: step9FormSchema.nullable(),
  /** The short (cao compliance) wizard's form. */
  startWizard: startWizardFormSchema.nullable(),
  /** The hirer an agency prepares a proposal for (proposal_inlener_id); null for the hirer's own work. */
  proposalInlenerId: z.number().int().nullable(),
  /** The saved scheme being edited (inlener_cao_id); null for a new scheme. */
  inlenerCaoId: z.number().int().nullable(),
  /** The version an edit started from, sent as expected_version so a stale save is refused; null when new. */
  expectedVersion: z.number().int().nullable().default(null),
  /** The saved scheme being edited by its guid, for the pages that show it (a refused save offers its newest). */
  schemeGuid: z.string().nullable().default(null),
  koppelingen: z.array(wizardKoppelingSchema),
  /**
   * The gelijkwaardige-beloning package of the scheme being edited, kept as saved so a save keeps it (step 6 edits it
   * through `packageForm`); null for a new scheme or one without.
   */
  equivalentPackage: equivalentPackageSchema.nullable().default(null),
  /**
   * Step 6's 'Gelijkwaardige beloning' as typed (package-form.ts); once set it is what the save sends instead
   * of `equivalentPackage`. Null while the section was never touched and no saved scheme with a package is
   * being edited.
   */
  packageForm: packageFormSchema.nullable().default(null),
  /**
   * The cao whose package step 6 offered a new scheme as its starting point, and the blocks as offered
   * (cao-package.ts' caoPackageDefaults): offered once per cao, so a block the user clears stays empty, and a
   * block still as offered follows another cao picked later. Null until a cao was offered.
   */
  packageCaoOffer: z.object({ caoId: z.number().int(), blocks: packageFormSchema }).nullable().default(null),
});
export type WizardState = z.infer<typeof wizardStateSchema>;

/** A wizard with nothing filled in. */
export function emptyWizardState(): WizardState {
  return {
    step1: null,
    step2: null,
    salaryTables: [],
    step3Done: false,
    step4Done: false,
    step5Done: false,
    step6: null,
    step7: null,
    step9: null,
    startWizard: null,
    proposalInlenerId: null,
    inlenerCaoId: null,
    expectedVersion: null,
    schemeGuid: null,
    koppelingen: [],
    equivalentPackage: null,
    packageForm: null,
    packageCaoOffer: null,
  };
}

/**
 * Whether a step of the full wizard is filled: step 1 has a choice; step 2 is saved and, when a cao is used,
 * names one; step 3 is completed with at least one table; steps 4 and 5 are completed; step 6 is saved with
 * its required 'samenloop' answer; steps 7 and 9 are saved. Step 8 is a view and always counts as filled.
 */
export function isStepFilled(state: WizardState, step: WizardStepNumber): boolean {
  switch (step) {
    case 1:
      return state.step1 !== null && state.step1.usesCao !== null;
    case 2:
      return state.step2 !== null && (state.step1?.usesCao !== 1 || state.step2.caoId !== null);
    case 3:
      return state.step3Done && state.salaryTables.length > 0;
    case 4:
      return state.step4Done;
    case 5:
      return state.step5Done;
    case 6:
      return state.step6 !== null && state.step6.bonusCombination !== null;
    case 7:
      return state.step7 !== null;
    case 8:
      return true;
    case 9:
      return state.step9 !== null;
  }
}

/**
 * The furthest step the user may open: step N is reachable when every earlier step is filled (1 to 7; step 8
 * is a view), so with steps 1 to 7 filled both 8 and 9 are open and 9 is the furthest.
 */
export function furthestReachableStep(state: WizardState): WizardStepNumber {
  const steps: WizardStepNumber[] = [1, 2, 3, 4, 5, 6, 7, 8];
  return steps.find((step) => !isStepFilled(state, step)) ?? 9;
}

/**
 * The step to show when the user asks for `requested`: the requested step when it is reachable, otherwise
 * the last allowed step. A number below 1 or not a whole number shows step 1.
 */
export function reachableStep(state: WizardState, requested: number): WizardStepNumber {
  const furthest = furthestReachableStep(state);
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return requested >= furthest ? furthest : (requested as WizardStepNumber);
}

/**
 * The route guard of the full wizard: users without the permission inleners.create_inlenerscao go to the
 * overview; the others to the requested step, or the last allowed one.
 */
export function wizardGuard(
  state: WizardState,
  permissions: readonly string[],
  requested: number,
): WizardDestination {
  if (!canEditSchemes(permissions)) return toRoute('overview');
  return toRoute(wizardStep(reachableStep(state, requested)).routeName);
}

/** True when anything was filled in, so starting fresh needs the user's confirmation. */
export function hasDraft(state: WizardState): boolean {
  return (
    state.step1 !== null ||
    state.step2 !== null ||
    state.salaryTables.length > 0 ||
    state.step6 !== null ||
    state.step7 !== null ||
    state.step9 !== null ||
    state.startWizard !== null ||
    state.proposalInlenerId !== null ||
    state.inlenerCaoId !== null ||
    state.koppelingen.length > 0 ||
    state.packageForm !== null
  );
}

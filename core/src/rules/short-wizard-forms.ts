import type { StartWizardForm } from '../schemas/forms.js';
import {
  mergeErrors,
  ruleSet,
  ruleSetWhen,
  validateForm,
  validateItems,
  type FormErrors,
  type FormRuleSets,
} from './engine.js';
import { answered, caoRequired, maxLength, membershipRequired, required } from './generic.js';
import { MAX_LENGTH } from '../base/limits.js';

/** The field rules of the short (cao compliance) wizard, SPEC.md 2.12 and 5.2. */

export interface StartStep1Context {
  /** How many agencies offered help (proposals enabled). With none, help is not asked. */
  readonly helpingAgencies: number;
}

const followsCao = (form: StartWizardForm): boolean => form.selected === 1;
const inHelpBranch =
  (context: StartStep1Context) =>
  (form: StartWizardForm): boolean =>
    form.selected === 2 && context.helpingAgencies > 0;

/**
 * Step 1: option 1 (follow a cao) or 2 (own arrangement). Option 1 needs a cao ('Kies een cao'). Option 2, when
 * agencies offered help, needs the answer whether to ask for it; asking with several agencies needs the agency
 * (with exactly one it is picked automatically).
 */
export function startStep1RuleSets(context: StartStep1Context): FormRuleSets<StartWizardForm> {
  const askingHelp = inHelpBranch(context);
  return {
    selected: ruleSet(answered),
    caoId: ruleSetWhen(followsCao, ruleSet(caoRequired)),
    withEmployersOrganisation: ruleSetWhen(followsCao, ruleSet(membershipRequired)),
    askForHelp: ruleSetWhen(askingHelp, ruleSet(answered)),
    helpUitlenersSubscription: ruleSetWhen(
      (form: StartWizardForm) => askingHelp(form) && form.askForHelp === 1 && context.helpingAgencies > 1,
      ruleSet(answered),
    ),
  };
}

export type StartWizardJobForm = StartWizardForm['jobs'][number];

/** A job of short-wizard step 2: Naam (required, at most 160), Loontabel and Minimumschaal required; Aard optional. */
export const startWizardJobRuleSets: FormRuleSets<StartWizardJobForm> = {
  name: ruleSet(required, maxLength(MAX_LENGTH.jobTitle)),
  salary_table_id: ruleSet(answered),
  minimal_payscale: ruleSet(required),
};

/** Step 2: whether jobs deviate from the cao must be answered. */
export const startStep2RuleSets: FormRuleSets<StartWizardForm> = {
  hasJobsOption: ruleSet(answered),
};

/** Step 2 as a whole: the answer, and with option 1 each job ('jobs.{index}.{field}'). */
export function validateStartStep2(form: StartWizardForm): FormErrors {
  const jobs = form.hasJobsOption === 1 ? validateItems('jobs', startWizardJobRuleSets, form.jobs) : {};
  return mergeErrors(validateForm(startStep2RuleSets, form), jobs);
}

/** Step 4: names and the terms ticked (Opslaan stays disabled until they are). */
export const startStep4RuleSets: FormRuleSets<StartWizardForm> = {
  firstName: ruleSet(required, maxLength(MAX_LENGTH.firstName)),
  lastName: ruleSet(required, maxLength(MAX_LENGTH.lastName)),
  agreedToTerms: ruleSet(required),
};

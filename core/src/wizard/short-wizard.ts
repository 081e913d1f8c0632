import { formatDutchDate } from '../format/dates.js';
import type { Cao } from '../schemas/cao.js';
import type { CaoCompliance } from '../schemas/cao-compliance.js';
import type { StartWizardForm } from '../schemas/forms.js';
import type { AardType } from '../schemas/lookups.js';
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

/** A job of short-wizard step 2. */
export type ShortWizardJob = StartWizardForm['jobs'][number];

/** A job row with nothing filled in ('Functie toevoegen'). */
export function emptyShortWizardJob(): ShortWizardJob {
  return { job_id: null, name: '', aard: null, salary_table_id: null, minimal_payscale: null };
}

/**
 * Step 2's answer: jobs that are not in or deviate from the cao (1), or all jobs are in the cao (2). With
 * option 1 and no job yet, one empty row is added to fill in (SPEC.md 2.12); the rows are kept with option 2,
 * so switching back loses nothing, and only option 1 sends them.
 */
export function setShortWizardJobsOption(form: StartWizardForm, option: 1 | 2): StartWizardForm {
  const jobs = option === 1 && form.jobs.length === 0 ? [emptyShortWizardJob()] : form.jobs;
  return { ...form, hasJobsOption: option, jobs };
}

/** Adds an empty job row at the end. */
export function addShortWizardJob(form: StartWizardForm): StartWizardForm {
  return { ...form, jobs: [...form.jobs, emptyShortWizardJob()] };
}

/** Removes the job row at `index`. */
export function removeShortWizardJob(form: StartWizardForm, index: number): StartWizardForm {
  return { ...form, jobs: form.jobs.filter((_, at) => at !== index) };
}

/**
 * Changes the job row at `index`. Another salary table has other payscales, so choosing one clears the minimum
 * payscale (which is only enabled once a table is chosen).
 */
export function changeShortWizardJob(
  form: StartWizardForm,
  index: number,
  changes: Partial<Pick<ShortWizardJob, 'name' | 'aard' | 'salary_table_id' | 'minimal_payscale'>>,
): StartWizardForm {
  return {
    ...form,
    jobs: form.jobs.map((job, at) => {
      if (at !== index) return job;
      const next = { ...job, ...changes };
      if (changes.salary_table_id !== undefined && changes.salary_table_id !== job.salary_table_id) {
        return { ...next, minimal_payscale: changes.minimal_payscale ?? null };
      }
      return next;
    }),
  };
}

/** An agency's invitation as the short wizard reads it (GET inleners/uitlener-invites/). */
export interface ShortWizardInvite {
  readonly subscription: number;
  readonly company_name: string;
  readonly email: string;
  readonly proposals_enabled: boolean;
}

/** The agencies that offer help: invitations with proposals enabled. */
export function helpingAgencies<T extends ShortWizardInvite>(invites: readonly T[]): T[] {
  return invites.filter((invite) => invite.proposals_enabled);
}

/**
 * Option 2's answer whether to ask an agency for a proposal (1) or fill in themselves (2). With exactly one
 * agency offering help, asking picks it (SPEC.md 5.2); with several, the user picks one ('Selecteer de
 * uitlener').
 */
export function setShortWizardAskForHelp(
  form: StartWizardForm,
  answer: 1 | 2,
  agencies: readonly ShortWizardInvite[],
): StartWizardForm {
  const [only] = agencies;
  const picked =
    answer === 1 && agencies.length === 1 && only !== undefined
      ? only.subscription
      : form.helpUitlenersSubscription;
  return { ...form, askForHelp: answer, helpUitlenersSubscription: picked };
}

/** The agency the help request goes to, among those offering help; undefined when none is chosen. */
export function chosenHelpAgency<T extends ShortWizardInvite>(
  form: Pick<StartWizardForm, 'helpUitlenersSubscription'>,
  agencies: readonly T[],
): T | undefined {
  return agencies.find((agency) => agency.subscription === form.helpUitlenersSubscription);
}

/**
 * The agency a user already asked for a proposal (the user's uitlener_asked_for_help), among the agencies that
 * invited the company; null when the user asked none. An agency that no longer shows among the invitations
 * is still named generically, so the request can be withdrawn.
 */
export function askedHelpAgency<T extends ShortWizardInvite>(
  askedFor: number | null,
  invites: readonly T[],
): T | { readonly subscription: number; readonly company_name: null; readonly email: null } | null {
  if (askedFor === null) return null;
  return (
    invites.find((invite) => invite.subscription === askedFor) ?? {
      subscription: askedFor,
      company_name: null,
      email: null,
    }
  );
}

/** The label of an aard code ('Onbekend' without one, or for a code the list does not know). */
export function aardLabel(aardTypes: readonly AardType[], code: string | null): string {
  if (code === null) return 'Onbekend';
  return aardTypes.find(([known]) => known === code)?.[1] ?? 'Onbekend';
}

/** A job of the cao as step 2 lists it beside the own jobs. */
export interface CaoJobRow {
  readonly name: string;
  readonly aard: string | null;
  readonly tableName: string;
  readonly minimalPayscale: string | null;
}

/**
 * The cao's own jobs, read-only beside the own jobs of step 2: a job that every table of a series lists is
 * shown once, with the newest table.
 */
export function caoJobRows(cao: Pick<Cao, 'salary_tables'>): CaoJobRow[] {
  const byName = new Map<string, CaoJobRow>();
  const sorted = [...cao.salary_tables].sort((a, b) => a.active_per.localeCompare(b.active_per));
  for (const table of sorted) {
    for (const job of table.jobs) {
      byName.set(job.name, {
        name: job.name,
        aard: job.aard,
        tableName: table.name,
        minimalPayscale: job.minimal_payscale,
      });
    }
  }
  return [...byName.values()];
}

/**
 * A cao table as the Loontabel lists name it: its name, with its start date when another table of the cao
 * has the same name ('Schoonmaak (01-07-2025)').
 */
export function caoTableLabel(
  table: Pick<Cao['salary_tables'][number], 'name' | 'active_per'>,
  tables: readonly Pick<Cao['salary_tables'][number], 'name' | 'active_per'>[],
): string {
  const shared = tables.some((other) => other !== table && other.name === table.name);
  return shared ? `${table.name} (${formatDutchDate(table.active_per)})` : table.name;
}

/**
 * A cao compliance's 'new cao version' (SPEC.md 2.10): a compliance is never changed, so following the new
 * version means recording it again. The short wizard starts on the new version with option 1 and the
 * compliance's own jobs (their names and aard); their table and minimum scale are chosen again, as the new
 * version has tables of its own. Null when the compliance's cao has no newer version.
 */
export function shortWizardForNewCaoVersion(
  compliance: Pick<CaoCompliance, 'jobs' | 'new_cao_version'>,
): StartWizardForm | null {
  const [caoId] = compliance.new_cao_version;
  if (typeof caoId !== 'number') return null;
  return {
    ...emptyStartWizardForm(),
    selected: 1,
    caoId,
    hasJobsOption: compliance.jobs.length > 0 ? 1 : 2,
    jobs: compliance.jobs.map((job) => ({
      ...emptyShortWizardJob(),
      name: job.name,
      aard: job.aard,
    })),
  };
}

import type { ApiClient } from '@beloning/core/api';
import { fromInlenersCao, type InlenersCao } from '@beloning/core/schemas';
import {
  emptyWizardState,
  loadNewCaoVersion,
  startFresh,
  wizardStateSchema,
  wizardStep,
  type WizardState,
} from '@beloning/core/wizard';
import { pathFor } from '../../lib/routes';
import { WIZARD_STORAGE_KEY } from '../../lib/wizard-storage';

/**
 * What the overview's buttons hand to the wizards: the wizard forms in localStorage (one object of core's
 * wizardStateSchema under WIZARD_STORAGE_KEY, lib/wizard-storage) and the path of the step to open. The
 * clearing and loading rules are core's; this only reads, writes and picks the route.
 */

/** The stored wizard forms, or an empty wizard when nothing (or something unreadable) is stored. */
export function readWizardState(storage: Storage = localStorage): WizardState {
  try {
    const raw = storage.getItem(WIZARD_STORAGE_KEY);
    if (raw === null) return emptyWizardState();
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyWizardState();
  } catch {
    return emptyWizardState();
  }
}

export function writeWizardState(state: WizardState, storage: Storage = localStorage): void {
  storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  // The wizard's atoms follow localStorage; tell them in this tab too.
  window.dispatchEvent(new StorageEvent('storage', { key: WIZARD_STORAGE_KEY }));
}

/** The path of a full-wizard step (core's step metadata names the route). */
export function wizardStepPath(step: Parameters<typeof wizardStep>[0]): string {
  return wizardStep(step).fullPath;
}

/** 'Nieuwe beloningsregeling': core's startFresh, applied after confirmation when a draft exists. */
export function newSchemePlan(): { needsConfirmation: boolean; apply: () => string } {
  const result = startFresh(readWizardState());
  return {
    needsConfirmation: result.needsConfirmation,
    apply: () => {
      writeWizardState(result.state);
      return pathFor('start-wizard');
    },
  };
}

/**
 * The wizard forms for editing a saved scheme: core's fromInlenersCao, the table steps counted as done (the
 * saved tables passed them), and the scheme's connected links as the step-9 contacts.
 */
export function editingState(scheme: InlenersCao): WizardState {
  const forms = fromInlenersCao(scheme);
  return {
    ...emptyWizardState(),
    step1: forms.step1,
    step2: forms.step2,
    salaryTables: forms.salaryTables,
    step3Done: forms.salaryTables.length > 0,
    step4Done: forms.salaryTables.length > 0,
    step5Done: forms.salaryTables.length > 0,
    step6: forms.step6,
    step7: forms.step7,
    step9: forms.step9,
    inlenerCaoId: forms.inlenerCaoId,
    koppelingen: scheme.koppelingen
      .filter((koppeling) => !koppeling.disabled)
      .map(({ kvk_nr, handelsnaam, contact_email }) => ({ kvk_nr, handelsnaam, contact_email })),
  };
}

/** 'Wijzigen': the scheme's newest version in the wizard, opened at step 1. */
export async function editScheme(api: ApiClient, guid: string): Promise<string> {
  writeWizardState(editingState(await api.schemes.get(guid)));
  return wizardStepPath(1);
}

/**
 * A newer cao version (new_cao_version): the scheme in the wizard with the new cao on step 2 and the
 * minimums raised (core's loadNewCaoVersion); the wizard opens at step 2.
 */
export async function editWithNewCaoVersion(api: ApiClient, guid: string, caoId: number): Promise<string> {
  const [scheme, cao] = await Promise.all([api.schemes.get(guid), api.caos.get(caoId)]);
  writeWizardState(loadNewCaoVersion(editingState(scheme), cao));
  return wizardStepPath(2);
}

/**
 * Newer cao tables in the series the scheme's tables are based on (has_new_based_on_tables): the scheme in
 * the wizard with those tables added after its own, based on the cao's table; the wizard opens at step 3,
 * where the hirer checks them before going on.
 */
export async function editWithNewTables(api: ApiClient, guid: string): Promise<string> {
  const scheme = await api.schemes.get(guid);
  const added = scheme.new_based_on_tables.map((table) => ({
    ...table,
    salary_table_id: null,
    original_salary_table_id: table.original_salary_table_id ?? table.salary_table_id ?? table.id,
  }));
  const state = editingState({ ...scheme, salary_tables: [...scheme.salary_tables, ...added] });
  writeWizardState({ ...state, step3Done: false, step4Done: false, step5Done: false });
  return wizardStepPath(3);
}

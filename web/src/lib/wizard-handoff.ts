import type { ApiClient } from '@beloning/core/api';
import type { Cao, CaoCompliance, InlenersCao } from '@beloning/core/schemas';
import {
  emptyWizardState,
  shortWizardForNewCaoVersion,
  shortWizardStep,
  startFresh,
  wizardStateFromScheme,
  wizardStateSchema,
  wizardStep,
  type LoadedScheme,
  type WizardState,
} from '@beloning/core/wizard';
import { flushWrites } from './deferred-storage';
import { pathFor } from './routes';
import { WIZARD_STORAGE_KEY } from './wizard-storage';

/**
 * What the overview's buttons hand to the wizards: the wizard forms in localStorage (one object of core's
 * wizardStateSchema under WIZARD_STORAGE_KEY, lib/wizard-storage) and the path of the step to open. The
 * clearing and loading rules are core's; this only reads, writes and picks the route.
 */

/** The stored wizard forms, or an empty wizard when nothing (or something unreadable) is stored. */
export function readWizardState(storage: Storage = localStorage): WizardState {
  try {
    // The wizard stores its changes once they are on screen: read the newest.
    flushWrites();
    const raw = storage.getItem(WIZARD_STORAGE_KEY);
    if (raw === null) return emptyWizardState();
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyWizardState();
  } catch {
    return emptyWizardState();
  }
}

export function writeWizardState(state: WizardState, storage: Storage = localStorage): void {
  // A change of the wizard still to be stored would otherwise overwrite this one.
  flushWrites();
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

/** Writes core's loader's state (wizardStateFromScheme) and gives the path of the step it opens at. */
function openLoaded(loaded: LoadedScheme): string {
  writeWizardState(loaded.state);
  return wizardStepPath(loaded.step);
}

/**
 * The cao a saved scheme follows, whose tables are its tables' floors; undefined for an own scheme, or when
 * the cao cannot be read (the editor then shows no floors, and the server still refuses a wage below one).
 */
async function caoOf(api: ApiClient, scheme: InlenersCao): Promise<Cao | undefined> {
  if (scheme.cao_id === null) return undefined;
  return api.caos.get(scheme.cao_id).catch(() => undefined);
}

/** 'Wijzigen': the scheme's newest version in the wizard, with its cao's floors, opened at step 1. */
export async function editScheme(api: ApiClient, guid: string): Promise<string> {
  const scheme = await api.schemes.get(guid);
  const cao = await caoOf(api, scheme);
  return openLoaded(wizardStateFromScheme(scheme, { kind: 'edit', ...(cao === undefined ? {} : { cao }) }));
}

/**
 * A newer cao version (new_cao_version): the scheme in the wizard with the new cao on step 2 and the
 * minimums raised; the wizard opens at step 2.
 */
export async function editWithNewCaoVersion(api: ApiClient, guid: string, caoId: number): Promise<string> {
  const [scheme, cao] = await Promise.all([api.schemes.get(guid), api.caos.get(caoId)]);
  return openLoaded(wizardStateFromScheme(scheme, { kind: 'new-cao-version', cao }));
}

/**
 * Newer cao tables in the series the scheme's tables are based on (has_new_based_on_tables): the scheme in
 * the wizard with those tables added after its own; the wizard opens at step 3, where the hirer checks them.
 */
export async function editWithNewTables(api: ApiClient, guid: string): Promise<string> {
  const scheme = await api.schemes.get(guid);
  const cao = await caoOf(api, scheme);
  return openLoaded(
    wizardStateFromScheme(scheme, { kind: 'new-tables', ...(cao === undefined ? {} : { cao }) }),
  );
}

/**
 * A compliance's 'new cao version': the short wizard on the new version with the compliance's own jobs
 * (core's shortWizardForNewCaoVersion), opened at step 2 where their tables are chosen again. A short-wizard
 * draft of another cao is replaced only after confirmation. Null when there is no newer version.
 */
export function newCaoCompliancePlan(
  compliance: Pick<CaoCompliance, 'jobs' | 'new_cao_version'>,
): { needsConfirmation: boolean; apply: () => string } | null {
  const form = shortWizardForNewCaoVersion(compliance);
  if (form === null) return null;
  const state = readWizardState();
  const draft = state.startWizard;
  return {
    needsConfirmation: draft !== null && draft.caoId !== null && draft.caoId !== form.caoId,
    apply: () => {
      writeWizardState({ ...readWizardState(), startWizard: form });
      return shortWizardStep(2).fullPath;
    },
  };
}

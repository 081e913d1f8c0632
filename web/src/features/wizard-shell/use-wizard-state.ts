import { emptyWizardState, wizardStateSchema, type WizardState } from '@beloning/core/wizard';
import { useMemo, useSyncExternalStore } from 'react';
import { WIZARD_STORAGE_KEY } from '../../lib/wizard-storage';

/**
 * The stored wizard forms (lib/wizard-storage: one object of core's wizardStateSchema), read back through
 * the schema; nothing stored, or something unreadable, is an empty wizard. Follows changes made in other
 * tabs and the storage events this tab sends when it writes them.
 */
export function parseWizardState(raw: string | null): WizardState {
  if (raw === null) return emptyWizardState();
  try {
    const parsed = wizardStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyWizardState();
  } catch {
    return emptyWizardState();
  }
}

function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === WIZARD_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function snapshot(): string | null {
  return localStorage.getItem(WIZARD_STORAGE_KEY);
}

export function useWizardState(): WizardState {
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => parseWizardState(raw), [raw]);
}

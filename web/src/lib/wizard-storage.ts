/**
 * Where the wizards keep their forms in localStorage (SPEC.md section 3: 'Wizard forms are kept in local
 * browser storage'). Both wizards store one object of core's `wizardStateSchema` (step forms, salary tables,
 * the short wizard's form, proposal and scheme ids) under WIZARD_STORAGE_KEY; the wizard features create
 * their atoms with this key, so the session can clear them without importing a feature.
 */
export const WIZARD_STORAGE_KEY = 'beloning.wizard';

/** Logging in clears the wizard forms (SPEC.md section 4), so one user never continues another's draft. */
export function clearWizardForms(storage: Storage = localStorage): void {
  storage.removeItem(WIZARD_STORAGE_KEY);
  // The wizard's store follows storage events; tell it in this tab too.
  if (typeof window !== 'undefined')
    window.dispatchEvent(new StorageEvent('storage', { key: WIZARD_STORAGE_KEY }));
}

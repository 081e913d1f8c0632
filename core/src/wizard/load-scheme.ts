import type { InlenersCao } from '../schemas/scheme.js';
import { fromInlenersCao } from '../schemas/scheme-forms.js';
import { loadNewCaoVersion } from './new-cao-version.js';
import { emptyWizardState, type WizardState } from './state.js';
import type { WizardStepNumber } from './steps.js';
import type { CaoStep2Source } from './transitions.js';

/**
 * One loader of a saved scheme into the full wizard, for every way in (SPEC.md 2.4 and 4): editing it
 * ('Wijzigen'), moving it to a new cao version (new_cao_version), and taking the newer cao tables its
 * tables are based on (has_new_based_on_tables). The portal's overview and the terminal's `wizard --scheme`
 * both call it.
 */
export type SchemeLoad =
  | { readonly kind: 'edit' }
  | { readonly kind: 'new-cao-version'; readonly cao: CaoStep2Source }
  | { readonly kind: 'new-tables' };

export interface LoadedScheme {
  readonly state: WizardState;
  /** The step the wizard opens at: 1 to edit, 2 for a new cao version, 3 to check new tables. */
  readonly step: WizardStepNumber;
}

/**
 * The wizard state of a saved scheme: core's fromInlenersCao, the table steps counted as done (the saved
 * tables passed them), the scheme's active links as the step-9 contacts, and its version as the expected
 * version of the save (so a save over a newer version is refused).
 */
function editingState(scheme: InlenersCao): WizardState {
  const forms = fromInlenersCao(scheme);
  const tablesDone = forms.salaryTables.length > 0;
  return {
    ...emptyWizardState(),
    step1: forms.step1,
    step2: forms.step2,
    salaryTables: forms.salaryTables,
    step3Done: tablesDone,
    step4Done: tablesDone,
    step5Done: tablesDone,
    step6: forms.step6,
    step7: forms.step7,
    step9: forms.step9,
    inlenerCaoId: forms.inlenerCaoId,
    expectedVersion: forms.expectedVersion,
    schemeGuid: scheme.guid,
    koppelingen: scheme.koppelingen
      .filter((koppeling) => !koppeling.disabled)
      .map(({ kvk_nr, handelsnaam, contact_email }) => ({ kvk_nr, handelsnaam, contact_email })),
  };
}

/** A saved scheme in the wizard, loaded the way `load` asks, and the step to open. */
export function wizardStateFromScheme(
  scheme: InlenersCao,
  load: SchemeLoad = { kind: 'edit' },
): LoadedScheme {
  switch (load.kind) {
    case 'edit':
      return { state: editingState(scheme), step: 1 };
    case 'new-cao-version':
      // The new cao on step 2 with the minimums raised; the hirer checks step 2 first.
      return { state: loadNewCaoVersion(editingState(scheme), load.cao), step: 2 };
    case 'new-tables': {
      // The newer cao tables after the scheme's own, each based on its cao table; step 3 checks them.
      const added = scheme.new_based_on_tables.map((table) => ({
        ...table,
        salary_table_id: null,
        original_salary_table_id: table.original_salary_table_id ?? table.salary_table_id ?? table.id,
      }));
      const state = editingState({ ...scheme, salary_tables: [...scheme.salary_tables, ...added] });
      return { state: { ...state, step3Done: false, step4Done: false, step5Done: false }, step: 3 };
    }
  }
}

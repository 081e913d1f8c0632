import { packageFormFromPackage } from './package-form.js';
import type { Cao } from '../schemas/cao.js';
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
  | { readonly kind: 'edit'; readonly cao?: CaoTables }
  | { readonly kind: 'new-cao-version'; readonly cao: CaoStep2Source }
  | { readonly kind: 'new-tables'; readonly cao?: CaoTables };

/** The tables of the cao a scheme follows: each of the scheme's tables based on one has its wages as floor. */
export type CaoTables = Pick<Cao, 'id' | 'salary_tables'>;

/**
 * Each table based on one of the cao's tables gets that table's wages as its floor (originalFullTable: no
 * wage below the cao's, the comparison of step 8), as a table made from the cao in step 3 has. A saved scheme
 * does not carry them: they are the cao's. A table whose cao table is not in `cao` keeps what it had.
 */
export function withCaoFloors(state: WizardState, cao: CaoTables): WizardState {
  const floors = new Map(
    cao.salary_tables.flatMap((table) => (table.id === null ? [] : [[table.id, table.full_table]])),
  );
  return {
    ...state,
    salaryTables: state.salaryTables.map((table) => {
      const floor =
        table.originalSalaryTableId === null ? undefined : floors.get(table.originalSalaryTableId);
      return table.originalFullTable !== null || floor === undefined
        ? table
        : { ...table, originalFullTable: floor };
    }),
  };
}

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
    equivalentPackage: forms.equivalentPackage ?? null,
    packageForm: packageFormFromPackage(forms.equivalentPackage),
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
    case 'edit': {
      const state = editingState(scheme);
      return { state: load.cao === undefined ? state : withCaoFloors(state, load.cao), step: 1 };
    }
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
      const loaded = editingState({ ...scheme, salary_tables: [...scheme.salary_tables, ...added] });
      // The added tables are the cao's own: their wages are their floors.
      const own = scheme.salary_tables.length;
      const state = {
        ...loaded,
        salaryTables: loaded.salaryTables.map((table, index) =>
          index < own ? table : { ...table, originalFullTable: table.fullTable },
        ),
      };
      const floored = load.cao === undefined ? state : withCaoFloors(state, load.cao);
      return { state: { ...floored, step3Done: false, step4Done: false, step5Done: false }, step: 3 };
    }
  }
}

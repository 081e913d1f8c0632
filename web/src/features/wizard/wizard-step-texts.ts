/**
 * The sentences of the full wizard's steps in the portal. The terminal wizard uses the same words for the
 * same fields (cli/src/wizard/full/step1-2.ts); SPEC.md quotes none of these labels.
 */
export const USES_CAO_LABEL = 'Beloningsregeling';
export const USES_CAO_OPTIONS = [
  { value: 1, label: 'Cao met eigen aanvullingen' },
  { value: 0, label: 'Eigen beloningsregeling' },
] as const;
export const EMPLOYERS_ORGANISATION_LABEL = 'Wij zijn aangesloten bij een werkgeversorganisatie';
export const EMPLOYERS_ORGANISATION_HINT =
  "Bent u aangesloten bij een werkgeversorganisatie, dan kunt u alleen de meest recente cao's kiezen.";
export const CAO_PLACEHOLDER = 'Kies een cao';
export const CAO_LOADING = "De cao's worden geladen...";
export const CAO_LIST_FAILED = "De lijst met cao's kon niet worden geladen. Probeer het later opnieuw.";
export const ONE_OFF_HEADING = 'Eenmalige uitkeringen';
export const ONE_OFF_ADD = 'Eenmalige uitkering toevoegen';
export const ONE_OFF_REMOVE = 'Verwijderen';
export const NO_ONE_OFF = 'Er zijn geen eenmalige uitkeringen.';

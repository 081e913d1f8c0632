/**
 * The wizard shell's own sentences. SPEC.md quotes none of them; the step labels and hints come from core's
 * step metadata.
 */
export const NO_WIZARD_PERMISSION =
  'U heeft geen rechten om beloningsregelingen te maken of te wijzigen. Neem contact op met de beheerder van uw account.';
export const STEP_FORM_COMING =
  'Het formulier van deze stap komt met de wizard. U kunt deze stap hier nog niet invullen.';
export const NEXT_NOT_REACHABLE = 'U kunt pas naar de volgende stap als u deze stap heeft ingevuld.';
export const MANUAL_LINK = 'Uitleg over deze stap in de handleiding';
export const CLOSE_LABEL = 'Sluiten';
export const CLOSE_CONFIRMATION =
  'Wilt u de wizard verlaten? Wat u heeft ingevuld blijft in deze browser bewaard.';
export const STEPS_LABEL = 'Stappen';
export const PROPOSAL_COMING =
  'Het scherm Voorstel maken komt met de wizard. U kunt hier nog geen voorstel maken.';
export const PROPOSAL_BAD_LINK =
  'Deze link naar Voorstel maken is ongeldig. Start het voorstel opnieuw vanuit het uitlenersportaal.';
export const PROPOSAL_BACK = 'Terug naar het uitlenersportaal';

/** Opslaan could not even start: the part of the portal that saves did not load. */
export const SAVE_NOT_LOADED =
  'Opslaan is niet gelukt: de verbinding met Beloning is weggevallen. Wat u heeft ingevuld blijft bewaard; probeer het zo opnieuw.';

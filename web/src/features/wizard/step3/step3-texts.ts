/** Step 3's own sentences; SPEC.md quotes none of them (the field messages are core's). */

export const NO_TABLES_TEXT = "Er zijn nog geen loontabellen. Voeg er een toe met 'Nieuwe loontabel'.";

export const NOT_CLASSIFIABLE_TEXT =
  "De loontabel wordt 'Niet indeelbaar': uitzendkrachten kunnen dan niet in deze loontabel worden ingedeeld.";

export const RESET_TO_CAO_TEXT =
  'Alle loontabellen worden teruggezet naar die van de cao. Wat u aan de loontabellen, lonen en functies heeft veranderd, gaat verloren.';

export function deleteTableText(name: string): string {
  return `De opvolgende loontabel '${name}' wordt verwijderd, met haar lonen en functies.`;
}

export function followUpAddedText(activePer: string): string {
  return `Opvolgende loontabel toegevoegd vanaf ${activePer}.`;
}

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

/**
 * The hint under 'Uren per week': what the hours give for the table's wage period ('36 uur per week is 156
 * uur per maand'), or what they are for while none are typed.
 */
export function workHoursHint(
  periodLabel: string | null,
  typedHours: string,
  typedFactor: string | null,
): string {
  if (periodLabel === null) return 'De uren van een volledige werkweek.';
  if (typedFactor === null)
    return 'De uren van een volledige werkweek; nodig om het loon om te rekenen naar een uurloon.';
  return `${typedHours.trim()} uur per week is ${typedFactor} uur ${periodLabel}.`;
}

export const HOURLY_DIVISOR_HINT = 'Uurlonen worden altijd door 1 gedeeld.';

export function divisorHint(periodLabel: string): string {
  return `Het aantal uren ${periodLabel}; volgt de uren per week tot u het zelf wijzigt.`;
}

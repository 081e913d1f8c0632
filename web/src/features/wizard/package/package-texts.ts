import { PACKAGE_CAO_TEXTS } from '@beloning/core/wizard';

/** The Dutch texts of step 6's section 'Gelijkwaardige beloning' (issue 21); the field labels and the words
 * about the cao's package (PACKAGE_CAO_TEXTS, shared with the terminal wizard) are core's. */
export const PACKAGE_TEXTS = {
  heading: 'Gelijkwaardige beloning',
  intro:
    'Sinds 2026 vraagt de uitzend-cao om een gelijkwaardig beloningspakket. Vul hier in wat uw eigen medewerkers krijgen naast loon, toeslagen, vakantie en ADV. Elk onderdeel is optioneel: wat u leeg laat, staat bij de uitlener als ‘nog niet ingevuld’.',
  caoOffered: PACKAGE_CAO_TEXTS.offered,
  caoKept: PACKAGE_CAO_TEXTS.kept,
  againstCao: PACKAGE_CAO_TEXTS.status,
  differsShort: PACKAGE_CAO_TEXTS.differsShort,
  takeFromCao: PACKAGE_CAO_TEXTS.takeFromCao,
  originHint: 'Waar komt deze regeling vandaan?',
  addLine: (line: string) => `${line.charAt(0).toUpperCase()}${line.slice(1)} toevoegen`,
  line: (line: string, index: number) => `${line.charAt(0).toUpperCase()}${line.slice(1)} ${index + 1}`,
  removeLine: (line: string, index: number) =>
    `${line.charAt(0).toUpperCase()}${line.slice(1)} ${index + 1} verwijderen`,
  noLines: 'Nog geen regels.',
  clear: (block: string) => `${block} leegmaken`,
  choose: 'Kies',
  datePlaceholder: 'DD-MM-JJJJ',
  dateHints: {
    start_date: 'Leeg: vanaf het begin van de regeling.',
    end_date: 'Leeg: tot het einde van de regeling.',
  } as Record<string, string>,
} as const;

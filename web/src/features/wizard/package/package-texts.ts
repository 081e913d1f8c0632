/** The Dutch texts of step 6's section 'Gelijkwaardige beloning' (issue 21); the field labels are core's. */
export const PACKAGE_TEXTS = {
  heading: 'Gelijkwaardige beloning',
  intro:
    'Sinds 2026 vraagt de uitzend-cao om een gelijkwaardig beloningspakket. Vul hier in wat uw eigen medewerkers krijgen naast loon, toeslagen, vakantie en ADV. Elk onderdeel is optioneel: wat u leeg laat, staat bij de uitlener als ‘nog niet ingevuld’.',
  caoOffered: (cao: string, blocks: readonly string[]) =>
    `De cao (${cao}) geeft waarden voor: ${blocks.join(', ')}. Die staan hieronder alvast ingevuld, met als herkomst de cao (volgens cao). Controleer ze en pas ze aan waar uw regeling afwijkt. De andere onderdelen noemt de cao niet: die vult u zelf in of laat u leeg.`,
  caoKept: (cao: string, blocks: readonly string[]) =>
    `De cao (${cao}) geeft waarden voor: ${blocks.join(', ')}. Wat in uw opgeslagen regeling staat, blijft zoals het is. Is een van die onderdelen leeg of wijkt het af van de cao, dan kunt u bij dat onderdeel de waarden van de cao overnemen.`,
  againstCao: {
    leeg: 'De cao geeft waarden voor dit onderdeel; het is nog niet ingevuld.',
    gelijk: 'Gelijk aan de cao.',
    afwijkend: 'Dit onderdeel wijkt af van de cao. In stap 8 ziet u wat de cao zegt en wat u invult.',
  },
  differsShort: 'wijkt af van de cao',
  takeFromCao: (block: string) => `${block}: waarden van de cao overnemen`,
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

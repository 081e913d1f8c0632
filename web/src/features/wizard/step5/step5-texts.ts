/** The Dutch texts of step 5 'Functies' (SPEC.md 2.11 step 5). */
export const STEP5_TEXTS = {
  noTables: 'Er zijn nog geen loontabellen. Voeg ze toe in stap 3.',
  jobsOf: (table: string) => `Functies in ${table}`,
  noJobs:
    'Deze loontabel heeft nog geen functies. Functies zijn niet verplicht; voeg ze toe met "Functie toevoegen".',
  job: (index: number) => `Functie ${index + 1}`,
  name: 'Naam',
  minimalPayscale: 'Minimumschaal',
  choosePayscale: 'Kies een schaal',
  aard: 'Aard',
  noAard: 'Geen',
  loading: 'Laden...',
  aardUnavailable: 'De soorten werk konden niet worden geladen; de aard kan later worden gekozen.',
  addJob: 'Functie toevoegen',
  removeJob: (index: number) => `Functie ${index + 1} verwijderen`,
  caoJobs: 'Functies in de cao',
  caoJobsHint: 'Ter vergelijking: de functies die de cao bij deze loontabel noemt.',
} as const;

/**
 * The wizard shell's own sentences. SPEC.md quotes none of them; the step labels and hints come from core's
 * step metadata.
 */
export const NO_WIZARD_PERMISSION =
  'U heeft geen rechten om beloningsregelingen te maken of te wijzigen. Neem contact op met de beheerder van uw account.';
export const MANUAL_LINK = 'Uitleg over deze stap in de handleiding';
export const CLOSE_LABEL = 'Sluiten';
export const CLOSE_CONFIRMATION =
  'Wilt u de wizard verlaten? Wat u heeft ingevuld blijft in deze browser bewaard.';
export const STEPS_LABEL = 'Stappen';
export const PROPOSAL_BAD_LINK =
  'Deze link naar Voorstel maken is ongeldig. Start het voorstel opnieuw vanuit het uitlenersportaal.';
export const PROPOSAL_BACK = 'Terug naar het uitlenersportaal';

/** Opslaan could not even start: the part of the portal that saves did not load. */
export const SAVE_NOT_LOADED =
  'Opslaan is niet gelukt: de verbinding met Beloning is weggevallen. Wat u heeft ingevuld blijft bewaard; probeer het zo opnieuw.';

/** Step 8 'Overzicht': the comparison with the cao, or the scheme as it will be saved. */
export const STEP8_TEXTS = {
  comparisonIntro: (cao: string) =>
    `Hieronder ziet u waarin uw beloningsregeling afwijkt van de cao (${cao}). Klopt het, ga dan verder met Volgende.`,
  detailIntro:
    'Hieronder ziet u de beloningsregeling zoals die wordt opgeslagen. Klopt het, ga dan verder met Volgende.',
  deviations: 'Afwijkingen van de cao',
  deviationsTable: 'Tabel met de afwijkingen van de cao',
  noDeviations:
    'Vakantie, vakantietoeslag, eindejaarsuitkering en eenmalige uitkeringen zijn gelijk aan de cao.',
  part: 'Onderdeel',
  cao: 'Cao',
  yours: 'Uw regeling',
  none: '–',
  tables: 'Loontabellen',
  newTable: 'Nieuwe loontabel: deze staat niet in de cao.',
  sameTable: 'Alle lonen zijn gelijk aan de cao.',
  changedWages: (count: number) =>
    count === 1 ? '1 loon wijkt af van de cao.' : `${count} lonen wijken af van de cao.`,
  changedWagesOf: (table: string) => `Afwijkende lonen van ${table}`,
  moreWages: (count: number) => (count === 1 ? 'En nog 1 loon.' : `En nog ${count} lonen.`),
  age: 'Leeftijd',
  payscale: 'Schaal',
  periodical: 'Periodiek',
  droppedTables: (names: readonly string[]) =>
    `${names.length === 1 ? 'Deze loontabel van de cao staat' : 'Deze loontabellen van de cao staan'} niet in uw regeling: ${names.join(', ')}.`,
  caoText: 'Cao-tekst',
  /** Core's preview is the first 15 characters with '...' after a longer text (caoTextPreview). */
  sameText: (preview: string) => `Gelijk aan de cao: “${preview}”`,
  preview: (text: string) => (text === '' ? 'Geen tekst' : `“${text}”`),
  general: 'Algemeen',
  werksoorten: 'Toeslagen en vergoedingen',
  educations: 'Opleidingen',
  notComplete: 'Een eerdere stap is nog niet volledig ingevuld.',
} as const;

/** Step 9 after a save refused because someone else saved a newer version (412). */
export const CONFLICT_TEXTS = {
  kept: 'Wat u heeft ingevuld blijft in deze browser bewaard.',
  fromOverview: 'Open de regeling vanuit het overzicht om de nieuwste versie te zien.',
  compare: 'Nieuwste versie bekijken (opent in een nieuw tabblad)',
  reload: 'Nieuwste versie laden',
  reloadConfirmation:
    'De nieuwste versie komt in de wizard in plaats van wat u heeft ingevuld. Wat u heeft ingevuld gaat dan verloren.',
} as const;

/** 'Voorstel maken' (SPEC.md 2.13). */
export const PROPOSAL_TEXTS = {
  intro: (amending: boolean, company: string | null) =>
    `${amending ? 'U gaat een voorstel tot wijziging maken' : 'U gaat een voorstel maken'}${company ? ` voor ${company}` : ' voor deze inlener'}. Daarna gaat u terug naar het uitlenersportaal.`,
  start: 'Voorstel maken',
  continue: 'Ga door met voorstel maken',
  startNew: 'Nieuw voorstel maken',
  notShared:
    'De regeling die u wilt wijzigen is niet (meer) met u gedeeld, dus u kunt er geen voorstel tot wijziging voor maken.',
} as const;

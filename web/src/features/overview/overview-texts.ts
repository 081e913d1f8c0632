/** The overview's own sentences (SPEC.md 2.9 describes them; it quotes none word for word). */
export const OVERVIEW_TITLE = 'Mijn beloningen';
export const NO_OWN_SCHEMES =
  'U heeft nog geen eigen beloningsregelingen. Gebruik de knop hieronder om een beloningsregeling te maken.';
export const NOTHING_TO_VIEW =
  'Er zijn nog geen beloningsregelingen om te bekijken. Neem contact op met de beheerder van uw account.';
export const NEW_SCHEME = 'Nieuwe beloningsregeling';
export const DRAFT_CONFIRMATION =
  'Er staat nog een beloningsregeling in de wizard die niet is opgeslagen. Als u opnieuw begint, gaat die verloren.';
export const UNVERIFIED_LINKS =
  'U kunt uw beloningsregelingen pas met uitleners delen als uw KVK nummer en bedrijfsnaam zijn geverifieerd.';
export const NEW_CAO_VERSION_CONFIRMATION =
  'De beloningsregeling wordt in de wizard geladen met de nieuwe versie van de cao. Controleer daarna elke stap en sla de regeling opnieuw op.';
export const NEW_TABLES_CONFIRMATION =
  'De nieuwe loontabellen van de cao worden aan de beloningsregeling toegevoegd. Controleer ze in de wizard en sla de regeling opnieuw op.';

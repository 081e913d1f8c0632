/** Interface texts of SPEC.md section 8 that only the web shows. Validation messages come from core. */
export const UNVERIFIED_KVK_WARNING = 'KVK nummer en bedrijfsnaam komen niet overeen.';
export const SUPPORT_EMAIL = 'support@beloning.nl';
export const ACTIVATION_FAILED = 'Er is iets mis gegaan. Neem contact op met support';
export const ACCOUNT_DELETE_FAILED =
  'Er is iets fout gegaan bij het verwijderen van uw account. Neem contact op met support.';
export const EMAIL_VERIFIED = 'E-mailadres gewijzigd. Log nu in met je nieuwe e-mailadres.';
export const EMAIL_VERIFICATION_FAILED = 'Er is iets fout gegaan. Probeer het later opnieuw.';
/** A link page opened without its link (SPEC.md gives no text): for example its address typed in. */
export const LINK_MISSING = 'Deze pagina werkt alleen met de link uit uw e-mail. Open die link opnieuw.';
export const KVK_NOT_FOUND = 'Niet gevonden';
export const KVK_SEARCHING = 'Zoeken...';
export const KVK_DISTURBED =
  'De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.';
export const NETWORK_FAILED = `Er is iets mis gegaan. Neem contact op met ${SUPPORT_EMAIL}`;

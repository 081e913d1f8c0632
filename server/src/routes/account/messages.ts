/** The Dutch answers of the account calls (SPEC.md 2.5 to 2.7 and section 8), written once. */
export const ACCOUNT_MESSAGES = {
  /** Registration, for a new account and for a duplicate alike (nobody learns who has an account). */
  registered:
    'Account aangemaakt. We hebben een bevestigingsmail gestuurd; activeer uw account via de link daarin.',
  activated: 'Account geactiveerd',
  /** The activation or invite link was used before: the account is active (a 409, not linkInvalid). */
  alreadyActivated: 'Uw account is al geactiveerd. U kunt inloggen.',
  /** Any activation, invite, reset or e-mail link that is unknown, expired, used or of another purpose. */
  linkInvalid: 'Deze link is ongeldig, verlopen of al gebruikt.',
  emailChanged: 'E-mailadres gewijzigd. Log nu in met je nieuwe e-mailadres.',
  emailInUse: 'Dit e-mailadres is al in gebruik.',
  usernameInUse: 'Deze gebruikersnaam is al in gebruik.',
  /** Forgot-password, for known and unknown addresses alike. */
  resetMailSent:
    'Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord in te stellen.',
  passwordReset: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met uw nieuwe wachtwoord.',
  /** SPEC.md section 8, the unverified warning. */
  kvkMismatch: 'KVK nummer en bedrijfsnaam komen niet overeen.',
  kvkTaken: 'Er bestaat al een account voor dit KVK nummer.',
  kvkAlreadyVerified: 'KVK nummer en bedrijfsnaam zijn al geverifieerd en kunnen niet meer worden gewijzigd.',
  mainUserDeletesAccount: 'Het hoofdaccount verwijdert u met Account verwijderen.',
  mainUserAlwaysCreates: 'Het hoofdaccount mag altijd beloningen maken.',
  unknownAgency: 'Onbekende uitlener.',
  /** The agency invited the hirer but does not offer it help (the invitation or its own switch is off). */
  helpNotOffered: 'Deze uitlener biedt u geen hulp aan.',
} as const;

/** The answer of a change-email request: the link went to the new address. */
export function emailChangeSentMessage(email: string): string {
  return `We hebben een e-mail gestuurd naar ${email}. Bevestig uw nieuwe e-mailadres via de link daarin.`;
}

/** The links screens' own sentences (SPEC.md 2.10 describes them without quoting them). */
export const LINKS_INTRO =
  'Deel uw beloningsregeling met de uitleners (uitzendbureaus) die personeel bij u inzetten. Een uitlener ziet de regeling zodra u een koppeling maakt met zijn KVK nummer; de contactpersoon krijgt een e-mail.';
export const AFTER_SAVE_INTRO =
  'Uw beloningsregeling is opgeslagen. Deel haar nu met de uitleners die personeel bij u inzetten.';
export const AFTER_COMPLIANCE_SAVE_INTRO =
  'Uw cao-naleving is opgeslagen. Deel haar nu met de uitleners die personeel bij u inzetten.';
export const NO_LINKS = 'Er zijn nog geen koppelingen. Voeg hieronder een uitlener toe.';
export const NO_INVITES = 'Er zijn geen uitnodigingen van uitleners.';

export function disconnectText(name: string): string {
  return `${name} kan deze regeling dan niet meer inzien. U kunt de koppeling later weer aanzetten.`;
}

export function reconnectText(name: string): string {
  return `${name} kan deze regeling dan weer inzien; de contactpersoon krijgt daarvan een e-mail.`;
}

export function linkAddedText(name: string, email: string): string {
  return `De koppeling met ${name} is opgeslagen. ${email} krijgt een e-mail.`;
}

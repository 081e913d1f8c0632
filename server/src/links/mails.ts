import { compose, type MailContent } from '../mail/templates.js';

/**
 * Sent to an agency's contact address when a hirer shares a scheme or a cao compliance with it, whether or not
 * the agency has an account yet: the link opens the agency area, where it logs in or asks for an account.
 */
export function koppelingMail(input: {
  agencyPortalUrl: string;
  hirerName: string;
  hirerKvkNr: string;
  /** For example 'de beloningsregeling "Cao Schoonmaak ..."'. */
  what: string;
  handelsnaam: string;
}): MailContent {
  return compose('koppeling_new', `${input.hirerName} heeft een beloningsregeling met u gedeeld`, [
    'Beste relatie,',
    `${input.hirerName} (KVK ${input.hirerKvkNr}) heeft ${input.what} gedeeld met ${input.handelsnaam} in ` +
      'Beloning. U vindt de gegevens in de uitleneromgeving:',
    { link: input.agencyPortalUrl },
    `Heeft ${input.handelsnaam} nog geen account? Via dezelfde link vraagt u er een aan; daarna ziet u alles ` +
      'wat met uw KVK nummer is gedeeld.',
  ]);
}

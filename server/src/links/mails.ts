import { compose, type MailContent } from '../mail/templates.js';

/**
 * Sent to an agency's contact address when a hirer shares a scheme or a cao compliance with it, whether or not
 * the agency has an account yet: the link opens the agency area, where it logs in or asks for an account. What
 * is shared reaches only who logs in with this address, or a colleague let in by such a user (server/README.md,
 * 'Identity by proof of mailbox'), and the mail says so.
 */
export function koppelingMail(input: {
  agencyPortalUrl: string;
  hirerName: string;
  hirerKvkNr: string;
  /** For example 'de beloningsregeling "Cao Schoonmaak ..."'. */
  what: string;
  handelsnaam: string;
  contactEmail: string;
}): MailContent {
  return compose('koppeling_new', `${input.hirerName} heeft een beloningsregeling met u gedeeld`, [
    'Beste relatie,',
    `${input.hirerName} (KVK ${input.hirerKvkNr}) heeft ${input.what} gedeeld met ${input.handelsnaam} in ` +
      'Beloning. U vindt de gegevens in de uitleneromgeving:',
    { link: input.agencyPortalUrl },
    `U ziet het als u inlogt met dit e-mailadres (${input.contactEmail}), of als collega die is toegelaten ` +
      'door iemand die met dit adres inlogt.',
    'Heeft u nog geen account met dit e-mailadres? Meld u dan via dezelfde link aan met dit adres, ook als ' +
      `${input.handelsnaam} al een account heeft.`,
  ]);
}

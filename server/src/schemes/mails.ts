import { formatDutchDate } from '@beloning/core/format';
import { compose, type MailContent } from '../mail/templates.js';

/**
 * The mails of a proposal: to the hirer when an agency made one (the short wizard promises it: 'Zodra
 * {company} een voorstel heeft gemaakt ontvangt u een e-mail.'), and to the agency user who made it when the
 * hirer accepts or rejects it.
 */

/** To the hirer: an agency made a proposal; the link opens it in the portal. */
export function proposalNewMail(input: {
  publicUrl: string;
  agencyName: string;
  agencyKvkNr: string;
  /** 'een nieuwe beloningsregeling' or 'uw beloningsregeling "..."'. */
  what: string;
  proposalGuid: string;
}): MailContent {
  return compose('proposal_new', `${input.agencyName} heeft een voorstel voor u gemaakt`, [
    'Beste gebruiker,',
    `${input.agencyName} (KVK ${input.agencyKvkNr}) heeft een voorstel gemaakt voor ${input.what}. ` +
      'Bekijk het voorstel en accepteer of wijs het af via deze link:',
    { link: `${input.publicUrl}/inleners-cao-detail/${input.proposalGuid}` },
    'Zolang u het voorstel niet accepteert, verandert er niets aan uw beloningsregelingen.',
  ]);
}

/** To the agency user who made the proposal: the hirer accepted it as version N of its scheme. */
export function proposalAcceptedMail(input: {
  agencyPortalUrl: string;
  hirerName: string;
  hirerKvkNr: string;
  signedFullname: string;
  version: number;
  acceptedAt: Date;
}): MailContent {
  return compose('proposal_accepted', `${input.hirerName} heeft uw voorstel geaccepteerd`, [
    'Beste relatie,',
    `${input.hirerName} (KVK ${input.hirerKvkNr}) heeft op ${formatDutchDate(input.acceptedAt.toISOString())} ` +
      `uw voorstel geaccepteerd; het is versie ${input.version} van de beloningsregeling, ondertekend door ` +
      `${input.signedFullname}.`,
    'Deelt de inlener de regeling met u, dan vindt u haar in de uitleneromgeving:',
    { link: input.agencyPortalUrl },
  ]);
}

/** To the agency user who made the proposal: the hirer rejected it. */
export function proposalRejectedMail(input: {
  agencyPortalUrl: string;
  hirerName: string;
  hirerKvkNr: string;
  rejectedAt: Date;
}): MailContent {
  return compose('proposal_rejected', `${input.hirerName} heeft uw voorstel afgewezen`, [
    'Beste relatie,',
    `${input.hirerName} (KVK ${input.hirerKvkNr}) heeft op ${formatDutchDate(input.rejectedAt.toISOString())} ` +
      'uw voorstel voor de beloningsregeling afgewezen. Neem contact op met de inlener als u een nieuw ' +
      'voorstel wilt maken; dat start u in de uitleneromgeving:',
    { link: input.agencyPortalUrl },
  ]);
}

import { compose, type Block, type MailContent } from '../mail/templates.js';

/**
 * Sent to a hirer's address when an agency invites it (POST uitleners/invites/): who invites, whether the
 * agency offers help, and a link to log in (the KVK number already has a hirer account) or to register.
 */
export function uitlenerInviteMail(input: {
  publicUrl: string;
  agencyName: string;
  agencyKvkNr: string;
  proposalsEnabled: boolean;
  /** Whether a hirer account with the invited KVK number exists. */
  registered: boolean;
}): MailContent {
  const blocks: Block[] = [
    'Beste relatie,',
    `${input.agencyName} (KVK ${input.agencyKvkNr}) nodigt u uit om uw inlenersbeloning in Beloning vast te ` +
      `leggen en met ${input.agencyName} te delen.`,
  ];
  if (input.proposalsEnabled) {
    blocks.push(
      `${input.agencyName} biedt aan u daarbij te helpen: in Beloning kunt u ${input.agencyName} vragen een ` +
        'voorstel voor uw beloningsregeling te maken. U beoordeelt het voorstel en accepteert of wijst het af.',
    );
  }
  if (input.registered) {
    blocks.push('Uw bedrijf heeft al een account bij Beloning. Log in via deze link:', {
      link: `${input.publicUrl}/login`,
    });
  } else {
    blocks.push('Maak via deze link een account aan voor uw bedrijf:', {
      link: `${input.publicUrl}/registreren`,
    });
  }
  blocks.push('Kent u deze uitlener niet? Dan kunt u deze e-mail negeren.');
  return compose('uitlener_invite', `${input.agencyName} nodigt u uit voor Beloning`, blocks);
}

/**
 * Sent to the agency's main user when a hirer asks it for help (uitlener_asked_for_help): who asks, how to
 * reach them, and the agency area where the agency starts a proposal for the hirer.
 */
export function helpRequestMail(input: {
  agencyPortalUrl: string;
  hirerName: string;
  hirerKvkNr: string;
  hirerEmail: string;
}): MailContent {
  return compose('help_request', `${input.hirerName} vraagt uw hulp bij de inlenersbeloning`, [
    'Beste relatie,',
    `${input.hirerName} (KVK ${input.hirerKvkNr}) vraagt u een voorstel te maken voor de ` +
      `inlenersbeloning. Contactpersoon: ${input.hirerEmail}.`,
    'In de uitleneromgeving ziet u de hulpvragen en maakt u het voorstel:',
    { link: input.agencyPortalUrl },
  ]);
}

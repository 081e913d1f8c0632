import { formatDutchDate } from '@beloning/core/format';
import { linkUrl } from './links.js';

/** A mail's content before it has an address: what enqueueMail stores besides `to`. */
export interface MailContent {
  kind:
    | 'activation'
    | 'invite'
    | 'password_reset'
    | 'email_change'
    | 'duplicate_registration'
    | 'join_activation'
    | 'admission_request'
    | 'cao_update'
    | 'koppeling_new'
    | 'uitlener_invite'
    | 'help_request'
    | 'support_request'
    | 'proposal_new'
    | 'proposal_accepted'
    | 'proposal_rejected';
  subject: string;
  text: string;
  html: string;
}

interface LinkMailInput {
  publicUrl: string;
  userId: number;
  /** The plain one-time token; only its hash is stored. */
  token: string;
}

const VALIDITY = 'De link is 3 dagen geldig en werkt één keer.';
const SIGNATURE = 'Met vriendelijke groet,\nBeloning';
const IGNORE = 'Heeft u hier niet om gevraagd? Dan kunt u deze e-mail negeren.';

/**
 * Sent after registration: the link activates the account. `loginUrl` (an agency account: the agency area)
 * says where to log in afterwards; a hirer logs in on the portal the activation page leads to.
 */
export function activationMail(
  input: LinkMailInput & { companyName: string; loginUrl?: string },
): MailContent {
  const link = linkUrl(input.publicUrl, 'activation', input.userId, input.token);
  const blocks: Block[] = [
    'Beste gebruiker,',
    `Er is een account aangemaakt voor ${input.companyName}. Activeer het via deze link:`,
    { link },
    VALIDITY,
  ];
  if (input.loginUrl !== undefined) blocks.push('Daarna logt u hier in:', { link: input.loginUrl });
  blocks.push(IGNORE);
  return compose('activation', 'Activeer uw account bij Beloning', blocks);
}

/**
 * Sent to someone who registered for a company that already has an account (server/README.md, 'Identity by
 * proof of mailbox'): they join it once a user of the account lets them in; until then they see only what
 * hirers or agencies named their own address for.
 */
export function joinActivationMail(
  input: LinkMailInput & { companyName: string; loginUrl?: string },
): MailContent {
  const link = linkUrl(input.publicUrl, 'activation', input.userId, input.token);
  const blocks: Block[] = [
    'Beste gebruiker,',
    `${input.companyName} heeft al een account bij Beloning. U bent aangemeld als nieuwe gebruiker van dat ` +
      'account. Bevestig via deze link dat dit uw e-mailadres is:',
    { link },
    VALIDITY,
    'Daarna ziet u wat met dit e-mailadres gedeeld is. Voor de rest van het account vragen wij de beheerder ' +
      'van het account om u toegang te geven.',
  ];
  if (input.loginUrl !== undefined) blocks.push('U logt hier in:', { link: input.loginUrl });
  blocks.push(IGNORE);
  return compose('join_activation', 'Bevestig uw e-mailadres bij Beloning', blocks);
}

/**
 * Sent to the main users of an account when someone who proved their address asks to join it. A hirer's main
 * user lets them in on the account page (Gebruikers); the agency area has no page for its users yet, so an
 * agency asks the helpdesk.
 */
export function admissionRequestMail(
  input: { companyName: string; email: string } & (
    { kind: 'inlener'; accountUrl: string } | { kind: 'uitlener'; supportEmail: string }
  ),
): MailContent {
  const how: Block[] =
    input.kind === 'inlener'
      ? [
          'Hoort deze persoon bij uw bedrijf? Geef dan toegang onder Gebruikers op de accountpagina. Kent u ' +
            'deze persoon niet, verwijder de gebruiker daar dan.',
          { link: input.accountUrl },
        ]
      : [
          `Hoort deze persoon bij uw bedrijf, of kent u deze persoon niet? Mail dan de helpdesk ` +
            `(${input.supportEmail}); die geeft de toegang of verwijdert de gebruiker.`,
        ];
  return compose(
    'admission_request',
    `${input.email} vraagt toegang tot het account van ${input.companyName}`,
    [
      'Beste gebruiker,',
      `${input.email} heeft zich aangemeld als gebruiker van het account van ${input.companyName} in Beloning en ` +
        'heeft bevestigd dat dit e-mailadres van hem of haar is.',
      'Tot u toegang geeft, ziet deze gebruiker alleen wat inleners of uitleners met dit e-mailadres zelf ' +
        'hebben gedeeld, en niets anders van uw account.',
      ...how,
    ],
  );
}

/** Sent to a new sub-user: the link lets them choose a password. */
export function inviteMail(input: LinkMailInput & { companyName: string; invitedBy: string }): MailContent {
  const link = linkUrl(input.publicUrl, 'invite', input.userId, input.token);
  return compose('invite', `U bent uitgenodigd voor Beloning door ${input.companyName}`, [
    'Beste gebruiker,',
    `${input.invitedBy} heeft u uitgenodigd als gebruiker van ${input.companyName} in Beloning. ` +
      'Kies via deze link een wachtwoord om uw account te activeren:',
    { link },
    VALIDITY,
  ]);
}

/** Sent on forgot-password for a known address. */
export function passwordResetMail(input: LinkMailInput): MailContent {
  const link = linkUrl(input.publicUrl, 'reset', input.userId, input.token);
  return compose('password_reset', 'Wachtwoord opnieuw instellen', [
    'Beste gebruiker,',
    'U heeft gevraagd uw wachtwoord opnieuw in te stellen. Kies een nieuw wachtwoord via deze link:',
    { link },
    VALIDITY,
    IGNORE,
  ]);
}

/** Sent to the new address: the link confirms it and makes it the login address. */
export function emailChangeMail(input: LinkMailInput & { newEmail: string }): MailContent {
  const link = linkUrl(input.publicUrl, 'email_change', input.userId, input.token);
  return compose('email_change', 'Bevestig uw nieuwe e-mailadres', [
    'Beste gebruiker,',
    `U heeft gevraagd uw e-mailadres te wijzigen in ${input.newEmail}. Bevestig dit via deze link:`,
    { link },
    `${VALIDITY} Daarna logt u in met uw nieuwe e-mailadres.`,
    IGNORE,
  ]);
}

/**
 * Sent to the owner of an address (or company) that someone tried to register again. The registration
 * itself answers exactly as for a new address, so nobody learns from it who has an account. `loginUrl`:
 * where the owner logs in (an agency: the agency area); default the portal's login page.
 */
export function duplicateRegistrationMail(input: { publicUrl: string; loginUrl?: string }): MailContent {
  return compose('duplicate_registration', 'Poging tot registratie bij Beloning', [
    'Beste gebruiker,',
    'Iemand heeft geprobeerd een nieuw account bij Beloning te registreren met uw e-mailadres of ' +
      'KVK-nummer. U heeft al een account; u kunt gewoon inloggen:',
    { link: input.loginUrl ?? `${input.publicUrl}/login` },
    'Weet u uw wachtwoord niet meer? Stel een nieuw wachtwoord in:',
    { link: `${input.publicUrl}/wachtwoord-vergeten` },
    'Was u dit niet? Dan hoeft u niets te doen; uw account is niet gewijzigd.',
  ]);
}

/**
 * Sent when a new version of a cao is imported, to every hirer user who wants salary-table update mails
 * (their own switch and their subscription's). `changedTables` names the new version's tables that are new or
 * changed; empty when only the other terms changed.
 */
export function caoUpdateMail(input: {
  publicUrl: string;
  caoName: string;
  version: number;
  startDate: string;
  changedTables: readonly string[];
}): MailContent {
  const blocks: Block[] = [
    'Beste gebruiker,',
    `Er is een nieuwe versie van een cao beschikbaar in Beloning: ${input.caoName} (versie ${input.version}, ` +
      `geldig vanaf ${formatDutchDate(input.startDate)}).`,
  ];
  if (input.changedTables.length > 0) {
    blocks.push(`Nieuwe of gewijzigde loontabellen: ${input.changedTables.join(', ')}.`);
  }
  blocks.push(
    'Beloningen en cao-verklaringen die op deze cao zijn gebaseerd, kunt u bijwerken via Mijn beloningen:',
    { link: `${input.publicUrl}/` },
    'U ontvangt deze e-mail omdat u meldingen over nieuwe loontabellen heeft aangezet. U kunt dit uitzetten bij uw account:',
    { link: `${input.publicUrl}/account` },
  );
  return compose('cao_update', `Nieuwe versie van ${input.caoName}`, blocks);
}

/** A paragraph of a mail, or a link on a line of its own. */
export type Block = string | { link: string };

/** The text and HTML of a mail from its paragraphs, with the signature; every value is escaped in the HTML. */
export function compose(kind: MailContent['kind'], subject: string, blocks: Block[]): MailContent {
  const text = [...blocks.map((block) => (typeof block === 'string' ? block : block.link)), SIGNATURE].join(
    '\n\n',
  );
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block)}</p>`
        : `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`,
    )
    .join('\n');
  const html =
    `<!doctype html>\n<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body>\n${body}\n<p>${escapeHtml(SIGNATURE).replace('\n', '<br>')}</p>\n</body></html>\n`;
  return { kind, subject, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

import { isApiError, type ApiClient } from '@beloning/core/api';
import {
  KVK_NOT_FOUND,
  linkRuleSets,
  MESSAGES as RULE_MESSAGES,
  normaliseKvkNr,
  validateForm,
  type LinkForm,
} from '@beloning/core/rules';
import type { Koppeling, KoppelingRequest } from '@beloning/core/schemas';
import type { Context } from '../../context.js';
import { CliError } from '../../errors.js';
import { EXIT, type ExitCode } from '../../exit-codes.js';
import { connect } from '../../http.js';
import type { TableColumn } from '../../output.js';

/**
 * `beloning schemes links list|add|disable`: the links (koppelingen) of a scheme with agencies, through the
 * calls the portal's links screen makes: the links come with the scheme (GET inleners/inleners-cao/{guid}/),
 * the agency's name from the KVK lookup (GET inleners/handelsnaam/), and every change PUTs the whole list
 * (inleners/inleners-cao/{guid}/koppelingen/). The link form's rules are core's linkRuleSets (KVK number
 * valid and found, one link per agency, a valid contact address). A link is never deleted: disabling keeps
 * it, and adding the agency again reconnects it.
 */

export const LINKS_MESSAGES = {
  none: (guid: string) =>
    `Regeling '${guid}' heeft nog geen koppelingen. Voeg er een toe met: beloning schemes links add ${guid} --kvk <nummer> --email <adres>`,
  invalid: (field: string, text: string, messages: readonly string[]) =>
    `${field} '${text}': ${messages.join(', ')}; er is niets opgeslagen.`,
  unknownKvk: (kvkNr: string) =>
    `KVK-nummer ${kvkNr} is niet gevonden bij de Kamer van Koophandel (${RULE_MESSAGES.kvkInvalid}); er is niets opgeslagen.`,
  disturbed: 'De koppeling met de Kamer van Koophandel is verstoord. Probeer het later opnieuw.',
  duplicate: (guid: string, link: Koppeling) =>
    `Regeling '${guid}' heeft al een koppeling met ${link.handelsnaam} (KVK ${link.kvk_nr}, ${link.contact_email}): ${RULE_MESSAGES.oneLinkPerAgency}. Er is niets opgeslagen.`,
  added: (guid: string, name: string, kvkNr: string, email: string) =>
    `Regeling '${guid}' gekoppeld aan ${name} (KVK ${kvkNr}); ${email} krijgt een e-mail.`,
  reconnected: (guid: string, name: string, kvkNr: string, email: string) =>
    `Koppeling van regeling '${guid}' met ${name} (KVK ${kvkNr}) weer aangezet; ${email} krijgt een e-mail.`,
  unknownLink: (guid: string, kvkNr: string) =>
    `Regeling '${guid}' heeft geen koppeling met KVK-nummer ${kvkNr}; er is niets opgeslagen. Zie beloning schemes links list ${guid}.`,
  alreadyDisabled: (guid: string, link: Koppeling) =>
    `De koppeling van regeling '${guid}' met ${link.handelsnaam} (KVK ${link.kvk_nr}) stond al uit.`,
  disabled: (guid: string, link: Koppeling) =>
    `Koppeling van regeling '${guid}' met ${link.handelsnaam} (KVK ${link.kvk_nr}) uitgezet; de uitlener ziet de regeling niet meer.`,
} as const;

/** A link as the PUT sends it back. */
function asRequest({ kvk_nr, handelsnaam, contact_email, disabled }: Koppeling): KoppelingRequest {
  return { kvk_nr, handelsnaam, contact_email, disabled };
}

/** How many links are on: '2', or '1 van 2' when some are off. */
export function linkCount(links: readonly Koppeling[]): string {
  const on = links.filter((link) => !link.disabled).length;
  return on === links.length ? String(on) : `${on} van ${links.length}`;
}

/** The columns of a list of links. */
export const LINK_COLUMNS: readonly TableColumn[] = [
  { heading: 'KVK' },
  { heading: 'Uitlener' },
  { heading: 'Contact' },
  { heading: 'Koppeling' },
  { heading: 'Kan openen' },
  { heading: 'Nieuw' },
];

/** The rows of `links list`: KVK, agency, contact, on or off, whether the agency can open it, new. */
export function linkRows(links: readonly Koppeling[]): string[][] {
  return links.map((link) => [
    link.kvk_nr,
    link.handelsnaam,
    link.contact_email,
    link.disabled ? 'uit' : 'aan',
    link.active ? 'ja' : 'nee',
    link.new ? 'ja' : 'nee',
  ]);
}

/** `beloning schemes links list <guid>`: the scheme's links, in the order they were made. */
export async function schemesLinksList(ctx: Context, guid: string): Promise<ExitCode> {
  const { client } = await connect(ctx, { requireLogin: true });
  const { koppelingen } = await client.schemes.get(guid);
  if (ctx.out.json) {
    ctx.out.printJson(koppelingen);
    return EXIT.success;
  }
  if (koppelingen.length === 0) {
    ctx.out.info(LINKS_MESSAGES.none(guid));
    return EXIT.success;
  }
  ctx.out.table(LINK_COLUMNS, linkRows(koppelingen));
  return EXIT.success;
}

/**
 * The KVK number as given, checked with core's rules before any request: numeric, at most 8 characters, 8
 * digits once normalised. Answers the normalised number; a bad one is exit 4.
 */
function checkedKvkNr(text: string): string {
  const errors = validateForm(linkRuleSets([]), { kvk_nr: text, handelsnaam: '-', contact_email: 'a@b.nl' });
  const messages = errors['kvk_nr'];
  const kvkNr = normaliseKvkNr(text);
  if (messages !== undefined || kvkNr === null) {
    throw new CliError(
      LINKS_MESSAGES.invalid('--kvk', text, messages ?? [RULE_MESSAGES.kvkInvalid]),
      EXIT.validation,
    );
  }
  return kvkNr;
}

/** The agency's first registered name (the portal's lookup), or 'Niet gevonden'. */
async function agencyName(client: ApiClient, kvkNr: string): Promise<string> {
  try {
    const [first] = await client.handelsnaam.lookup(kvkNr);
    return first === undefined ? KVK_NOT_FOUND : first[0];
  } catch (error) {
    if (isApiError(error) && error.status === 502) {
      throw new CliError(error.detail ?? LINKS_MESSAGES.disturbed, EXIT.failure);
    }
    throw error;
  }
}

export interface SchemesLinksAddOptions {
  kvk: string;
  email: string;
}

/**
 * `beloning schemes links add <guid...> --kvk <nummer> --email <adres>`: links each scheme with the agency
 * (one lookup for all of them). An agency already linked to a scheme is refused ('Een koppeling per
 * uitlener'), unless its link is off: then it is turned on again with this address.
 */
export async function schemesLinksAdd(
  ctx: Context,
  guids: readonly string[],
  options: SchemesLinksAddOptions,
): Promise<ExitCode> {
  const kvkNr = checkedKvkNr(options.kvk);
  const email = options.email.trim();
  const emailErrors = validateForm(linkRuleSets([]), {
    kvk_nr: kvkNr,
    handelsnaam: '-',
    contact_email: email,
  })['contact_email'];
  if (emailErrors !== undefined) {
    throw new CliError(LINKS_MESSAGES.invalid('--email', options.email, emailErrors), EXIT.validation);
  }
  const { client } = await connect(ctx, { requireLogin: true });
  const name = await agencyName(client, kvkNr);
  if (name === KVK_NOT_FOUND) throw new CliError(LINKS_MESSAGES.unknownKvk(kvkNr), EXIT.validation);
  const form: LinkForm = { kvk_nr: kvkNr, handelsnaam: name, contact_email: email };
  const added: KoppelingRequest = { ...form, disabled: false };

  // Every scheme is checked before any is saved, so a refusal leaves all of them as they were.
  const plans: { guid: string; list: KoppelingRequest[]; reconnect: boolean }[] = [];
  for (const guid of guids) {
    ctx.subject = { kind: 'regeling', id: guid };
    const { koppelingen } = await client.schemes.get(guid);
    const existing = koppelingen.find((link) => link.kvk_nr === kvkNr);
    if (existing !== undefined && !existing.disabled) {
      throw new CliError(LINKS_MESSAGES.duplicate(guid, existing), EXIT.validation);
    }
    const others = koppelingen.filter((link) => link !== existing).map((link) => link.kvk_nr);
    const problems = Object.values(validateForm(linkRuleSets(others), form)).flat();
    if (problems.length > 0) {
      throw new CliError(LINKS_MESSAGES.invalid('--kvk', options.kvk, problems), EXIT.validation);
    }
    const list = koppelingen.map((link) => (link === existing ? added : asRequest(link)));
    plans.push({
      guid,
      list: existing === undefined ? [...list, added] : list,
      reconnect: existing !== undefined,
    });
  }

  const saved: Koppeling[] = [];
  for (const { guid, list, reconnect } of plans) {
    ctx.subject = { kind: 'regeling', id: guid };
    const answer = await client.koppelingen.updateForScheme(guid, list);
    const link = answer.koppelingen.find((item) => item.kvk_nr === kvkNr);
    if (link !== undefined) saved.push(link);
    ctx.out.success(
      (reconnect ? LINKS_MESSAGES.reconnected : LINKS_MESSAGES.added)(guid, name, kvkNr, email),
    );
  }
  if (ctx.out.json) ctx.out.printJson(saved);
  return EXIT.success;
}

/**
 * `beloning schemes links disable <guid> --kvk <nummer>`: turns the scheme's link with the agency off (the
 * agency no longer sees the scheme; the link and its history stay). A link that does not exist is exit 1.
 */
export async function schemesLinksDisable(
  ctx: Context,
  guid: string,
  options: { kvk: string },
): Promise<ExitCode> {
  const kvkNr = checkedKvkNr(options.kvk);
  const { client } = await connect(ctx, { requireLogin: true });
  const { koppelingen } = await client.schemes.get(guid);
  const existing = koppelingen.find((link) => link.kvk_nr === kvkNr);
  if (existing === undefined) throw new CliError(LINKS_MESSAGES.unknownLink(guid, kvkNr), EXIT.failure);
  if (existing.disabled) {
    ctx.out.info(LINKS_MESSAGES.alreadyDisabled(guid, existing));
    if (ctx.out.json) ctx.out.printJson(existing);
    return EXIT.success;
  }
  const answer = await client.koppelingen.updateForScheme(
    guid,
    koppelingen.map((link) => (link === existing ? { ...asRequest(link), disabled: true } : asRequest(link))),
  );
  const link = answer.koppelingen.find((item) => item.kvk_nr === kvkNr) ?? existing;
  ctx.out.success(LINKS_MESSAGES.disabled(guid, link));
  if (ctx.out.json) ctx.out.printJson(link);
  return EXIT.success;
}

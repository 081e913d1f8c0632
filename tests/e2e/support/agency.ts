import { waitForLink } from './mailbox.js';
import { schemePayload } from './schemes.js';

/**
 * Agency data for the agency-area tests, made through the real API: an agency (uitlener) registered and
 * activated through its mailed link, links from a hirer's scheme or compliance to the agency's KVK number,
 * a hirer user asking the agency for help, the agency's invitations and its proposals.
 */

export interface AgencyAccount {
  readonly email: string;
  readonly password: string;
  readonly kvkNr: string;
  readonly companyName: string;
}

export const AGENCY_PASSWORD = 'Een lang wachtwoord 2025!';

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  access?: string,
): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (access === undefined) {
    const csrf = (await (await fetch(`${baseUrl}/api/csrf/`)).json()) as { csrf_token: string };
    headers.Cookie = `csrftoken=${csrf.csrf_token}`;
    headers['X-CSRFToken'] = csrf.csrf_token;
  } else {
    headers.Authorization = `Bearer ${access}`;
  }
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} gaf ${response.status}: ${text}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Registers an agency (POST rest-auth/uitlener-registration/) and activates it through the mailed link. */
export async function createAgency(
  baseUrl: string,
  email: string,
  kvkNr: string,
  companyName: string,
): Promise<AgencyAccount> {
  await call(baseUrl, 'POST', '/rest-auth/uitlener-registration/', {
    username: email,
    email,
    password1: AGENCY_PASSWORD,
    password2: AGENCY_PASSWORD,
    company_name: companyName,
    company_name_type: 'rechtspersoon',
    kvk_nr: kvkNr,
    terms_and_conditions_accepted: true,
    phone_nr: '0201234567',
  });
  const link = await waitForLink(email, 'account-activatie');
  const [, , uidb64, token] = link.split('/');
  if (uidb64 === undefined || token === undefined) throw new Error(`Onverwachte activatielink: ${link}`);
  await call(baseUrl, 'POST', '/rest-auth/uitlener-activation/', {
    uidb64,
    token: decodeURIComponent(token),
  });
  return { email, password: AGENCY_PASSWORD, kvkNr, companyName };
}

/** The hirer shares a scheme (or a compliance) with the agency: PUT .../koppelingen/ with one link. */
export async function shareWithAgency(
  baseUrl: string,
  access: string,
  subject: { kind: 'scheme' | 'compliance'; id: number },
  agency: AgencyAccount,
): Promise<void> {
  const path =
    subject.kind === 'scheme'
      ? `/inleners/inleners-cao/${subject.id}/koppelingen/`
      : `/inleners/cao-compliance/${subject.id}/koppelingen/`;
  await call(
    baseUrl,
    'PUT',
    path,
    {
      koppelingen: [
        {
          kvk_nr: agency.kvkNr,
          handelsnaam: agency.companyName,
          contact_email: agency.email,
          disabled: false,
        },
      ],
    },
    access,
  );
}

/**
 * The hirer user asks the agency for help: the agency's subscription from GET inleners/uitlener-invites/
 * (the agency must have invited the hirer with help offered) as uitlener_asked_for_help.
 */
export async function askAgencyForHelp(
  baseUrl: string,
  access: string,
  agency: AgencyAccount,
): Promise<void> {
  const invites = (await call(baseUrl, 'GET', '/inleners/uitlener-invites/', undefined, access)) as {
    kvk_nr: string;
    subscription: number;
    proposals_enabled: boolean;
  }[];
  const invite = invites.find((candidate) => candidate.kvk_nr === agency.kvkNr);
  if (invite === undefined || !invite.proposals_enabled) {
    throw new Error(`Geen uitnodiging met hulp van ${agency.kvkNr}: ${JSON.stringify(invites)}`);
  }
  await call(
    baseUrl,
    'PUT',
    '/rest-auth/inlener-user/',
    { uitlener_asked_for_help: invite.subscription },
    access,
  );
}

/** A fresh access token of a hirer user (access tokens live 5 minutes; a serial suite may outlive one). */
export async function hirerAccess(
  baseUrl: string,
  hirer: { email: string; password: string },
): Promise<string> {
  const answer = (await call(baseUrl, 'POST', '/rest-auth/inlener-login/', {
    username: hirer.email,
    password: hirer.password,
  })) as { access: string };
  return answer.access;
}

/** Logs the agency in through the API (POST rest-auth/uitlener-login/) and answers with its access token. */
export async function agencyAccess(baseUrl: string, agency: AgencyAccount): Promise<string> {
  const answer = (await call(baseUrl, 'POST', '/rest-auth/uitlener-login/', {
    username: agency.email,
    password: agency.password,
  })) as { access: string };
  return answer.access;
}

/** The hirers that share something with the agency (GET uitleners/inleners/), by company name. */
export async function sharedHirerId(baseUrl: string, access: string, companyName: string): Promise<number> {
  const hirers = (await call(baseUrl, 'GET', '/uitleners/inleners/', undefined, access)) as {
    inlener_id: number;
    company_name: string;
  }[];
  const hirer = hirers.find((candidate) => candidate.company_name === companyName);
  if (hirer === undefined) throw new Error(`${companyName} deelt niets met het bureau`);
  return hirer.inlener_id;
}

/** A one-time hand-over code of the agency user, from the proposal start (POST .../voorstel/). */
export async function handoverCode(baseUrl: string, access: string, inlenerId: number): Promise<string> {
  const { url } = (await call(baseUrl, 'POST', `/uitleners/inleners/${inlenerId}/voorstel/`, {}, access)) as {
    url: string;
  };
  const code = new URL(url).searchParams.get('refresh');
  if (code === null) throw new Error(`Geen refresh-code in ${url}`);
  return code;
}

/** The agency's main user turns 'hulp aanbieden' on or off (PUT uitleners/company/). */
export async function offerHelp(baseUrl: string, access: string, on: boolean): Promise<void> {
  await call(baseUrl, 'PUT', '/uitleners/company/', { proposals_enabled: on }, access);
}

/** The id of a hirer company that asks the agency for help (GET uitleners/help-requests/), by its name. */
export async function helpRequestHirerId(
  baseUrl: string,
  access: string,
  companyName: string,
): Promise<number> {
  const requests = (await call(baseUrl, 'GET', '/uitleners/help-requests/', undefined, access)) as {
    inlener_id: number;
    company_name: string;
  }[];
  const request = requests.find((candidate) => candidate.company_name === companyName);
  if (request === undefined) throw new Error(`${companyName} vraagt het bureau niet om hulp`);
  return request.inlener_id;
}

/**
 * The agency proposes a change of the hirer's scheme (PUT inleners/inleners-cao/ with proposal_inlener_id,
 * based on the scheme's newest version): the fixture scheme with this holiday allowance, signed by the agency
 * user. Answers with the proposal's guid and the version it would become.
 */
export async function proposeChange(
  baseUrl: string,
  access: string,
  proposal: { hirerId: number; scheme: { id: number; version: number }; vacationAllowance: string },
): Promise<{ guid: string; version: number }> {
  return (await call(
    baseUrl,
    'PUT',
    '/inleners/inleners-cao/',
    {
      ...schemePayload({ vacationAllowance: proposal.vacationAllowance }),
      signed_fullname: 'Petra Uitzend',
      proposal_inlener_id: proposal.hirerId,
      inlener_cao_id: proposal.scheme.id,
      expected_version: proposal.scheme.version,
    },
    access,
  )) as { guid: string; version: number };
}

/** The agency invites a hirer by KVK number and e-mail (POST uitleners/invites/), optionally offering help. */
export async function inviteHirer(
  baseUrl: string,
  access: string,
  hirer: { kvkNr: string; email: string },
  offerHelp: boolean,
): Promise<void> {
  await call(
    baseUrl,
    'POST',
    '/uitleners/invites/',
    { kvk_nr: hirer.kvkNr, email: hirer.email, proposals_enabled: offerHelp },
    access,
  );
}

/**
 * The one seeding module of the tests that talk to a running server over HTTP (the browser tests, and any
 * test with a server in a child process): companies, users, schemes, compliances, links, invitations, help
 * requests, proposals and hand-over codes, made through the real API the way the portal sends them. It uses
 * only fetch and core's types (no server or core code at run time), so Playwright can load it too.
 *
 * Mails are not read here: the activation and invitation links come from a `readLink` callback (the browser
 * tests read them from the folder their SMTP server writes, other tests from their own SMTP server).
 */
import type {
  ActivationRequest,
  AgencyCompanyUpdateRequest,
  AgencyHelpRequest,
  AgencyHirer,
  AgencyInvite,
  AgencyInviteRequest,
  AgencyProposalStartResponse,
  CaoComplianceCreateResponse,
  CaoCompliancePayload,
  ChangeEmailRequest,
  InlenersCao,
  InlenersCaoListItem,
  InlenersCaoSaveResponse,
  KoppelingenRequest,
  LoginRequest,
  LoginResponse,
  RegistrationRequest,
  SubscriptionUserAddRequest,
  UserUpdateRequest,
} from '@beloning/core/schemas';
import { readFixtureCao, schemePayloadFor, type SchemeSavePayload } from './scheme-payload.js';

/** The password of every account made here unless told otherwise. */
export const SEED_PASSWORD = 'Een lang wachtwoord 2025!';

/** A hirer (inlener) or an agency (uitlener): the two kinds of company with their own sign-up and login. */
export type AccountKind = 'inlener' | 'uitlener';

/** An account made here, with what it was made with. */
export interface SeededAccount<Kind extends AccountKind = AccountKind> {
  readonly kind: Kind;
  readonly email: string;
  readonly password: string;
  readonly kvkNr: string;
  readonly companyName: string;
}

export type HirerAccount = SeededAccount<'inlener'>;
export type AgencyAccount = SeededAccount<'uitlener'>;

/** The answer of a login: the token set and the user, as the portal keeps them. */
export type LoginAnswer = LoginResponse;

/** A scheme as saved: its id, guid and newest version. */
export type SavedScheme = InlenersCaoSaveResponse;

/**
 * Reads the link of a mail to `email` whose path starts with `/${linkPath}/` (for example
 * 'account-activatie') and answers with the link's path, `/account-activatie/{uidb64}/{token}`.
 */
export type MailedLinkReader = (email: string, linkPath: string) => Promise<string>;

export interface SeedOptions {
  /** Needed by the calls that follow a mailed link (activations). */
  readonly readLink?: MailedLinkReader;
}

/** What a new account is made with; everything but the e-mail address has a default. */
export interface NewAccount {
  readonly email: string;
  /** Default a fresh number outside the fixture KVK registry: the company stays unverified. */
  readonly kvkNr?: string;
  /** Default 'Testbedrijf Zonder Registratie B.V.'; with a registry number and name it is verified at once. */
  readonly companyName?: string;
  /** Default 'rechtspersoon'. */
  readonly companyNameType?: string;
  /** Default SEED_PASSWORD. */
  readonly password?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call the server refused or failed; the message names the call, the status and the body. */
export class SeedCallError extends Error {
  constructor(
    readonly method: Method,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} ${path} gaf ${status}: ${body}`);
    this.name = 'SeedCallError';
  }
}

/** A KVK number outside the fixture registry (none of its numbers starts with 3), new for each call. */
export function freshKvkNr(): string {
  return String(30_000_000 + Math.floor(Math.random() * 10_000_000));
}

/** The uidb64 and token of a mailed link's path (`/{linkPath}/{uidb64}/{token}`, the token URL-encoded). */
export function linkParts(link: string): { uidb64: string; token: string } {
  const [, , uidb64, token] = link.split('/');
  if (uidb64 === undefined || token === undefined || uidb64 === '' || token === '') {
    throw new Error(`Onverwachte link: ${link}`);
  }
  return { uidb64, token: decodeURIComponent(token) };
}

/** The job of the compliance createCompliance saves (in the cao's first table, on its first payscale). */
export const COMPLIANCE_JOB = 'Gevelreiniger';

const ROUTES: Record<AccountKind, { register: string; activate: string; login: string }> = {
  inlener: {
    register: '/rest-auth/inlener-registration/',
    activate: '/rest-auth/inlener-activation/',
    login: '/rest-auth/inlener-login/',
  },
  uitlener: {
    register: '/rest-auth/uitlener-registration/',
    activate: '/rest-auth/uitlener-activation/',
    login: '/rest-auth/uitlener-login/',
  },
};

/**
 * The seeding calls against the server at `baseUrl` (without /api). Calls without an access token carry the
 * CSRF double-submit pair (the cookie and the X-CSRFToken header, fetched once); calls with one carry it as
 * the bearer token.
 */
export class Seed {
  private csrf: Promise<Record<string, string>> | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly options: SeedOptions = {},
  ) {}

  /** One call to /api`path`; answers with the parsed JSON body (undefined when empty). */
  async call<T = unknown>(
    method: Method,
    path: string,
    { body, access }: { body?: unknown; access?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (access === undefined) Object.assign(headers, await this.csrfHeaders());
    else headers.Authorization = `Bearer ${access}`;
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new SeedCallError(method, path, response.status, text);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  /** The CSRF cookie and header of an unauthenticated session (GET /api/csrf/ once). */
  csrfHeaders(): Promise<Record<string, string>> {
    this.csrf ??= (async () => {
      const response = await fetch(`${this.baseUrl}/api/csrf/`);
      if (!response.ok) throw new SeedCallError('GET', '/csrf/', response.status, await response.text());
      const { csrf_token: token } = (await response.json()) as { csrf_token: string };
      return { Cookie: `csrftoken=${token}`, 'X-CSRFToken': token };
    })();
    return this.csrf;
  }

  // Accounts

  /**
   * Registers a company of `kind` with its main user and leaves it unactivated: the activation link waits in
   * the mailbox.
   */
  async register<Kind extends AccountKind>(kind: Kind, account: NewAccount): Promise<SeededAccount<Kind>> {
    const made: SeededAccount<Kind> = {
      kind,
      email: account.email,
      password: account.password ?? SEED_PASSWORD,
      kvkNr: account.kvkNr ?? freshKvkNr(),
      companyName: account.companyName ?? 'Testbedrijf Zonder Registratie B.V.',
    };
    const body: RegistrationRequest = {
      username: made.email,
      email: made.email,
      password1: made.password,
      password2: made.password,
      company_name: made.companyName,
      company_name_type: account.companyNameType ?? 'rechtspersoon',
      kvk_nr: made.kvkNr,
      terms_and_conditions_accepted: true,
      phone_nr: '0201234567',
    };
    await this.call('POST', ROUTES[kind].register, { body });
    return made;
  }

  /** Activates a registered account through the link of its activation mail. */
  async activate(account: SeededAccount): Promise<void> {
    const link = await this.readLink(account.email, 'account-activatie');
    const body: ActivationRequest = linkParts(link);
    await this.call('POST', ROUTES[account.kind].activate, { body });
  }

  /** A hirer registered and activated; verified at once with a number and name of the fixture registry. */
  async createHirer(account: NewAccount): Promise<HirerAccount> {
    const hirer = await this.register('inlener', account);
    await this.activate(hirer);
    return hirer;
  }

  /** An agency registered and activated; verified at once with a number and name of the fixture registry. */
  async createAgency(account: NewAccount): Promise<AgencyAccount> {
    const agency = await this.register('uitlener', account);
    await this.activate(agency);
    return agency;
  }

  /**
   * Logs the account in (the hirer or the agency login, by its kind): the token set and the user. The server
   * allows 10 logins per account in 15 minutes; a test that needs a token again should keep this answer.
   */
  async logIn(account: { kind: AccountKind; email: string; password: string }): Promise<LoginAnswer> {
    const body: LoginRequest = { username: account.email, password: account.password };
    return this.call<LoginAnswer>('POST', ROUTES[account.kind].login, { body });
  }

  /** A new token set for a session's refresh token (POST /rest-auth/token/refresh/, as the portal does). */
  async refresh(refresh: string): Promise<{ access: string; refresh: string }> {
    return this.call('POST', '/rest-auth/token/refresh/', { body: { refresh } });
  }

  /** The main user (of `access`) invites a sub-user by e-mail, who may create schemes unless told not. */
  async inviteSubUser(access: string, email: string, { canCreateSchemes = true } = {}): Promise<void> {
    const body: SubscriptionUserAddRequest = { email, username: email, can_create_schemes: canCreateSchemes };
    await this.call('POST', '/rest-auth/inlener-subscription-user-add/', { body, access });
  }

  /**
   * The invited sub-user sets a password through the link of the invitation mail; answers with the
   * sub-user's account (in the company of `owner`).
   */
  async acceptInvite(owner: HirerAccount, email: string, password = SEED_PASSWORD): Promise<HirerAccount> {
    const link = await this.readLink(email, 'account-activatie-invite');
    const body: ActivationRequest = { ...linkParts(link), password };
    await this.call('POST', ROUTES.inlener.activate, { body });
    return { ...owner, email, password };
  }

  /** Asks to change the user's e-mail address; a verification link goes to the new one. */
  async requestEmailChange(access: string, email: string): Promise<void> {
    const body: ChangeEmailRequest = { email };
    await this.call('POST', '/rest-auth/inlener-change-email/', { body, access });
  }

  // Schemes and compliances of a hirer

  /** Saves a new scheme (version 1); default the scheme of schemePayloadFor(). */
  async saveScheme(access: string, payload: SchemeSavePayload = schemePayloadFor()): Promise<SavedScheme> {
    return this.call<SavedScheme>('POST', '/inleners/inleners-cao/', { body: payload, access });
  }

  /** Saves the next version of a scheme (its id and the version the change is based on). */
  async saveNextVersion(
    access: string,
    scheme: { id: number; version: number },
    payload: SchemeSavePayload,
  ): Promise<SavedScheme> {
    const body = { ...payload, inlener_cao_id: scheme.id, expected_version: scheme.version };
    return this.call<SavedScheme>('PUT', '/inleners/inleners-cao/', { body, access });
  }

  /** A version of a scheme as the hirer reads it (default the newest). */
  async readScheme(access: string, guid: string, version?: number): Promise<InlenersCao> {
    const query = version === undefined ? '' : `?version=${version}`;
    return this.call<InlenersCao>('GET', `/inleners/inleners-cao/${guid}/${query}`, { access });
  }

  /** The guids of the hirer's own schemes (no proposals), as the overview lists them. */
  async schemeGuids(access: string): Promise<string[]> {
    const list = await this.call<InlenersCaoListItem[]>('GET', '/inleners/inleners-cao-list/', { access });
    return list.filter((item) => item.proposal_by === null).map((item) => item.guid);
  }

  /** The guids of the hirer's open proposals (made by an agency, not rejected). */
  async openProposalGuids(access: string): Promise<string[]> {
    const list = await this.call<InlenersCaoListItem[]>(
      'GET',
      '/inleners/inleners-cao-list/?get_proposals=true',
      {
        access,
      },
    );
    return list
      .filter((item) => item.proposal_by !== null && !item.rejected_proposal)
      .map((item) => item.guid);
  }

  /** Saves a cao compliance with one own job (COMPLIANCE_JOB) in the first table of the cleaning cao. */
  async createCompliance(access: string): Promise<CaoComplianceCreateResponse> {
    const cao = readFixtureCao();
    const table = cao.salary_tables[0];
    if (table?.id == null) throw new Error('De fixture-cao heeft geen opgeslagen loontabel');
    const body: CaoCompliancePayload = {
      cao_id: cao.id,
      signed_fullname: 'Jan de Vries',
      jobs: [
        {
          job_id: null,
          name: COMPLIANCE_JOB,
          aard: null,
          salary_table_id: table.id,
          minimal_payscale: table.payscales[0] ?? '',
        },
      ],
    };
    return this.call<CaoComplianceCreateResponse>('POST', '/inleners/cao-compliance/', { body, access });
  }

  /** The hirer shares a scheme or a compliance with the agency: its list of links becomes this one link. */
  async share(
    access: string,
    subject: { kind: 'scheme' | 'compliance'; id: number },
    agency: { kvkNr: string; companyName: string; email: string },
  ): Promise<void> {
    const path =
      subject.kind === 'scheme'
        ? `/inleners/inleners-cao/${subject.id}/koppelingen/`
        : `/inleners/cao-compliance/${subject.id}/koppelingen/`;
    const body: KoppelingenRequest = {
      koppelingen: [
        {
          kvk_nr: agency.kvkNr,
          handelsnaam: agency.companyName,
          contact_email: agency.email,
          disabled: false,
        },
      ],
    };
    await this.call('PUT', path, { body, access });
  }

  /**
   * The hirer shares a scheme with one more agency, keeping the links it has (a proposal to change a scheme
   * needs that scheme shared with the agency).
   */
  async shareAlso(
    access: string,
    scheme: { guid: string },
    agency: { kvkNr: string; companyName: string; email: string },
  ): Promise<void> {
    const { koppelingen } = await this.readScheme(access, scheme.guid);
    const body: KoppelingenRequest = {
      koppelingen: [
        ...koppelingen.map(({ kvk_nr, handelsnaam, contact_email, disabled }) => ({
          kvk_nr,
          handelsnaam,
          contact_email,
          disabled,
        })),
        {
          kvk_nr: agency.kvkNr,
          handelsnaam: agency.companyName,
          contact_email: agency.email,
          disabled: false,
        },
      ],
    };
    await this.call('PUT', `/inleners/inleners-cao/${scheme.guid}/koppelingen/`, { body, access });
  }

  /**
   * The hirer user asks the agency for help: the agency's subscription from the hirer's invitations (the
   * agency must have invited the hirer with help offered).
   */
  async askForHelp(access: string, agency: { kvkNr: string }): Promise<void> {
    const invites = await this.call<AgencyInvite[]>('GET', '/inleners/uitlener-invites/', { access });
    const invite = invites.find((candidate) => candidate.kvk_nr === agency.kvkNr);
    if (invite === undefined || !invite.proposals_enabled) {
      throw new Error(`Geen uitnodiging met hulp van ${agency.kvkNr}: ${JSON.stringify(invites)}`);
    }
    const body: UserUpdateRequest = { uitlener_asked_for_help: invite.subscription };
    await this.call('PUT', '/rest-auth/inlener-user/', { body, access });
  }

  // The agency side

  /** The agency's main user turns 'hulp aanbieden' on or off. */
  async offerHelp(access: string, on: boolean): Promise<void> {
    const body: AgencyCompanyUpdateRequest = { proposals_enabled: on };
    await this.call('PUT', '/uitleners/company/', { body, access });
  }

  /** The agency invites a hirer by KVK number and e-mail, offering help or not. */
  async inviteHirer(
    access: string,
    hirer: { kvkNr: string; email: string },
    { offerHelp }: { offerHelp: boolean },
  ): Promise<void> {
    const body: AgencyInviteRequest = {
      kvk_nr: hirer.kvkNr,
      email: hirer.email,
      proposals_enabled: offerHelp,
    };
    await this.call('POST', '/uitleners/invites/', { body, access });
  }

  /** The id of a hirer company that shares something with the agency, by its name. */
  async sharedHirerId(access: string, companyName: string): Promise<number> {
    const hirers = await this.call<AgencyHirer[]>('GET', '/uitleners/inleners/', { access });
    const hirer = hirers.find((candidate) => candidate.company_name === companyName);
    if (hirer === undefined) throw new Error(`${companyName} deelt niets met het bureau`);
    return hirer.inlener_id;
  }

  /** The id of a hirer company that asks the agency for help, by its name. */
  async helpRequestHirerId(access: string, companyName: string): Promise<number> {
    const requests = await this.call<AgencyHelpRequest[]>('GET', '/uitleners/help-requests/', { access });
    const request = requests.find((candidate) => candidate.company_name === companyName);
    if (request === undefined) throw new Error(`${companyName} vraagt het bureau niet om hulp`);
    return request.inlener_id;
  }

  /** A one-time hand-over code of the agency user, from the start of a proposal for the hirer. */
  async handoverCode(access: string, inlenerId: number): Promise<string> {
    const { url } = await this.call<AgencyProposalStartResponse>(
      'POST',
      `/uitleners/inleners/${inlenerId}/voorstel/`,
      { body: {}, access },
    );
    const code = new URL(url).searchParams.get('refresh');
    if (code === null) throw new Error(`Geen refresh-code in ${url}`);
    return code;
  }

  /**
   * The agency proposes a change of the hirer's scheme, based on the version given: `payload` signed by the
   * agency user. Answers with the proposal's guid and the version it would become.
   */
  async proposeChange(
    access: string,
    proposal: { hirerId: number; scheme: { id: number; version: number }; payload: SchemeSavePayload },
  ): Promise<SavedScheme> {
    const body = {
      ...proposal.payload,
      signed_fullname: 'Petra Uitzend',
      proposal_inlener_id: proposal.hirerId,
      inlener_cao_id: proposal.scheme.id,
      expected_version: proposal.scheme.version,
    };
    return this.call<SavedScheme>('PUT', '/inleners/inleners-cao/', { body, access });
  }

  private readLink(email: string, linkPath: string): Promise<string> {
    if (this.options.readLink === undefined) {
      throw new Error(`Seed zonder readLink kan de link naar /${linkPath}/ voor ${email} niet lezen`);
    }
    return this.options.readLink(email, linkPath);
  }
}

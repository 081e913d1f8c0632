import { waitForLink } from './mailbox.js';

/** A hirer account the test created through the API, activated through the link in its mail. */
export interface TestAccount {
  readonly email: string;
  readonly password: string;
}

/**
 * Numbers of the fixture KVK registry (fixtures/kvk/registry.json) and the names it gives. The server allows
 * one account per KVK number, so each number that signs up is used by one test of one project only.
 */
export const KVK = {
  /** An eenmanszaak with two trade names; the desktop sign-up uses it. */
  twoNames: { kvkNr: '69599084', names: ['Test EMZ Dagobert', 'Test EMZ Nevenvestiging Govert'] },
  /** An NV with one name; the phone sign-up uses it. */
  oneName: { kvkNr: '90004760', names: ['Local Funzoom N.V.'] },
  /** The registry answers with an error: 'Niet gevonden' and the disturbance notice. */
  failing: '90004973',
  /** Not in the registry: 'Niet gevonden'. */
  unknown: '12345678',
} as const;

/** A KVK number outside the fixture registry (none of its numbers starts with 3), new for each account. */
function freshKvkNr(): string {
  return String(30_000_000 + Math.floor(Math.random() * 10_000_000));
}

/** An API session without a browser: the CSRF cookie is fetched once and repeated as the header. */
async function csrfSession(baseUrl: string): Promise<{ headers: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/api/csrf/`);
  if (!response.ok) throw new Error(`GET /api/csrf/ gaf ${response.status}`);
  const { csrf_token: token } = (await response.json()) as { csrf_token: string };
  return {
    headers: { 'Content-Type': 'application/json', Cookie: `csrftoken=${token}`, 'X-CSRFToken': token },
  };
}

async function post(baseUrl: string, path: string, body: unknown, access?: string): Promise<unknown> {
  const headers =
    access === undefined
      ? (await csrfSession(baseUrl)).headers
      : { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` };
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} gaf ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Logs the account in through the API and answers with its access token. */
async function accessToken(baseUrl: string, account: TestAccount): Promise<string> {
  const answer = (await post(baseUrl, '/rest-auth/inlener-login/', {
    username: account.email,
    password: account.password,
  })) as { access: string };
  return answer.access;
}

/** The main user invites a sub-user by e-mail (POST inlener-subscription-user-add). */
export async function inviteSubUser(baseUrl: string, owner: TestAccount, email: string): Promise<void> {
  const access = await accessToken(baseUrl, owner);
  await post(baseUrl, '/rest-auth/inlener-subscription-user-add/', { email, username: email }, access);
}

/** Asks to change the account's e-mail address (POST inlener-change-email); a link goes to the new one. */
export async function requestEmailChange(
  baseUrl: string,
  account: TestAccount,
  email: string,
): Promise<void> {
  await post(baseUrl, '/rest-auth/inlener-change-email/', { email }, await accessToken(baseUrl, account));
}

/** Registers a hirer through the API and activates it with the link from the mail the SMTP server caught. */
export async function createActiveAccount(baseUrl: string, email: string): Promise<TestAccount> {
  const password = 'Een lang wachtwoord 2025!';
  await post(baseUrl, '/rest-auth/inlener-registration/', {
    username: email,
    email,
    password1: password,
    password2: password,
    // Not in the registry: the account starts unverified, which the account flows do not mind.
    company_name: 'Testbedrijf Zonder Registratie B.V.',
    company_name_type: 'statutaire_naam',
    kvk_nr: freshKvkNr(),
    terms_and_conditions_accepted: true,
    phone_nr: '0201234567',
  });
  const link = await waitForLink(email, 'account-activatie');
  const [, , uidb64, token] = link.split('/');
  if (uidb64 === undefined || token === undefined) throw new Error(`Onverwachte activatielink: ${link}`);
  await post(baseUrl, '/rest-auth/inlener-activation/', { uidb64, token: decodeURIComponent(token) });
  return { email, password };
}

/**
 * Registers a hirer through the API and leaves it unactivated: the activation link waits in the mailbox
 * (waitForLink(email, 'account-activatie')).
 */
export async function registerInactiveAccount(baseUrl: string, email: string): Promise<TestAccount> {
  const password = 'Een lang wachtwoord 2025!';
  await post(baseUrl, '/rest-auth/inlener-registration/', {
    username: email,
    email,
    password1: password,
    password2: password,
    company_name: 'Testbedrijf Zonder Registratie B.V.',
    company_name_type: 'statutaire_naam',
    kvk_nr: freshKvkNr(),
    terms_and_conditions_accepted: true,
    phone_nr: '0201234567',
  });
  return { email, password };
}
